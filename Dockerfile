# The clinic site in one container: the same build as `npm run build`, served by `node apps/server/dist/main.js`,
# on the embedded PostgreSQL (data in the /data volume) or on DATABASE_URL. See docs/operations.md ("Containers").
#
#   docker build -t clinic-site .
#   docker run -d --name clinic -p 127.0.0.1:3000:3000 -v clinic-data:/data \
#     -e PUBLIC_URL=https://clinic.example -e TRUST_PROXY=1 clinic-site
#
# Commands in the running container (docs/operations.md, "Containers"):
#   docker exec clinic npm run admin:login-link -- --email you@clinic.example
#   docker exec clinic npm run db:backup -- --out /data/backups/now

# ---- build: install everything, build the web app and the server, then drop the development packages ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# The build holds the server and each command (apps/server/dist/cli): they run on plain Node, without the
# development packages pruned here (decision 0117; .ci/run checks it with `npm run test:pruned`).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: Node 20, not root (PostgreSQL refuses to run as root) ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# start-period covers the first start, which initialises the embedded PostgreSQL.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The app stops on SIGTERM: it finishes requests in flight, then stops its PostgreSQL cleanly.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
