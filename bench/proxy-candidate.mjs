// The production server with another /api proxy swapped in, for bench/proxy-capacity.ts to measure
// beside the shipped one and nginx. Both come compiled by bench/tsconfig.proxy-candidate.json.
//   node <serve flags> bench/proxy-candidate.mjs <compiled dir> <candidate module> <export>
// Settings from the environment, as for the server itself (PORT, SVC_BASE_URL, DIST_DIR, …).
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [dir, module, name] = process.argv.slice(2);
const { main } = await import(pathToFileURL(join(dir, "server", "prod.js")).href);
const candidate = await import(pathToFileURL(join(dir, module)).href);
await main(process.env, { createProxy: candidate[name] });
