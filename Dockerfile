# syntax=docker/dockerfile:1
# The driftgate image: the npm package on Node 24, run as a non-root user, on a read-only root
# filesystem. `scripts/build-image.mjs` builds the same image without a container engine.
#
#   docker build -t ghcr.io/driftgate/driftgate:0.1.0 .
#
# Pin the Node 24 base by digest for repeatable builds (and let Dependabot/Renovate update it):
#   docker buildx imagetools inspect docker.io/library/node:24-bookworm-slim   # prints the digest
#   docker build --build-arg NODE_IMAGE=docker.io/library/node:24-bookworm-slim@sha256:<digest> .
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim
ARG GO_IMAGE=docker.io/library/golang:1.26-bookworm

# --- kustomize: the renderer `check` (and the agent) run on kustomizations ---------------------
# The version scripts/build-kustomize.mjs pins (KUSTOMIZE_VERSION); a static binary.
FROM ${GO_IMAGE} AS kustomize
RUN CGO_ENABLED=0 GOFLAGS=-buildvcs=false GOBIN=/out \
    go install -trimpath -ldflags '-s -w' sigs.k8s.io/kustomize/kustomize/v5@v5.7.1

# --- helm: the renderer `check` (and the agent) run on charts, HelmReleases and Applications ----
# The version scripts/build-helm.mjs pins (HELM_VERSION); a static binary.
FROM ${GO_IMAGE} AS helm
RUN CGO_ENABLED=0 GOFLAGS=-buildvcs=false GOBIN=/out \
    go install -trimpath -ldflags '-s -w' helm.sh/helm/v4/cmd/helm@v4.3.2

# --- build: install the toolchain, bundle dist/, pack the npm package -------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build \
 && npm pack --ignore-scripts --pack-destination /tmp \
 && mkdir /app \
 && tar -xzf /tmp/driftgate-*.tgz -C /app --strip-components=1 --no-same-owner

# --- runtime: Node 24, git (the agent reads repositories with it), kustomize, helm and the package
FROM ${NODE_IMAGE}
# git without recommends: no ssh client, no perl-only commands; https:// and file:// remotes work.
# `driftgate agent` checks `git --version` at start-up and exits 2 without it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends git ca-certificates \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb
COPY --from=kustomize --chown=0:0 /out/kustomize /usr/local/bin/kustomize
COPY --from=helm --chown=0:0 /out/helm /usr/local/bin/helm
# The package is root-owned and read-only to the process; it has no runtime dependencies.
COPY --from=build --chown=0:0 /app /app
# 65532 is the conventional "nonroot" uid (distroless); it owns nothing but its home.
RUN groupadd --gid 65532 nonroot \
 && useradd --uid 65532 --gid 65532 --home-dir /home/nonroot --create-home --shell /usr/sbin/nologin nonroot \
 && mkdir -p /work
ENV NODE_ENV=production HOME=/home/nonroot
# Read-only root filesystem: driftgate writes only to /tmp and the agent's cache directory
# (DRIFTGATE_CACHE_DIR); mount emptyDirs there, as deploy/ does.
USER 65532:65532
WORKDIR /work
ENTRYPOINT ["node", "/app/bin/driftgate.js"]
CMD ["--help"]
