import { ResetIcon } from "@radix-ui/react-icons";
import { Button, Card, Flex, Grid, Heading, Select, Switch, Text } from "@radix-ui/themes";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { FormField } from "@/ui";
import type { DemoRuntime, SimulatorFaults, SimulatorGates, SimulatorSettings } from "../demo-runtime";
import { connectionStore } from "../store";

const PRESETS: Record<Exclude<keyof SimulatorFaults, "rateLimitBurst">, readonly [number, string][]> = {
  latencyMs: [
    [0, "None"],
    [150, "150 ms"],
    [500, "500 ms"],
    [1500, "1.5 s"],
    [4000, "4 s"],
  ],
  errorRate: [
    [0, "0 %"],
    [0.05, "5 %"],
    [0.2, "20 %"],
    [0.5, "50 %"],
  ],
  rateLimitRate: [
    [0, "0 %"],
    [0.05, "5 %"],
    [0.1, "10 %"],
    [0.3, "30 %"],
  ],
  dropRate: [
    [0, "0 %"],
    [0.05, "5 %"],
    [0.1, "10 %"],
    [0.3, "30 %"],
  ],
  eventPageChaos: [
    [0, "Off"],
    [0.1, "10 % of pages"],
    [0.3, "30 % of pages"],
    [1, "Every page"],
  ],
};

const FAULT_LABELS: Record<keyof typeof PRESETS, string> = {
  latencyMs: "Latency",
  errorRate: "Error rate (500)",
  rateLimitRate: "Rate limited (429)",
  dropRate: "Dropped connections",
  eventPageChaos: "Event page chaos",
};

const GATE_LABELS: Record<keyof SimulatorGates, string> = {
  productWrites: "Product writes",
  cloudAgentConfig: "Cloud-agent configuration",
  executionGates: "Execution feature gates",
  secretStore: "Secret store (encryption)",
};

const BURST = 5;

/** The simulator's fault knobs (demo only): every error state of the app can be produced on purpose. */
export function SimulatorPanel({ runtime, settings }: { runtime: DemoRuntime; settings: SimulatorSettings }) {
  const queryClient = useQueryClient();
  const gatesLabelId = useId();

  const setFault = (key: keyof SimulatorFaults, value: number) => {
    runtime.controls.setFaults({ [key]: value });
    connectionStore.updateSimulator((s) => ({ ...s, faults: { ...s.faults, [key]: value } }));
  };
  const setGate = (key: keyof SimulatorGates, value: boolean) => {
    runtime.controls.setGates({ [key]: value });
    connectionStore.updateSimulator((s) => ({ ...s, gates: { ...s.gates, [key]: value } }));
  };
  const reset = () => {
    runtime.controls.reset(settings.seed);
    // The panel shows the initial settings again, so the simulator must run with them too.
    runtime.controls.setFaults(runtime.initial.faults);
    runtime.controls.setGates(runtime.initial.gates);
    connectionStore.updateSimulator(() => runtime.initial);
    // The whole world changed: every cached answer is stale, and active screens should refetch now.
    void queryClient.resetQueries();
  };

  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="1">
        Simulator
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        Seed {settings.seed}
        {settings.strictSpec ? " · strict spec (upstream list operations answer 404)" : ""}. Changes apply at once.
      </Text>
      <Grid columns={{ initial: "1", sm: "3" }} gap="4" mb="4">
        {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((key) => (
          <FormField label={FAULT_LABELS[key]} key={key}>
            {(control) => (
              <Select.Root value={String(settings.faults[key])} onValueChange={(v) => setFault(key, Number(v))}>
                <Select.Trigger {...control} />
                <Select.Content>
                  {withCurrent(PRESETS[key], settings.faults[key]).map(([value, label]) => (
                    <Select.Item key={value} value={String(value)}>
                      {label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
        ))}
      </Grid>
      <Flex direction="column" gap="2" mb="4" role="group" aria-labelledby={gatesLabelId}>
        <Text size="2" weight="medium" id={gatesLabelId}>
          Feature gates (off → 503)
        </Text>
        {(Object.keys(GATE_LABELS) as (keyof SimulatorGates)[]).map((key) => (
          <Text as="label" size="2" key={key}>
            <Flex gap="2" align="center">
              <Switch checked={settings.gates[key]} onCheckedChange={(v) => setGate(key, v)} />
              {GATE_LABELS[key]}
            </Flex>
          </Text>
        ))}
      </Flex>
      <Flex gap="3" wrap="wrap">
        <Button variant="soft" onClick={() => runtime.controls.setFaults({ rateLimitBurst: BURST })}>
          Answer the next {BURST} requests with 429
        </Button>
        <Button variant="soft" color="red" onClick={reset}>
          <ResetIcon aria-hidden /> Reset simulator
        </Button>
      </Flex>
    </Card>
  );
}

/** A value set from the URL (sim_latency=250) may not be a preset; keep it selectable. */
function withCurrent(presets: readonly [number, string][], current: number): readonly [number, string][] {
  return presets.some(([v]) => v === current) ? presets : [[current, String(current)], ...presets];
}
