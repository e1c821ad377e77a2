import { PlusIcon } from "@radix-ui/react-icons";
import { Button, Flex, Text } from "@radix-ui/themes";
import { useRef, useState } from "react";
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
      {errors.roots && attempted ? (
        <Text size="1" color="red">
          {errors.roots}
        </Text>
      ) : null}
      <Flex direction="column" gap="1" align="start">
        <Button
          ref={addRef}
          type="button"
          variant="soft"
          disabled={full}
          aria-describedby={full ? "enroll-roots-full" : undefined}
          onClick={add}
        >
          <PlusIcon aria-hidden /> Add a root
        </Button>
        {full ? (
          <Text id="enroll-roots-full" size="1" color="gray">
            A worker can be approved for at most {LIMITS.rootsMax} roots.
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
