import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * What the /api proxy counts, for `/metrics` in Prometheus text (docs/operations.md "Metrics").
 * Labels are route templates (server/share/routes.ts), methods, status classes and fixed words:
 * never a key, a person, an id or a query value. One registry per server, so tests can run many.
 */
export interface ProxyMetrics {
  registry: Registry;
  /** Requests the server sent to the service. */
  upstreamRequests: Counter<"route" | "method">;
  /** Browser requests answered without a request of their own: `joined` a shared read, or `reused` an answer. */
  sharedRequests: Counter<"route" | "how">;
  /** Long polls held now: by browsers (`viewer`) and towards the service (`upstream`). */
  heldLongPolls: Gauge<"side">;
  /** Answers to browsers by route and status class (2xx … 5xx; `cut` when the connection ended without one). */
  answers: Counter<"route" | "class">;
  /** Seconds from a browser's request to the end of its answer (long polls included: they are held). */
  answerSeconds: Histogram<"route">;
  /** Seconds from a request to the service to the end of its answer. */
  upstreamSeconds: Histogram<"route">;
}

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30];

export function createMetrics(): ProxyMetrics {
  const registry = new Registry();
  // Process figures (resident memory, CPU, event-loop lag, open descriptors) beside the proxy's own.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    upstreamRequests: new Counter({
      name: "proxy_upstream_requests_total",
      help: "Requests sent to the service",
      labelNames: ["route", "method"],
      registers,
    }),
    sharedRequests: new Counter({
      name: "proxy_shared_requests_total",
      help: "Browser requests answered by joining a shared read (how=joined) or from a reused answer (how=reused)",
      labelNames: ["route", "how"],
      registers,
    }),
    heldLongPolls: new Gauge({
      name: "proxy_held_long_polls",
      help: "Long polls held now, by browsers (side=viewer) and towards the service (side=upstream)",
      labelNames: ["side"],
      registers,
    }),
    answers: new Counter({
      name: "proxy_answers_total",
      help: "Answers to browsers by route and status class",
      labelNames: ["route", "class"],
      registers,
    }),
    answerSeconds: new Histogram({
      name: "proxy_answer_seconds",
      help: "Time from a browser's request to the end of its answer",
      labelNames: ["route"],
      buckets: BUCKETS,
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: "proxy_upstream_seconds",
      help: "Time from a request to the service to the end of its answer",
      labelNames: ["route"],
      buckets: BUCKETS,
      registers,
    }),
  };
}

/** `/metrics`: the registry in Prometheus text format. */
export function serveMetrics(metrics: ProxyMetrics, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
    res.end("Only GET and HEAD are served here.\n");
    return;
  }
  void metrics.registry.metrics().then(
    (text) => {
      res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : text);
    },
    () => {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("metrics could not be collected\n");
    },
  );
}

/** The status class label of an answer. */
export function statusClass(status: number, answered: boolean): string {
  return answered && status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "cut";
}
