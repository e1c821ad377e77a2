import { http } from "msw";
import { withAuth } from "../../core/guard.ts";
import { json } from "../../core/http.ts";
import type { DomainFactory } from "../../core/types.ts";
import { MODELS } from "./models.ts";

/** Connection-level reads: who am I, which organizations, which models. */
export const createPlatformDomain: DomainFactory = (ctx) => ({
  name: "platform",
  handlers: [
    http.get(
      "*/v3/self",
      withAuth(ctx, { machineToken: true }, ({ principal, org }) =>
        json(200, {
          user_id: principal.userId,
          email: principal.email,
          org_id: org.org_id,
          org_slug: org.slug,
          role: principal.role,
          scopes: [...principal.scopes].sort(),
          key_kind: principal.kind,
          ...(principal.kind === "machine_token" && principal.machineName ? { machine: principal.machineName } : {}),
        }),
      ),
    ),
    http.get(
      "*/v3/organizations",
      withAuth(ctx, { scope: "org:read" }, ({ principal }) => {
        const items = ctx.orgs.filter((o) => principal.orgIds.includes(o.org_id));
        return json(200, { items, total: items.length });
      }),
    ),
    http.get(
      "*/agent-auth/models",
      withAuth(ctx, { machineToken: true }, () => json(200, { items: MODELS })),
    ),
  ],
});
