import { Button, Container, Flex } from "@radix-ui/themes";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { EmptyState } from "@/ui/empty-state";
import { LoadingState } from "@/ui/loading-state";

// Only a failed route needs the error panel (and describeError's table, icons, tooltips): kept out of
// the first download.
const ErrorPanel = lazy(() => import("@/ui/error-panel").then((m) => ({ default: m.ErrorPanel })));

export function RoutePending() {
  return (
    <Container size="3" p="5">
      <LoadingState label="Loading page" />
    </Container>
  );
}

/** Loader/render failures: same words as everywhere (ErrorPanel), and a retry that really retries. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  const retry = () => {
    // Suspense queries stay failed until the boundary is reset; then re-run loaders.
    queryErrorBoundary.reset();
    void router.invalidate();
  };
  return (
    <Container size="3" p="5">
      <Suspense fallback={<LoadingState label="Loading the error details" />}>
        <ErrorPanel error={error} onRetry={retry} />
      </Suspense>
    </Container>
  );
}

export function RouteNotFound() {
  return (
    <Container size="3" p="5">
      <EmptyState title="Page not found" description="This address does not match any page of Session Control.">
        <Flex gap="3">
          <Button asChild variant="soft">
            <Link to="/">Go to the start page</Link>
          </Button>
        </Flex>
      </EmptyState>
    </Container>
  );
}
