import { CheckIcon, Cross2Icon } from "@radix-ui/react-icons";
import { Badge, Code, Flex, Text } from "@radix-ui/themes";
import type { Session, SessionMachine, SessionPolicy, SessionTarget } from "@/api/types";
import { RelativeTime } from "@/ui/relative-time";
import { Field, FieldRow } from "../../fields/field-row";
import { MachineLink } from "../../fields/machine-link";

function PolicyValue({ policy }: { policy: SessionPolicy }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2">
        mode <Code variant="ghost">{policy.mode}</Code> · v{policy.version} · workspace {policy.workspaceOwnership}
      </Text>
      <Flex asChild gap="2" wrap="wrap" p="0" m="0" style={{ listStyle: "none" }}>
        <ul aria-label="Policy components">
          {Object.entries(policy.components).map(([name, on]) => (
            <li key={name}>
              <Badge highContrast color={on ? "green" : "gray"} variant={on ? "soft" : "outline"}>
                {on ? <CheckIcon aria-hidden /> : <Cross2Icon aria-hidden />}
                {name}: {on ? "on" : "off"}
              </Badge>
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}

function TargetValue({ target }: { target: SessionTarget }) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Badge highContrast variant="soft">
        {target.kind}
      </Badge>
      {target.device_id && <Code variant="ghost">device {target.device_id}</Code>}
      {target.root && <Code variant="ghost">root {target.root}</Code>}
      {target.machine && <MachineLink name={target.machine} />}
    </Flex>
  );
}

function MachineValue({ machine }: { machine: SessionMachine }) {
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="center" wrap="wrap">
        <MachineLink name={machine.name} />
        <Badge highContrast color={machine.state === "waiting" ? "amber" : "green"}>
          {machine.state}
        </Badge>
        {typeof machine.queue_position === "number" && (
          <Text size="2" aria-live="polite">
            queue position <strong>{machine.queue_position}</strong>
          </Text>
        )}
      </Flex>
      <Text size="1" color="gray">
        enqueued <RelativeTime size="1" value={machine.enqueued_at} fallback="—" /> · placed{" "}
        <RelativeTime size="1" value={machine.placed_at} fallback="not yet" />
        {machine.device_id ? ` · worker ${machine.device_id}` : ""}
      </Text>
    </Flex>
  );
}

/** Where and under which policy and build the session runs. */
export function PlacementFields({ session, restricted }: { session: Session; restricted: boolean }) {
  return (
    <>
      <FieldRow
        label="Target"
        value={session.target}
        restricted={restricted}
        render={(t) => <TargetValue target={t} />}
      />
      {session.machine && (
        <Field label="Machine">
          <MachineValue machine={session.machine} />
        </Field>
      )}
      <Field label="Policy">
        <PolicyValue policy={session.session_policy} />
      </Field>
      <FieldRow
        label="Agent version"
        value={session.svc_version}
        restricted={restricted}
        empty="not recorded"
        render={(v) => (
          <Text>
            {v}
            {session.svc_commit_sha ? (
              <>
                {" "}
                · <Code variant="ghost">{session.svc_commit_sha.slice(0, 12)}</Code>
              </>
            ) : null}
          </Text>
        )}
      />
    </>
  );
}
