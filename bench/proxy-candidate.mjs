// The production server (dist-server/prod.js, as `npm run bench:proxy` runs it) with another /api
// proxy swapped in, for bench/proxy-capacity.ts to measure beside the shipped one and nginx.
//   node <serve flags> bench/proxy-candidate.mjs <module in dist-server/> <export>
// Settings from the environment, as for the server itself (PORT, SVC_BASE_URL, DIST_DIR, …).
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [module, name] = process.argv.slice(2);
const served = resolve(import.meta.dirname, "..", "dist-server");
const { main } = await import(pathToFileURL(join(served, "prod.js")).href);
const candidate = await import(pathToFileURL(join(served, module)).href);
await main(process.env, { createProxy: candidate[name] });
