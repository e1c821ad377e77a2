// The slow upstream of `npm run bench:proxy` (bench/proxy-capacity.ts): answers every request after
// HOLD ms, like a long poll with nothing new; `/warm` and `/v3/warm…` answer at once (readiness, warm-up).
// Plain node, no loader.
//   node bench/proxy-upstream.mjs <port> <holdMs>
import { createServer } from "node:http";
import { reserveDescriptors } from "./reserve-descriptors.mjs";

const [port, hold] = process.argv.slice(2).map(Number);
// A socket per held poll from whichever proxy is measured: as many as the server makes room for.
reserveDescriptors(16_384);
const BODY = '{"items":[],"next_seq":1}';
const HEADERS = { "content-type": "application/json", "content-length": String(BODY.length) };

const server = createServer((req, res) => {
  req.resume();
  // Every request waits the same HOLD, so node keeps them all in one timer list (no per-request heap work).
  setTimeout(
    () => {
      res.writeHead(200, HEADERS);
      res.end(BODY);
    },
    req.url === "/warm" || req.url?.startsWith("/v3/warm") ? 0 : hold,
  );
});
// Both proxies pool connections to it; it must not close them under them.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 121_000;
server.listen({ port, host: "127.0.0.1", backlog: 4096 }, () => process.send?.("listening"));
process.on("SIGTERM", () => process.exit(0));
