import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { readChangeRequests } from "./change-requests";

const pr = "https://github.com/acme/payments-api/pull/1312";

describe("readChangeRequests", () => {
  it("reads repository, number and status; marks the session's PR", () => {
    const list = readChangeRequests({
      pr_url: pr,
      change_requests: [
        { url: pr, status: "active" },
        { url: "https://gitlab.example/acme/group/sdk/-/merge_requests/91", status: "merged" },
      ],
    });
    expect(list).toEqual([
      { href: pr, url: pr, repo: "acme/payments-api", number: 1312, status: "active", isPr: true },
      {
        href: "https://gitlab.example/acme/group/sdk/-/merge_requests/91",
        url: "https://gitlab.example/acme/group/sdk/-/merge_requests/91",
        repo: "acme/group/sdk",
        number: 91,
        status: "merged",
        isPr: false,
      },
    ]);
  });

  it("lists the PR when change_requests leaves it out, once when it repeats, and drops entries without a URL", () => {
    const list = readChangeRequests({
      pr_url: pr,
      change_requests: [{ url: "" } as never, { status: "active" } as never, null as never],
    });
    expect(list.map((c) => c.url)).toEqual([pr]);
    expect(list[0]?.status).toBeNull();
  });

  it("never links what is not http(s)", () => {
    const [item] = readChangeRequests({ change_requests: [{ url: "javascript:alert(1)", status: "x" }] });
    expect(item).toMatchObject({ href: null, repo: null, number: null, url: "javascript:alert(1)" });
  });

  it("property: any drifted list gives items with a URL string, hrefs only http(s)", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (requests, prUrl) => {
        const list = readChangeRequests({ change_requests: requests, pr_url: prUrl } as unknown as Session);
        for (const item of list) {
          expect(typeof item.url).toBe("string");
          if (item.href !== null) expect(item.href).toMatch(/^https?:/);
        }
        expect(new Set(list.map((c) => c.url)).size).toBe(list.length);
      }),
    );
  });
});
