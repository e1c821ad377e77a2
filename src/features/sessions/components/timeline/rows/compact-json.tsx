import { Box, Text } from "@radix-ui/themes";
import { JsonView } from "@/ui/json-view";

const MAX_VALUE_CHARS = 400;

function isFlat(value: unknown): value is Record<string, string | number | boolean | null> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length <= 12 && entries.every((v) => v === null || ["string", "number", "boolean"].includes(typeof v));
}

/**
 * A tool input or raw metadata. The usual flat object ({ command: "…" }) is a few `key: value` lines —
 * cheap enough to mount a screenful per frame while scrolling; anything nested gets the JSON viewer.
 * Text only: values are React text nodes, never HTML.
 */
export function CompactJson({ value, label }: { value: unknown; label: string }) {
  if (!isFlat(value)) return <JsonView value={value} label={label} />;
  return (
    <Box
      role="group"
      aria-label={label}
      px="2"
      py="1"
      style={{
        background: "var(--gray-a2)",
        borderRadius: "var(--radius-2)",
        fontFamily: "var(--code-font-family)",
        fontSize: "var(--font-size-1)",
        lineHeight: "var(--line-height-1)",
        overflowWrap: "anywhere",
      }}
    >
      {Object.entries(value).map(([key, v]) => {
        const text = JSON.stringify(v) ?? String(v);
        return (
          <div key={key}>
            <Text color="gray">{key}</Text>:{" "}
            <span>{text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text}</span>
          </div>
        );
      })}
    </Box>
  );
}
