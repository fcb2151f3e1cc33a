#!/usr/bin/env node
// Builds actionlint (https://github.com/rhysd/actionlint) from the Go module proxy into
// .cache/bin/actionlint, for test/workflows/actionlint.test.ts. A no-op when the binary and its
// stamp (version + `go version`) are current.
//
//   node scripts/build-actionlint.mjs     exit 0 built or current; 3 Go is not installed; 1 failed
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ACTIONLINT_VERSION = 'v1.7.12';
const MODULE = 'github.com/rhysd/actionlint/cmd/actionlint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.cache', 'bin');
export const ACTIONLINT = path.join(outDir, 'actionlint');
const stampFile = `${ACTIONLINT}.stamp`;

const go = spawnSync('go', ['version'], { encoding: 'utf8' });
if (go.error || go.status !== 0) {
  process.stderr.write('build:actionlint: Go is not installed; actionlint cannot be built\n');
  process.exit(3);
}
const stamp = `${MODULE}@${ACTIONLINT_VERSION}\n${go.stdout.trim()}\n`;
if (existsSync(ACTIONLINT) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

mkdirSync(outDir, { recursive: true });
// Build into a private directory, then rename: a concurrent run never sees half a binary.
const tmpBin = path.join(outDir, `.actionlint-${process.pid}`);
process.stderr.write(`build:actionlint: go install ${MODULE}@${ACTIONLINT_VERSION}\n`);
const r = spawnSync('go', ['install', '-trimpath', '-ldflags=-s -w', `${MODULE}@${ACTIONLINT_VERSION}`], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, GOBIN: tmpBin, CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false' },
});
if (r.status !== 0) {
  rmSync(tmpBin, { recursive: true, force: true });
  process.stderr.write(`build:actionlint: go install failed (exit ${r.status ?? r.signal})\n`);
  process.exit(1);
}
renameSync(path.join(tmpBin, 'actionlint'), ACTIONLINT);
rmSync(tmpBin, { recursive: true, force: true });
writeFileSync(stampFile, stamp);
