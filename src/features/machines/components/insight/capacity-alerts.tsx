import { BellIcon } from "@radix-ui/react-icons";
import { Badge, Callout, Card, Flex, Heading, Link as RadixLink, Switch, Text } from "@radix-ui/themes";
import { Link } from "@tanstack/react-router";
import { Fragment, useId, useState } from "react";
import { requestDesktopAlerts } from "@/features/notifications";
import { MACHINE_ANCHOR } from "../../anchors";
import { useAlertSettings } from "../../hooks/use-alert-settings";
import type { CapacityVerdict } from "../../hooks/use-capacity-verdicts";
import { type CoveragePart, coverageLine, coverageText } from "../../insight/alert-coverage";
import { BAND_ORDER } from "../../insight/alert-rules";
import { MachinePlaceLink } from "../../parts/session-link";

const TONE = { elevated: "amber", high: "red" } as const;

/** Desktop notifications for capacity alerts: opt-in, asked from this click only. */
function NotifySwitch({ orgId }: { orgId: string }) {
  const { settings, update } = useAlertSettings(orgId);
  const [note, setNote] = useState<string | null>(null);
  const id = useId();
  const toggle = (on: boolean) => {
    update((s) => ({ ...s, notify: on }));
    if (on) void requestDesktopAlerts().then(setNote);
    else setNote(null);
  };
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" htmlFor={id}>
        <Flex gap="2" align="center">
          <Switch id={id} checked={settings.notify} onCheckedChange={toggle} />
          <BellIcon aria-hidden /> Desktop alerts when a Machine's band rises
        </Flex>
      </Text>
      {note ? (
        <Text size="1" color="gray">
          {note}
        </Text>
      ) : null}
    </Flex>
  );
}

/**
 * What the alerts cover (alert-coverage.ts), as one sentence; a Machine not judged on its counts is
 * named, leading to its capacity, where what does not add up is said.
 */
function CoverageLine({ orgId, parts }: { orgId: string; parts: readonly CoveragePart[] }) {
  if (parts.length === 0) return null;
  return (
    <Text as="p" size="2">
      {parts.map((part, i) => (
        <Fragment key={part.text}>
          {i > 0 ? "; " : null}
          {part.text}
          {part.machines?.length ? (
            <>
              {" ("}
              {part.machines.map((name, j) => (
                <Fragment key={name}>
                  {j > 0 ? ", " : null}
                  <MachinePlaceLink orgId={orgId} machine={name} place={MACHINE_ANCHOR.capacity}>
                    {name}
                  </MachinePlaceLink>
                </Fragment>
              ))}
              {")"}
            </>
          ) : null}
        </Fragment>
      ))}
      {coverageText(parts).endsWith(".") ? "." : null}
    </Text>
  );
}

/** The overview's alert list: Machines past their rules, high first, each rule in words. */
export function CapacityAlerts({ orgId, verdicts }: { orgId: string; verdicts: readonly CapacityVerdict[] }) {
  const firing = verdicts
    .filter((v) => v.verdict.band !== "normal")
    .sort((a, b) => BAND_ORDER.indexOf(b.verdict.band) - BAND_ORDER.indexOf(a.verdict.band));
  const coverage = coverageLine({
    total: verdicts.length,
    firing: firing.length,
    reading: verdicts.filter((v) => v.inputs === "reading").length,
    unreadable: verdicts.filter((v) => v.inputs === "unreadable").length,
    unsound: verdicts.filter((v) => v.inputs === "unsound").map((v) => v.name),
  });
  return (
    <Card size="2" asChild>
      <section aria-labelledby="capacity-alerts-heading">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Heading as="h2" size="4" id="capacity-alerts-heading">
              Capacity alerts
            </Heading>
            <NotifySwitch orgId={orgId} />
          </Flex>
          <CoverageLine orgId={orgId} parts={coverage} />
          {firing.length === 0 ? null : (
            <ul aria-label="Capacity alerts" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {firing.map(({ name, verdict, inputs }) => (
                <li key={name}>
                  <Callout.Root color={TONE[verdict.band as keyof typeof TONE]} size="1" highContrast variant="surface">
                    <Flex direction="column" gap="1">
                      <Flex gap="2" align="center" wrap="wrap">
                        <RadixLink asChild weight="bold">
                          <Link to="/o/$orgId/machines/$machine" params={{ orgId, machine: name }}>
                            {name}
                          </Link>
                        </RadixLink>
                        <Badge color={TONE[verdict.band as keyof typeof TONE]}>{verdict.band}</Badge>
                      </Flex>
                      {verdict.firing.map((f) => (
                        <Callout.Text key={f.rule}>{f.text}</Callout.Text>
                      ))}
                      {/* Its waiting sessions are evidence of their own (machine-verdict.ts); its counts are not. */}
                      {inputs === "unsound" ? (
                        <Callout.Text>Judged on its oldest wait only: its counts do not add up.</Callout.Text>
                      ) : null}
                    </Flex>
                  </Callout.Root>
                </li>
              ))}
            </ul>
          )}
          <Text size="1" color="gray">
            Rules are kept in this browser; each Machine's page has its own. Elevated at a rule's threshold, high at
            twice it.
          </Text>
        </Flex>
      </section>
    </Card>
  );
}
