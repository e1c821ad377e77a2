import { Theme } from "@radix-ui/themes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type AnyRootRoute,
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";

const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });

/**
 * Test-only: renders routes the way the app does (Theme, QueryClient and a real in-memory router) at
 * `url`. `routes` makes the children of a bare root, so a test can mount a page under its own path
 * (a link to the same page, a search param the page changes). Tests import it; production code never does.
 */
export function renderRoutes(
  routes: (root: AnyRootRoute) => AnyRoute[],
  url: string,
  options: { queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? testQueryClient();
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes(rootRoute)),
    history: createMemoryHistory({ initialEntries: [url] }),
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

/**
 * Test-only: renders a component the way the app does (Theme, QueryClient and a
 * real in-memory router, so <Link> works) without the app's route tree.
 */
export function renderInApp(ui: ReactNode, options: { queryClient?: QueryClient } = {}) {
  return renderRoutes(
    (root) => [
      createRoute({ getParentRoute: () => root, path: "/", component: () => ui }),
      createRoute({ getParentRoute: () => root, path: "/connect", component: () => <p>Connect screen</p> }),
      createRoute({ getParentRoute: () => root, path: "$", component: () => <p>Elsewhere</p> }),
    ],
    "/",
    options,
  );
}

/** What a screen reader reads after a control's name: the text of each element its aria-describedby names, in order. */
export function described(el: HTMLElement): (string | null | undefined)[] {
  return (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}
