import { afterEach, describe, expect, it, vi } from "vitest";
import { api, configureApi, unwrap } from "./client";
import { isApiError } from "./errors";
import { UNREADABLE_ANSWER } from "./shape";

function answer(body: string, headers: Record<string, string>): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status: 200, headers })),
  );
}

async function selfError(): Promise<unknown> {
  configureApi({ baseUrl: "http://service.test", apiKey: "svc_test" });
  return unwrap(api.GET("/v3/self")).then(
    () => null,
    (error: unknown) => error,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("an answer that is not the API's JSON", () => {
  it("a web page at the address (a wrong base URL) is an unreadable answer in words, not a parser error", async () => {
    answer("<!doctype html><title>Session Control</title>", { "content-type": "text/html; charset=utf-8" });
    const error = await selfError();
    expect(isApiError(error) && error.code).toBe(UNREADABLE_ANSWER);
    expect((error as Error).message).toBe(
      "The address answered with a web page, not the API's JSON. Check that it is the service's API address.",
    );
  });

  it("a body that is not JSON without a content type says the same, not 'Unexpected token'", async () => {
    answer("<!doctype html>", {});
    const error = await selfError();
    expect(isApiError(error) && error.code).toBe(UNREADABLE_ANSWER);
    expect((error as Error).message).not.toMatch(/Unexpected token/);
  });

  it("JSON still reads as JSON", async () => {
    answer(JSON.stringify({ user_id: "usr_1" }), { "content-type": "application/json" });
    expect(await selfError()).toBeNull();
  });
});
