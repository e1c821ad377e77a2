/**
 * What makes two GETs identical for the service: the request line, the `Authorization` actually
 * sent upstream (whatever put it there: the browser, SVC_API_KEY or a role's key), and every other
 * header the proxy forwards but these, which describe the browser rather than the question.
 * Read from the request head as it goes upstream, so nothing added later can differ from the key.
 */
const NOT_READ = new Set([
  "host",
  "x-request-id",
  "user-agent",
  "dnt",
  "priority",
  "pragma",
  "cache-control",
  "upgrade-insecure-requests",
  "content-length",
]);

export interface ReadIdentity {
  /** The Authorization value sent upstream ("" for none): reads are never shared across it. */
  auth: string;
  /** Everything that must be equal for two requests to share one answer. */
  key: string;
}

export function readIdentity(head: string): ReadIdentity {
  const lines = head.split("\r\n");
  let auth = "";
  const kept: string[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] as string;
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "authorization") auth = value;
    else if (!NOT_READ.has(name)) kept.push(`${name}: ${value}`);
  }
  // Browsers order headers differently; the service does not care.
  kept.sort();
  return { auth, key: `${lines[0]}\n${auth}\n${kept.join("\n")}` };
}
