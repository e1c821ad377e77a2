import { Badge } from "@radix-ui/themes";

export type Tone = "green" | "red" | "amber" | "blue" | "gray" | "violet";

const TONE_BY_WORD: Record<string, Tone> = {
  running: "blue",
  active: "green",
  online: "green",
  enabled: "green",
  success: "green",
  indexed: "green",
  ready: "green",
  exit: "gray",
  idle: "gray",
  offline: "gray",
  disabled: "gray",
  pending: "amber",
  waiting: "amber",
  queued: "amber",
  action_required: "amber",
  suspended: "amber",
  error: "red",
  failure: "red",
  failed: "red",
  owner: "violet",
  admin: "blue",
  member: "gray",
};

/** Colour for an API status word; unknown words (the spec leaves many lists open), or no word, stay neutral. */
export function toneFor(word: string | null | undefined): Tone {
  return (typeof word === "string" && TONE_BY_WORD[word.toLowerCase()]) || "gray";
}

export function StatusBadge({ value, tone }: { value: string; tone?: Tone }) {
  // A missing or non-text value (contract drift) is named as such instead of breaking the row.
  const text = typeof value === "string" && value.length > 0 ? value.replaceAll("_", " ") : "not reported";
  return (
    <Badge color={tone ?? toneFor(value)} variant="soft" radius="full" highContrast>
      {text}
    </Badge>
  );
}
