import { PlusIcon } from "@radix-ui/react-icons";
import { Button, Checkbox, Code, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { type FormEvent, useId, useState } from "react";
import { FormField } from "@/ui";
import { presentText } from "@/ui/readable";
import { parseSessionRef } from "../components/list/session-ref";
import { useRecentSessions } from "../hooks/use-recent-sessions";
import { useSessionsList } from "../hooks/use-sessions-list";
import { WALL_MAX } from "./wall-search";

export interface WallPickerProps {
  orgId: string;
  ids: readonly string[];
  onChange: (ids: string[]) => void;
}

interface Choice {
  id: string;
  title: string;
}

/** One list of sessions to tick on or off the wall (recent ones, running ones). */
function ChoiceList({
  heading,
  choices,
  ids,
  onChange,
}: { heading: string; choices: Choice[] } & Omit<WallPickerProps, "orgId">) {
  const headingId = useId();
  const full = ids.length >= WALL_MAX;
  return (
    <Flex direction="column" gap="1" role="group" aria-labelledby={headingId}>
      <Heading as="h3" size="2" id={headingId}>
        {heading}
      </Heading>
      {choices.map(({ id, title }) => {
        const on = ids.includes(id);
        return (
          <Text as="label" size="2" key={id}>
            <Flex gap="2" align="center" style={{ minWidth: 0 }}>
              <Checkbox
                checked={on}
                disabled={!on && full}
                onCheckedChange={(checked) => onChange(checked === true ? [...ids, id] : ids.filter((x) => x !== id))}
              />
              <Text truncate style={{ minWidth: 0 }}>
                {title || id}
              </Text>
              {title && (
                <Code variant="ghost" size="1" color="gray" style={{ flexShrink: 0 }}>
                  {id}
                </Code>
              )}
            </Flex>
          </Text>
        );
      })}
    </Flex>
  );
}

/**
 * Choose what the wall shows: by id (a session id, attempt UUID or pasted session URL), from the
 * sessions running now (when the service lists sessions) and from the ones opened recently here.
 */
export function WallPicker({ orgId, ids, onChange }: WallPickerProps) {
  const recent = useRecentSessions(orgId);
  const running = useSessionsList(orgId, { status: "running" });
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const full = ids.length >= WALL_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSessionRef(value);
    if (!parsed.ok) return setError(parsed.error);
    if (ids.includes(parsed.id)) return setError("That session is already on the wall.");
    if (full) return setError(`The wall holds ${WALL_MAX} sessions; remove one first.`);
    setError(null);
    setValue("");
    onChange([...ids, parsed.id]);
  };

  const runningChoices = running.sessions
    .slice(0, 12)
    .map((s) => ({ id: s.session_id, title: presentText(s.title) ?? "" }));
  const recentChoices = recent.items.map((r) => ({ id: r.sessionId, title: r.title }));
  return (
    <Flex direction="column" gap="4" style={{ textAlign: "start" }}>
      <form onSubmit={submit} noValidate>
        <FormField
          label="Add by id"
          error={error}
          errorAlert
          help={`${ids.length} of ${WALL_MAX} places taken.`}
          errorReplacesHelp
        >
          {(control) => (
            <Flex gap="2">
              <TextField.Root
                {...control}
                style={{ flex: 1 }}
                placeholder="ses_… , attempt UUID or session URL"
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(null);
                }}
                autoComplete="off"
                spellCheck={false}
              />
              <Button type="submit" disabled={full}>
                <PlusIcon aria-hidden /> Add
              </Button>
            </Flex>
          )}
        </FormField>
      </form>
      {runningChoices.length > 0 && (
        <ChoiceList heading="Running now" choices={runningChoices} ids={ids} onChange={onChange} />
      )}
      {recentChoices.length > 0 ? (
        <ChoiceList heading="Opened recently" choices={recentChoices} ids={ids} onChange={onChange} />
      ) : (
        <Text size="2" color="gray">
          Sessions you open appear here, ready for the wall.
        </Text>
      )}
    </Flex>
  );
}
