import { EnterFullScreenIcon, ExitFullScreenIcon, PlusIcon } from "@radix-ui/react-icons";
import { Button, Flex, Heading, Popover, Switch, Text } from "@radix-ui/themes";
import { useLocation } from "@tanstack/react-router";
import { CopyButton } from "@/ui/copy-button";
import { useDocumentTitle } from "@/ui/use-document-title";
import type { Fullscreen } from "./use-fullscreen";
import { WallPicker } from "./wall-picker";
import { WALL_MAX, type WallSearch } from "./wall-search";

interface WallToolbarProps {
  orgId: string;
  ids: readonly string[];
  onIdsChange: (ids: string[]) => void;
  large: boolean;
  dark: boolean;
  onDisplayChange: (patch: Partial<WallSearch>) => void;
  fullscreen: Fullscreen;
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch size="1" checked={checked} onCheckedChange={onChange} />
        {label}
      </Flex>
    </Text>
  );
}

/** Title, what is on the wall, and the display controls; the link itself is the way to share a wall. */
export function WallToolbar({ orgId, ids, onIdsChange, large, dark, onDisplayChange, fullscreen }: WallToolbarProps) {
  const { href } = useLocation();
  useDocumentTitle("Watch wall", ids.length > 0 ? `${ids.length} sessions` : null);
  return (
    <Flex align="center" gap="3" wrap="wrap" flexShrink="0">
      <Flex align="baseline" gap="3" style={{ minWidth: 0 }}>
        <Heading as="h1" size={large ? "7" : "5"}>
          Watch wall
        </Heading>
        <Text size="2" color="gray">
          {ids.length} of {WALL_MAX}
        </Text>
      </Flex>
      <Flex ml="auto" gap="4" align="center" wrap="wrap">
        {!fullscreen.active && ids.length > 0 && (
          <Popover.Root>
            <Popover.Trigger>
              <Button size="2" variant="soft">
                <PlusIcon aria-hidden /> Choose sessions
              </Button>
            </Popover.Trigger>
            <Popover.Content width="440px" maxWidth="calc(100vw - 24px)" aria-label="Choose sessions for the wall">
              <WallPicker orgId={orgId} ids={ids} onChange={onIdsChange} />
            </Popover.Content>
          </Popover.Root>
        )}
        <Toggle label="Large type" checked={large} onChange={(on) => onDisplayChange({ large: on || undefined })} />
        <Toggle
          label="Wall is dark"
          checked={dark}
          onChange={(on) => onDisplayChange({ dark: on ? undefined : false })}
        />
        {!fullscreen.active && ids.length > 0 && (
          <CopyButton label="link to this wall" value={`${window.location.origin}${href}`} />
        )}
        {fullscreen.supported && ids.length > 0 && (
          <Button size="2" variant="soft" color="gray" onClick={fullscreen.toggle}>
            {fullscreen.active ? <ExitFullScreenIcon aria-hidden /> : <EnterFullScreenIcon aria-hidden />}
            {fullscreen.active ? "Exit full screen" : "Full screen"}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
