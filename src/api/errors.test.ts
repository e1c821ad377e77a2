import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api, configureApi, noteKeyKind, unwrap } from "./client";
import { ApiError, isApiError, networkError, normalizeError, parseRetryAfter } from "./errors";

describe("normalizeError (spec §7 shapes)", () => {
  it("reads a string code with message and required_scope", () => {
    const e = normalizeError(403, { error: "missing_scope", message: "Needs scope", required_scope: "secrets:write" });
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      status: 403,
      code: "missing_scope",
      message: "Needs scope",
      requiredScope: "secrets:write",
    });
    expect(e.isRetryable).toBe(false);
  });

  it("reads an error object {type, message, request_id}", () => {
    const body = { error: { type: "rate_limited", message: "Slow down", request_id: "req_42" } };
    const e = normalizeError(429, body, new Headers({ "Retry-After": "7" }));
    expect(e).toMatchObject({ code: "rate_limited", message: "Slow down", requestId: "req_42", retryAfterS: 7 });
    expect(e.isRetryable).toBe(true);
  });

  it("accepts a null request_id and a top-level message", () => {
    const e = normalizeError(429, { error: { type: "rate_limited", message: "", request_id: null }, message: "top" });
    expect(e).toMatchObject({ code: "rate_limited", message: "top", requestId: null, retryAfterS: null });
  });

  describe("Retry-After", () => {
    beforeEach(() => vi.useFakeTimers({ now: Date.parse("2026-10-01T12:00:00Z") }));
    afterEach(() => vi.useRealTimers());

    it.each([
      ["12", 12],
      ["0", 1],
      [" 3 ", 3],
      ["Thu, 01 Oct 2026 12:00:30 GMT", 30],
      ["Thu, 01 Oct 2026 11:00:00 GMT", 1],
      ["soon", null],
      ["", null],
    ])("header %j gives %j seconds", (header, seconds) => {
      expect(normalizeError(429, null, new Headers({ "Retry-After": header })).retryAfterS).toBe(seconds);
    });

    it("is null when the header is missing", () => {
      expect(normalizeError(429, { error: "rate_limited" }, new Headers()).retryAfterS).toBeNull();
      expect(parseRetryAfter(null)).toBeNull();
    });
  });

  it("keeps max_bytes of a 413 in details", () => {
    const e = normalizeError(413, { error: "secret_value_too_large", max_bytes: 65536 });
    expect(e).toMatchObject({ code: "secret_value_too_large", details: { max_bytes: 65536 } });
  });

  it("falls back by status for a non-JSON body", () => {
    const e = normalizeError(502, "<html>Bad gateway</html>");
    // A proxy's HTML page is no message to show: the status speaks instead.
    expect(e).toMatchObject({ status: 502, code: "server_error", message: "server_error" });
    expect(e.isRetryable).toBe(true);
    expect(normalizeError(503, "  Service Unavailable\n")).toMatchObject({ message: "Service Unavailable" });
  });

  it("reads error bodies outside the contract as far as they go", () => {
    expect(normalizeError(400, { errors: [{ code: "bad_thing", message: "Field x is wrong" }] })).toMatchObject({
      code: "bad_thing",
      message: "Field x is wrong",
    });
    expect(
      normalizeError(403, { type: "about:blank", title: "Forbidden", status: 403, detail: "No access" }),
    ).toMatchObject({ code: "missing_scope", message: "No access" });
    expect(normalizeError(404, { title: "Not Found" })).toMatchObject({ code: "not_found", message: "Not Found" });
    for (const body of [[], 42, true, { error: 42 }, { error: null }, { errors: "nope" }, { error: {} }]) {
      const e = normalizeError(409, body);
      expect(e).toMatchObject({ status: 409, code: "conflict" });
      expect(typeof e.message).toBe("string");
    }
  });

  it.each([
    [400, "bad_request"],
    [401, "missing_bearer"],
    [404, "not_found"],
    [409, "conflict"],
    [410, "retired"],
    [503, "service_unavailable"],
    [500, "server_error"],
    [418, "http_418"],
  ])("an empty %i body becomes %s", (status, code) => {
    const e = normalizeError(status, null);
    expect(e).toMatchObject({ status, code, message: code, requiredScope: null, requestId: null });
  });

  it("keeps the status-specific code of an RFC 9457 problem+json body", () => {
    const retired = normalizeError(410, {
      type: "https://svc.example.com/problems/roles_retired",
      title: "Gone",
      status: 410,
      detail: "Role administration is retired.",
    });
    expect(retired.code).toBe("roles_retired");
    expect(retired.message).toBe("Role administration is retired.");
    expect(normalizeError(410, { type: "urn:problem:knowledge_notes_retired", title: "Gone" }).code).toBe(
      "knowledge_notes_retired",
    );
    expect(normalizeError(409, { type: "about:blank", title: "Conflict", code: "last_owner" }).code).toBe("last_owner");
    // A type that does not read as a code falls back by status.
    expect(normalizeError(410, { type: "https://svc.example.com/Problems/Gone-Away", title: "Gone" }).code).toBe(
      "retired",
    );
    expect(normalizeError(503, { type: "about:blank", title: "Unavailable" }).code).toBe("service_unavailable");
  });

  it("takes the request id from x-request-id when the body has none", () => {
    expect(normalizeError(500, {}, new Headers({ "x-request-id": "req_h" })).requestId).toBe("req_h");
  });

  it("networkError has status 0 and code network_error", () => {
    const e = networkError(new TypeError("fetch failed"));
    expect(e).toMatchObject({ status: 0, code: "network_error", message: "fetch failed", isNetwork: true });
  });
});

