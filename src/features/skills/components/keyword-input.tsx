import { Cross2Icon } from "@radix-ui/react-icons";
import { Badge, Flex, IconButton, Text, TextField, VisuallyHidden } from "@radix-ui/themes";
import { type KeyboardEvent, useRef, useState } from "react";
import { FormField } from "@/ui";
import { addKeywords } from "../skill-form-model";

export interface KeywordInputProps {
  keywords: readonly string[];
  draft: string;
  onChange: (next: { keywords: readonly string[]; draft: string }) => void;
  disabled: boolean;
}

/**
 * Activation keywords as tags: Enter or a comma adds what was typed (pasting "a, b" adds both),
 * each tag has a remove button, and Backspace in the empty box removes the last one. Changes are
 * announced in a polite live region, since the tag list itself is not focused when it changes.
 */
export function KeywordInput({ keywords, draft, onChange, disabled }: KeywordInputProps) {
  const [announcement, setAnnouncement] = useState("");
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);

  const commit = (raw: string, rest = "") => {
    const result = addKeywords(keywords, raw);
    setDuplicates(result.duplicates);
    const said = [
      result.added.length > 0 ? `Added ${result.added.join(", ")}.` : "",
      result.duplicates.length > 0 ? `Already added: ${result.duplicates.join(", ")}.` : "",
    ];
    setAnnouncement(said.filter(Boolean).join(" "));
    onChange({ keywords: result.keywords, draft: rest });
  };

  const remove = (keyword: string, focusInput: boolean) => {
    onChange({ keywords: keywords.filter((k) => k !== keyword), draft });
    setDuplicates([]);
    setAnnouncement(`Removed ${keyword}.`);
    if (focusInput) inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      if (draft.trim() !== "") commit(draft);
    } else if (e.key === "Backspace" && draft === "" && keywords.length > 0) {
      e.preventDefault();
      remove(keywords[keywords.length - 1] as string, false);
    }
  };

  const onType = (text: string) => {
    // A paste or an IME can bring commas in without a keydown: add every finished part.
    const cut = Math.max(text.lastIndexOf(","), text.lastIndexOf("\n"));
    if (cut >= 0) commit(text.slice(0, cut), text.slice(cut + 1).trimStart());
    else {
      if (duplicates.length > 0) setDuplicates([]);
      onChange({ keywords, draft: text });
    }
  };

  return (
    <Flex direction="column" gap="1">
      <FormField
        id="skill-keyword-input"
        label="Activation keywords"
        optional
        help="Search aliases that help people find this skill. They never activate a skill by themselves: the agent picks skills by matching their description to the task. Backspace in the empty box removes the last one."
      >
        {(control) => (
          <>
            {keywords.length > 0 ? (
              <Flex asChild gap="2" wrap="wrap" m="0" p="0" style={{ listStyle: "none" }}>
                <ul aria-label="Activation keywords">
                  {keywords.map((keyword) => (
                    <li key={keyword}>
                      <Badge size="2" variant="soft" color="gray" radius="full">
                        {keyword}
                        <IconButton
                          type="button"
                          size="1"
                          variant="ghost"
                          color="gray"
                          radius="full"
                          aria-label={`Remove keyword ${keyword}`}
                          disabled={disabled}
                          onClick={() => remove(keyword, true)}
                        >
                          <Cross2Icon aria-hidden />
                        </IconButton>
                      </Badge>
                    </li>
                  ))}
                </ul>
              </Flex>
            ) : null}
            <TextField.Root
              {...control}
              ref={inputRef}
              value={draft}
              onChange={(e) => onType(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Type a keyword, then Enter or a comma"
              autoComplete="off"
              disabled={disabled}
            />
          </>
        )}
      </FormField>
      {duplicates.length > 0 ? (
        <Text as="p" size="1" color="amber">
          Already added: {duplicates.join(", ")}.
        </Text>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Flex>
  );
}
