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

/**
 * A refresh that failed for a reason a retry can change (network, 429, 5xx) while earlier data is at
 * hand: the page keeps showing that data, with the failure above it. A final answer (401, 403, 404,
 * 410…) still replaces it: what was loaded may no longer be the caller's to see.
 */
function isRefreshFailure(query: Pick<UseQueryResult<unknown>, "isError" | "data" | "error">): boolean {
  return query.isError && query.data !== undefined && isApiError(query.error) && query.error.isRetryable;
}

/** The query failed and has nothing it may still show: its error takes the data's place. */
export function isFinalFailure(query: Pick<UseQueryResult<unknown>, "isError" | "data" | "error">): boolean {
  return query.isError && !isRefreshFailure(query);
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
  const retry = () => void query.refetch();
  if (isFinalFailure(query)) {
    const custom = renderError?.(query.error);
    if (custom) return custom;
    if (unsupported && isUnsupportedListError(query.error)) return unsupported;
    return <ErrorPanel error={query.error} onRetry={retry} />;
  }
  return (
    <>
      {query.isError ? (
        <ErrorPanel
          error={query.error}
          onRetry={retry}
          context="What is shown below was loaded before this failed; nothing on the page was lost."
        />
      ) : null}
      <PanelBoundary
        what={what ?? loadingLabel.replace(/^Loading /, "")}
        onRetry={retry}
        resetKeys={[query.dataUpdatedAt]}
      >
        {/* Past the error branch the query succeeded or its refresh failed: either way data is at hand. */}
        <QueryData data={query.data as T} isEmpty={isEmpty} empty={empty}>
          {children}
        </QueryData>
      </PanelBoundary>
    </>
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
