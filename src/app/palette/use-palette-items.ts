import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { sameMachineName, validateMachineName } from "@/api/machine-name";
import { DEMO_KEY_HINTS, DEMO_KEY_LABELS, useConnection, useDemoKeySwitch } from "@/features/connection";
import { machineKeys } from "@/features/machines";
import { parseSessionRef, sessionKeys, useRecentSessions } from "@/features/sessions";
import { usePageCommands } from "@/ui";
import { NAV_ITEMS } from "../shell/nav-items";
import { setThemePreference, useAppearance } from "../theme";
import type { PaletteItem } from "./palette-items";

interface Named {
  id: string;
  title: string;
  hint?: string;
}

/** Sessions any cached list page holds (the upstream list, when the service offers it). */
function cachedSessions(queryClient: QueryClient, orgId: string): Named[] {
  const out: Named[] = [];
  for (const [, data] of queryClient.getQueriesData<{ pages?: { items?: unknown[] }[] }>({
    queryKey: sessionKeys.lists(orgId),
  })) {
    for (const page of data?.pages ?? []) {
      for (const raw of page.items ?? []) {
        const s = raw as { session_id?: unknown; title?: unknown; status?: unknown };
        if (typeof s.session_id !== "string") continue;
        out.push({
          id: s.session_id,
          title: typeof s.title === "string" && s.title ? s.title : s.session_id,
          hint: typeof s.status === "string" ? `${s.session_id} · ${s.status}` : s.session_id,
        });
      }
    }
  }
  return out;
}

function cachedMachines(queryClient: QueryClient, orgId: string): string[] {
  const data = queryClient.getQueryData<{ items?: { name?: unknown }[] }>(machineKeys.list(orgId));
  return (data?.items ?? []).flatMap((m) => (typeof m.name === "string" ? [m.name] : []));
}

type Navigate = ReturnType<typeof useNavigate>;
type RecentSession = ReturnType<typeof useRecentSessions>["items"][number];

/** What every group's items are built from: the org, the typed text, the cache, and how an item closes and goes. */
interface Reach {
  readonly orgId: string;
  readonly query: string;
  readonly queryClient: QueryClient;
  readonly navigate: Navigate;
  /** Closes the palette, then runs the item. */
  readonly done: (run: () => void) => () => void;
}

/** Recent and listed sessions, then "Open session …" for a session id or link typed. */
function sessionItems({ orgId, query, queryClient, navigate, done }: Reach, recents: readonly RecentSession[]) {
  const items: PaletteItem[] = [];
  const openSession = (sessionId: string) =>
    done(() => void navigate({ to: "/o/$orgId/sessions/$sessionId", params: { orgId, sessionId } }));
  const seen = new Set<string>();
  for (const s of [
    ...recents.map((r) => ({ id: r.sessionId, title: r.title || r.sessionId, hint: `${r.sessionId} · recent` })),
    ...cachedSessions(queryClient, orgId),
  ]) {
    if (seen.has(s.id)) continue;
    seen.add(s.id);
    items.push({
      id: `session:${s.id}`,
      group: "Sessions",
      label: s.title,
      hint: s.hint ?? s.id,
      keywords: [s.id],
      run: openSession(s.id),
    });
  }
  const ref = query.trim() ? parseSessionRef(query) : null;
  if (ref?.ok && !seen.has(ref.id)) {
    items.push({
      id: `session-open:${ref.id}`,
      group: "Sessions",
      label: `Open session ${ref.id}`,
      keywords: [query.trim()],
      run: openSession(ref.id),
    });
  }
  return items;
}

/** Listed Machines, then "Open Machine …" for a valid name typed that is not listed. */
function machineItems({ orgId, query, queryClient, navigate, done }: Reach) {
  const machines = cachedMachines(queryClient, orgId);
  const openMachine = (machine: string) =>
    done(() => void navigate({ to: "/o/$orgId/machines/$machine", params: { orgId, machine } }));
  const items: PaletteItem[] = machines.map((name) => ({
    id: `machine:${name}`,
    group: "Machines",
    label: name,
    run: openMachine(name),
  }));
  const typed = query.trim();
  if (typed && validateMachineName(typed) === null && !machines.some((m) => sameMachineName(m, typed))) {
    items.push({
      id: `machine-open:${typed}`,
      group: "Machines",
      label: `Open Machine ${typed}`,
      keywords: [typed],
      run: openMachine(typed),
    });
  }
  return items;
}

/**
 * Everything the palette can reach from here: areas, page actions, theme, demo keys, recent and listed
 * sessions, Machines, plus "open by id/name" for what the typed text names. `switchFailed` receives a
 * demo key switch that did not happen (the palette stays open to say why).
 */
export function usePaletteItems(
  orgId: string,
  query: string,
  close: () => void,
  switchFailed: (error: unknown) => void,
): PaletteItem[] {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const appearance = useAppearance();
  const { connection } = useConnection();
  const switchDemoKey = useDemoKeySwitch(useCallback(() => router.invalidate(), [router]));
  const recents = useRecentSessions(orgId).items;
  const pageCommands = usePageCommands();

  return useMemo(() => {
    const done = (run: () => void) => () => {
      close();
      run();
    };
    const reach: Reach = { orgId, query, queryClient, navigate, done };
    const items: PaletteItem[] = pageCommands.map((command) => ({
      id: `page:${command.id}`,
      group: "Actions",
      label: command.label,
      hint: command.hint,
      run: done(command.run),
    }));
    const other = appearance === "dark" ? "light" : "dark";
    items.push({
      id: "theme:toggle",
      group: "Actions",
      label: `Switch to ${other} theme`,
      keywords: ["theme", "dark", "light", "appearance"],
      run: done(() => setThemePreference(other)),
    });
    if (connection?.mode === "demo") {
      for (const label of DEMO_KEY_LABELS) {
        if (label === connection.keyLabel) continue;
        items.push({
          id: `demo-key:${label}`,
          group: "Actions",
          label: `Switch demo key to ${label}`,
          hint: DEMO_KEY_HINTS[label],
          keywords: ["key", "demo", "switch"],
          // Closes only once switched: a refusal is shown where the user asked for the switch.
          run: () => void switchDemoKey(label).then((outcome) => (outcome.ok ? close() : switchFailed(outcome.error))),
        });
      }
    }
    for (const nav of NAV_ITEMS) {
      items.push({
        id: `area:${nav.area}`,
        group: "Go to",
        label: nav.label,
        keywords: [nav.area],
        run: done(() => void navigate({ to: nav.to, params: { orgId } })),
      });
    }
    return [...items, ...sessionItems(reach, recents), ...machineItems(reach)];
  }, [
    pageCommands,
    appearance,
    connection,
    switchDemoKey,
    navigate,
    orgId,
    recents,
    queryClient,
    query,
    close,
    switchFailed,
  ]);
}
