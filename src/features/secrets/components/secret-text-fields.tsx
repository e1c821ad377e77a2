import { Flex, Text, TextArea, TextField } from "@radix-ui/themes";
import { LIMITS } from "@/api/limits";
import type { SecretMeta } from "@/api/types";
import { codePointLength } from "@/lib/chars";
import { RelativeTime } from "@/ui";
import { FieldHelp } from "./field-help";

const fmt = (n: number) => n.toLocaleString("en-US");
const join = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

interface NameFieldProps {
  value: string;
  onValueChange: (name: string) => void;
  error: string | null;
  /** The listed secret this name and scope would replace, when the list is known. */
  existing: SecretMeta | undefined;
  disabled: boolean;
  describedBy?: string;
}

export function SecretNameField({ value, onValueChange, error, existing, disabled, describedBy }: NameFieldProps) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor="secret-name" size="2" weight="medium">
        Name
      </Text>
      <TextField.Root
        id="secret-name"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        placeholder="API_TOKEN"
        autoComplete="off"
        autoCapitalize="characters"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={join("secret-name-help", existing && !error && "secret-name-existing", describedBy)}
        style={{ fontFamily: "var(--code-font-family)" }}
      />
      <FieldHelp id="secret-name-help" error={error}>
        Uppercase letters, digits and _, starting with a letter; up to {LIMITS.secretNameMaxChars} characters.
      </FieldHelp>
      {existing && !error ? (
        <Text id="secret-name-existing" as="p" size="1" color="amber">
          {existing.scope === "organization" ? "An organization" : "A personal"} secret with this name exists (updated{" "}
          <RelativeTime value={existing.updated_at} />
          ). Saving replaces its value.
        </Text>
      ) : null}
    </Flex>
  );
}

interface NoteFieldProps {
  value: string;
  onValueChange: (note: string) => void;
  error: string | null;
  disabled: boolean;
}

/** Usage guidance for people, never the value; counted in code points like the service. */
export function SecretNoteField({ value, onValueChange, error, disabled }: NoteFieldProps) {
  const chars = codePointLength(value);
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor="secret-note" size="2" weight="medium">
        Note{" "}
        <Text weight="regular" color="gray">
          (optional)
        </Text>
      </Text>
      <TextArea
        id="secret-note"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        placeholder="What it is for, who rotates it"
        rows={2}
        resize="vertical"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={join("secret-note-count", error && "secret-note-help")}
      />
      <Text id="secret-note-count" as="p" size="1" color={error ? "red" : "gray"}>
        {fmt(chars)} of {fmt(LIMITS.secretNoteMaxChars)} characters. Shown with the name; never put the value here.
      </Text>
      <FieldHelp id="secret-note-help" error={error} />
    </Flex>
  );
}
