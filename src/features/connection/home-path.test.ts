import { describe, expect, it } from "vitest";
import { homeOf } from "./home-path";

describe("homeOf", () => {
  it("an API key lands on the organization's sessions", () => {
    expect(homeOf({ org_id: "org_demo", key_kind: "api_key" })).toEqual({
      to: "/o/$orgId/sessions",
      params: { orgId: "org_demo" },
    });
  });

  it("a Machine token lands on its own Machine, or on Machines when the service does not name it", () => {
    expect(homeOf({ org_id: "org_demo", key_kind: "machine_token", machine: "build-fleet" })).toEqual({
      to: "/o/$orgId/machines/$machine",
      params: { orgId: "org_demo", machine: "build-fleet" },
    });
    for (const machine of [undefined, null, "", "  ", 7]) {
      expect(homeOf({ org_id: "org_demo", key_kind: "machine_token", machine })).toEqual({
        to: "/o/$orgId/machines",
        params: { orgId: "org_demo" },
      });
    }
  });
});