describe("client middleware", () => {
  const seen: { auth: string | null; url: string; body: unknown }[] = [];
  const credentials: RequestCredentials[] = [];
  let started: () => void = () => {};
  const server = setupServer(
    http.get("http://sim.test/v3/self", ({ request }) => {
      seen.push({ auth: request.headers.get("authorization"), url: request.url, body: null });
      credentials.push(request.credentials);
      return HttpResponse.json({
        user_id: "u1",
        email: "a@b.c",
        org_id: "org_demo",
        org_slug: "demo",
        role: "owner",
        scopes: [],
        key_kind: "api_key",
      });
    }),
    http.get("http://sim.test/prefix/v3/self", ({ request }) => {
      seen.push({ auth: request.headers.get("authorization"), url: request.url, body: null });
      return HttpResponse.json({ error: "missing_bearer", message: "Authorization required" }, { status: 401 });
    }),
    http.post("http://sim.test/v3/organizations/:orgId/secrets", async ({ request }) => {
      seen.push({ auth: request.headers.get("authorization"), url: request.url, body: await request.json() });
      return HttpResponse.json({ error: "missing_scope", required_scope: "secrets:write" }, { status: 403 });
    }),
    http.get("http://sim.test/v3/organizations/:orgId/indexed-repositories", () =>
      HttpResponse.json(
        { error: { type: "rate_limited", message: "Too many requests", request_id: "req_1" } },
        { status: 429, headers: { "Retry-After": "9" } },
      ),
    ),
    http.get("http://sim.test/v3/organizations/:orgId/machines/:machine", () => HttpResponse.error()),
    http.get("http://sim.test/v3/organizations/:orgId/sessions/:sessionId", async () => {
      started();
      await delay("infinite");
      return HttpResponse.json({});
    }),
  );

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    seen.length = 0;
    configureApi({ baseUrl: "http://sim.test", apiKey: "svc_x" });
  });
  afterAll(() => server.close());

  it("sends the bearer key and returns data", async () => {
    const self = await unwrap(api.GET("/v3/self"));
    expect(self.org_id).toBe("org_demo");
    expect(seen).toEqual([{ auth: "Bearer svc_x", url: "http://sim.test/v3/self", body: null }]);
  });

  it("never sends the browser's cookies to the API", async () => {
    credentials.length = 0;
    await unwrap(api.GET("/v3/self"));
    expect(credentials).toEqual(["omit"]);
  });

  it("re-roots requests on a base URL with a path and omits the header without a key", async () => {
    configureApi({ baseUrl: "http://sim.test/prefix/", apiKey: null });
    const error = await api.GET("/v3/self").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: "missing_bearer", message: "Authorization required" });
    expect(seen).toEqual([{ auth: null, url: "http://sim.test/prefix/v3/self", body: null }]);
  });

  it("throws ApiError with required_scope on 403 and still sends the JSON body", async () => {
    const body = { name: "NPM_TOKEN", value: "s3cret", scope: "organization" as const };
    const error = await api
      .POST("/v3/organizations/{orgId}/secrets", { params: { path: { orgId: "demo" } }, body })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, code: "missing_scope", requiredScope: "secrets:write" });
    expect(seen[0]).toMatchObject({ auth: "Bearer svc_x", url: "http://sim.test/v3/organizations/demo/secrets", body });
  });

  it("marks errors with the key kind the connection reported, until the next connection", async () => {
    const forbidden = () =>
      api
        .POST("/v3/organizations/{orgId}/secrets", {
          params: { path: { orgId: "demo" } },
          body: { name: "A", value: "v", scope: "user" },
        })
        .catch((e: unknown) => e);
    expect(await forbidden()).toMatchObject({ status: 403, keyKind: null });
    noteKeyKind("machine_token");
    expect(await forbidden()).toMatchObject({ status: 403, keyKind: "machine_token" });
    configureApi({ baseUrl: "http://sim.test", apiKey: "svc_y" });
    expect(await forbidden()).toMatchObject({ status: 403, keyKind: null });
  });

  it("throws ApiError with Retry-After seconds on 429", async () => {
    const error = await api
      .GET("/v3/organizations/{orgId}/indexed-repositories", { params: { path: { orgId: "demo" } } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", retryAfterS: 9, requestId: "req_1" });
  });

  it("turns a network failure into ApiError status 0 network_error", async () => {
    const error = await api
      .GET("/v3/organizations/{orgId}/machines/{machine}", { params: { path: { orgId: "demo", machine: "gpu-pool" } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "network_error", isNetwork: true });
  });

  it("reads a fetch that resolves with Response.error() as a network failure too", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.error());
    const error = await api.GET("/v3/self").catch((e: unknown) => e);
    fetch.mockRestore();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "network_error", isNetwork: true });
  });

  it("lets an abort through as AbortError, not ApiError", async () => {
    const controller = new AbortController();
    const reached = new Promise<void>((resolve) => {
      started = resolve;
    });
    const pending = api
      .GET("/v3/organizations/{orgId}/sessions/{sessionId}", {
        params: { path: { orgId: "demo", sessionId: "ses_live_stream" } },
        signal: controller.signal,
      })
      .catch((e: unknown) => e);
    await reached;
    controller.abort();
    const error = await pending;
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: "AbortError" });
  });
});
