import { Box, Code, Em, Heading, Link, Strong, Text } from "@radix-ui/themes";
import { type ReactNode, useMemo } from "react";
import { preStyle } from "../../styles";
import type { Inline } from "./parse-inline";
import { parseMarkdown } from "./parse-markdown";

// Every node becomes a React element or a string child, so React escapes all text:
// raw HTML in agent output shows as literal characters and never executes.
function renderInlines(nodes: Inline[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    switch (node.kind) {
      case "text":
        return node.text;
      case "code":
        return <Code key={key}>{node.text}</Code>;
      case "em":
        return <Em key={key}>{renderInlines(node.children, key)}</Em>;
      case "strong":
        return <Strong key={key}>{renderInlines(node.children, key)}</Strong>;
      case "link":
        if (node.href === null) return <span key={key}>{renderInlines(node.children, key)}</span>;
        return (
          <Link key={key} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInlines(node.children, key)}
          </Link>
        );
      default:
        return null;
    }
  });
}

const HEADING_SIZE = { 1: "5", 2: "4", 3: "3" } as const;

export function Markdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <Box className="sc-markdown">
      {blocks.map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case "paragraph":
            return (
              <Text as="p" size="2" key={key} mb="2" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {renderInlines(block.inlines, key)}
              </Text>
            );
          case "heading": {
            const level = Math.min(block.level, 3) as 1 | 2 | 3;
            return (
              <Heading as={`h${level + 2}` as "h3" | "h4" | "h5"} size={HEADING_SIZE[level]} key={key} mb="2">
                {renderInlines(block.inlines, key)}
              </Heading>
            );
          }
          case "code":
            return (
              <Box asChild key={key} mb="2">
                <pre data-lang={block.lang || undefined} style={{ ...preStyle, whiteSpace: "pre" }}>
                  <code>{block.text}</code>
                </pre>
              </Box>
            );
          case "list": {
            const ListTag = block.ordered ? "ol" : "ul";
            return (
              <Box asChild key={key} mb="2" pl="5">
                <ListTag style={{ margin: 0 }}>
                  {block.items.map((item, itemIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their position in the text.
                    <li key={`${key}.${itemIndex}`}>
                      <Text size="2">{renderInlines(item, `${key}.${itemIndex}`)}</Text>
                    </li>
                  ))}
                </ListTag>
              </Box>
            );
          }
          default:
            return null;
        }
      })}
    </Box>
  );
}
