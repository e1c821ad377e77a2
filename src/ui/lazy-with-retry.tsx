import { type ComponentType, type JSX, lazy } from "react";

/**
 * A lazy component for a chunk of its own, with two things React.lazy lacks:
 * - React.lazy keeps a failed import failed for the life of the page; this one makes a fresh lazy
 *   component after a failure, so the next mount (a navigation, "Try again") downloads the chunk again.
 * - Once the chunk is in (preloaded in idle time, or rendered before), it renders the component itself:
 *   React.lazy suspends on every first render, even of a module already loaded, and React then holds the
 *   content back until 300 ms after the fallback showed (its fallback throttle).
 * API: lazyWithRetry(load) → component (same props) with .preload()
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        current = lazy(attempt);
        throw error;
      },
    );
  let current = lazy(attempt);
  function LazyWithRetry(props: P) {
    const Current = (loaded ?? current) as ComponentType<P & JSX.IntrinsicAttributes>;
    return <Current {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  LazyWithRetry.preload = () =>
    attempt().then(
      () => undefined,
      () => undefined,
    );
  return LazyWithRetry;
}
