import { Callout, Flex, Text } from "@radix-ui/themes";
import type { Session } from "@/api/types";
import { preStyle } from "@/ui/pre-style";
import { HiddenValue } from "../../fields/hidden-value";
import { formatBytes, formatCount } from "../../format";

/** The opening instruction as echoed (truncated to 16 KiB) with the full size. */
export function PromptView({ session, restricted }: { session: Session; restricted: boolean }) {
  if (session.prompt === undefined) return restricted ? <HiddenValue /> : <Text color="gray">not recorded</Text>;
  const bytes = session.prompt_bytes;
  return (
    <Flex direction="column" gap="2">
      <Text size="2" color="gray">
        Full prompt: {bytes === undefined ? "size unknown" : `${formatBytes(bytes)} (${formatCount(bytes)} bytes)`}
      </Text>
      {session.prompt_truncated && (
        <Callout.Root color="amber" highContrast size="1">
          <Callout.Text>
            Truncated: the service echoes only the first 16 KiB of the prompt
            {bytes === undefined ? "." : `; the full prompt is ${formatBytes(bytes)}.`}
          </Callout.Text>
        </Callout.Root>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box of text only; focusable so a keyboard can scroll it (WCAG 2.1.1) */}
      <section aria-label="Prompt text" tabIndex={0} style={{ ...preStyle, maxHeight: 420, overflowY: "auto" }}>
        <pre style={{ margin: 0, font: "inherit", whiteSpace: "inherit" }}>{session.prompt}</pre>
      </section>
    </Flex>
  );
}
