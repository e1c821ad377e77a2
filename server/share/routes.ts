/**
 * The service's operations as route templates (src/api/openapi.yaml): metric labels use these and
 * never the path itself, so no key, person, id or query value ever becomes a label value.
 * `reuse`: an answer every open dashboard repeats, which may be answered again for SHARE_TTL_MS.
 */
export interface Route {
  template: string;
  reuse: boolean;
}

const SEG = "[^/]+";
const TEMPLATES: ReadonlyArray<readonly [string, boolean]> = [
  ["/v3/self", true],
  ["/agent-auth/models", false],
  ["/v3/organizations", false],
  ["/v3/organizations/{orgId}/sessions", true],
  ["/v3/organizations/{orgId}/sessions/{sessionId}", true],
  ["/v3/organizations/{orgId}/sessions/{sessionId}/messages", false],
  ["/v3/organizations/{orgId}/sessions/{sessionId}/messages/{messageId}/queued", false],
  ["/v3/organizations/{orgId}/sessions/{sessionId}/events", false],
  ["/v3/organizations/{orgId}/sessions/{sessionId}/shared-links", false],
  ["/v3/organizations/{orgId}/skills", false],
  ["/v3/organizations/{orgId}/secrets", false],
  ["/v3/organizations/{orgId}/machines", true],
  ["/v3/organizations/{orgId}/machines/{machine}", true],
  ["/v3/organizations/{orgId}/machines/{machine}/enrollment-tickets", false],
  ["/v3/organizations/{orgId}/members/users", false],
  ["/v3/organizations/{orgId}/members/users/{userId}/role", false],
  ["/v3/organizations/{orgId}/repositories/{owner}/{repo}/branches/{branch}", false],
  ["/v3/organizations/{orgId}/indexed-repositories", false],
  ["/v3/organizations/{orgId}/agent-network/agents", false],
  ["/v3/organizations/{orgId}/knowledge/notes", false],
  ["/v3/organizations/{orgId}/roles", false],
];

const MATCHERS = TEMPLATES.map(([template, reuse]) => ({
  re: new RegExp(`^${template.replace(/\{[^}]+\}/g, SEG)}$`),
  route: { template, reuse } satisfies Route,
}));

/** Anything the table does not name: one label for all of it. */
const OTHER: Route = { template: "other", reuse: false };

/** The route of an API path (without the upstream's base path and without the query). */
export function routeOf(apiPath: string): Route {
  for (const m of MATCHERS) if (m.re.test(apiPath)) return m.route;
  return OTHER;
}

/** A long poll: the service may hold it up to wait_ms, so it is shared while held but never reused. */
export function isLongPoll(query: string): boolean {
  const m = /(?:^|[?&])wait_ms=(\d+)/.exec(query);
  return m !== null && Number(m[1]) > 0;
}
