import { ExclamationTriangleIcon, ReloadIcon } from "@radix-ui/react-icons";
import { Button, Callout, Code, Flex, Table, Text } from "@radix-ui/themes";
import { Component, type ReactNode } from "react";
import { isApiError } from "@/api/errors";
import { UNREADABLE_ANSWER } from "@/api/shape";

/**
 * One panel that could not be drawn must not take the page (or the app) with it. A service that
 * drifts from the contract (a null list, an unknown shape) makes a component throw while it
 * renders; this boundary catches that for one panel, says which part could not be read, and
 * offers Try again. React itself logs the error with its component stack for developers. A plain
 * class rather than react-error-boundary: this is all the app needs from it (catch, reset by hand
 * or when fresh data arrives), in a few lines and no dependency.
 */
export interface PanelBoundaryProps {
  /** What the panel shows, for the message: "the skills list", "this event". */
  what: string;
  /** Re-fetches what the panel shows; Try again calls it and draws the panel again. */
  onRetry?: () => unknown;
  /**
   * The panel is tried again by itself when any of these change (e.g. a query's dataUpdatedAt),
   * so fresh data that reads well replaces the notice without a click.
   */
  resetKeys?: readonly unknown[];
  /** Table rows need a row, not a callout: see RowBoundary. */
  fallback?: (failure: PanelFailure) => ReactNode;
  children: ReactNode;
}

export interface PanelFailure {
  what: string;
  /**
   * Why, when the code that gave up said it in words for people ("the answer has no readable workers
   * and sessions counts"); null for the runtime's own messages ("Cannot read properties of null"),
   * which never reach the screen (React still logs them with the component stack for developers).
   */
  reason: string | null;
  retry: () => void;
}

interface State {
  error: unknown;
  keys: readonly unknown[];
}

const NONE: readonly unknown[] = [];

function changed(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));
}

/**
 * Only an answer the code refused in words for people (an unreadable-answer ApiError) has a reason worth
 * showing: a runtime's or React's own message ("Cannot read properties of null", "Minified React error
 * #31") is for developers, who get it in the console with the component stack.
 */
function reasonOf(error: unknown): string | null {
  if (!isApiError(error) || error.code !== UNREADABLE_ANSWER) return null;
  return error.message.trim() || null;
}

export class PanelBoundary extends Component<PanelBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys ?? NONE };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // A thrown null or undefined is still a failure: keep something truthy.
    return { error: error ?? new Error("unknown failure") };
  }

  static getDerivedStateFromProps(props: PanelBoundaryProps, state: State): Partial<State> | null {
    const keys = props.resetKeys ?? NONE;
    if (!changed(keys, state.keys)) return null;
    return { keys, error: null };
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const failure: PanelFailure = { what: this.props.what, reason: reasonOf(error), retry: this.retry };
    return this.props.fallback ? this.props.fallback(failure) : <PanelNotice {...failure} />;
  }
}

/** The default notice: what could not be shown, why when it can be said in words, and Try again. */
export function PanelNotice({ what, reason, retry }: PanelFailure) {
  return (
    <Callout.Root color="amber" highContrast role="alert" variant="surface">
      <Callout.Icon>
        <ExclamationTriangleIcon aria-hidden />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text as="p" weight="bold">
          Could not show {what}
        </Text>
        <Text as="p">
          The service answered in a shape this dashboard cannot read; the rest of the page still works.
        </Text>
        {reason ? (
          <Text as="p" size="1">
            Reason: <Code highContrast>{reason}</Code>
          </Text>
        ) : null}
        <Button size="1" variant="soft" onClick={retry}>
          <ReloadIcon aria-hidden /> Try again
        </Button>
      </Flex>
    </Callout.Root>
  );
}

export interface RowBoundaryProps {
  /** "this skill", "event #42". */
  what: string;
  /** Columns of the table, so the notice spans the row. */
  columns: number;
  children: ReactNode;
}

/** One table row that could not be read becomes a row that says so; the other rows stay. */
export function RowBoundary({ what, columns, children }: RowBoundaryProps) {
  return (
    <PanelBoundary
      what={what}
      fallback={({ reason }) => (
        <Table.Row>
          <Table.Cell colSpan={columns}>
            <Text size="2" color="amber" highContrast role="alert">
              <ExclamationTriangleIcon aria-hidden /> Could not read {what}
              {reason ? (
                <>
                  : <Code highContrast>{reason}</Code>
                </>
              ) : (
                "."
              )}
            </Text>
          </Table.Cell>
        </Table.Row>
      )}
    >
      {children}
    </PanelBoundary>
  );
}
