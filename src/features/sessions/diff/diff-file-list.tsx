import { Button, Flex, Text } from "@radix-ui/themes";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import type { FileDiff } from "./file-diff";
import { LineCounts } from "./line-counts";

/**
 * The changed files as a virtual list (thousands of files paint a screenful): path, +/− counts and a mark
 * on a file not fully shown. The current file is a pressed button and kept in view as `n`/`p` move it.
 *
 * API: <DiffFileList diffs current onSelect/>
 */
const ROW = 44;

export function DiffFileList({
  diffs,
  current,
  onSelect,
}: {
  diffs: readonly FileDiff[];
  current: string | null;
  onSelect: (path: string) => void;
}) {
  const viewport = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: diffs.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  const index = diffs.findIndex((diff) => diff.path === current);
  useEffect(() => {
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "auto" });
  }, [index, virtualizer]);
  return (
    <section
      ref={viewport}
      aria-label="Changed files"
      tabIndex={-1}
      style={{ maxHeight: "min(70vh, 720px)", overflow: "auto" }}
    >
      <ul
        style={{ height: virtualizer.getTotalSize(), position: "relative", margin: 0, padding: 0, listStyle: "none" }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const diff = diffs[item.index] as FileDiff;
          const selected = diff.path === current;
          const partial = !diff.complete;
          return (
            <li
              key={diff.path}
              style={{
                position: "absolute",
                top: 0,
                left: 0,
                right: 0,
                height: ROW,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <Button
                type="button"
                variant={selected ? "soft" : "ghost"}
                color="gray"
                aria-pressed={selected}
                onClick={() => onSelect(diff.path)}
                style={{ width: "100%", height: ROW - 4, margin: 0, justifyContent: "flex-start", textAlign: "left" }}
              >
                <Flex direction="column" justify="center" style={{ minWidth: 0 }}>
                  <Text size="1" truncate style={{ fontFamily: "var(--code-font-family)" }}>
                    {diff.path}
                  </Text>
                  <Flex gap="2">
                    <LineCounts size="1" adds={diff.adds} dels={diff.dels} />
                    {partial && (
                      <Text size="1" color="amber" highContrast>
                        not fully shown
                      </Text>
                    )}
                  </Flex>
                </Flex>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
