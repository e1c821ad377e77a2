import { describe, expect, it } from "vitest";
import { signInPath } from "./sign-in-path";

describe("signInPath", () => {
  it("asks to come back to the same page, its query and fragment included", () => {
    expect(signInPath({ pathname: "/o/org_demo/sessions", search: "?status=running&q=a b", hash: "#x" })).toBe(
      "/auth/sign-in?return=%2Fo%2Forg_demo%2Fsessions%3Fstatus%3Drunning%26q%3Da%20b%23x",
    );
  });
});
