import { Theme } from "@radix-ui/themes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";

/**
 * Test-only: renders a component the way the app does (Theme, QueryClient and a
 * real in-memory router, so <Link> works) without the app's route tree.
 * Tests import it; production code never does.
 */
export function renderInApp(ui: ReactNode, options: { queryClient?: QueryClient } = {}) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => ui });
  const connect = createRoute({
    getParentRoute: () => rootRoute,
    path: "/connect",
    component: () => <p>Connect screen</p>,
  });
  const anyOther = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => <p>Elsewhere</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, connect, anyOther]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Theme>
        <RouterProvider router={router} />
      </Theme>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** What a screen reader reads after a control's name: the text of each element its aria-describedby names, in order. */
export function described(el: HTMLElement): (string | null | undefined)[] {
  return (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}
