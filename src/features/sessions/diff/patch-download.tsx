import { DownloadIcon } from "@radix-ui/react-icons";
import { Button, Flex, Popover, Text } from "@radix-ui/themes";
import { useMemo } from "react";
import { downloadFile } from "../export/download-file";
import { type FileDiff, patchContents, sessionPatch } from "./file-diff";

/**
 * Download the session's changes as a `.patch` (unified diff of the files rebuilt whole with no gap; it
 * applies to their rebuilt base), and say beside it which files it leaves out and why. The patch's first
 * lines repeat that list as comments, which `git apply` and `patch` skip.
 *
 * API: <PatchDownload diffs sessionId/>
 */
export function PatchDownload({ diffs, sessionId }: { diffs: readonly FileDiff[]; sessionId: string }) {
  // The list is cheap; the patch text is made on the click only (a live session changes every second).
  const patch = useMemo(() => patchContents(diffs), [diffs]);
  const left = patch.leftOut.length;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button
        size="2"
        variant="soft"
        disabled={patch.included === 0}
        onClick={() => downloadFile(`${sessionId}.patch`, [sessionPatch(diffs).text], "text/x-diff")}
      >
        <DownloadIcon aria-hidden /> Download .patch
      </Button>
      <Text size="1" color="gray" style={{ color: "var(--gray-11)" }}>
        {patch.included} {patch.included === 1 ? "file" : "files"} in the patch
      </Text>
      {left > 0 && (
        <Popover.Root>
          <Popover.Trigger>
            <Button size="1" variant="ghost">
              {left} left out: why
            </Button>
          </Popover.Trigger>
          <Popover.Content maxWidth="480px" aria-label="Files left out of the patch">
            <ul style={{ margin: 0, paddingLeft: "var(--space-4)", maxHeight: 320, overflow: "auto" }}>
              {patch.leftOut.map((file) => (
                <li key={file.path}>
                  <Text size="2">
                    <Text style={{ fontFamily: "var(--code-font-family)" }}>{file.path}</Text>: {file.why}
                  </Text>
                </li>
              ))}
            </ul>
          </Popover.Content>
        </Popover.Root>
      )}
    </Flex>
  );
}
