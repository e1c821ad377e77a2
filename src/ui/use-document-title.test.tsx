// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setTitleBadge, useDocumentTitle } from "./use-document-title";

function Page({ parts }: { parts: (string | null)[] }) {
  useDocumentTitle(...parts);
  return null;
}

describe("document title with an alert badge", () => {
  it("puts the count before whatever the page sets, and takes it away at 0", () => {
    const view = render(<Page parts={["Fix CI", "running"]} />);
    expect(document.title).toBe("Fix CI · running · Session Control");
    act(() => setTitleBadge(2));
    expect(document.title).toBe("(2) Fix CI · running · Session Control");
    view.rerender(<Page parts={["Secrets", null]} />);
    expect(document.title).toBe("(2) Secrets · Session Control");
    act(() => setTitleBadge(0));
    expect(document.title).toBe("Secrets · Session Control");
    act(() => setTitleBadge(-3));
    expect(document.title).toBe("Secrets · Session Control");
  });
});
