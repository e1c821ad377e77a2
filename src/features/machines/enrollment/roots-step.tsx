import { PlusIcon } from "@radix-ui/react-icons";
import { Button, Flex, Text } from "@radix-ui/themes";
import { useId, useRef, useState } from "react";
import { LIMITS } from "@/api/limits";
import { type DraftErrors, type EnrollmentDraft, newRoot } from "./draft";
import { RootRow } from "./root-row";

interface RootsStepProps {
  draft: EnrollmentDraft;
  onDraft: (draft: EnrollmentDraft) => void;
  errors: DraftErrors;
  attempted: boolean;
}

export function RootsStep({ draft, onDraft, errors, attempted }: RootsStepProps) {
  const { roots } = draft;
  const full = roots.length >= LIMITS.rootsMax;
  // Keyboard users land in the row they just added, and on "Add a root" after removing one.
  const [added, setAdded] = useState<number | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const fullId = useId();
  // The count's own rule, said after a Next that did not pass and tied to "Add a root", the control of the count.
  const countError = attempted ? errors.roots : undefined;
  const fullNote = full && !countError; // over the limit, the error already says it
  const addDescribedBy = [countError ? errorId : null, fullNote ? fullId : null].filter(Boolean).join(" ") || undefined;
  const add = () => {
    const root = newRoot();
    setAdded(root.key);
    onDraft({ ...draft, roots: [...roots, root] });
  };
  const remove = (key: number) => {
    onDraft({ ...draft, roots: roots.filter((r) => r.key !== key) });
    addRef.current?.focus();
  };

  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2" color="gray">
        The folders this worker may use and what it may do in each: the ceiling of this approval. Paste each fingerprint
        as the worker printed it. {roots.length} of {LIMITS.rootsMax} roots.
      </Text>
      {roots.map((root, index) => (
        <RootRow
          key={root.key}
          index={index}
          root={root}
          errors={errors.rootRows?.[root.key]}
          attempted={attempted}
          autoFocus={root.key === added}
          onRoot={(next) => onDraft({ ...draft, roots: roots.map((r) => (r.key === root.key ? next : r)) })}
          onRemove={roots.length > LIMITS.rootsMin ? () => remove(root.key) : undefined}
        />
      ))}
      {countError ? (
        <Text id={errorId} as="p" size="1" color="red" weight="medium" role="alert">
          {countError}
        </Text>
      ) : null}
      <Flex direction="column" gap="1" align="start">
        <Button
          ref={addRef}
          type="button"
          variant="soft"
          disabled={full}
          aria-describedby={addDescribedBy}
          onClick={add}
        >
          <PlusIcon aria-hidden /> Add a root
        </Button>
        {fullNote ? (
          <Text id={fullId} size="1" color="gray">
            A worker can be approved for at most {LIMITS.rootsMax} roots.
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
