# Menú Digital: one image that serves the whole product on one port (the API, the panel's
# shell and remotes, the public menu), as `npm start` does. Settings come from the environment
# (api/README.md, docs/operations.md "Production settings"); deploy/compose.yaml runs it.
#
#   docker build -t menu-digital .
#   docker run -p 8080:8080 --env-file prod.env menu-digital

# Node 24 LTS, the product's runtime (`engines`), at the exact version CI tests (.ci/run reads it here).
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# --- build: every dependency, then the frontends (Nx build + the .br/.gz copies) ---------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 falls back to compiling when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci
# What `npm start` builds before serving (scripts/lib/product.mjs buildFrontends = `npm run build`).
RUN NODE_ENV=production npm run build

# --- deps: production dependencies of the API and what it imports -----------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# npm ci checks every workspace's package.json against the lock file.
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-menu/package.json mfe-menu/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-multisucursal/package.json mfe-multisucursal/
COPY mfe-settings/package.json mfe-settings/
COPY mfe-billing/package.json mfe-billing/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The API's own dependencies, @menu/shared, and the root's (dayjs, which @menu/shared's
# schedule rules import); no devDependencies.
RUN npm ci --omit=dev --include-workspace-root --workspace=api --workspace=shared \
  && mkdir -p node_modules/@menu && ln -sfn ../../shared node_modules/@menu/shared \
  && npm cache clean --force
# The API runs its TypeScript through tsx (no build step, api/README.md), a root devDependency:
# installed on its own, at the version of package-lock.json, outside the app's tree.
RUN TSX_VERSION="$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version")" \
  && npm install --prefix /opt/tsx --no-save --no-package-lock "tsx@${TSX_VERSION}" \
  && npm cache clean --force

# --- runtime --------------------------------------------------------------------------
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
  PORT=8080 \
  HOST=0.0.0.0 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=deps /opt/tsx /opt/tsx
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.base.json tsconfig.json ./
COPY api ./api
COPY shared ./shared
# The built frontends (with their .br/.gz copies) and the small files the API reads beside
# them (package.json, each remote's early-gets.json).
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mfe-menu/dist ./mfe-menu/dist
COPY --from=build /app/mfe-marketing/dist ./mfe-marketing/dist
COPY --from=build /app/mfe-multisucursal/dist ./mfe-multisucursal/dist
COPY --from=build /app/mfe-settings/dist ./mfe-settings/dist
COPY --from=build /app/mfe-billing/dist ./mfe-billing/dist
COPY shell/*.json ./shell/
COPY mfe-menu/*.json ./mfe-menu/
COPY mfe-marketing/*.json ./mfe-marketing/
COPY mfe-multisucursal/*.json ./mfe-multisucursal/
COPY mfe-settings/*.json ./mfe-settings/
COPY mfe-billing/*.json ./mfe-billing/
# DATA_DIR: SQLite and local uploads when DATABASE_URL / S3_BUCKET are not set (mount a volume there).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node directly (not npm): SIGTERM from `docker stop` reaches the API, which shuts down gracefully.
CMD ["node", "--import", "/opt/tsx/node_modules/tsx/dist/loader.mjs", "api/src/main.ts"]
