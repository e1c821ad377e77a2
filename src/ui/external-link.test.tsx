// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLink } from "./external-link";

describe("ExternalLink", () => {
  it("links an https URL in a new tab without a referrer", () => {
    render(
      <Theme>
        <ExternalLink href="https://github.com/acme/web/pull/7">PR 7</ExternalLink>
      </Theme>,
    );
    const link = screen.getByRole("link", { name: "PR 7" });
    expect(link.getAttribute("href")).toBe("https://github.com/acme/web/pull/7");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it.each([
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/relative/path",
    null,
    42,
  ])("shows %s as text, never as a link", (href) => {
    render(
      <Theme>
        <ExternalLink href={href}>the pull request</ExternalLink>
      </Theme>,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("the pull request")).toBeDefined();
  });
});
