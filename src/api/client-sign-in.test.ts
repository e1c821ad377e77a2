import { afterEach, describe, expect, it, vi } from "vitest";
import { api, configureApi, onSignInRequired, readSignedInPerson, unwrap } from "./client";

/** The dashboard's own server signs people in: its session cookie rides only on its own /api. */
function recordFetch(status: number, body: unknown): Request[] {
  const seen: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string) => {
      if (input instanceof Request) seen.push(input);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  onSignInRequired(null);
});

describe("signed in to the dashboard's server", () => {
  it("sends the session cookie to the same-origin proxy, never with a key of the browser's own", async () => {
    const seen = recordFetch(200, { user_id: "usr_1" });
    configureApi({ baseUrl: "http://dash.test/api", apiKey: null });
    await unwrap(api.GET("/v3/self"));
    configureApi({ baseUrl: "http://service.test", apiKey: "svc_test_key" });
    await unwrap(api.GET("/v3/self"));
    expect(seen.map((r) => r.credentials)).toEqual(["same-origin", "omit"]);
  });

  it("an ended sign-in (401 sign_in_required) calls the handler once per answer; another 401 does not", async () => {
    const handler = vi.fn();
    onSignInRequired(handler);
    configureApi({ baseUrl: "http://dash.test/api", apiKey: null });
    recordFetch(401, { error: "sign_in_required", message: "Sign in to use this dashboard." });
    await unwrap(api.GET("/v3/self")).catch(() => null);
    expect(handler).toHaveBeenCalledTimes(1);
    recordFetch(401, { error: "missing_bearer", message: "no key" });
    await unwrap(api.GET("/v3/self")).catch(() => null);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("reads who is signed in, and nobody on 401", async () => {
    recordFetch(200, { subject: "u1", name: "Adam Admin", email: "adam@example.com", group: "admins" });
    expect(await readSignedInPerson()).toEqual({ name: "Adam Admin", email: "adam@example.com", group: "admins" });
    recordFetch(401, { error: "sign_in_required" });
    expect(await readSignedInPerson()).toBeNull();
  });
});
