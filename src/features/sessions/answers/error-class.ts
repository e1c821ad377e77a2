/**
 * error_class in words (spec §2.1: run_* or cloud_*), one table for the status sentence and the
 * failure card. A class we do not know is shown as sent, never guessed at; a cloud_* class we do not
 * know still says it is the infrastructure's, not the agent's, because the prefix says so.
 *
 * API: describeErrorClass(raw) → ErrorClassWords | null
 */
export interface ErrorClassWords {
  /** The class as the service sent it. */
  readonly raw: string;
  /** Words for a sentence: "the run hit its time limit"; for an unknown class, the raw value. */
  readonly words: string;
  /** cloud_*: the infrastructure failed, not the agent. */
  readonly infrastructure: boolean;
  readonly known: boolean;
}

const WORDS: Record<string, string> = {
  run_timeout: "the run hit its time limit",
  run_cancelled: "the run was cancelled",
  run_error: "the run stopped on an error",
  cloud_device_unavailable: "the device was unavailable",
};

export function describeErrorClass(raw: unknown): ErrorClassWords | null {
  if (typeof raw !== "string" || raw.trim() === "") return null;
  const infrastructure = raw.startsWith("cloud_");
  const known = Object.hasOwn(WORDS, raw);
  if (known) {
    const words = WORDS[raw] as string;
    return { raw, words: infrastructure ? `${words} (infrastructure, not the agent)` : words, infrastructure, known };
  }
  if (infrastructure) return { raw, words: `infrastructure, not the agent (${raw})`, infrastructure, known: false };
  return { raw, words: raw, infrastructure: false, known: false };
}
