// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderThemed } from "../components/test-utils";
import { AnswerFold, AnswerRoom } from "./answer-fold";
import { nextFolded } from "./read-answers";

afterEach(() => sessionStorage.clear());

function renderCard(content: ReactNode = <section aria-label="Why it failed">run_error and its evidence</section>) {
  let shown = 0;
  const register = () => {
    shown += 1;
    return () => {
      shown -= 1;
    };
  };
  const view = renderThemed(
    <AnswerRoom.Provider value={register}>
      <AnswerFold
        sessionId="ses_a"
        card="failure"
        title="Why it failed"
        summary="run_error · first failing step npm test"
      >
        {content}
      </AnswerFold>
    </AnswerRoom.Provider>,
  );
  return { view, shown: () => shown };
}

describe("AnswerFold", () => {
  it("folds to one line with a named button, remembers it for the session, and unfolds", async () => {
    const user = userEvent.setup();
    const first = renderCard();
    await user.click(await screen.findByRole("button", { name: "Fold to one line: Why it failed" }));
    const line = screen.getByRole("region", { name: "Why it failed" });
    expect(line.textContent).toContain("run_error · first failing step npm test");
    // Still mounted (it decides whether there is anything to say), but hidden.
    expect(screen.getByText("run_error and its evidence").closest("[hidden]")).not.toBeNull();
    const unfold = screen.getByRole("button", { name: "Unfold: Why it failed" });
    expect(unfold.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(document.activeElement).toBe(unfold));

    // Opened again in this tab: still one line.
    first.view.unmount();
    renderCard();
    expect(await screen.findByRole("button", { name: "Unfold: Why it failed" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Unfold: Why it failed" }));
    expect(screen.getByText("run_error and its evidence").closest("[hidden]")).toBeNull();
  });

  it("tells the page a card shows only while its content says something", async () => {
    const withContent = renderCard();
    await waitFor(() => expect(withContent.shown()).toBe(1));
    withContent.view.unmount();
    expect(withContent.shown()).toBe(0);

    const empty = renderCard(null);
    await act(async () => {});
    expect(empty.shown()).toBe(0);
    expect(screen.queryByRole("button", { name: /Fold|Unfold/ })).toBeNull();
  });
});

describe("nextFolded", () => {
  it("adds a card once, newest last, and removes it on unfold", () => {
    expect(nextFolded(["a#x"], "b#y", true)).toEqual(["a#x", "b#y"]);
    expect(nextFolded(["b#y", "a#x"], "b#y", true)).toEqual(["a#x", "b#y"]);
    expect(nextFolded(["a#x", "b#y"], "a#x", false)).toEqual(["b#y"]);
  });

  it("keeps the newest 200", () => {
    const many = Array.from({ length: 200 }, (_, i) => `s${i}#failure`);
    const next = nextFolded(many, "new#failure", true);
    expect(next).toHaveLength(200);
    expect(next[0]).toBe("s1#failure");
    expect(next.at(-1)).toBe("new#failure");
  });
});
