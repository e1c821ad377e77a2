import type { Rng } from "../../core/types.ts";
import { answerScenarios } from "./answer-scenarios.ts";
import { diffScenario } from "./diff-scenario.ts";
import { historicState } from "./historic.ts";
import { iso, type SessionRecord } from "./model.ts";
import { makeRecord, type RecordSeed } from "./record.ts";
import { specialScenarios } from "./scenarios.ts";
import type { SessionState } from "./state.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;

const TITLES = [
  "Add pagination to the invoices endpoint",
  "Upgrade the ORM to the latest minor",
  "Fix timezone bug in the daily report",
  "Remove the deprecated v1 auth middleware",
  "Add retries to the S3 uploader",
  "Speed up the CI test shard balancing",
  "Document the public webhook payloads",
  "Add rate limiting to the login form",
  "Migrate feature flags to the new SDK",
  "Fix memory leak in the websocket hub",
  "Add a health check for the billing worker",
  "Port the CSV exporter to streams",
  "Tighten CSP headers on the admin app",
  "Cache the product catalog lookups",
  "Fix flaky checkout e2e test",
];
const REPOS = ["acme/payments-api", "acme/web-app", "acme/billing-worker", "acme/infra", "acme/docs"];
const OUTCOMES: ReadonlyArray<SessionRecord["outcome"]> = [
  "success",
  "success",
  "success",
  "failure",
  "action_required",
];

function ordinary(rng: Rng, t0: number, orgId: string, index: number): SessionState {
  const createdAt = t0 - (index + 1) * rng.int(2, 11) * HOUR;
  const outcome = rng.pick(OUTCOMES);
  const seed: RecordSeed = {
    session_id: `ses_${rng.hex(8)}`,
    title: rng.pick(TITLES),
    prompt: "Please take care of the linked ticket; keep the change small and covered by tests.",
    repo: rng.pick(REPOS),
    createdAt,
    finishedAt: createdAt + rng.int(4, 55) * MIN,
    status: "exit",
    outcome,
    tokens: rng.int(40_000, 900_000),
  };
  const record = makeRecord(seed, {
    tags: index % 4 === 0 ? ["nightly"] : [],
    model: rng.pick(["svc-large-2026-10", "svc-fast-2026-09"]),
  });
  return historicState(record, orgId, rng.int(12, 60));
}

/** Every session of a fresh world, deterministic from the rng. */
export function buildFixtures(rng: Rng, t0: number): SessionState[] {
  const states = specialScenarios(rng, t0);
  for (let i = 0; i < 30; i += 1) states.push(ordinary(rng, t0, "org_demo", i));
  for (let i = 0; i < 3; i += 1) states.push(ordinary(rng, t0, "org_lab", i));
  // Last, and without the rng: adding them moves no other fixture.
  states.push(...answerScenarios(t0));
  states.push(diffScenario(t0));
  const doneSuccess = states.find((s) => s.record.session_id === "ses_done_success");
  if (doneSuccess) {
    doneSuccess.links = [3, 2, 1].map((n) => ({
      id: `lnk_${rng.hex(6)}`,
      reference: `share-${n}`,
      label: ["Review with the team", "Shared with QA", "Incident follow-up"][n - 1] ?? "Shared",
      origin: n === 2 ? "api" : "web",
      status: "active",
      created_by_user_id: "usr_0d0e0001",
      created_at: iso(t0 - (4 - n) * 3 * HOUR),
      expires_at: iso(t0 + (30 - n) * 24 * HOUR),
      opened_at: n === 1 ? iso(t0 - 8 * HOUR) : null,
      revoked_at: null,
    }));
  }
  return states;
}
