# syntax=docker/dockerfile:1.7
# One multi-target Dockerfile: `docker build --target gateway|ingest-worker|query|transcribe .`
# Models are NOT baked in: they live in the `models` volume (MODELS_DIR=/models); see README.

FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false

# Everything (with dev tools) to build the web UI and compile native modules.
FROM base AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY services/gateway/package.json services/gateway/
COPY services/ingest-worker/package.json services/ingest-worker/
COPY services/query/package.json services/query/
COPY services/transcribe/package.json services/transcribe/
COPY frontend/package.json frontend/
RUN npm ci

FROM deps AS frontend
COPY tsconfig.base.json ./
COPY packages packages
COPY frontend frontend
COPY scripts scripts
RUN node scripts/build-frontend.mjs --force

# Production dependencies only.
FROM deps AS prod-deps
RUN npm ci --omit=dev

FROM base AS runtime
ENV NODE_ENV=production MODELS_DIR=/models DATA_DIR=/data HOST=0.0.0.0
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY packages packages
COPY services services
COPY scripts scripts
RUN mkdir -p /models /data && chown node:node /models /data
USER node

FROM runtime AS gateway
COPY --from=frontend /app/frontend/dist frontend/dist
EXPOSE 8080
ENV PORT=8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "services/gateway/src/main.ts"]

FROM runtime AS ingest-worker
CMD ["node", "--import", "tsx", "services/ingest-worker/src/main.ts"]

FROM runtime AS query
EXPOSE 8081
ENV PORT=8081
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "services/query/src/main.ts"]

FROM runtime AS transcribe
USER root
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
USER node
EXPOSE 8083
ENV PORT=8083
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "services/transcribe/src/main.ts"]
