/**
 * Generates src/routeTree.gen.ts outside of vite, so `npm run typecheck` (tsc)
 * sees the same route tree the dev server and the build would produce.
 * Keep the options in sync with the tanstackRouter() call in vite.config.ts.
 */
import { fileURLToPath } from "node:url";
import { Generator, getConfig } from "@tanstack/router-generator";

const root = fileURLToPath(new URL("..", import.meta.url));

const config = getConfig(
  {
    target: "react",
    routesDirectory: "src/routes",
    generatedRouteTree: "src/routeTree.gen.ts",
  },
  root,
);

const generator = new Generator({ config, root });
await generator.run();
console.info("route tree generated: src/routeTree.gen.ts");
