import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { type Dispatcher, errors, Pool } from "undici";
import { basePathOf } from "../server/config.ts";
import type { ApiProxy, ProxyConfig, ProxyOptions } from "../server/proxy.ts";
import { admit, headersObject, sendError } from "../server/proxy-gate.ts";
import { requestHeaders, requestIdOf, responseHeaders } from "../server/proxy-headers.ts";

/**
 * The `/api` proxy on undici (`Pool` + `dispatch`), the HTTP/1.1 client node's own fetch is built on:
 * its llhttp parser reads the service's answers, its pool keeps the connections, its headers and
 * body timeouts are the upstream timeout. Same gate, headers and error answers as proxy.ts; measured
 * against it and nginx by `npm run bench:proxy` (docs/operations.md).
 *
 * API: createUndiciProxy(config, log, options) → ApiProxy
 */
const IDLE_TIMEOUT_MS = 30_000;

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  requestId: string;
  controller: Dispatcher.DispatchController | null;
  started: boolean;
  finished: boolean;
  retried: boolean;
}

const EXCHANGE = Symbol("exchange");
type Carrier = { [EXCHANGE]?: Exchange };

function onClientDrain(this: ServerResponse): void {
  (this as Carrier)[EXCHANGE]?.controller?.resume();
}

function onClientClose(this: ServerResponse): void {
  const ex = (this as Carrier)[EXCHANGE];
  if (!ex || ex.finished) return;
  ex.finished = true;
  ex.controller?.abort(new Error("the browser went away"));
}

const latin1 = (value: Buffer | string) => (typeof value === "string" ? value : value.toString("latin1"));

export function createUndiciProxy(
  config: ProxyConfig,
  log: (line: string) => void,
  options: ProxyOptions = {},
): ApiProxy {
  const upstream = config.upstream;
  if (!upstream) {
    return {
      handle: (_req, res) =>
        sendError(res, 404, "not_configured", "This dashboard has no service configured (SVC_BASE_URL).", {
          ...options.headers,
        }),
      close: () => {},
    };
  }
  const fixedEntries = Object.entries(options.headers ?? {});
  const fixed = fixedEntries.flat();
  const fixedNames = new Set(fixedEntries.map(([name]) => name.toLowerCase()));
  const draining = options.draining ?? (() => false);
  const pool = new Pool(upstream.origin, {
    connections: null,
    pipelining: 1,
    headersTimeout: config.upstreamTimeoutMs,
    bodyTimeout: config.upstreamTimeoutMs,
    keepAliveTimeout: IDLE_TIMEOUT_MS,
    keepAliveMaxTimeout: IDLE_TIMEOUT_MS,
    maxHeaderSize: 64 * 1024,
    connect: { noDelay: true, ALPNProtocols: ["http/1.1"] },
  });
  const basePath = basePathOf(upstream);
  const bearer = config.apiKey ? `Bearer ${config.apiKey}` : null;
  const host = upstream.host;

  const fail = (ex: Exchange, error: Error & { code?: string }) => {
    if (ex.finished) return;
    ex.finished = true;
    const { res } = ex;
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    const timedOut = error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;
    const status = timedOut ? 504 : 502;
    const reason = timedOut
      ? "timeout"
      : error instanceof errors.HTTPParserError || error instanceof errors.ResponseExceededMaxSizeError
        ? `bad answer: ${error.message}`
        : (error.code ?? error.message);
    log(`proxy: ${status} ${ex.method} ${ex.path.split("?")[0]} (${reason}) request_id=${ex.requestId}`);
    const headers = { ...headersObject(fixed), "x-request-id": ex.requestId };
    if (timedOut) sendError(res, 504, "upstream_timeout", "The service did not answer in time.", headers);
    else sendError(res, 502, "upstream_unavailable", "The service could not be reached.", headers);
  };

  const dispatch = (ex: Exchange, headers: string[], body: IncomingMessage | null) => {
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(controller) {
        ex.controller = controller;
        if (ex.finished) controller.abort(new Error("the browser went away"));
      },
      onResponseStart(controller, status) {
        if (status < 200 || ex.finished) return;
        ex.started = true;
        const { res } = ex;
        if (draining()) res.shouldKeepAlive = false;
        const raw = (controller.rawHeaders ?? []) as Array<Buffer | string>;
        const flat = raw.map(latin1);
        try {
          res.writeHead(
            status,
            responseHeaders(fixed, fixedNames, flat, ex.requestId) as unknown as OutgoingHttpHeaders,
          );
        } catch (error) {
          controller.abort(new Error(`unsendable header (${(error as Error).message})`));
        }
      },
      onResponseData(controller, chunk) {
        if (ex.finished) return;
        if (!ex.res.write(chunk)) {
          controller.pause();
          ex.res.once("drain", onClientDrain);
        }
      },
      onResponseEnd() {
        if (ex.finished) return;
        ex.finished = true;
        ex.res.end();
      },
      onResponseError(_controller, error) {
        const code = (error as { code?: string }).code;
        // A kept connection the service closed just as it was reused: a read without a body goes once more.
        const safe = (ex.method === "GET" || ex.method === "HEAD") && body === null;
        if (safe && !ex.started && !ex.retried && !ex.finished && code === "UND_ERR_SOCKET") {
          ex.retried = true;
          dispatch(ex, headers, body);
          return;
        }
        fail(ex, error);
      },
    };
    try {
      pool.dispatch(
        { origin: upstream.origin, path: ex.path, method: ex.method as Dispatcher.HttpMethod, headers, body },
        handler,
      );
    } catch (error) {
      // A request undici will not send as it is (a header it forbids).
      fail(ex, error as Error);
    }
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const admitted = admit(req, res, config, basePath, options.headers);
    if (!admitted) return;
    const requestId = requestIdOf(req);
    const { headers, body } = requestHeaders(req, { host, requestId, bearer });
    const ex: Exchange = {
      req,
      res,
      method: admitted.method,
      path: admitted.path,
      requestId,
      controller: null,
      started: false,
      finished: false,
      retried: false,
    };
    (res as Carrier)[EXCHANGE] = ex;
    res.on("close", onClientClose);
    dispatch(ex, headers, body === "none" ? null : req);
  };

  return {
    handle,
    close: () => {
      void pool.destroy().catch(() => {});
    },
  };
}
