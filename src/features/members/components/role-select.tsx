import { Select } from "@radix-ui/themes";
import type { MemberRole } from "@/api/types";
import { toneFor } from "@/ui";
import { ROLE_LABEL, ROLES, type RoleControl } from "../role-change";

export interface RoleSelectProps {
  /** Accessible name, e.g. "Role of Mia Member". */
  label: string;
  value: MemberRole | undefined;
  control: RoleControl;
  /** Id of the note that says why the control (or an option) is disabled. */
  describedBy?: string;
  onChange: (role: MemberRole) => void;
  placeholder?: string;
  size?: "1" | "2";
  /** Set by a FormField, whose label then points at the trigger. */
  id?: string;
  "aria-invalid"?: true;
}

function isRole(value: string): value is MemberRole {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Picks a role; choosing one only asks for confirmation (the caller sends nothing by itself). A role
 * this app does not know (a newer service's) is shown as sent, as a choice that cannot be picked again.
 */
export function RoleSelect(props: RoleSelectProps) {
  const { label, value, control, describedBy, onChange, placeholder, size = "1" } = props;
  const raw: unknown = value;
  const unknown = typeof raw === "string" && raw.length > 0 && !isRole(raw) ? raw : null;
  return (
    <Select.Root
      size={size}
      value={value ?? ""}
      disabled={control.disabled}
      onValueChange={(next) => {
        if (isRole(next) && next !== value) onChange(next);
      }}
    >
      <Select.Trigger
        id={props.id}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={props["aria-invalid"]}
        variant="soft"
        color={value && !unknown ? toneFor(value) : "gray"}
        placeholder={placeholder}
      />
      <Select.Content position="popper">
        {unknown !== null ? (
          <Select.Item value={unknown} disabled>
            {`${unknown} (not known to this app)`}
          </Select.Item>
        ) : null}
        {ROLES.map((role) => {
          const reason = control.optionReasons[role];
          return (
            <Select.Item key={role} value={role} disabled={reason !== null}>
              {reason ? `${ROLE_LABEL[role]} (owners only)` : ROLE_LABEL[role]}
            </Select.Item>
          );
        })}
      </Select.Content>
    </Select.Root>
  );
}
