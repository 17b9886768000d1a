# syntax=docker/dockerfile:1
# One image recipe for every app of the platform.
#   Node apps:  docker build --build-arg APP=services/catalog -t futgg/catalog .
#               (APP = services/<name> or gateway; the default target is the Node runtime)
#   Web (NGINX): docker build --target web -t futgg/web .
#   Page renderer: docker build --target web-render -t futgg/web-render .
# docker-compose.yml builds all of them; docs/deployment.md explains the stages.

ARG APP=services/catalog
ARG NODE_IMAGE=node:20-slim

# --- manifests: only the package.json files and the lockfile ----------------------------------
# npm install needs every workspace's package.json. Copying them alone (not the sources) keeps the
# dependency layers below cached until a manifest really changes, and nothing here needs editing
# when a lib is added.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -not -path '*/dist/*' \
      -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json .npmrc /manifests/

# --- deps: every dependency, for building -------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund

# --- build: compile the app and the libs it depends on -----------------------------------------
FROM deps AS build
ARG APP
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY . .
# Nx builds the project at $APP and, through dependsOn ^build, every lib it imports.
RUN project="$(node -p "require('./${APP}/project.json').name")" \
 && npx nx run "${project}:build" --outputStyle=static \
 && test -f "${APP}/dist/main.js"
# What the runtime needs from the build: each lib's package.json and dist (node_modules links
# @futgg/* to libs/<name>), and the app's dist.
RUN mkdir -p /out \
 && for lib in libs/*/; do \
      mkdir -p "/out/${lib}" && cp "${lib}package.json" "/out/${lib}" \
      && if [ -d "${lib}dist" ]; then cp -r "${lib}dist" "/out/${lib}"; fi; \
    done \
 && mkdir -p "/out/${APP}" && cp -r "${APP}/dist" "/out/${APP}/" \
 && if [ -f "${APP}/package.json" ]; then cp "${APP}/package.json" "/out/${APP}/"; fi

# --- prod-deps: production dependencies only ---------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund

# --- prod-deps-web: production dependencies of the web workspace only (React, the router...) -----
# The renderer bundles the workspace libs from their sources; it needs only web's own packages.
FROM ${NODE_IMAGE} AS prod-deps-web
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --workspace web --no-audit --no-fund

# --- build-web: the Vite bundles (web/dist, with web/dist/widgets) and the page renderer ---------
# (web/dist-server/main.js, which takes web/dist/index.html as its page template).
FROM deps AS build-web
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY . .
RUN project="$(node -p "require('./web/project.json').name")" \
 && npx nx run "${project}:build" --outputStyle=static \
 && test -f web/dist/index.html \
 && test -f web/dist-server/main.js

# --- web-render: the page renderer (Node), renders pages to HTML with data from gateway:3000 -----
FROM ${NODE_IMAGE} AS web-render
ENV NODE_ENV=production PORT=3010
WORKDIR /app
# Root-owned and read-only for the app user, as in runtime. web/package.json ("type": "module") comes
# with prod-deps-web and makes web/dist-server/main.js load as ESM.
COPY --from=prod-deps-web /app/ ./
COPY --from=build-web /repo/web/dist-server/ ./web/dist-server/
# The client build: the renderer's page template (WEB_DIST defaults to web/dist beside dist-server).
COPY --from=build-web /repo/web/dist/ ./web/dist/
COPY deploy/docker/healthcheck.mjs /usr/local/lib/futgg/healthcheck.mjs
USER node
EXPOSE 3010
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "/usr/local/lib/futgg/healthcheck.mjs"]
# Exec form: node is the process that receives SIGTERM and finishes the pages in flight.
CMD ["node", "web/dist-server/main.js"]

# --- web: NGINX serving the static site, proxying pages to web-render:3010 and /api/ to gateway:3000
FROM nginx:1.27-alpine AS web
# deploy/nginx/nginx.conf is rendered from deploy/nginx/render-nginx-config.ts (PRODUCTION_NGINX):
# listen 8080, root /usr/share/nginx/html, pid/temp files under /tmp/nginx.
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY --from=build-web /repo/web/dist/ /usr/share/nginx/html/
RUN mkdir -p /tmp/nginx && chown nginx:nginx /tmp/nginx
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/health || exit 1
# The image's entrypoint script edits /etc/nginx/conf.d, which this config does not use.
ENTRYPOINT ["nginx"]
CMD ["-p", "/tmp/nginx", "-c", "/etc/nginx/nginx.conf", "-g", "daemon off;"]

# --- runtime: one Node app (the default target) ------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
# Owned by root and read-only for the app user: the process cannot rewrite its own code.
# The whole prod-deps tree: root node_modules, the workspaces' own node_modules (npm nests a
# dependency there when versions conflict) and the package.json files ("type": "module" makes
# <app>/dist/main.js load as ESM; node_modules/@futgg/* link to the workspaces).
COPY --from=prod-deps /app/ ./
COPY --from=build /out/ ./
COPY deploy/docker/healthcheck.mjs /usr/local/lib/futgg/healthcheck.mjs
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "/usr/local/lib/futgg/healthcheck.mjs"]
# Shell form so $APP expands; exec replaces the shell, so node itself receives SIGTERM and shuts
# down gracefully (service-kit) instead of being killed after the grace period.
CMD exec node "$APP/dist/main.js"
