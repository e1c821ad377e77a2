import { Button, Container, Flex } from "@radix-ui/themes";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { Suspense, useEffect, useState } from "react";
import { EmptyState } from "@/ui/empty-state";
import type { ErrorPanelProps } from "@/ui/error-panel";
import { lazyWithRetry } from "@/ui/lazy-with-retry";
import { LoadingState } from "@/ui/loading-state";
import { buildChanged, isChunkLoadError } from "./chunk-load";

// Only a failed route needs the error panel (and describeError's table, icons, tooltips): kept out of
// the first download.
const ErrorPanel = lazyWithRetry<ErrorPanelProps>(() =>
  import("@/ui/error-panel").then((m) => ({ default: m.ErrorPanel })),
);

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
  if (isChunkLoadError(error)) return <ChunkLoadFailed onRetry={retry} />;
  return (
    <Container size="3" p="5">
      <Suspense fallback={<LoadingState label="Loading the error details" />}>
        <ErrorPanel error={error} onRetry={retry} />
      </Suspense>
    </Container>
  );
}

/**
 * A page's code did not download (in the first chunk, so it shows even when nothing more can be
 * fetched). Try again and the next navigation download it again; a reload is offered when the server
 * now has another build, since this tab's chunks may no longer exist there.
 */
function ChunkLoadFailed({ onRetry }: { onRetry: () => void }) {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    let live = true;
    void buildChanged().then((changed) => {
      if (live) setUpdated(changed === true);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Container size="3" p="5">
      <EmptyState
        title="This page could not be downloaded"
        description={
          updated
            ? "Session Control was updated on the server since this tab opened. Reload to use the new version."
            : "Part of Session Control did not arrive, most likely a network problem. Try again, or open another page: it is downloaded again the next time."
        }
      >
        <Flex gap="3" wrap="wrap" justify="center">
          <Button onClick={onRetry} variant={updated ? "soft" : "solid"}>
            Try again
          </Button>
          {updated ? <Button onClick={() => window.location.reload()}>Reload the new version</Button> : null}
        </Flex>
      </EmptyState>
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
