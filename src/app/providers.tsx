import { Theme } from "@radix-ui/themes";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { useAppearance } from "./theme";

// Dev only: the import is dropped from production bundles because the branch is statically false.
const QueryDevtools = import.meta.env.DEV
  ? lazy(() => import("@tanstack/react-query-devtools").then((m) => ({ default: m.ReactQueryDevtools })))
  : null;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const appearance = useAppearance();
  return (
    <QueryClientProvider client={queryClient}>
      <Theme appearance={appearance} accentColor="indigo" grayColor="slate" radius="medium" hasBackground>
        {children}
      </Theme>
      {QueryDevtools ? (
        <Suspense fallback={null}>
          <QueryDevtools initialIsOpen={false} buttonPosition="bottom-left" />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
