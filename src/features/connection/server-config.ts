/**
 * How the page was served. The production server (server/prod.ts) marks its page with
 * `<meta name="session-control-config">` when it proxies a live service at `/api`; `serverKey`
 * says it adds the API key itself (SVC_API_KEY), so this browser never sees or sends one.
 * Dev and preview pages carry no such tag.
 */
export interface ServerConfig {
  baseUrl: string;
  serverKey: boolean;
}

export function readServerConfig(doc: Document = document): ServerConfig | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="session-control-config"]')?.content;
  if (!content) return null;
  try {
    const body: unknown = JSON.parse(content);
    if (typeof body !== "object" || body === null) return null;
    const { mode, baseUrl, serverKey } = body as Record<string, unknown>;
    if (mode !== "live" || typeof baseUrl !== "string") return null;
    return { baseUrl, serverKey: serverKey === true };
  } catch {
    return null;
  }
}
