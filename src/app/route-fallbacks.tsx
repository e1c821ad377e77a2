import { Button, Container, Flex } from "@radix-ui/themes";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { EmptyState, ErrorPanel, LoadingState } from "@/ui";

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
      <ErrorPanel error={error} onRetry={retry} />
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
