import { type HttpHandler, http } from "msw";
import { canDebug, withAuth } from "../../core/guard.ts";
import { apiError, json, missingScope, readJsonObject } from "../../core/http.ts";
import type { Rng, SimContext } from "../../core/types.ts";
import type { MachinesApi } from "../machines/index.ts";
import { applyChaos, pollEvents } from "./events.ts";
import { acceptFollowUp, withdrawQueued } from "./follow-up.ts";
import { parseEventsQuery } from "./params.ts";
import { parseSendBody } from "./send.ts";
import { isTurnRunning } from "./state.ts";
import type { SessionStore } from "./store.ts";
import { projectSession } from "./visibility.ts";

const BASE = "*/v3/organizations/:orgId/sessions/:sessionId";
const MESSAGE_ID = /^msg_[A-Za-z0-9]{1,64}$/;

export const sessionNotFound = (id: string): Response => apiError(404, "session_not_found", `session ${id} not found`);

export function sessionHandlers(ctx: SimContext, store: SessionStore, chaosRng: Rng): HttpHandler[] {
  const advance = (): void => store.advance(ctx.clock.now());
  return [
    http.get(
      BASE,
      withAuth(ctx, { scope: "sessions:read" }, ({ params, principal, org }) => {
        const state = store.find(org.org_id, params.sessionId ?? "");
        if (!state) return sessionNotFound(params.sessionId ?? "");
        return json(200, projectSession(state.record, "retrieval", canDebug(principal)));
      }),
    ),
    http.get(
      `${BASE}/events`,
      withAuth(
        ctx,
        { scope: ["sessions:read", "sessions:debug"] },
        async ({ params, principal, org, url, request }) => {
          const state = store.find(org.org_id, params.sessionId ?? "");
          if (!state) return sessionNotFound(params.sessionId ?? "");
          const q = parseEventsQuery(url);
          if ("code" in q) return apiError(400, q.code, q.message);
          const debug = canDebug(principal);
          let page = await pollEvents(ctx, advance, state, q, debug, request.signal);
          if (ctx.options.faults.eventPageChaos > 0 && chaosRng.next() < ctx.options.faults.eventPageChaos) {
            page = applyChaos(page, q.afterSeq, state, chaosRng, debug);
          }
          return json(200, {
            session: projectSession(state.record, "snapshot", debug),
            items: page.items,
            next_seq: page.nextSeq,
          });
        },
      ),
    ),
    http.get(
      `${BASE}/shared-links`,
      withAuth(ctx, { scope: "sessions:read" }, ({ params, org }) => {
        const state = store.find(org.org_id, params.sessionId ?? "");
        if (!state) return sessionNotFound(params.sessionId ?? "");
        const items = [...state.links].sort((a, b) => b.created_at.localeCompare(a.created_at));
        return json(200, { items });
      }),
    ),
    http.post(
      `${BASE}/messages`,
      withAuth(ctx, { scope: "run" }, async ({ params, principal, org, request }) => {
        const state = store.find(org.org_id, params.sessionId ?? "");
        if (!state) return sessionNotFound(params.sessionId ?? "");
        const body = await readJsonObject(request);
        if (!body) return apiError(400, "invalid_json", "the body must be a JSON object");
        const req = parseSendBody(body);
        if ("code" in req) return apiError(400, req.code, req.message);
        // Idempotency comes before state checks: a retry gets the original answer even if the turn moved on.
        const original = req.clientMessageId === null ? undefined : state.byClientId.get(req.clientMessageId);
        if (original) return json(200, original);
        const targetKind = (req.target ?? state.record.target).kind;
        if (targetKind !== "cloud" && !principal.scopes.has("devices:use")) {
          return missingScope("devices:use", "running on a Device or Machine needs devices:use");
        }
        if (req.target && isTurnRunning(state)) {
          return apiError(409, "turn_running", "a target move needs the current turn to finish first");
        }
        advance();
        const response = acceptFollowUp(state, req, ctx.clock.now(), store.rng, ctx.domain<MachinesApi>("machines"));
        ctx.notify();
        return json(200, response);
      }),
    ),
    http.delete(
      `${BASE}/messages/:messageId/queued`,
      withAuth(ctx, { scope: "run" }, ({ params, org }) => {
        if (!ctx.options.gates.productWrites) {
          return apiError(503, "product_writes_disabled", "product writes are disabled by the service");
        }
        const state = store.find(org.org_id, params.sessionId ?? "");
        if (!state) return sessionNotFound(params.sessionId ?? "");
        const messageId = params.messageId ?? "";
        if (!MESSAGE_ID.test(messageId)) return apiError(400, "invalid_message_id", "message id must look like msg_…");
        const result = withdrawQueued(state, messageId);
        if ("status" in result) return apiError(result.status, result.code, result.message);
        ctx.notify();
        return json(200, result);
      }),
    ),
  ];
}
