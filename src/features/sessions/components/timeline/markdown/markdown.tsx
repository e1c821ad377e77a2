import { Blockquote, Box, Code, Em, Heading, Link, Separator, Strong, Table, Text } from "@radix-ui/themes";
import { Lexer, type Token, type Tokens } from "marked";
import { type ReactNode, useMemo } from "react";
import { CodeBlock } from "./code-block";
import { decodeEntities, safeHref } from "./safe-href";

/**
 * Assistant text as GitHub-flavoured markdown (tables, blockquotes, nested and task lists,
 * strikethrough, autolinks, fenced code highlighted on demand), parsed by `marked`'s lexer and turned
 * into React elements here — never into an HTML string. So raw HTML in agent output stays literal
 * text, images are links (nothing loads from agent output), and only http(s)/mailto URLs become links,
 * opened in a new tab with rel="noopener noreferrer".
 */
function inline(tokens: readonly Token[] | undefined, key: string): ReactNode[] {
  return (tokens ?? []).map((token, i) => inlineToken(token, `${key}.${i}`));
}

function inlineToken(token: Token, key: string): ReactNode {
  switch (token.type) {
    case "text": {
      const t = token as Tokens.Text;
      return t.tokens && t.tokens.length > 0 ? <span key={key}>{inline(t.tokens, key)}</span> : decodeEntities(t.text);
    }
    case "escape":
      return (token as Tokens.Escape).text;
    case "html":
      // Shown as the characters it is made of: React escapes text, so it never becomes markup.
      return (token as Tokens.HTML).text;
    case "codespan":
      return <Code key={key}>{decodeEntities((token as Tokens.Codespan).text)}</Code>;
    case "strong":
      return <Strong key={key}>{inline((token as Tokens.Strong).tokens, key)}</Strong>;
    case "em":
      return <Em key={key}>{inline((token as Tokens.Em).tokens, key)}</Em>;
    case "del":
      return <s key={key}>{inline((token as Tokens.Del).tokens, key)}</s>;
    case "br":
      return <br key={key} />;
    case "link": {
      const t = token as Tokens.Link;
      const href = safeHref(t.href);
      if (href === null) return <span key={key}>{inline(t.tokens, key)}</span>;
      return (
        <Link key={key} href={href} target="_blank" rel="noopener noreferrer">
          {inline(t.tokens, key)}
        </Link>
      );
    }
    case "image": {
      const t = token as Tokens.Image;
      const href = safeHref(t.href);
      const label = `image: ${decodeEntities(t.text) || t.href}`;
      return href === null ? (
        <span key={key}>[{label}]</span>
      ) : (
        <Link key={key} href={href} target="_blank" rel="noopener noreferrer">
          [{label}]
        </Link>
      );
    }
    default:
      return "raw" in token ? String(token.raw) : null;
  }
}

const HEADING_SIZE = { 1: "5", 2: "4", 3: "3" } as const;

function List({ token, keyPrefix }: { token: Tokens.List; keyPrefix: string }) {
  const Tag = token.ordered ? "ol" : "ul";
  const task = token.items.some((item) => item.task);
  return (
    <Box asChild mb="2" pl={task ? "1" : "5"}>
      <Tag
        start={token.ordered && token.start !== "" ? Number(token.start) : undefined}
        style={{ margin: 0, listStyle: task ? "none" : undefined }}
      >
        {token.items.map((item, i) => {
          const key = `${keyPrefix}.${i}`;
          return (
            <li key={key}>
              {item.task && (
                <span
                  role="img"
                  aria-label={item.checked ? "done" : "not done"}
                  style={{ marginRight: "var(--space-1)" }}
                >
                  {item.checked ? "☑" : "☐"}
                </span>
              )}
              {blocks(item.tokens, key, true)}
            </li>
          );
        })}
      </Tag>
    </Box>
  );
}

function MarkdownTable({ token, keyPrefix }: { token: Tokens.Table; keyPrefix: string }) {
  const align = (a: string | null) => (a === "center" || a === "right" ? a : undefined);
  return (
    <Box mb="2" style={{ overflowX: "auto" }}>
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            {token.header.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: table cells have no identity but their column.
              <Table.ColumnHeaderCell key={i} align={align(cell.align)}>
                {inline(cell.tokens, `${keyPrefix}.h${i}`)}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {token.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a markdown table have no identity.
            <Table.Row key={r}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <Table.Cell key={c} align={align(cell.align)}>
                  {inline(cell.tokens, `${keyPrefix}.${r}.${c}`)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function blocks(tokens: readonly Token[], key: string, tight = false): ReactNode[] {
  return tokens.map((token, i) => block(token, `${key}.${i}`, tight));
}

function block(token: Token, key: string, tight: boolean): ReactNode {
  switch (token.type) {
    case "space":
    case "def":
      return null;
    case "paragraph":
      return (
        <Text
          as="p"
          size="2"
          key={key}
          mb={tight ? "0" : "2"}
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
        >
          {inline((token as Tokens.Paragraph).tokens, key)}
        </Text>
      );
    case "text": {
      const t = token as Tokens.Text;
      return (
        <Text size="2" key={key} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {t.tokens ? inline(t.tokens, key) : decodeEntities(t.text)}
        </Text>
      );
    }
    case "heading": {
      const t = token as Tokens.Heading;
      const level = Math.min(t.depth, 3) as 1 | 2 | 3;
      return (
        <Heading as={`h${level + 2}` as "h3" | "h4" | "h5"} size={HEADING_SIZE[level]} key={key} mb="2">
          {inline(t.tokens, key)}
        </Heading>
      );
    }
    case "code": {
      const t = token as Tokens.Code;
      return <CodeBlock key={key} lang={(t.lang ?? "").trim().split(/\s+/)[0] ?? ""} text={t.text} />;
    }
    case "blockquote":
      return (
        <Blockquote key={key} size="2" mb="2">
          {blocks((token as Tokens.Blockquote).tokens, key)}
        </Blockquote>
      );
    case "list":
      return <List key={key} token={token as Tokens.List} keyPrefix={key} />;
    case "table":
      return <MarkdownTable key={key} token={token as Tokens.Table} keyPrefix={key} />;
    case "hr":
      return <Separator key={key} size="4" my="3" />;
    case "html":
      return (
        <Text as="p" size="2" key={key} mb="2" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {(token as Tokens.HTML).text}
        </Text>
      );
    default:
      return "raw" in token ? (
        <Text as="p" size="2" key={key} style={{ whiteSpace: "pre-wrap" }}>
          {String(token.raw)}
        </Text>
      ) : null;
  }
}

export function Markdown({ text }: { text: string }) {
  const tokens = useMemo(() => Lexer.lex(text, { gfm: true, breaks: false }), [text]);
  return <Box className="sc-markdown">{blocks(tokens, "b")}</Box>;
}
