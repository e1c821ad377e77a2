import { type ComponentType, type JSX, lazy } from "react";

/**
 * React.lazy keeps a failed import failed for the life of the page; this one makes a fresh lazy
 * component after a failure, so the next mount (a navigation, "Try again") downloads the chunk again.
 * API: lazyWithRetry(load) → component (same props) with .preload()
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload: () => Promise<void> } {
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    load().catch((error: unknown) => {
      current = lazy(attempt);
      throw error;
    });
  let current = lazy(attempt);
  function LazyWithRetry(props: P) {
    const Current = current as ComponentType<P & JSX.IntrinsicAttributes>;
    return <Current {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  LazyWithRetry.preload = () =>
    attempt().then(
      () => undefined,
      () => undefined,
    );
  return LazyWithRetry;
}
