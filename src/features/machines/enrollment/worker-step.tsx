import { Flex, Text } from "@radix-ui/themes";
import { LIMITS } from "@/api/limits";
import type { DraftErrors, EnrollmentDraft } from "./draft";
import { TextFieldRow } from "./text-field-row";
import { CHALLENGE_LENGTH, charCount } from "./validate";

interface WorkerStepProps {
  draft: EnrollmentDraft;
  onDraft: (draft: EnrollmentDraft) => void;
  errors: DraftErrors;
  attempted: boolean;
}

/** The two values the worker printed when it asked to enroll; the matching secret never leaves it. */
export function WorkerStep({ draft, onDraft, errors, attempted }: WorkerStepProps) {
  const idCount = charCount(draft.installId.trim());
  const challengeCount = charCount(draft.codeChallenge.trim());
  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" color="gray">
        Paste the install id and the code challenge the worker printed when it asked to enroll. Only the worker holds
        the secret that matches the challenge, so only it can redeem the ticket.
      </Text>
      <TextFieldRow
        label="Install id"
        value={draft.installId}
        onValue={(installId) => onDraft({ ...draft, installId })}
        error={errors.installId}
        showError={attempted || draft.installId !== ""}
        counter={`${idCount} / ${LIMITS.installIdMaxChars}`}
        hint={`${LIMITS.installIdMinChars} to ${LIMITS.installIdMaxChars} characters.`}
        monospace
      />
      <TextFieldRow
        label="Code challenge"
        value={draft.codeChallenge}
        onValue={(codeChallenge) => onDraft({ ...draft, codeChallenge })}
        error={errors.codeChallenge}
        showError={attempted || draft.codeChallenge !== ""}
        counter={`${challengeCount} / ${CHALLENGE_LENGTH}`}
        hint={`${CHALLENGE_LENGTH} characters of base64url: letters, digits, - and _.`}
        monospace
      />
    </Flex>
  );
}
