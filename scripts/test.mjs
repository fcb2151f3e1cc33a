// `npm test`: everything CI runs, in order. Installs the dependencies when missing or stale, builds the test control plane when it is stale
// (a no-op when current), type-checks, lints, checks dist/ is reproducible, then runs the
// unit and integration tests against a real kube-apiserver.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const extra = process.argv.slice(2);

// A fresh clone: install the dependencies first (a no-op when node_modules matches the lock file).
ensureDependencies(root);

function step(title, command, args, options = {}) {
  process.stdout.write(`\n== ${title}\n`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  if (r.status !== 0) {
    process.stdout.write(`\n${title} failed (exit ${r.status ?? r.signal}).\n`);
    process.exit(r.status || 1);
  }
}

const npx = (bin, args, title) => step(title, process.execPath, [path.join(root, 'node_modules', bin), ...args]);

if (!process.env.DRIFTGATE_TEST_KUBECONFIG) step('build the test control plane (tools/kube-testenv)', process.execPath, ['scripts/build-testenv.mjs']);
// The built-in differential also runs against the next minor (its own control plane).
step('build the Kubernetes 1.37 control plane for the version differential (a no-op when current)', process.execPath, ['scripts/build-testenv.mjs', '--kubernetes', '1.37']);
step('build kustomize for the kustomize tests (a no-op when current)', process.execPath, ['scripts/build-kustomize.mjs']);
step('build helm for the Helm rendering tests (a no-op when current)', process.execPath, ['scripts/build-helm.mjs']);
npx('typescript/bin/tsc', ['-p', 'tsconfig.json', '--noEmit'], 'type-check');
npx('eslint/bin/eslint.js', ['.'], 'lint');

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-test-'));
const reportFile = path.join(reportDir, 'vitest.json');
// The tests' temporary files (fixture repositories, unpacked images, installs, control-plane state)
// go under this run's own folder, removed at the end: what a test leaves behind does not fill the
// machine's temporary directory run after run. Like /tmp, anyone may enter it and make files there
// (sticky): tests run the CLI as another user.
const testTmp = mkdtempSync(path.join(os.tmpdir(), 'driftgate-test-tmp-'));
chmodSync(testTmp, 0o1777);
process.stdout.write('\n== tests (unit and integration)\n');
const vitest = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extra], { cwd: root, stdio: 'inherit', env: { ...process.env, TMPDIR: testTmp } });
let summary = '';
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  // A plain closing line that any CI can read.
  summary = `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`;
} catch {
  summary = '';
}
for (const dir of [reportDir, testTmp]) {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    process.stdout.write(`\ncould not remove ${dir}: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}
if (summary) process.stdout.write(`\ntests: ${summary}\n`);
process.exit(vitest.status ?? 1);
