import { Box, Button, Card, Flex, Text } from "@radix-ui/themes";
import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef, useState } from "react";
import { useAnswerFolded } from "./read-answers";

/**
 * An answer card over the timeline (why it failed, why it is waiting) that the reader can fold to one
 * line once read, remembered for the session in this tab (read-answers.ts). Folded, the card's content
 * stays mounted but hidden, so a card that has nothing to say (its content renders nothing) shows no
 * line either. While a card shows, the page is told (AnswerRoom), so the timeline keeps its room.
 *
 * API: AnswerRoom (provider of register(): unregister) · AnswerFold
 */
export const AnswerRoom = createContext<(() => () => void) | null>(null);

export interface AnswerFoldProps {
  sessionId: string;
  /** Which card: the key it is remembered by. */
  card: string;
  /** The card's name, as its region is named: "Why it failed". */
  title: string;
  /** The folded line's words after the title (the class and the failing step). */
  summary?: string;
  children: ReactNode;
}

/** Whether the box has any content: watched, since a child decides for itself when it has something to say. */
function useHasContent(box: RefObject<HTMLElement | null>): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () => setHas(el.childElementCount > 0);
    check();
    const observer = new MutationObserver(check);
    observer.observe(el, { childList: true });
    return () => observer.disconnect();
  }, [box]);
  return has;
}

export function AnswerFold({ sessionId, card, title, summary, children }: AnswerFoldProps) {
  const [folded, setFolded] = useAnswerFolded(sessionId, card);
  const content = useRef<HTMLDivElement>(null);
  const shown = useHasContent(content);
  const register = useContext(AnswerRoom);
  useEffect(() => (shown && register ? register() : undefined), [shown, register]);
  const fold = useRef<HTMLButtonElement>(null);
  const show = useRef<HTMLButtonElement>(null);
  // The button pressed goes away: focus moves to its counterpart, so a keyboard reader stays on the card.
  const toggle = (next: boolean) => {
    setFolded(next);
    requestAnimationFrame(() => (next ? show : fold).current?.focus());
  };
  return (
    <Box pt={shown ? "3" : "0"} flexShrink="0" position="relative">
      {shown && folded && (
        <Card size="1" variant="surface" asChild>
          <section aria-label={title}>
            <Flex align="center" gap="2" minWidth="0">
              <Text size="2" weight="bold" wrap="nowrap">
                {title}
              </Text>
              {summary && (
                <Text size="2" color="gray" truncate style={{ flex: "1 1 auto", minWidth: 0 }}>
                  {summary}
                </Text>
              )}
              <Button
                ref={show}
                size="1"
                variant="ghost"
                aria-expanded={false}
                aria-label={`Unfold: ${title}`}
                onClick={() => toggle(false)}
                style={{ marginLeft: "auto", flexShrink: 0 }}
              >
                Show
              </Button>
            </Flex>
          </section>
        </Card>
      )}
      <div ref={content} hidden={folded}>
        {children}
      </div>
      {shown && !folded && (
        // Bottom right, where both cards end in a short line (a link, a button): it covers none of their words.
        <Box position="absolute" bottom="0" right="0" p="2">
          <Button
            ref={fold}
            size="1"
            variant="ghost"
            aria-expanded={true}
            aria-label={`Fold to one line: ${title}`}
            onClick={() => toggle(true)}
          >
            Fold
          </Button>
        </Box>
      )}
    </Box>
  );
}
