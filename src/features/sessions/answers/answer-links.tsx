import { Code, Link as RadixLink } from "@radix-ui/themes";
import { createContext, type ReactNode, useContext } from "react";
import { MachineLink } from "../fields/machine-link";
import type { AnswerLink, SentencePart } from "./status-sentence";

/**
 * Links inside a sentence are always underlined: colour alone does not set them apart (WCAG 1.4.1).
 *
 * Where an answer's links lead, given once by the session page: an event (the timeline at that event,
 * a real link that also opens in a new tab), Details (the header's raw fields) or Diagnostics. Without a
 * provider (bare component tests) the parts render as plain text.
 *
 * API: AnswerLinksProvider · useAnswerLinks() · EventLink · SourceLink · AnswerParts · LINK_BUTTON_STYLE
 */
export interface AnswerLinks {
  eventHref: (ref: string) => string;
  onSelectEvent: (ref: string) => void;
  onOpenDetails?: () => void;
  onOpenDiagnostics?: () => void;
  /** Opens Diagnostics on the session's result, focused and in view. */
  onOpenResult?: () => void;
  /** The Steps tab: its Turns list carries the cost of each turn. */
  onOpenSteps?: () => void;
}

const Context = createContext<AnswerLinks | null>(null);
export const AnswerLinksProvider = Context.Provider;
export const useAnswerLinks = () => useContext(Context);

export function EventLink({ eventRef, children, label }: { eventRef: string; children: ReactNode; label?: string }) {
  const links = useAnswerLinks();
  if (!links) return <>{children}</>;
  return (
    <RadixLink
      underline="always"
      href={links.eventHref(eventRef)}
      aria-label={label}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        links.onSelectEvent(eventRef);
      }}
    >
      {children}
    </RadixLink>
  );
}

/** A button drawn as the words around it, underlined as a link: a figure that opens its source on the page. */
export const LINK_BUTTON_STYLE = {
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  cursor: "pointer",
  color: "inherit",
} as const;

function ButtonLink({ onClick, children, label }: { onClick?: () => void; children: ReactNode; label: string }) {
  if (!onClick) return <>{children}</>;
  return (
    <RadixLink asChild underline="always">
      <button type="button" title={label} onClick={onClick} style={LINK_BUTTON_STYLE}>
        {children}
      </button>
    </RadixLink>
  );
}

/**
 * A figure whose source is elsewhere on the page (Details, Steps): a link-styled button that opens it; the
 * label says where it leads. Plain text where nothing provides that place.
 */
export function SourceLink({ to, label, children }: { to: "details" | "steps"; label: string; children: ReactNode }) {
  const links = useAnswerLinks();
  return (
    <ButtonLink onClick={to === "details" ? links?.onOpenDetails : links?.onOpenSteps} label={label}>
      {children}
    </ButtonLink>
  );
}

function Linked({ link, children }: { link: AnswerLink | undefined; children: ReactNode }) {
  const links = useAnswerLinks();
  if (!link) return <>{children}</>;
  switch (link.kind) {
    case "event":
      return <EventLink eventRef={link.ref}>{children}</EventLink>;
    case "machine":
      return <MachineLink name={link.name} inText />;
    case "details":
      return (
        <ButtonLink onClick={links?.onOpenDetails} label="Show in Details">
          {children}
        </ButtonLink>
      );
    case "diagnostics":
      return (
        <ButtonLink onClick={links?.onOpenDiagnostics} label="Open Diagnostics">
          {children}
        </ButtonLink>
      );
    case "result":
      return (
        <ButtonLink onClick={links?.onOpenResult} label="Show the result in Diagnostics">
          {children}
        </ButtonLink>
      );
  }
}

export function AnswerParts({ parts }: { parts: readonly SentencePart[] }) {
  // Keyed by where each part starts in the sentence: stable for one sentence, unique within it.
  let offset = 0;
  const keyed = parts.map((part) => {
    const key = `${offset}:${part.text.length}`;
    offset += part.text.length;
    return { key, part };
  });
  return (
    <>
      {keyed.map(({ key, part }) => (
        <Linked key={key} link={part.link}>
          {part.code ? <Code variant="ghost">{part.text}</Code> : part.text}
        </Linked>
      ))}
    </>
  );
}
