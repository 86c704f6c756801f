# syntax=docker/dockerfile:1
# Market Muse: one image for every role (`--role all|api|worker`). Built in three stages: the workspace's
# dependencies, the frontends' build (host shell and remotes), and a runtime with production dependencies
# only, run as the unprivileged `node` user. Validated offline in this repository; see docs/deploy.md.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages packages
COPY backend backend
COPY shells shells
COPY mfe mfe
COPY infra/package.json infra/package.json
COPY e2e/package.json e2e/package.json
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx turbo run build --filter=@market-muse/host --filter='./mfe/*' --output-logs=errors-only

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 MM_LOG_FORMAT=json
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages packages
COPY backend backend
COPY shells/host/package.json shells/host/package.json
COPY mfe mfe
COPY infra/package.json infra/remotes.json infra/
COPY e2e/package.json e2e/package.json
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force \
  && rm -rf mfe/*/src mfe/*/test
COPY --from=build /app/shells/host/dist shells/host/dist
COPY --from=build /app/mfe/landing/dist mfe/landing/dist
COPY --from=build /app/mfe/onboarding/dist mfe/onboarding/dist
COPY --from=build /app/mfe/projects/dist mfe/projects/dist
COPY --from=build /app/mfe/assistant/dist mfe/assistant/dist
# The base image's unprivileged `node` user, by number so the runtime need not resolve the name.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's child-free entry: SIGTERM reaches it directly and drains requests.
ENTRYPOINT ["node", "backend/api/src/main.ts"]
CMD ["--role", "all"]
