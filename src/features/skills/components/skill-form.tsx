import { PlusIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Heading, Text, TextArea, TextField } from "@radix-ui/themes";
import { type FormEvent, useRef, useState } from "react";
import { LIMITS } from "@/api/limits";
import type { Skill } from "@/api/types";
import { useCapability } from "@/features/connection";
import { codePointLength } from "@/lib/chars";
import { ErrorPanel, FormField, PermissionNote } from "@/ui";
import {
  buildSkillCreate,
  EMPTY_SKILL_FIELDS,
  instructionsError,
  type SkillFieldErrors,
  type SkillFormFields,
  skillNameError,
} from "../skill-form-model";
import { useCreateSkill } from "../use-create-skill";
import { CreatedSkill } from "./created-skill";
import { KeywordInput } from "./keyword-input";

const fmt = (n: number) => n.toLocaleString("en-US");

type CreateSkill = ReturnType<typeof useCreateSkill>;

/**
 * The form's fields, their errors and creating the skill. Whitespace-only and over-limit are said as typed;
 * an untouched empty field only after a save was tried (which focuses the first field at fault).
 */
function useSkillDraft(mutation: CreateSkill, disabled: boolean, onCreated: ((skill: Skill) => void) | undefined) {
  const [fields, setFields] = useState<SkillFormFields>(EMPTY_SKILL_FIELDS);
  const [tried, setTried] = useState(false);
  // Remounts the keyword box after a create so its notes ("Already added…") start fresh too.
  const [round, setRound] = useState(0);
  const name = useRef<HTMLInputElement>(null);
  const instructions = useRef<HTMLTextAreaElement>(null);
  const errors: SkillFieldErrors = {};
  if (tried || fields.name !== "") errors.name = skillNameError(fields.name) ?? undefined;
  if (tried || fields.instructions !== "") errors.instructions = instructionsError(fields.instructions) ?? undefined;
  const change = (patch: Partial<SkillFormFields>) => setFields((f) => ({ ...f, ...patch }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    const draft = buildSkillCreate(fields);
    change({ keywords: draft.keywords, keywordDraft: "" });
    if (!draft.ok) {
      setTried(true);
      (draft.errors.name ? name : instructions).current?.focus();
      return;
    }
    mutation.mutate(draft.body, {
      onSuccess: (skill) => {
        onCreated?.(skill);
        setFields(EMPTY_SKILL_FIELDS);
        setTried(false);
        setRound((r) => r + 1);
      },
    });
  };
  return { fields, errors, change, onSubmit, round, refs: { name, instructions } };
}

/** Create an authored skill (spec §4.6). Everything typed stays in the form until the service accepts it. */
export function SkillForm({ orgId, onCreated }: { orgId: string; onCreated?: (skill: Skill) => void }) {
  const cap = useCapability({ scope: "skills:write" });
  const mutation = useCreateSkill(orgId);
  const locked = !cap.allowed;
  const disabled = locked || mutation.isPending;
  const draft = useSkillDraft(mutation, disabled, onCreated);
  return (
    <Flex direction="column" gap="4">
      <Card size={{ initial: "2", sm: "3" }}>
        <form onSubmit={draft.onSubmit} aria-labelledby="skill-form-title" noValidate>
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="4" id="skill-form-title">
                Create a skill
              </Heading>
              <Text size="2" color="gray">
                An authored skill for this organization. It is not run now; the agent picks it for tasks that match its
                description.
              </Text>
              <PermissionNote id="skill-write-note" reason={cap.reason} />
            </Flex>
            <SkillFields draft={draft} disabled={disabled} lockedNote={locked ? "skill-write-note" : null} />
            {mutation.isError ? <ErrorPanel error={mutation.error} /> : null}
            <Flex justify="end" align="center" gap="3" wrap="wrap">
              <PermissionNote id="skill-create-note" reason={cap.reason} />
              <Button type="submit" disabled={disabled} aria-describedby={locked ? "skill-create-note" : undefined}>
                <PlusIcon aria-hidden />
                {mutation.isPending ? "Creating…" : "Create skill"}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      {mutation.isSuccess ? (
        <CreatedSkill key={mutation.data.skill_id} skill={mutation.data} onDismiss={() => mutation.reset()} />
      ) : null}
    </Flex>
  );
}

function SkillFields({
  draft: { fields, errors, change, round, refs },
  disabled,
  lockedNote,
}: {
  draft: ReturnType<typeof useSkillDraft>;
  disabled: boolean;
  lockedNote: string | null;
}) {
  const chars = codePointLength(fields.instructions);
  return (
    <>
      <FormField id="skill-name" label="Name" error={errors.name} describedBy={lockedNote}>
        {(control) => (
          <TextField.Root
            {...control}
            ref={refs.name}
            value={fields.name}
            onChange={(e) => change({ name: e.target.value })}
            placeholder="Release notes"
            autoComplete="off"
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField
        id="skill-description"
        label="Description"
        optional
        help="The agent selects skills by matching this description to the task, so say when it applies."
      >
        {(control) => (
          <TextArea
            {...control}
            value={fields.description}
            onChange={(e) => change({ description: e.target.value })}
            placeholder="What the skill does and when to use it"
            rows={2}
            resize="vertical"
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField
        id="skill-instructions"
        label="Instructions"
        help={`${fmt(chars)} of ${fmt(LIMITS.skillInstructionsMaxChars)} characters`}
        helpAlarm={chars > LIMITS.skillInstructionsMaxChars}
        error={errors.instructions}
      >
        {(control) => (
          <TextArea
            {...control}
            ref={refs.instructions}
            value={fields.instructions}
            onChange={(e) => change({ instructions: e.target.value })}
            placeholder="Steps the agent follows when the skill applies"
            rows={8}
            resize="vertical"
            disabled={disabled}
          />
        )}
      </FormField>
      <KeywordInput
        key={round}
        keywords={fields.keywords}
        draft={fields.keywordDraft}
        onChange={({ keywords, draft }) => change({ keywords, keywordDraft: draft })}
        disabled={disabled}
      />
    </>
  );
}
