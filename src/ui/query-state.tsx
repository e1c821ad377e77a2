import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isApiError } from "@/api/errors";
import { ErrorPanel } from "./error-panel";
import { LoadingState } from "./loading-state";
import { PanelBoundary } from "./panel-boundary";

/**
 * Upstream list operations are optional extensions: a strict service answers
 * 404 `not_found` for the route itself. That is "not offered here", not a failure.
 */
export function isUnsupportedListError(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.code === "not_found";
}

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /**
   * What the data shows, for the notice when it cannot be drawn ("the skills list"); by default
   * the loading label without "Loading".
   */
  what?: string;
  /** Rendered instead of data when the result has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Rendered instead of an error when the service does not offer this list at all. */
  unsupported?: ReactNode;
  /** Rendered instead of the generic panel for errors this page explains itself; return null to fall through. */
  renderError?: (error: unknown) => ReactNode | null;
  children: (data: T) => ReactNode;
}

/**
 * Loading → error/forbidden/unsupported → empty → data, the same way on every page. The data part
 * is a panel of its own: an answer that drifted from the contract and cannot be drawn becomes a
 * notice with Try again (PanelBoundary), never a blank page; new data tries it again by itself.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  what,
  isEmpty,
  empty,
  unsupported,
  renderError,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    const custom = renderError?.(query.error);
    if (custom) return custom;
    if (unsupported && isUnsupportedListError(query.error)) return unsupported;
    return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <PanelBoundary
      what={what ?? loadingLabel.replace(/^Loading /, "")}
      onRetry={() => void query.refetch()}
      resetKeys={[query.dataUpdatedAt]}
    >
      <QueryData data={query.data} isEmpty={isEmpty} empty={empty}>
        {children}
      </QueryData>
    </PanelBoundary>
  );
}

/** Its own component, so a throw in isEmpty or children happens inside the boundary. */
function QueryData<T>({
  data,
  isEmpty,
  empty,
  children,
}: Pick<QueryStateProps<T>, "isEmpty" | "empty" | "children"> & { data: T }) {
  if (isEmpty?.(data) && empty) return empty;
  return children(data);
}
