import { LockClosedIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useCapability } from "@/features/connection";
import { PermissionNote } from "@/ui";
import { secretKeys, secretsQueryOptions } from "../queries";
import {
  buildSecretWrite,
  EMPTY_SECRET_FIELDS,
  existingSecret,
  legacyRepoError,
  type SecretFieldErrors,
  type SecretFormFields,
  secretNameError,
  secretNoteError,
  secretValueError,
  secretValueSize,
} from "../secret-form-model";
import { writeSecret } from "../write-secret";
import { SecretScopeField } from "./secret-scope-field";
import { SecretNameField, SecretNoteField } from "./secret-text-fields";
import { SecretValueField } from "./secret-value-field";
import { type SecretWriteOutcome, SecretWriteOutcomeView } from "./secret-write-outcome";

const FIELD_IDS: Record<keyof SecretFieldErrors, string> = {
  name: "secret-name",
  value: "secret-value",
  note: "secret-note",
  repo: "secret-repo",
};

/** The form's state and its one write: fields, the value (kept apart, dropped after every try), errors, outcome. */
function useSecretDraft(orgId: string, locked: boolean, sharedAllowed: boolean) {
  const queryClient = useQueryClient();
  const list = useQuery(secretsQueryOptions(orgId));
  const [fields, setFields] = useState<SecretFormFields>(EMPTY_SECRET_FIELDS);
  const [value, setValue] = useState("");
  const [submitted, setSubmitted] = useState<SecretFieldErrors>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SecretWriteOutcome | null>(null);
  // Remounts the value field after each submission so it is masked again.
  const [round, setRound] = useState(0);
  const disabled = locked || pending;
  // A key that may not write shared secrets never sends those scopes, even if one was picked before /self loaded.
  const current: SecretFormFields = sharedAllowed ? fields : { ...fields, scope: "user" };
  const nameError = fields.name === "" ? (submitted.name ?? null) : secretNameError(fields.name);
  // Over-limit is said as typed; "required" only once a save was tried.
  const valueError = secretValueSize(value).over > 0 ? secretValueError(value) : (submitted.value ?? null);
  const existing = nameError ? undefined : existingSecret(list.data?.items, current);

  const change = (patch: Partial<SecretFormFields>) => {
    setFields((f) => ({ ...f, ...patch }));
    if (outcome?.kind === "saved") setOutcome(null);
  };
  const changeValue = (next: string) => {
    setValue(next);
    setSubmitted((s) => ({ ...s, value: undefined }));
    if (outcome) setOutcome(null);
  };
  const submit = async () => {
    if (disabled) return;
    const draft = buildSecretWrite(current, value);
    if (!draft.ok) {
      setSubmitted(draft.errors);
      const first = (Object.keys(FIELD_IDS) as (keyof SecretFieldErrors)[]).find((k) => draft.errors[k]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setPending(true);
    setOutcome(null);
    try {
      const result = await writeSecret(orgId, draft.body);
      setOutcome({ kind: "saved", result, requested: current.scope });
      setFields(EMPTY_SECRET_FIELDS);
      void queryClient.invalidateQueries({ queryKey: secretKeys.list(orgId), exact: true });
    } catch (error) {
      setOutcome({ kind: "failed", error });
    } finally {
      setValue("");
      setSubmitted({});
      setRound((r) => r + 1);
      setPending(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return {
    fields,
    value,
    current,
    nameError,
    valueError,
    existing,
    pending,
    disabled,
    outcome,
    round,
    change,
    changeValue,
    onSubmit,
  };
}

/**
 * Create-or-replace a secret by name (spec §4.7). The value lives only in this component's state
 * until the request settles, then is dropped whatever the answer; it is sent with a direct call,
 * never through useMutation, so no cache ever holds it.
 */
export function SecretForm({ orgId }: { orgId: string }) {
  const write = useCapability({ scope: "secrets:write" });
  const shared = useCapability({ scope: "secrets:write", ownerAdmin: true });
  const locked = !write.allowed;
  const draft = useSecretDraft(orgId, locked, shared.allowed);
  const { fields, current, disabled, change, onSubmit, outcome } = draft;
  return (
    <Card size={{ initial: "2", sm: "3" }}>
      <form onSubmit={onSubmit} aria-labelledby="secret-form-title" noValidate>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4" id="secret-form-title">
              Set a secret
            </Heading>
            <Text size="2" color="gray">
              Saving creates the secret, or replaces the value of the one with the same name and scope.
            </Text>
            <PermissionNote id="secret-write-note" reason={write.reason} />
          </Flex>
          <Grid columns={{ initial: "1", md: "2" }} gap="4">
            <SecretNameField
              value={fields.name}
              onValueChange={(name) => change({ name })}
              error={draft.nameError}
              existing={draft.existing}
              disabled={disabled}
              describedBy={locked ? "secret-write-note" : undefined}
            />
            <SecretScopeField
              scope={current.scope}
              repo={fields.repo}
              repoError={legacyRepoError(current)}
              onChange={change}
              disabled={disabled}
              sharedReason={locked ? null : shared.reason}
            />
          </Grid>
          <SecretValueField
            key={draft.round}
            value={draft.value}
            onValueChange={draft.changeValue}
            disabled={disabled}
            error={draft.valueError ?? undefined}
            describedBy={locked ? "secret-write-note" : undefined}
          />
          <SecretNoteField
            value={fields.note}
            onValueChange={(note) => change({ note })}
            error={secretNoteError(fields.note)}
            disabled={disabled}
          />
          {outcome ? <SecretWriteOutcomeView outcome={outcome} /> : null}
          <Flex justify="end" align="center" gap="3" wrap="wrap">
            <PermissionNote id="secret-save-note" reason={write.reason} />
            <Button type="submit" disabled={disabled} aria-describedby={locked ? "secret-save-note" : undefined}>
              <LockClosedIcon aria-hidden />
              {draft.pending ? "Saving…" : "Save secret"}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
