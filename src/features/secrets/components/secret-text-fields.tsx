import { Text, TextArea, TextField } from "@radix-ui/themes";
import { LIMITS } from "@/api/limits";
import type { SecretMeta } from "@/api/types";
import { codePointLength } from "@/lib/chars";
import { FormField, RelativeTime } from "@/ui";

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
  const warn = existing && !error;
  return (
    <FormField
      id="secret-name"
      label="Name"
      help={`Uppercase letters, digits and _, starting with a letter; up to ${LIMITS.secretNameMaxChars} characters.`}
      error={error}
      errorReplacesHelp
      describedBy={join(warn && "secret-name-existing", describedBy)}
    >
      {(control) => (
        <>
          <TextField.Root
            {...control}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            placeholder="API_TOKEN"
            autoComplete="off"
            autoCapitalize="characters"
            disabled={disabled}
            style={{ fontFamily: "var(--code-font-family)" }}
          />
          {warn ? (
            <Text id="secret-name-existing" as="p" size="1" color="amber">
              {existing.scope === "organization" ? "An organization" : "A personal"} secret with this name exists
              (updated <RelativeTime value={existing.updated_at} />
              ). Saving replaces its value.
            </Text>
          ) : null}
        </>
      )}
    </FormField>
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
    <FormField
      id="secret-note"
      label="Note"
      optional
      help={`${fmt(chars)} of ${fmt(LIMITS.secretNoteMaxChars)} characters. Shown with the name; never put the value here.`}
      helpAlarm={Boolean(error)}
      error={error}
    >
      {(control) => (
        <TextArea
          {...control}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          placeholder="What it is for, who rotates it"
          rows={2}
          resize="vertical"
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
