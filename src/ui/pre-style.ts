import type { CSSProperties } from "react";

/** Preformatted blocks (tool output, code): Radix tokens so light and dark both read well. */
export const preStyle: CSSProperties = {
  margin: 0,
  padding: "var(--space-2)",
  background: "var(--gray-a3)",
  borderRadius: "var(--radius-2)",
  overflowX: "auto",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: "var(--code-font-family)",
  fontSize: "var(--font-size-1)",
  lineHeight: "var(--line-height-1)",
};
