import type { Plugin } from "vite";

/**
 * `vite preview` gzips every answer as it sends it, and it only serves checks on this machine: the e2e
 * suite, the bench. Over loopback that compression buys nothing and cost about 0.2–0.3 s of CPU per e2e
 * journey (each fresh browser context downloads the whole app again) on a suite bound by two cores.
 * The production server sends precompressed brotli of its own (server/precompress.ts), so nothing that
 * ships is affected. Middlewares added here run before the preview's compression middleware.
 */
export function uncompressedPreview(): Plugin {
  return {
    name: "session-control:uncompressed-preview",
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        delete req.headers["accept-encoding"];
        next();
      });
    },
  };
}
