#!/usr/bin/env node
// Builds the real kustomize CLI into .cache/bin/kustomize (git-ignored), for the tests that
// render kustomize trees (`driftgate check` on a directory with a kustomization.yaml).
//
//   node scripts/build-kustomize.mjs           build if the pinned version changed, else do nothing
//   node scripts/build-kustomize.mjs --force   rebuild even if the stamp matches
//
// `go install` from the Go module proxy (the module sigs.k8s.io/kustomize/kustomize/v5 at a
// pinned version), so the tests run the same kustomize users run. The binary is current when
// .cache/bin/kustomize.stamp holds the pinned version and `go version`. A cold build downloads
// ~60 MB of modules and compiles ~400 packages (about 2-4 minutes on 2 busy cores).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KUSTOMIZE_MODULE = 'sigs.k8s.io/kustomize/kustomize/v5';
export const KUSTOMIZE_VERSION = 'v5.7.1';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.cache', 'bin');
const binary = path.join(outDir, 'kustomize');
const stampFile = `${binary}.stamp`;
const force = process.argv.includes('--force');

function say(message) {
  process.stderr.write(`build:kustomize: ${message}\n`);
}

const go = spawnSync('go', ['version'], { encoding: 'utf8' });
if (go.error || go.status !== 0) {
  say('Go is not on PATH: the kustomize tests need it to build kustomize (https://go.dev/dl/).');
  process.exit(1);
}
const wanted = `${KUSTOMIZE_MODULE}@${KUSTOMIZE_VERSION} ${go.stdout.trim()}`;
if (!force && existsSync(binary) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === wanted) {
  say(`${path.relative(root, binary)} is up to date (${KUSTOMIZE_VERSION})`);
  process.exit(0);
}

mkdirSync(outDir, { recursive: true });
// go install writes GOBIN/kustomize; install into a private directory and rename, so a
// half-written binary is never on the path the tests use.
const tmpBin = path.join(outDir, `.kustomize-build-${process.pid}`);
mkdirSync(tmpBin, { recursive: true });
const started = Date.now();
say(`installing ${KUSTOMIZE_MODULE}@${KUSTOMIZE_VERSION}`);
const r = spawnSync('go', ['install', '-trimpath', '-ldflags', '-s -w', `${KUSTOMIZE_MODULE}@${KUSTOMIZE_VERSION}`], {
  cwd: root,
  env: { ...process.env, GOBIN: tmpBin, CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (r.status !== 0) {
  rmSync(tmpBin, { recursive: true, force: true });
  say(`go install failed (${r.status ?? r.signal})`);
  process.exit(1);
}
renameSync(path.join(tmpBin, 'kustomize'), binary);
rmSync(tmpBin, { recursive: true, force: true });
writeFileSync(stampFile, `${wanted}\n`);
say(`built ${path.relative(root, binary)} in ${Math.round((Date.now() - started) / 1000)}s`);
