import { type HttpHandler, http } from "msw";
import { OUTCOMES, SESSION_STATUSES } from "../../../api/limits.ts";
import { canDebug, withAuth } from "../../core/guard.ts";
import { apiError, json } from "../../core/http.ts";
import type { SimContext } from "../../core/types.ts";
import type { MachinesApi } from "../machines/index.ts";
import { checkMachineParam } from "../machines/registry.ts";
import { sessionNotFound } from "./handlers.ts";
import { intParam } from "./params.ts";
import type { SessionState } from "./state.ts";
import type { SessionStore } from "./store.ts";
import { projectSession } from "./visibility.ts";

const strictOff = (): Response => apiError(404, "not_found", "no such operation");
export const LIST_PAGE_DEFAULT = 25;
export const LIST_PAGE_MAX = 100;
const SESSION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

function matches(state: SessionState, status: string | null, outcome: string | null, q: string): boolean {
  const r = state.record;
  if (status && r.status !== status) return false;
  if (outcome && r.outcome !== outcome) return false;
  if (!q) return true;
  return [r.session_id, r.title, r.repo, ...r.tags].some((v) => v.toLowerCase().includes(q));
}

/** Upstream list operations the spec does not show; SIM_STRICT_SPEC=1 turns them into 404s. */
export function upstreamHandlers(ctx: SimContext, store: SessionStore): HttpHandler[] {
  return [
    http.get(
      "*/v3/organizations/:orgId/sessions",
      withAuth(ctx, { scope: "sessions:read" }, ({ principal, org, url }) => {
        if (ctx.options.strictSpec) return strictOff();
        const first = intParam(url, "first", LIST_PAGE_DEFAULT, 1, LIST_PAGE_MAX);
        if (!first.ok) return apiError(400, "invalid_first", `first must be 1 to ${LIST_PAGE_MAX}`);
        const status = url.searchParams.get("status");
        if (status && !(SESSION_STATUSES as readonly string[]).includes(status)) return apiError(400, "invalid_status");
        const outcome = url.searchParams.get("outcome");
        if (outcome && !(OUTCOMES as readonly string[]).includes(outcome)) return apiError(400, "invalid_outcome");
        const q = (url.searchParams.get("q") ?? "").trim().toLowerCase();
        // Extension of the extension: `machine` (id or name) keeps sessions placed on or waiting for
        // that Machine, and their items carry the `machine` placement the filter is about.
        const machineParam = url.searchParams.get("machine");
        const machine = machineParam === null ? null : checkMachineParam(machineParam);
        if (machine && !machine.ok) return apiError(400, "invalid_machine", "machine must be 1 to 63 characters");
        const machineName = machine?.ok
          ? (ctx.domain<MachinesApi>("machines")?.get(org.org_id, machine.key)?.name ?? machine.key).toLowerCase()
          : null;
        // `source` (a session id) keeps the sidechats and subagents that session forked or spawned.
        const source = url.searchParams.get("source");
        if (source !== null && !SESSION_ID.test(source))
          return apiError(400, "invalid_source", "source must be a session id");
        const all = (machineName === null ? store.list(org.org_id) : store.listOnMachine(org.org_id, machineName))
          .filter((s) => matches(s, status, outcome, q))
          .filter((s) => source === null || s.record.source_session_id === source);
        const after = url.searchParams.get("after");
        const start = after ? all.findIndex((s) => s.record.session_id === after) + 1 : 0;
        if (after && start === 0)
          return apiError(400, "invalid_cursor", "after must be an end_cursor from a previous page");
        const page = all.slice(start, start + first.value);
        const debug = canDebug(principal);
        const last = page[page.length - 1];
        return json(200, {
          items: page.map((s) => {
            const item = projectSession(s.record, "snapshot", debug);
            return machineName ? { ...item, machine: structuredClone(s.record.machine) } : item;
          }),
          end_cursor: last ? last.record.session_id : null,
          has_next_page: start + page.length < all.length,
        });
      }),
    ),
    http.get(
      "*/v3/organizations/:orgId/sessions/:sessionId/messages",
      withAuth(ctx, { scope: "sessions:read" }, ({ params, org }) => {
        if (ctx.options.strictSpec) return strictOff();
        const state = store.find(org.org_id, params.sessionId ?? "");
        if (!state) return sessionNotFound(params.sessionId ?? "");
        return json(200, { items: state.messages });
      }),
    ),
  ];
}
