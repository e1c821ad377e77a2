// @vitest-environment happy-dom

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Session } from "@/api/types";
import { renderInApp } from "@/ui/test-harness";
import { makeSession, renderThemed } from "../components/test-utils";
import { compareRows } from "./compare-rows";
import { queuedSession } from "./test-utils";
import type { CompareSide } from "./use-compare-side";

/** A side as useCompareSide returns it, with only what the rows read. */
function side(session: Session, read: CompareSide["read"]): CompareSide {
  const fake = {
    session: { data: session, isError: false },
    facts: { files: [] },
    steps: { steps: 0, errors: 0, byTool: [] },
    read,
    complete: read === "complete",
    failed: read === "failed",
    feedId: session.session_id,
  };
  return fake as unknown as CompareSide;
}

const cellText = (rowId: string, of: CompareSide) => {
  const row = compareRows("org_demo").find((r) => r.id === rowId);
  if (!row) throw new Error(`no ${rowId} row`);
  return renderThemed(<div>{row.cell(of)}</div>).container.textContent;
};

describe("compareRows", () => {
  it("says a side whose events cannot be read could not be read, with no counts", () => {
    const gone = side(makeSession({ session_id: "ses_forbidden" }), "failed");
    for (const id of ["steps", "tools", "files", "errors"]) {
      expect(cellText(id, gone)).toBe("could not be read");
    }
  });

  it("says a queued session is waiting for a worker, not that it took 0 ms", () => {
    const queued = side(queuedSession, "complete");
    expect(cellText("duration", queued)).toBe("waiting for a worker");
    expect(cellText("cost", queued)).toBe("waiting for a worker");
  });

  it("links each measured figure to the session's Steps, where it comes from", async () => {
    const ended = side(makeSession({ session_id: "ses_done" }), "complete");
    const rows = compareRows("org_demo").filter((r) => ["duration", "cost", "tokens"].includes(r.id));
    renderInApp(
      <div>
        {rows.map((r) => (
          <p key={r.id}>{r.cell(ended)}</p>
        ))}
      </div>,
    );
    for (const figure of ["9m 55s", "$1.25"]) {
      const link = await screen.findByRole("link", { name: figure });
      expect(link.getAttribute("href")).toBe("/o/org_demo/sessions/ses_done?tab=steps");
    }
  });
});
