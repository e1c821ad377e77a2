// @vitest-environment happy-dom
import { Theme } from "@radix-ui/themes";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TimelineToolbar } from "./timeline-toolbar";

const noop = () => {};

function findCount(readSoFar: boolean): string {
  render(
    <Theme>
      <TimelineToolbar
        types={[]}
        onTypesChange={noop}
        query="step 5000"
        onQueryChange={noop}
        matchCount={0}
        readSoFar={readSoFar}
        matchIndex={-1}
        onNext={noop}
        onPrev={noop}
        status={null}
        canDebug={false}
      />
    </Theme>,
  );
  return document.getElementById("timeline-find-count")?.textContent ?? "";
}

afterEach(cleanup);

describe("Find's count", () => {
  it("claims no match in the session only once every event is read", () => {
    expect(findCount(false)).toBe("No matches");
    cleanup();
    expect(findCount(true)).toBe("No matches in the events read so far");
  });
});
