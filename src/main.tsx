import "./app/styles";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { hasSimParams, parseSimParams, toSettings } from "@/app/demo-params";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/app/query-client";
import { createAppRouter } from "@/app/router";
import {
  type Connection,
  connectionStore,
  DEMO_KEY_LABELS,
  type DemoKeyOption,
  type DemoRuntime,
  demoBaseUrl,
  readServerConfig,
  watchSignIn,
} from "@/features/connection";
import { loadAndStartSessionFeed, resetSessions } from "@/features/sessions";
import type { FileRoutesById } from "@/routeTree.gen";
import { type AppClock, setAppClock } from "@/ui";

const KEY_IDS: Record<string, DemoKeyOption["label"]> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  "read-only": "Read-only",
  runner: "CI runner",
  "legacy-owner": "Legacy owner",
  "machine-token": "Machine token",
};

const SIM_PARAMS_KEY = "session-control.sim-params";

/** The simulator's clock once the demo has started: the app's clock while connected in demo mode. */
let demoClock: AppClock | null = null;

/** A demo link's sim_* knobs outlive the redirect away from it: reloading the tab rebuilds the same world. */
function simSearch(): string {
  try {
    if (hasSimParams(location.search)) sessionStorage.setItem(SIM_PARAMS_KEY, location.search);
    return sessionStorage.getItem(SIM_PARAMS_KEY) ?? "";
  } catch {
    return location.search;
  }
}

/**
 * The only place that touches the simulator, through a dynamic import: live
 * mode never downloads that chunk. Called at boot for a demo tab, or on the
 * first "Start demo" click.
 */
async function loadDemo(): Promise<DemoRuntime> {
  const params = parseSimParams(simSearch());
  const { startDemo } = await import("@/simulator/browser");
  const { keys, controls, clock } = await startDemo({
    seed: params.seed,
    timeScale: params.timeScale,
    strictSpec: params.strictSpec,
    faults: params.faults,
    gates: params.gates,
  });
  demoClock = clock;
  const options: DemoKeyOption[] = [];
  for (const k of keys) {
    const label = KEY_IDS[k.id];
    if (label) options.push({ label, key: k.key });
  }
  options.sort((a, b) => DEMO_KEY_LABELS.indexOf(a.label) - DEMO_KEY_LABELS.indexOf(b.label));
  return {
    keys: options,
    controls: {
      setFaults: (partial) => controls.setFaults(partial),
      setGates: (partial) => controls.setGates(partial),
      reset: (seed) => controls.reset(seed),
    },
    initial: toSettings(params),
  };
}

/** Restores this tab's connection (sessionStorage) before the first render, so deep links work after a reload. */
async function restoreConnection(): Promise<void> {
  connectionStore.setDemoLoader(loadDemo);
  const saved = connectionStore.readSaved();
  const demoLink = hasSimParams(location.search) && saved?.mode !== "live";
  if (saved?.mode === "demo" || demoLink) {
    const label = saved?.mode === "demo" ? saved.keyLabel : "Owner";
    const runtime = await connectionStore.loadDemo();
    const option = runtime.keys.find((k) => k.label === label);
    if (option) connectionStore.connect({ mode: "demo", baseUrl: demoBaseUrl(), keyLabel: label, apiKey: option.key });
    return;
  }
  if (saved?.mode === "live" && (saved.apiKey !== null || saved.serverKey)) {
    const live: Connection = {
      mode: "live",
      baseUrl: saved.baseUrl,
      apiKey: saved.apiKey,
      remember: saved.apiKey !== null,
    };
    connectionStore.connect(live);
    return;
  }
  if (!saved && !demoLink) {
    const server = readServerConfig();
    if (server?.serverKey)
      connectionStore.connect({ mode: "live", baseUrl: server.baseUrl, apiKey: null, remember: false });
  }
}

/**
 * Cached answers and event loops belong to one connection: any key or mode switch
 * (connect, a failed connect's rollback, disconnect) starts from nothing, and what is on screen is read
 * again under the new key. The store
 * notifies synchronously, so this runs before the new key's first request.
 */
function resetOnConnectionChange(queryClient: ReturnType<typeof createQueryClient>): void {
  let last = connectionStore.getSnapshot().connection;
  connectionStore.subscribe(() => {
    const next = connectionStore.getSnapshot().connection;
    if (next === last) return;
    last = next;
    // A demo reads the simulator's time (events it stamps are not ahead of "now"); live, the wall clock.
    setAppClock(next?.mode === "demo" ? demoClock : null);
    // The old key's answers go. Queries on screen are reset in place rather than dropped: their observers
    // (a page's capability checks, its lists) then show the new key's answers instead of holding on to
    // the old ones, which a dropped query never tells them about.
    queryClient.getMutationCache().clear();
    queryClient.removeQueries({ type: "inactive" });
    void queryClient.resetQueries({ type: "active" });
    resetSessions(queryClient);
  });
}

/** The session page's route id (routes/o.$orgId.sessions.$sessionId.tsx), checked against the route tree. */
const SESSION_ROUTE_ID = "/o/$orgId/sessions/$sessionId" satisfies keyof FileRoutesById;

/**
 * Opened on an address while connected: the code of its routes starts downloading now, beside the first
 * render, instead of once the router has rendered the layout and asked for each level's chunk in turn.
 * A session's feed starts now too, instead of from the route's loader, which runs only once the router
 * has rendered and fetched the loader's own chunk (on a busy machine a second or more later); the
 * loader's call then finds the feed started. A chunk that fails here is asked for again by the router.
 */
function startAddress(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient): void {
  if (!connectionStore.getSnapshot().connection) return;
  const [routes, params, found] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => {});
  const { orgId, sessionId } = params;
  if (found?.id === SESSION_ROUTE_ID && orgId && sessionId) loadAndStartSessionFeed(queryClient, orgId, sessionId);
}

async function boot(): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  resetOnConnectionChange(queryClient);
  watchSignIn();
  try {
    await restoreConnection();
  } catch (error) {
    // The connect screen offers the choice again; the reason goes to the console for developers.
    console.error("Could not restore the connection", error);
  }
  startAddress(router, queryClient);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
