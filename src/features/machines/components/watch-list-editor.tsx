import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, IconButton, Text, TextField, VisuallyHidden } from "@radix-ui/themes";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { describeError } from "@/api/error-messages";
import { LIMITS } from "@/api/limits";
import { FormField } from "@/ui";
import { machineQueryOptions } from "../queries";
import { addName, WATCH_LIST_MAX, type WatchListChange } from "../watch-list";

export interface WatchListEditorProps {
  orgId: string;
  names: readonly string[];
  add: (name: string) => WatchListChange;
  remove: (name: string) => void;
  move: (name: string, by: number) => void;
}

/**
 * Adds a Machine after the service confirms it exists (so an unknown name is refused with the
 * API's own 404, and an id or any spelling is stored as the Machine's name). The typed text stays
 * until it is added.
 */
export function WatchListEditor({ orgId, names, add, remove, move }: WatchListEditorProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [open, setOpen] = useState(false);
  const listId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const precheck = addName(names, text);
    if (!precheck.ok) return setError(precheck.reason);
    setError(null);
    setChecking(true);
    try {
      const machine = await queryClient.fetchQuery(machineQueryOptions(orgId, text.trim()));
      const change = add(machine.name);
      if (!change.ok) return setError(change.reason);
      setText("");
      setAnnouncement(`Added ${machine.name} to the watch list.`);
    } catch (failure) {
      const info = describeError(failure);
      setError(`${info.title}. ${info.detail}`);
    } finally {
      setChecking(false);
    }
  };

  const onRemove = (name: string) => {
    remove(name);
    setAnnouncement(`Removed ${name} from the watch list.`);
  };

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <form onSubmit={(e) => void submit(e)} aria-label="Watch a Machine">
          <FormField
            label="Machine name or id"
            help={`${LIMITS.machineParamMinChars} to ${LIMITS.machineParamMaxChars} characters, any case. Up to ${WATCH_LIST_MAX} Machines, kept in this browser for this organization (names only).`}
            error={error}
            errorReplacesHelp
            errorAlert
          >
            {(control) => (
              <Flex gap="2" align="start" wrap="wrap">
                <TextField.Root
                  {...control}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder="e.g. build-fleet"
                  style={{ minWidth: 240 }}
                />
                <Button type="submit" variant="soft" loading={checking}>
                  <PlusIcon aria-hidden /> Watch
                </Button>
              </Flex>
            )}
          </FormField>
        </form>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        {names.length > 0 ? (
          <Flex direction="column" gap="2" align="start">
            <Button
              variant="ghost"
              size="1"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? "Hide watch list" : `Reorder or remove (${names.length})`}
            </Button>
            {open ? <OrderList id={listId} names={names} move={move} remove={onRemove} /> : null}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

function OrderList({
  id,
  names,
  move,
  remove,
}: {
  id: string;
  names: readonly string[];
  move: (name: string, by: number) => void;
  remove: (name: string) => void;
}) {
  return (
    <Flex asChild direction="column" gap="1" width="100%">
      <ol id={id} aria-label="Watch list" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {names.map((name, index) => (
          <Flex asChild key={name} align="center" gap="2" justify="between">
            <li>
              <Text size="2" style={{ overflowWrap: "anywhere" }}>
                <Text color="gray">{index + 1}.</Text> {name}
              </Text>
              <Flex gap="1">
                <IconButton
                  size="1"
                  variant="soft"
                  color="gray"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(name, -1)}
                >
                  <ArrowUpIcon aria-hidden />
                </IconButton>
                <IconButton
                  size="1"
                  variant="soft"
                  color="gray"
                  aria-label={`Move ${name} down`}
                  disabled={index === names.length - 1}
                  onClick={() => move(name, 1)}
                >
                  <ArrowDownIcon aria-hidden />
                </IconButton>
                <IconButton
                  size="1"
                  variant="soft"
                  color="red"
                  aria-label={`Remove ${name}`}
                  onClick={() => remove(name)}
                >
                  <TrashIcon aria-hidden />
                </IconButton>
              </Flex>
            </li>
          </Flex>
        ))}
      </ol>
    </Flex>
  );
}
