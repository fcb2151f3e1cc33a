#!/usr/bin/env node
// Builds the real Helm CLI into .cache/bin/helm (git-ignored), for the tests that render
// Helm charts (`driftgate check` on a tree holding a Chart.yaml, a HelmRelease, an Argo CD
// Application or a kustomization with helmCharts).
//
//   node scripts/build-helm.mjs           build if the pinned version changed, else do nothing
//   node scripts/build-helm.mjs --force   rebuild even if the stamp matches
//
// `go install` from the Go module proxy (the module helm.sh/helm/v4/cmd/helm at a
// pinned version), so the tests run the same helm users run. The binary is current when
// .cache/bin/helm.stamp holds the pinned version and `go version`. A cold build downloads
// ~150 MB of modules and compiles ~900 packages (several minutes on 2 busy cores).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HELM_MODULE = 'helm.sh/helm/v4/cmd/helm';
export const HELM_VERSION = 'v4.3.2';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.cache', 'bin');
const binary = path.join(outDir, 'helm');
const stampFile = `${binary}.stamp`;
const force = process.argv.includes('--force');

function say(message) {
  process.stderr.write(`build:helm: ${message}\n`);
}

const go = spawnSync('go', ['version'], { encoding: 'utf8' });
if (go.error || go.status !== 0) {
  say('Go is not on PATH: the helm tests need it to build helm (https://go.dev/dl/).');
  process.exit(1);
}
const wanted = `${HELM_MODULE}@${HELM_VERSION} ${go.stdout.trim()}`;
if (!force && existsSync(binary) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === wanted) {
  say(`${path.relative(root, binary)} is up to date (${HELM_VERSION})`);
  process.exit(0);
}

mkdirSync(outDir, { recursive: true });
// go install writes GOBIN/helm; install into a private directory and rename, so a
// half-written binary is never on the path the tests use.
const tmpBin = path.join(outDir, `.helm-build-${process.pid}`);
mkdirSync(tmpBin, { recursive: true });
const started = Date.now();
say(`installing ${HELM_MODULE}@${HELM_VERSION}`);
const r = spawnSync('go', ['install', '-trimpath', '-ldflags', '-s -w', `${HELM_MODULE}@${HELM_VERSION}`], {
  cwd: root,
  env: { ...process.env, GOBIN: tmpBin, CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (r.status !== 0) {
  rmSync(tmpBin, { recursive: true, force: true });
  say(`go install failed (${r.status ?? r.signal})`);
  process.exit(1);
}
renameSync(path.join(tmpBin, 'helm'), binary);
rmSync(tmpBin, { recursive: true, force: true });
writeFileSync(stampFile, `${wanted}\n`);
say(`built ${path.relative(root, binary)} in ${Math.round((Date.now() - started) / 1000)}s`);
