import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue #29, item 1: nothing is loaded that a run does not need. A check of plain files spawns no
 * process and times nothing with perf_hooks, so the committed CLI must not load node:child_process
 * (git, kustomize and Helm load it on first use) nor perf_hooks (the `performance` global loads it
 * when first read); crd-diff hashes nothing either, so it does not load node:crypto. Node's own
 * list of the built-in modules it loaded says which were (ADR 0010, addendum).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'driftgate-start-modules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The built-in modules the CLI loaded, as `process.moduleLoadList` names them at exit. */
function builtinsLoadedBy(args: readonly string[]): { status: number | null; loaded: string[] } {
  const out = path.join(scratch, `loaded-${Math.random().toString(36).slice(2)}.json`);
  const hook = `import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(${JSON.stringify(out)}, JSON.stringify(process.moduleLoadList)));`;
  const r = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(hook)}`, path.join(repoRoot, 'bin/driftgate.js'), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: scratch, XDG_CACHE_HOME: scratch },
  });
  const loaded = (JSON.parse(readFileSync(out, 'utf8')) as string[]).filter((m) => m.startsWith('NativeModule '));
  return { status: r.status, loaded };
}

describe('what a run loads at start', { timeout: 60_000 }, () => {
  it('a check of plain files loads neither node:child_process nor perf_hooks', () => {
    const { status, loaded } = builtinsLoadedBy(['check', 'examples/tenants-repo', '--no-cache']);
    expect(status).toBe(0);
    expect(loaded).toContain('NativeModule fs'); // the list is Node's, and it is read
    expect(loaded).not.toContain('NativeModule child_process');
    expect(loaded).not.toContain('NativeModule perf_hooks');
  });

  it('crd-diff of two CRD files loads neither node:crypto nor node:child_process', () => {
    const pair = ['test/crd-compat/cases/field-removed--flagged/base.yaml', 'test/crd-compat/cases/field-removed--flagged/head.yaml'];
    const { status, loaded } = builtinsLoadedBy(['crd-diff', ...pair]);
    expect(status).toBe(1); // the pair removes a field: a finding, so the run did compare
    expect(loaded).not.toContain('NativeModule crypto');
    expect(loaded).not.toContain('NativeModule child_process');
    // A SARIF report fingerprints its findings, and takes node:crypto for that.
    expect(builtinsLoadedBy(['crd-diff', ...pair, '--format', 'sarif']).loaded).toContain('NativeModule crypto');
  });

  it('a check that reads git revisions loads node:child_process when it needs it', () => {
    const { status, loaded } = builtinsLoadedBy(['check', 'examples/tenants-repo', '--base', 'HEAD', '--head', 'HEAD', '--no-cache']);
    expect(status).toBe(0);
    expect(loaded).toContain('NativeModule child_process');
  });
});
