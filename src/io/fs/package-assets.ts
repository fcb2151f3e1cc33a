import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The directory of the installed driftgate package (the one whose package.json is named
 * driftgate), found from this module's own location: the source tree in a clone, the bundle in
 * dist/ of an npm install (global, npx or local), or /app in the container image. Never the
 * working directory, so `npx driftgate check DIR` works from anywhere.
 */
export function packageRoot(from: string = fileURLToPath(import.meta.url)): string | undefined {
  let dir = path.dirname(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'driftgate') return dir;
      } catch {
        // not ours; keep looking
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** What the package ships for users without their own: the TenantOnboarding CRD and the default policy pack. */
export interface BundledDefaults {
  readonly crdDir?: string;
  readonly policiesDir?: string;
}

export function bundledDefaults(root: string | undefined = packageRoot()): BundledDefaults {
  if (root === undefined) return {};
  const crdDir = path.join(root, 'deploy', 'crds');
  const policiesDir = path.join(root, 'policies');
  return {
    ...(existsSync(crdDir) ? { crdDir } : {}),
    ...(existsSync(path.join(policiesDir, 'driftgate.yaml')) ? { policiesDir } : {}),
  };
}
