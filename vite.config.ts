import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { radixThemesCss } from "./scripts/radix-themes-css.ts";
import { uncompressedPreview } from "./scripts/uncompressed-preview.ts";

const SRC_DIR = fileURLToPath(new URL("./src/", import.meta.url));
const RUNS_ON_IMPORT = new Set(["main.tsx", "app/styles.ts"].map((file) => `${SRC_DIR}${file}`));

export default defineConfig({
  plugins: [
    // The router plugin must run before react so route files are split first.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Loaders too: they call into features (queries, the session feed) that would otherwise load up front.
      codeSplittingOptions: {
        defaultBehavior: [["loader"], ["component"], ["pendingComponent", "errorComponent", "notFoundComponent"]],
      },
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
    }),
    react(),
    radixThemesCss(),
    uncompressedPreview(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // Every module the entry imports statically, in one chunk: split into sixteen files, each gzipped
      // on its own, the first download weighed ~6 KB gzip more for the same code.
      output: {
        codeSplitting: {
          groups: [
            { name: "initial", tags: ["$initial"] },
            // Code two routes share, grouped by the set of routes that use it, a group under 10 kB merged
            // into its nearest neighbour: a session's first visit fetched 71 files over the browser's
            // six connections to one host, 32 now, and 6 KB gzip less. The price: /connect 39 → 60 KB.
            { name: "shared", minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 10_000 },
          ],
        },
        // A shared chunk's generated name lists every route that uses it; the hash says enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith("shared~") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js",
      },
      // Our modules only declare things; the two that run on import are the entry and the stylesheet list.
      // Without this, a route's static import of one query from a feature's index.ts drags every module
      // that index re-exports into the first download.
      treeshake: {
        moduleSideEffects: (id: string) =>
          id.startsWith(SRC_DIR) && /\.tsx?$/.test(id) ? RUNS_ON_IMPORT.has(id) : undefined,
      },
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    pool: "threads",
    // Vitest's default leaves one core idle (cores - 1): on CI's two cores that is one worker and a
    // third more wall time. The suite has no real-time assertions, so it uses every core.
    maxWorkers: availableParallelism(),
    // Files share a worker's module cache instead of each loading its own (~20 s off two cores). Safe
    // because no file leaves state behind: MSW servers close after their file, timers and globals are
    // restored, and the whole suite passes shuffled (`--sequence.shuffle`) on seeds 1-9.
    isolate: false,
    testTimeout: 20_000,
  },
});
