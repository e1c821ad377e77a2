import type { OutgoingHttpHeader, OutgoingHttpHeaders } from "node:http";

/**
 * Where the proxy writes one answer from the service: a browser's ServerResponse, or a shared read
 * (flight.ts) that passes it on to every browser waiting for it. Only what the proxy uses.
 */
export interface AnswerSink {
  writeHead(status: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): unknown;
  /** False asks the proxy to stop reading the service until "drain". */
  write(chunk: Buffer): boolean;
  end(chunk?: Buffer | string): unknown;
  destroy(): unknown;
  /** "close": nobody waits for the answer any more (or it is through); "drain": room to write again. */
  on(event: "close" | "drain", listener: () => void): unknown;
  readonly headersSent: boolean;
  readonly destroyed: boolean;
  shouldKeepAlive: boolean;
}
