/**
 * How the page was served. The production server (server/prod.ts) marks its page with
 * `<meta name="session-control-config">` when it proxies a live service at `/api`; `serverKey`
 * says it adds the API key itself (SVC_API_KEY), so this browser never sees or sends one.
 * Dev and preview pages carry no such tag.
 */
export interface ServerConfig {
  baseUrl: string;
  serverKey: boolean;
  /** People sign in (OIDC); the server sends their role's key. */
  signIn: boolean;
  /** ANONYMOUS_ACCESS=1: anyone who can reach the dashboard acts with its key. */
  openDoor: boolean;
}

export function readServerConfig(doc: Document = document): ServerConfig | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="session-control-config"]')?.content;
  if (!content) return null;
  try {
    const body: unknown = JSON.parse(content);
    if (typeof body !== "object" || body === null) return null;
    const { mode, baseUrl, serverKey, signIn, openDoor } = body as Record<string, unknown>;
    if (mode !== "live" || typeof baseUrl !== "string") return null;
    return { baseUrl, serverKey: serverKey === true, signIn: signIn === true, openDoor: openDoor === true };
  } catch {
    return null;
  }
}
