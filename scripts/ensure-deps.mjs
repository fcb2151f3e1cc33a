// Installs the npm dependencies when they are missing or do not match package-lock.json, so that
// `npm test` and `npm run demo` work on a fresh clone with no separate `npm ci` step.
// Imports nothing but Node built-ins: it runs before any dependency exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/**
 * Why node_modules must be (re)installed, or undefined when it matches the lock file. npm records
 * what it installed in node_modules/.package-lock.json; a package whose version differs from
 * package-lock.json (or is missing) means an install is due.
 */
export function dependenciesStale(root) {
  const lockFile = path.join(root, 'package-lock.json');
  const hidden = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(path.join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(hidden)) return 'node_modules was not installed by npm from package-lock.json';
  if (statSync(hidden).mtimeMs >= statSync(lockFile).mtimeMs) return undefined;
  const wanted = JSON.parse(readFileSync(lockFile, 'utf8')).packages ?? {};
  const installed = JSON.parse(readFileSync(hidden, 'utf8')).packages ?? {};
  for (const [key, entry] of Object.entries(wanted)) {
    if (key === '' || entry.optional || entry.link) continue;
    if (installed[key]?.version !== entry.version) return `${key.replace(/^node_modules\//, '')} ${entry.version} is not installed (package-lock.json is newer than node_modules)`;
  }
  return undefined;
}

/** Runs `npm ci` when needed; exits the process when it fails. */
export function ensureDependencies(root) {
  const why = dependenciesStale(root);
  if (why === undefined) return false;
  process.stdout.write(`\n== install dependencies (npm ci): ${why}\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    process.stderr.write(`npm ci failed (exit ${r.status ?? r.signal}); fix the error above and run it again.\n`);
    process.exit(r.status || 1);
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies(path.dirname(path.dirname(new URL(import.meta.url).pathname)));
}
