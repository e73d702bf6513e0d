# syntax=docker/dockerfile:1
# The SeedPress worker (TypeScript, worker/) as an image. Build from the repository root:
#   docker build -f docker/worker.Dockerfile -t seedpress-worker .
# Environment (contract): SEEDPRESS_WORKER_SECRET (required, >= 32 chars), DB_HOST, DB_PORT,
# DB_NAME, DB_USER, DB_PASSWORD, DB_PREFIX (wp_), SEEDPRESS_WORKER_PORT (8889), SEEDPRESS_LOG_LEVEL.
# The worker listens on 127.0.0.1 by default (SEEDPRESS_WORKER_HOST changes that): run it in the
# network namespace of the WordPress container (compose: network_mode "service:wordpress"), with
# that container's /var/www/html mounted (image files go into its uploads folder), never published.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: the lock file cannot list other platforms' optional binaries (the registry it is
# made against lacks them), so `npm ci` refuses it as out of sync.
RUN npm install --no-audit --no-fund
COPY tsconfig.json ./
COPY worker ./worker
COPY schemas ./schemas
# The worker alone (`npm run build` also builds the CLI, which the image does not carry).
RUN npx tsc -p worker/tsconfig.build.json && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# glibc's allocator as the image work (libvips) needs it: two arenas, blocks over 8 KiB mapped and
# given back when freed (plugin/src/worker/worker-environment.php says why).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=8192
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/worker/dist ./worker/dist
# Read at run time from <root>/schemas (worker/dist/contract/route-manifest.js resolves ../../../schemas/).
COPY --from=build /app/schemas ./schemas
USER node
EXPOSE 8889
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.SEEDPRESS_WORKER_PORT || 8889) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node's flags as make up sets them (tests/stack/up.sh says why).
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=4", "--expose-gc", "worker/dist/server.js"]
