#!/usr/bin/env node
// Builds tools/kube-testenv into .cache/bin/kube-testenv (git-ignored).
//
//   npm run build:testenv                    build if anything changed, else do nothing
//   npm run build:testenv -- --force         rebuild even if the stamp matches
//   npm run build:testenv -- --kubernetes 1.37  the same program against another Kubernetes minor
//                                             (tools/kube-testenv/kubernetes-1.37/go.mod) into
//                                             .cache/bin/kube-testenv-1.37
//
// The binary is current when .cache/bin/kube-testenv.stamp holds the hash of
// go.mod, go.sum, every *.go file, the ldflags and `go version`. Go's own
// module and build caches (GOMODCACHE, GOCACHE) are reused as they are: a cold
// build (empty caches) compiles ~2,500 packages of Kubernetes: 5 minutes on 2 idle cores, over
// 20 on busy ones; with warm caches it only links (~10 s; docs/demo.md has the measurements).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The default control plane, and the other minors the tests also run against (each pinned by its own go.mod). */
const DEFAULT_VERSION = 'v1.36.3';
const OTHER_VERSIONS = { '1.37': 'v1.37.2' };
const { values: flags } = parseArgs({ options: { force: { type: 'boolean' }, kubernetes: { type: 'string' } } });
const requestedMinor = flags.kubernetes;
if (requestedMinor !== undefined && requestedMinor !== DEFAULT_VERSION.slice(1, 5) && !(requestedMinor in OTHER_VERSIONS)) {
  process.stderr.write(`build:testenv: --kubernetes ${requestedMinor}: expected one of ${[DEFAULT_VERSION.slice(1, 5), ...Object.keys(OTHER_VERSIONS)].join(', ')}\n`);
  process.exit(2);
}
const otherMinor = requestedMinor !== undefined && requestedMinor in OTHER_VERSIONS ? requestedMinor : undefined;
const KUBERNETES_VERSION = otherMinor ? OTHER_VERSIONS[otherMinor] : DEFAULT_VERSION;
const MINOR = KUBERNETES_VERSION.split('.')[1];
const LDFLAGS = [
  '-s -w',
  `-X main.kubernetesVersion=${KUBERNETES_VERSION}`,
  `-X k8s.io/component-base/version.gitVersion=${KUBERNETES_VERSION}`,
  '-X k8s.io/component-base/version.gitMajor=1',
  `-X k8s.io/component-base/version.gitMinor=${MINOR}`,
].join(' ');
const MIN_GO = [1, 26];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const programDir = path.join(root, 'tools', 'kube-testenv');
// Another minor: the same Go files with that minor's go.mod and go.sum, assembled in .cache (the
// module must be one directory). -trimpath keeps the build cache independent of where that is.
const moduleDir = otherMinor ? path.join(programDir, `kubernetes-${otherMinor}`) : programDir;
const source = otherMinor ? path.join(root, '.cache', `kube-testenv-${otherMinor}-src`) : programDir;
const outDir = path.join(root, '.cache', 'bin');
const binary = path.join(outDir, otherMinor ? `kube-testenv-${otherMinor}` : 'kube-testenv');
const stampFile = `${binary}.stamp`;
const force = flags.force === true;

function say(message) {
  process.stderr.write(`build:testenv: ${message}\n`);
}

function fail(message) {
  say(message);
  process.exit(1);
}

function goVersion() {
  const r = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    fail(
      'Go is not on PATH. kube-testenv (the test control plane) needs Go >= 1.26 ' +
        '(https://go.dev/dl/). To run the integration tests against an existing cluster ' +
        'instead, set DRIFTGATE_TEST_KUBECONFIG.',
    );
  }
  const text = r.stdout.trim();
  const m = /go(\d+)\.(\d+)/.exec(text);
  if (!m) fail(`cannot parse \`go version\`: ${text}`);
  const [major, minor] = [Number(m[1]), Number(m[2])];
  if (major < MIN_GO[0] || (major === MIN_GO[0] && minor < MIN_GO[1])) {
    say(`${text} is older than go${MIN_GO.join('.')}; the go command may switch toolchains (GOTOOLCHAIN) or fail.`);
  }
  return text;
}

function stamp(version) {
  const hash = createHash('sha256');
  hash.update(`${version}\n${LDFLAGS}\nCGO_ENABLED=0\n`);
  const inputs = [
    ...readdirSync(programDir).filter((f) => f.endsWith('.go')).map((f) => path.join(programDir, f)),
    path.join(moduleDir, 'go.mod'),
    path.join(moduleDir, 'go.sum'),
  ].sort();
  for (const file of inputs) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

const version = goVersion();
const wanted = stamp(version);
if (!force && existsSync(binary) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === wanted) {
  say(`${path.relative(root, binary)} is up to date (${KUBERNETES_VERSION}, ${version})`);
  process.exit(0);
}

mkdirSync(outDir, { recursive: true });
if (otherMinor) {
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  for (const f of readdirSync(programDir).filter((name) => name.endsWith('.go'))) copyFileSync(path.join(programDir, f), path.join(source, f));
  for (const f of ['go.mod', 'go.sum']) copyFileSync(path.join(moduleDir, f), path.join(source, f));
}
const tmp = `${binary}.tmp-${process.pid}`;
const started = Date.now();
say(`building kube-testenv (Kubernetes ${KUBERNETES_VERSION}) with ${version}`);
say(
  'a cold build (empty Go caches) downloads ~0.9 GB of modules and compiles ~2,500 packages: ' +
    'about 5 minutes on 2 idle cores and over 20 on busy ones (measured, docs/demo.md), 2.2 GB peak RAM at link; a warm build only links (~10 s)',
);

// -v lists each package as it is compiled (cached ones are not listed): our progress meter.
const child = spawn('go', ['build', '-v', '-trimpath', '-ldflags', LDFLAGS, '-o', tmp, '.'], {
  cwd: source,
  env: { ...process.env, CGO_ENABLED: '0' },
  stdio: ['ignore', 'inherit', 'pipe'],
});
let compiled = 0;
let lastPackage = '';
const errors = [];
let buffered = '';
child.stderr.setEncoding('utf8');
child.stderr.on('data', (chunk) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    // Package paths have no spaces; anything else is a diagnostic.
    if (/^[\w.~/-]+$/.test(line)) {
      compiled++;
      lastPackage = line;
    } else if (line.trim() !== '') {
      errors.push(line);
      process.stderr.write(`${line}\n`);
    }
  }
});
const heartbeat = setInterval(() => {
  say(`... ${formatDuration(Date.now() - started)} elapsed, ${compiled} packages compiled (last: ${lastPackage || '-'})`);
}, 30_000);

const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal)));
clearInterval(heartbeat);
if (code !== 0) {
  rmSync(tmp, { force: true });
  fail(`go build failed (${code}) after ${formatDuration(Date.now() - started)}`);
}
// Rename over the old binary: atomic, and safe while an old one still runs.
renameSync(tmp, binary);
writeFileSync(stampFile, `${wanted}\n`);
say(`built ${path.relative(root, binary)} in ${formatDuration(Date.now() - started)} (${compiled} packages compiled)`);
