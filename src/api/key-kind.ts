import type { RequestKeyKind } from "./errors";

/**
 * What GET /v3/self said the connected key is. The connection feature reports it, a new connection
 * forgets it (configureApi). Errors are explained for the credential that got them: a 403 to a
 * Machine token needs other advice than one to an API key. A tiny store, so a refusal shown before
 * /v3/self answered is re-worded when it does.
 */
let current: RequestKeyKind | null = null;
const listeners = new Set<() => void>();

export function noteKeyKind(kind: RequestKeyKind | null): void {
  if (kind === current) return;
  current = kind;
  for (const listener of listeners) listener();
}

export function currentKeyKind(): RequestKeyKind | null {
  return current;
}

export function subscribeKeyKind(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
