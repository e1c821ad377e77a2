import { TrashIcon } from "@radix-ui/react-icons";
import { Card, CheckboxGroup, Flex, Grid, IconButton, Text, Tooltip } from "@radix-ui/themes";
import { PERMISSIONS, type Permission, type RootDraft, type RootErrors } from "./draft";
import { TextFieldRow } from "./text-field-row";

const PERMISSION_TEXT: Record<Permission, string> = {
  read: "Read",
  write: "Write",
  execute: "Execute",
  discover_environment: "Discover environment",
  expose_mcp: "Expose MCP",
};

interface RootRowProps {
  index: number;
  root: RootDraft;
  onRoot: (root: RootDraft) => void;
  /** Absent while this is the only root (at least one is required). */
  onRemove?: () => void;
  errors: RootErrors | undefined;
  attempted: boolean;
  /** Set on a row just added, so the keyboard lands in its first field. */
  autoFocus: boolean;
}

export function RootRow({ index, root, onRoot, onRemove, errors, attempted, autoFocus }: RootRowProps) {
  const name = `Root ${index + 1}`;
  const checked = PERMISSIONS.filter((p) => root.permissions[p]);
  const setChecked = (values: string[]) =>
    onRoot({
      ...root,
      permissions: Object.fromEntries(PERMISSIONS.map((p) => [p, values.includes(p)])) as RootDraft["permissions"],
    });

  return (
    <Card role="group" aria-label={name}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center">
          <Text size="2" weight="bold">
            {name}
          </Text>
          {onRemove ? (
            <Tooltip content={`Remove ${name.toLowerCase()}`}>
              <IconButton type="button" size="1" variant="ghost" color="gray" onClick={onRemove}>
                <TrashIcon aria-label={`Remove ${name.toLowerCase()}`} />
              </IconButton>
            </Tooltip>
          ) : null}
        </Flex>
        <Grid columns={{ initial: "1", sm: "3" }} gap="3">
          <Flex direction="column" gridColumn={{ initial: "1", sm: "1 / 3" }}>
            <TextFieldRow
              label="Path fingerprint"
              value={root.pathFingerprint}
              onValue={(pathFingerprint) => onRoot({ ...root, pathFingerprint })}
              error={errors?.path}
              showError={attempted || root.pathFingerprint !== ""}
              placeholder="as printed by the worker"
              monospace
              autoFocus={autoFocus}
            />
          </Flex>
          <TextFieldRow
            label="Execution mode"
            value={root.executionMode}
            onValue={(executionMode) => onRoot({ ...root, executionMode })}
            error={errors?.mode}
            showError
            placeholder="confined"
          />
        </Grid>
        <Flex direction="column" gap="2">
          <Text size="2" weight="medium" id={`root-${root.key}-perms`}>
            Permissions
          </Text>
          <CheckboxGroup.Root
            value={checked}
            onValueChange={setChecked}
            aria-labelledby={`root-${root.key}-perms`}
            size="2"
          >
            <Flex gapX="4" gapY="2" wrap="wrap">
              {PERMISSIONS.map((p) => (
                <CheckboxGroup.Item key={p} value={p}>
                  {PERMISSION_TEXT[p]}
                </CheckboxGroup.Item>
              ))}
            </Flex>
          </CheckboxGroup.Root>
        </Flex>
      </Flex>
    </Card>
  );
}
