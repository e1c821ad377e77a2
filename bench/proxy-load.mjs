// Load generator of `npm run bench:proxy` (bench/proxy-capacity.ts), one of several processes.
// Each client is one keep-alive TCP connection that long-polls in a loop, like a browser tab: send,
// wait for the whole answer, send again. Clients are opened evenly over the ramp, not all at once.
// Raw sockets and a minimal HTTP/1.1 reader keep the generator's own cost far below the proxy's.
// Prints one JSON line: { added: number[] (answer time minus hold, ms), errors, errorKinds, cpuMs }.
//   node bench/proxy-load.mjs '<json: host, port, path, clients, offset, stride, rampMs, runMs, holdMs[, cookie]>'
import { connect } from "node:net";
import { reserveDescriptors } from "./reserve-descriptors.mjs";

const o = JSON.parse(process.argv[2]);
// One socket per client, before the clock starts.
reserveDescriptors(o.clients + 256);
// `cookie`: a signed-in browser's session cookie, sent on every poll (the signed-in round).
const cookie = o.cookie ? `Cookie: ${o.cookie}\r\n` : "";
// Each client polls its own URL (`client=` its index over every generator), as browsers watching different
// sessions do: identical polls would be joined into one by the server's shared reads (SHARE_READS), which
// is `npm run bench:fanout`'s case, and their answer times would then measure sharing, not the proxy.
const requestOf = (index) =>
  Buffer.from(
    `GET ${o.path}&client=${index} HTTP/1.1\r\nHost: ${o.host}:${o.port}\r\nAccept: application/json\r\n${cookie}\r\n`,
  );
let opened = 0;
const added = [];
const errorKinds = {};
let errors = 0;
let open = 0;
const started = performance.now();
const stopAt = started + o.runMs;
// One shared sweep instead of a timer per poll: a poll unanswered this long counts as an error.
const POLL_TIMEOUT_MS = o.holdMs + 30_000;
const clients = new Set();

function fail(kind) {
  errors += 1;
  errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
}

/** Bytes of the answer so far → true when it is complete (Content-Length or chunked). */
function complete(client) {
  const text = client.buffer;
  const end = text.indexOf("\r\n\r\n");
  if (end === -1) return false;
  if (client.bodyNeeded === -1) {
    client.status = Number(text.slice(9, 12));
    const head = text.slice(0, end).toLowerCase();
    const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
    client.bodyNeeded = length ? Number(length[1]) : head.includes("chunked") ? -2 : 0;
  }
  if (client.bodyNeeded === -2) return text.endsWith("0\r\n\r\n");
  return text.length - end - 4 >= client.bodyNeeded;
}

function send(client) {
  client.buffer = "";
  client.bodyNeeded = -1;
  client.sentAt = performance.now();
  client.socket.write(client.request);
}

function start() {
  const request = requestOf(o.offset + opened * o.stride);
  opened += 1;
  const client = { socket: null, buffer: "", bodyNeeded: -1, status: 0, sentAt: 0, request };
  clients.add(client);
  open += 1;
  const socket = connect({ host: o.host, port: o.port, noDelay: true });
  client.socket = socket;
  socket.setEncoding("latin1");
  socket.on("connect", () => send(client));
  socket.on("data", (chunk) => {
    client.buffer += chunk;
    if (!complete(client)) return;
    const now = performance.now();
    if (client.status === 200) added.push(Math.round((now - client.sentAt - o.holdMs) * 100) / 100);
    else fail(`HTTP ${client.status}`);
    client.sentAt = 0;
    if (now < stopAt) send(client);
    else socket.end();
  });
  socket.on("error", (error) => {
    if (client.sentAt !== 0) fail(error.code ?? error.message);
    client.sentAt = 0;
  });
  socket.on("close", () => {
    if (client.sentAt !== 0) fail("closed");
    clients.delete(client);
    open -= 1;
    // A browser reconnects: so does this client, while the run lasts.
    if (performance.now() < stopAt) setTimeout(start, 100);
    if (open === 0 && performance.now() >= stopAt) finish();
  });
}

const sweep = setInterval(() => {
  const now = performance.now();
  for (const client of clients) {
    if (client.sentAt !== 0 && now - client.sentAt > POLL_TIMEOUT_MS) {
      fail("timeout");
      client.sentAt = 0;
      client.socket.destroy();
    }
  }
}, 1_000);

let finished = false;
function finish() {
  if (finished) return;
  finished = true;
  clearInterval(sweep);
  const cpu = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ added, errors, errorKinds, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
}

// Clients of all generator processes interleave: this one opens clients offset, offset+stride, …
const total = o.clients * o.stride;
for (let i = 0; i < o.clients; i += 1) {
  setTimeout(start, ((i * o.stride + o.offset) * o.rampMs) / total);
}
