import { DesktopIcon, MoonIcon, SunIcon } from "@radix-ui/react-icons";
import { Button, DropdownMenu } from "@radix-ui/themes";
import { setThemePreference, type ThemePreference, useAppearance, useThemePreference } from "../theme";

const OPTIONS: readonly { value: ThemePreference; label: string }[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "System" },
];

function isPreference(value: string): value is ThemePreference {
  return OPTIONS.some((o) => o.value === value);
}

export function ThemeMenu() {
  const preference = useThemePreference();
  const appearance = useAppearance();
  const Icon = preference === "system" ? DesktopIcon : appearance === "dark" ? MoonIcon : SunIcon;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" aria-label="Theme">
          <Icon aria-hidden />
          <span className="hide-below-wide">Theme</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup
          value={preference}
          onValueChange={(value) => {
            if (isPreference(value)) setThemePreference(value);
          }}
        >
          {OPTIONS.map((o) => (
            <DropdownMenu.RadioItem key={o.value} value={o.value}>
              {o.label}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
