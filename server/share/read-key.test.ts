import { describe, expect, it } from "vitest";
import { readIdentity } from "./read-key";
import { isLongPoll, routeOf } from "./routes";

const head = (lines: string[]) => `GET /v3/self HTTP/1.1\r\n${lines.map((l) => `${l}\r\n`).join("")}\r\n`;

describe("readIdentity", () => {
  it("is the same for reads that differ only in what describes the browser", () => {
    const a = readIdentity(
      head(["host: svc", "x-request-id: r1", "user-agent: A", "authorization: Bearer k", "accept: */*"]),
    );
    const b = readIdentity(
      head(["accept: */*", "authorization: Bearer k", "host: svc", "x-request-id: r2", "user-agent: B"]),
    );
    expect(a).toEqual(b);
    expect(a.auth).toBe("Bearer k");
  });

  it("differs with the Authorization sent upstream, a header the service may read, or the request line", () => {
    const base = readIdentity(head(["authorization: Bearer k"])).key;
    expect(readIdentity(head(["authorization: Bearer other"])).key).not.toBe(base);
    expect(readIdentity(head([])).key).not.toBe(base);
    expect(readIdentity(head(["authorization: Bearer k", "accept-language: de"])).key).not.toBe(base);
    expect(readIdentity(head(["authorization: Bearer k"]).replace("/v3/self", "/v3/self?x=1")).key).not.toBe(base);
  });
});

describe("routeOf", () => {
  it("names an operation by its template, never by its ids", () => {
    expect(routeOf("/v3/organizations/acme/sessions/ses_9/events")).toEqual({
      template: "/v3/organizations/{orgId}/sessions/{sessionId}/events",
      reuse: false,
    });
    expect(routeOf("/v3/organizations/acme/sessions/ses_9").reuse).toBe(true);
    expect(routeOf("/v3/organizations/acme/machines").reuse).toBe(true);
    expect(routeOf("/v3/self").reuse).toBe(true);
    expect(routeOf("/v3/organizations/acme/skills").reuse).toBe(false);
    expect(routeOf("/v3/secret-thing/abc").template).toBe("other");
  });

  it("tells a long poll by a wait_ms above 0", () => {
    expect(isLongPoll("?after_seq=3&wait_ms=20000")).toBe(true);
    expect(isLongPoll("?wait_ms=0&after_seq=3")).toBe(false);
    expect(isLongPoll("?after_seq=3&max_wait_ms=5")).toBe(false);
    expect(isLongPoll("?after_seq=3")).toBe(false);
  });
});
