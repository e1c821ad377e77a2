import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isApiError } from "@/api/errors";
import { ErrorPanel } from "./error-panel";
import { LoadingState } from "./loading-state";

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
  /** Rendered instead of data when the result has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Rendered instead of an error when the service does not offer this list at all. */
  unsupported?: ReactNode;
  /** Rendered instead of the generic panel for errors this page explains itself; return null to fall through. */
  renderError?: (error: unknown) => ReactNode | null;
  children: (data: T) => ReactNode;
}

/** Loading → error/forbidden/unsupported → empty → data, the same way on every page. */
export function QueryState<T>({
  query,
  loadingLabel,
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
  if (isEmpty?.(query.data) && empty) return empty;
  return children(query.data);
}
