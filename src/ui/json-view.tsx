import { Box, Code, Flex, Text } from "@radix-ui/themes";
import { CopyButton } from "./copy-button";

export interface JsonViewProps {
  value: unknown;
  /** Accessible name for the whole viewer and its copy button, e.g. "tool input". */
  label: string;
  /** Nodes deeper than this start collapsed. */
  expandDepth?: number;
}

/** Text only: values are rendered as React text nodes, never as HTML, so tool output cannot inject markup. */
export function JsonView({ value, label, expandDepth = 1 }: JsonViewProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      p="2"
      style={{
        background: "var(--gray-a2)",
        borderRadius: "var(--radius-3)",
        fontFamily: "var(--code-font-family)",
        fontSize: "var(--font-size-1)",
        overflowX: "auto",
      }}
    >
      <Flex justify="end" style={{ float: "right" }}>
        <CopyButton label={label} value={safeStringify(value)} />
      </Flex>
      <JsonNode value={value} depth={0} expandDepth={expandDepth} name={null} />
    </Box>
  );
}

export function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

interface NodeProps {
  value: unknown;
  name: string | null;
  depth: number;
  expandDepth: number;
}

function Key({ name }: { name: string | null }) {
  if (name === null) return null;
  return <Text color="gray">{`${name}: `}</Text>;
}

function JsonNode({ value, name, depth, expandDepth }: NodeProps) {
  if (value !== null && typeof value === "object") {
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [String(i), v])
      : Object.entries(value as Record<string, unknown>);
    const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
    if (entries.length === 0) {
      return (
        <div>
          <Key name={name} />
          {open + close}
        </div>
      );
    }
    return (
      <details open={depth < expandDepth} style={{ paddingLeft: depth === 0 ? 0 : 16 }}>
        <summary style={{ cursor: "pointer" }}>
          <Key name={name} />
          <Text color="gray">{`${open} ${entries.length} ${entries.length === 1 ? "item" : "items"} ${close}`}</Text>
        </summary>
        <div style={{ paddingLeft: 16 }}>
          {entries.map(([k, v]) => (
            <JsonNode
              key={k}
              name={Array.isArray(value) ? null : k}
              value={v}
              depth={depth + 1}
              expandDepth={expandDepth}
            />
          ))}
        </div>
      </details>
    );
  }
  return (
    <div style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
      <Key name={name} />
      <Scalar value={value} />
    </div>
  );
}

function Scalar({ value }: { value: unknown }) {
  if (typeof value === "string")
    return (
      <Code variant="ghost" color="green" highContrast>
        {JSON.stringify(value)}
      </Code>
    );
  if (typeof value === "number" || typeof value === "bigint")
    return (
      <Code variant="ghost" color="blue" highContrast>
        {String(value)}
      </Code>
    );
  if (typeof value === "boolean")
    return (
      <Code variant="ghost" color="violet">
        {String(value)}
      </Code>
    );
  if (value === null)
    return (
      <Code variant="ghost" color="gray">
        null
      </Code>
    );
  return (
    <Code variant="ghost" color="gray">
      {String(value)}
    </Code>
  );
}
