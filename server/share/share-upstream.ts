import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type Holding, listenHolding } from "../test-upstream";

/** One request as the test service saw it. */
export interface SeenRead {
  method: string;
  url: string;
  auth: string;
  /** The proxy's connection for it has closed (a cancelled read). */
  closed: boolean;
}

export interface ShareUpstream {
  url: string;
  seen: SeenRead[];
  /** Answers every held request (events long polls, `…/hold…`, `…/limited…`). */
  release(): void;
  close(): Promise<void>;
}

/** 16 MB that is not one repeated byte, so a reordered or dropped chunk shows. */
export const HUGE = Buffer.from(Array.from({ length: 16 << 20 }, (_, i) => (i * 13 + (i >> 10)) & 0xff));

function answer(req: IncomingMessage, res: ServerResponse, n: number): void {
  const url = req.url ?? "";
  if (url.includes("limited")) {
    res.writeHead(429, { "content-type": "application/json", "retry-after": "7" });
    res.end(JSON.stringify({ error: { type: "rate_limited", message: "slow down" } }));
  } else if (url.includes("broken")) {
    res.writeHead(503, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { type: "unavailable", message: "down" } }));
  } else if (url.includes("huge")) {
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": HUGE.length });
    res.end(HUGE);
  } else {
    // Numbered, and naming the key it was asked with: a shared or reused answer shows as the same number.
    res.writeHead(200, { "content-type": "application/json", "x-answer": String(n) });
    res.end(JSON.stringify({ n, url, auth: req.headers.authorization ?? null }));
  }
}

/**
 * A service for the sharing tests: every answer is numbered and names the key it was asked with;
 * long polls (`wait_ms`), `…/hold…` and `…/limited-held…` wait for release().
 */
export async function startShareUpstream(): Promise<ShareUpstream> {
  const seen: SeenRead[] = [];
  const waiting: Holding = [];
  const server: Server = createServer((req, res) => {
    const entry: SeenRead = {
      method: req.method ?? "",
      url: req.url ?? "",
      auth: req.headers.authorization ?? "",
      closed: false,
    };
    seen.push(entry);
    const n = seen.length;
    res.on("close", () => {
      if (!res.writableFinished) entry.closed = true;
    });
    req.resume();
    req.on("end", () => {
      const url = entry.url;
      if (url.includes("wait_ms=") || url.includes("hold")) waiting.push(() => answer(req, res, n));
      else answer(req, res, n);
    });
  });
  return { seen, ...(await listenHolding(server, waiting)) };
}
