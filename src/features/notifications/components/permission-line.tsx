import { CheckIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { useState } from "react";
import { askDesktopPermission, type DesktopPermission, desktopPermission, permissionText } from "../desktop-notify";

/** Whether desktop alerts can show here; "Allow desktop alerts" asks the browser (a user's click). */
export function PermissionLine() {
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const text = permissionText(permission);
  if (text === null) {
    return (
      <Flex align="center" gap="1">
        <CheckIcon aria-hidden />
        <Text size="1" color="gray">
          Desktop alerts are on for this site.
        </Text>
      </Flex>
    );
  }
  return (
    <Callout.Root size="1" color={permission === "default" ? "gray" : "amber"} highContrast>
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{text}</Callout.Text>
      {permission === "default" ? (
        <Button size="1" variant="soft" onClick={() => void askDesktopPermission().then(setPermission)}>
          Allow desktop alerts
        </Button>
      ) : null}
    </Callout.Root>
  );
}
