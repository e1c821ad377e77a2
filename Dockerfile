# syntax=docker/dockerfile:1
# Session Control: the built dashboard and its production server (docs/operations.md).
#   docker build -t session-control .
#   docker run -p 8080:8080 -e SVC_BASE_URL=https://svc.example.com -e SVC_API_KEY=svc_… session-control

# Build: the app (vite → dist/), the server (tsc → dist-server/) and the compressed twins of the app's files.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No dependency needs its install script (docs/operations.md, CI).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Run: plain node on compiled JavaScript. Of node_modules only openid-client and its two dependencies,
# which the server loads when sign-in (OIDC_ISSUER) is configured.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
# package.json only for "type": "module" (dist-server/*.js are ES modules).
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/node_modules/openid-client ./node_modules/openid-client
COPY --from=build /app/node_modules/oauth4webapi ./node_modules/oauth4webapi
COPY --from=build /app/node_modules/jose ./node_modules/jose
# The official image's unprivileged user; the files stay root-owned and read-only to it.
USER node
EXPOSE 8080
# Liveness only: /readyz (upstream reachable) is for the load balancer, not for restarting the container.
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "require('http').get({host:'127.0.0.1',port:process.env.PORT,path:'/healthz',timeout:2000},r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))"]
# SIGTERM drains in-flight long polls for up to SHUTDOWN_GRACE_MS (25 s), then exits 0:
# keep `docker stop -t` / terminationGracePeriodSeconds above it (e.g. 30 s).
STOPSIGNAL SIGTERM
# The same V8 flags as `npm run serve` (package.json; a test keeps the two equal): a small young
# generation, an old generation grown by 50 % rather than V8's default of up to 4x, and garbage
# collection on the main thread only. Measured with `npm run bench:proxy` (docs/operations.md):
# 5 000 held long polls in about 125 MB instead of 175 MB, with no worse latency.
CMD ["node", "--max-semi-space-size=2", "--heap-growing-percent=50", "--single-threaded-gc", "--no-memory-reducer", "dist-server/prod.js"]
