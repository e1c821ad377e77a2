import { describe, expect, it } from "vitest";
import { auditLine } from "./audit";
import { isLoopback, parseAuthConfig } from "./config";
import { safeReturnPath } from "./return-path";
import { groupsOf, matchRole, parseRoleKeys } from "./roles";
import { createSealer } from "./seal";
import { cookieValue, createSessions } from "./session";

const KEYS = "owners=svc_owner_key_1;admins=svc_admin_key_2;*=svc_anyone_key_3";
const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("role map", () => {
  const pairs = parseRoleKeys(KEYS, []);
  it("takes the first pair whose group the person holds, * for anyone", () => {
    expect(matchRole(pairs, ["admins", "owners"])?.key).toBe("svc_owner_key_1");
    expect(matchRole(pairs, ["admins"])?.key).toBe("svc_admin_key_2");
    expect(matchRole(pairs, ["engineers"])?.group).toBe("*");
    expect(matchRole(parseRoleKeys("owners=svc_owner_key_1", []), ["engineers"])).toBeNull();
  });
  it("reads a groups claim as a list or one string, nothing else", () => {
    expect(groupsOf(["a", 1, "b"])).toEqual(["a", "b"]);
    expect(groupsOf("a")).toEqual(["a"]);
    expect(groupsOf({ a: 1 })).toEqual([]);
  });
  it("names bad pairs without showing a key", () => {
    const errors: string[] = [];
    parseRoleKeys("owners;admins=short;viewers=has space in it", errors);
    expect(errors).toHaveLength(3);
    expect(errors.join(" ")).not.toMatch(/short|space/);
  });
});

describe("sealed cookies", () => {
  const sealer = createSealer(SECRET, "session");
  it("open what they sealed, and nothing changed or foreign", () => {
    const value = sealer.seal({ sub: "u1" });
    expect(sealer.open(value)).toEqual({ sub: "u1" });
    const bytes = Buffer.from(value, "base64url");
    bytes[20] = (bytes[20] as number) ^ 1;
    expect(sealer.open(bytes.toString("base64url"))).toBeNull();
    expect(sealer.open(value.slice(0, -2))).toBeNull();
    expect(createSealer(`${SECRET}x`, "session").open(value)).toBeNull();
    // Another purpose (the sign-in flow cookie) is not a session.
    expect(createSealer(SECRET, "sign-in flow").open(value)).toBeNull();
    expect(value).not.toContain("u1");
  });
});

describe("sessions", () => {
  const auth = { secret: SECRET, absoluteS: 3600, idleS: 600, roles: parseRoleKeys(KEYS, []) };
  const who = { sub: "u1", email: "a@example.com", name: "A", group: "admins" };
  const at = (ms: number) => createSessions(auth, false, () => ms);
  const request = (setCookie: string) => ({ headers: { cookie: `x=1; ${setCookie.split(";")[0]}` } }) as never;
  const t0 = 1_700_000_000_000;

  it("hold the person and group, never the key, with HttpOnly and SameSite=Lax", () => {
    const cookie = at(t0).issue(who);
    expect(cookie).toMatch(/^sc_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600$/);
    expect(createSessions(auth, true).issue(who)).toMatch(/^__Host-sc_session=.*; Secure; Max-Age=3600$/);
    const read = at(t0 + 1000).read(request(cookie));
    expect(read).toMatchObject({ ok: true, session: { email: "a@example.com" }, role: { key: "svc_admin_key_2" } });
  });
  it("end after the idle lifetime unless renewed, and after the absolute one regardless", () => {
    const cookie = at(t0).issue(who);
    expect(at(t0 + 599_000).read(request(cookie)).ok).toBe(true);
    expect(at(t0 + 600_000).read(request(cookie))).toEqual({ ok: false, reason: "expired" });
    let current = cookie;
    for (let t = t0 + 300_000; t < t0 + 3_600_000; t += 300_000) {
      const read = at(t).read(request(current));
      expect(read.ok).toBe(true);
      if (read.ok && read.renew) current = read.renew;
    }
    expect(at(t0 + 3_600_000).read(request(current))).toEqual({ ok: false, reason: "expired" });
  });
  it("refuse a tampered cookie and one whose group lost its role", () => {
    const cookie = at(t0).issue(who);
    const value = cookie.split(";")[0]?.split("=")[1] as string;
    const flipped = value.slice(0, 30) + (value[30] === "A" ? "B" : "A") + value.slice(31);
    expect(at(t0).read(request(`sc_session=${flipped}`))).toEqual({ ok: false, reason: "invalid" });
    const fewer = createSessions({ ...auth, roles: parseRoleKeys("owners=svc_owner_key_1", []) }, false, () => t0);
    expect(fewer.read(request(cookie))).toEqual({ ok: false, reason: "role_gone" });
  });
  it("find their cookie by exact name", () => {
    expect(cookieValue("a_sc_session=1; sc_session=2", "sc_session")).toBe("2");
    expect(cookieValue("xsc_session=1", "sc_session")).toBeNull();
  });
});

describe("return path", () => {
  it.each([
    ["/o/org_demo/sessions?tab=2#x", "/o/org_demo/sessions?tab=2#x"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/auth/sign-in", "/"],
    ["/x/..//evil.example", "/"],
    ["/.//evil.example/a", "/"],
    ["/o/x/..//y", "/o//y"],
    [null, "/"],
  ])("%s → %s", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe("auth config", () => {
  const int = (_n: string, fallback: number) => fallback;
  const base = {
    OIDC_ISSUER: "https://id.example.com",
    OIDC_CLIENT_ID: "dash",
    ROLE_KEYS: KEYS,
    AUTH_SECRET: SECRET,
    SVC_BASE_URL: "https://svc.example.com",
  };
  it("reads sign-in settings", () => {
    const errors: string[] = [];
    expect(parseAuthConfig(base, errors, int)).toMatchObject({ groupsClaim: "groups", clientSecret: null });
    expect(errors).toEqual([]);
  });
  it("refuses a short AUTH_SECRET without showing it, and SVC_API_KEY beside role keys", () => {
    const errors: string[] = [];
    parseAuthConfig({ ...base, AUTH_SECRET: "too-short", SVC_API_KEY: "svc_x_12345678" }, errors, int);
    expect(errors).toHaveLength(2);
    expect(errors.join(" ")).not.toContain("too-short");
  });
  it("knows loopback hosts", () => {
    expect(["127.0.0.1", "localhost", "::1", "[::1]"].every(isLoopback)).toBe(true);
    expect(["0.0.0.0", "::", "10.0.0.2"].some(isLoopback)).toBe(false);
  });
});

describe("audit lines", () => {
  it("are one JSON line with the time, without the query string", () => {
    const line = auditLine(
      {
        event: "write",
        subject: "u1",
        email: "a@example.com",
        group: "admins",
        method: "PUT",
        path: "/api/v3/x?token=abc",
        status: 200,
        request_id: "r1",
      },
      new Date(0),
    );
    expect(line.endsWith("\n")).toBe(true);
    expect(JSON.parse(line)).toMatchObject({
      time: "1970-01-01T00:00:00.000Z",
      path: "/api/v3/x",
      email: "a@example.com",
    });
    expect(line).not.toContain("token");
  });
});
