# syntax=docker/dockerfile:1
# Every image of Rihla, built from the repository root (docker-compose.yml does it):
#   --target api                                          the API; the same image for every replica
#   --target static --build-arg APP=host                  the host shell, served by nginx
#   --target static --build-arg APP=landing               the prerendered public pages, by nginx
#   --target static --build-arg APP=crew                  the crew's phone app, by nginx
#   --target static --build-arg APP=family                the families' phone app, by nginx
#   --target static --build-arg APP=remotes/<name>        one remote, served by nginx
# VERSION (give it the image tag) becomes a remote's buildVersion in its mf-manifest.json, so an
# open page can tell which version of each remote it runs and notice a new one (docs/adr/0006).

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.30-alpine

# The workspace with every dependency installed: one layer the other stages share.
FROM ${NODE_IMAGE} AS workspace
ENV CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile

FROM workspace AS api-build
# dist/server.js bundles @rihla/shared; `deploy` copies the package with its production dependencies.
RUN pnpm --filter @rihla/api build && pnpm --filter @rihla/api deploy --prod --legacy /out/api

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 TRUST_PROXY=true CHROMIUM_PATH=/usr/bin/chromium-headless-shell
# Debian's headless Chromium and the Noto fonts render the printed invoices, credit notes and
# receipts as PDF (Arabic shaped, docs/adr/0059); no browser is downloaded at run time.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium-headless-shell fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=api-build /out/api ./api
# PGlite's folder when DATABASE_URL is not given (compose always gives it).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
CMD ["node", "api/dist/server.js"]

FROM workspace AS static-build
ARG APP
ARG VERSION=dev
RUN test -n "$APP" || { echo "give --build-arg APP=host, APP=landing or APP=remotes/<name>" >&2; exit 1; }
RUN MF_BUILD_VERSION="$VERSION" pnpm --filter "./$APP" build

FROM ${NGINX_IMAGE} AS static
ARG APP
# The official image renders /etc/nginx/templates/*.template with envsubst at start.
ENV STATIC_PORT=80 STATIC_ROOT=/usr/share/nginx/html
COPY deploy/static.conf.template /etc/nginx/templates/default.conf.template
COPY --from=static-build /src/${APP}/dist /usr/share/nginx/html
EXPOSE 80
