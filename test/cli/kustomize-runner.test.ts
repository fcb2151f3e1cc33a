// The kustomize runner's bounds: an output cap and a timeout, each a finding naming the
// directory, never a hang; and no user file is written.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { planTree } from '../../src/core/repository/check-tree.js';
import { findKustomize, renderKustomization } from '../../src/io/repository/kustomize.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-kz-'));
  scratch.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const configMaps = (n: number): string =>
  Array.from({ length: n }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\ndata:\n  key: "${'x'.repeat(100)}"\n`).join('---\n');

async function rootOf(dir: string, files: Record<string, string>): Promise<ReturnType<typeof planTree>['roots'][number]> {
  const plan = planTree(Object.entries(files).map(([p, text]) => ({ path: p, bytes: new TextEncoder().encode(text) })));
  const root = plan.roots[0];
  if (!root) throw new Error(`no kustomization in ${dir}`);
  return root;
}

describe('renderKustomization', () => {
  it('renders with the real kustomize and writes nothing into the tree', async () => {
    const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(2) };
    const dir = tree(files);
    const tool = await findKustomize({ PATH: path.join(repoRoot, '.cache/bin') });
    expect(tool?.label).toBe('kustomize build');
    const r = await renderKustomization(await rootOf(dir, files), tool, { root: dir, env: { PATH: '' } });
    expect(r.output).toContain('config.kubernetes.io/origin: |\n      path: ');
    expect(readdirSync(path.join(dir, 'app')).sort()).toEqual(['cms.yaml', 'kustomization.yaml']);
  });

  it('stops a build whose output is over the cap', async () => {
    const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(200) };
    const dir = tree(files);
    const tool = await findKustomize({ PATH: path.join(repoRoot, '.cache/bin') });
    const r = await renderKustomization(await rootOf(dir, files), tool, { root: dir, env: { PATH: '' }, maxOutputBytes: 4096 });
    expect(r.output).toBeUndefined();
    expect(r.problem).toMatchObject({ ruleId: 'kustomize/build-failed', file: 'app/kustomization.yaml', line: 1, column: 1 });
    expect(r.problem?.message).toBe('kustomize build app wrote more than 4096 bytes and was stopped; the kustomization was not checked');
  });

  it('stops a build that does not finish in time (a kustomize that never ends)', async () => {
    const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(1) };
    const dir = tree(files);
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    // Stands in for a kustomize stuck on a pathological input: it never exits on its own.
    writeFileSync(path.join(bin, 'kustomize'), '#!/bin/sh\nexec sleep 600\n');
    chmodSync(path.join(bin, 'kustomize'), 0o755);
    const tool = await findKustomize({ PATH: bin });
    const r = await renderKustomization(await rootOf(dir, files), tool, { root: dir, env: { PATH: '/usr/bin:/bin' }, timeoutMs: 100 });
    expect(r.problem).toMatchObject({ ruleId: 'kustomize/build-failed', file: 'app/kustomization.yaml' });
    expect(r.problem?.message).toBe('kustomize build app did not finish within 100 ms and was stopped; the kustomization was not checked');
  });
});
