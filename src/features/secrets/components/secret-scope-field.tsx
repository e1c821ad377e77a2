import { Callout, Flex, RadioGroup, Select, Text, TextField } from "@radix-ui/themes";
import type { SecretScope } from "@/api/types";
import { FormField, PermissionNote } from "@/ui";

export interface SecretScopeFieldProps {
  scope: SecretScope;
  repo: string;
  repoError: string | null;
  onChange: (patch: { scope?: SecretScope; repo?: string }) => void;
  disabled: boolean;
  /** Why this key may not write shared (organization/repo) secrets; null when it may. */
  sharedReason: string | null;
}

const OPTIONS: { value: SecretScope; label: string; hint: string }[] = [
  { value: "user", label: "Personal (user)", hint: "Only your own sessions get it. The default." },
  { value: "organization", label: "Organization", hint: "Every session in the organization gets it." },
  {
    value: "repo",
    label: "Repository (deprecated)",
    hint: "An alias of organization: stored organization-wide, not limited to a repository.",
  },
];

/** Scope (spec §4.7): user by default; organization needs owner/admin; repo is a deprecated alias of organization. */
export function SecretScopeField({ scope, repo, repoError, onChange, disabled, sharedReason }: SecretScopeFieldProps) {
  return (
    <Flex direction="column" gap="2">
      <Text as="div" size="2" weight="medium" id="secret-scope-label">
        Scope
      </Text>
      <RadioGroup.Root
        value={scope}
        onValueChange={(value) => onChange({ scope: value as SecretScope })}
        aria-labelledby="secret-scope-label"
        disabled={disabled}
      >
        {OPTIONS.map((option) => {
          const locked = option.value !== "user" && sharedReason !== null;
          return (
            <Flex key={option.value} direction="column">
              <RadioGroup.Item
                value={option.value}
                disabled={locked}
                aria-describedby={[`secret-scope-${option.value}-hint`, locked ? "secret-scope-note" : null]
                  .filter(Boolean)
                  .join(" ")}
              >
                {option.label}
              </RadioGroup.Item>
              <Text id={`secret-scope-${option.value}-hint`} size="1" color="gray" ml="5">
                {option.hint}
              </Text>
            </Flex>
          );
        })}
      </RadioGroup.Root>
      <PermissionNote
        id="secret-scope-note"
        reason={sharedReason && `Organization and repository scopes are off. ${sharedReason}`}
      />
      {scope === "repo" ? (
        <Callout.Root color="amber" highContrast size="1" variant="surface">
          <Callout.Text>
            The repo scope is deprecated. It stores an organization secret that every session can use; the repository
            below is kept only as legacy context.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {scope === "repo" ? (
        <Flex gap="3" wrap="wrap" align="start">
          <FormField
            id="secret-repo"
            label="Repository (legacy context, optional)"
            error={repoError}
            style={{ minWidth: 200, flexGrow: 1 }}
          >
            {(control) => (
              <TextField.Root
                {...control}
                placeholder="owner/name"
                value={repo}
                onChange={(e) => onChange({ repo: e.target.value })}
                disabled={disabled}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label="Provider">
            {(control) => (
              <Select.Root value="github" disabled={disabled}>
                <Select.Trigger {...control} />
                <Select.Content>
                  <Select.Item value="github">github</Select.Item>
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
        </Flex>
      ) : null}
    </Flex>
  );
}
