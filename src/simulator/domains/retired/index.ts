import { http } from "msw";
import { withAuth } from "../../core/guard.ts";
import { apiError } from "../../core/http.ts";
import type { DomainFactory } from "../../core/types.ts";

const BASE = "*/v3/organizations/:orgId";

/**
 * Retired surfaces (spec §4.15). The scope is checked first, so a key without it still
 * learns it lacks the scope (403) rather than that the operation is gone (410).
 */
export const createRetiredDomain: DomainFactory = (ctx) => {
  const knowledge = withAuth(ctx, { scope: "knowledge:read" }, () =>
    apiError(410, "knowledge_notes_retired", "the Knowledge area is retired; use skills instead"),
  );
  const roles = withAuth(ctx, { scope: "org:read" }, () =>
    apiError(410, "roles_retired", "platform-wide role administration is unavailable; use member roles"),
  );
  return {
    name: "retired",
    handlers: [
      http.all(`${BASE}/knowledge`, knowledge),
      http.all(`${BASE}/knowledge/*`, knowledge),
      http.get(`${BASE}/roles`, roles),
    ],
  };
};
