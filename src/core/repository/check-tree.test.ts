import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../manifest/input.js';
import { CheckRunMemo } from '../check/run-memo.js';
import { checkTree, type RenderedKustomization } from './check-tree.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const file = (p: string, text: string): SourceFile => ({ path: p, bytes: new TextEncoder().encode(text) });
const packFiles = (): SourceFile[] =>
  ['policies/driftgate.yaml', ...readdirSync(path.join(repoRoot, 'policies/admission')).map((f) => `policies/admission/${f}`)].map((p) => file(p, readFileSync(path.join(repoRoot, p), 'utf8')));
const crdFile = file('deploy/crds/tenantonboardings.yaml', readFileSync(path.join(repoRoot, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8'));
const cm = (name: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  annotations:\n    config.kubernetes.io/origin: "path: ${name}/cm.yaml"\ndata:\n  a: b\n`;

describe('checkTree over many rendered roots', () => {
  it('loads the CRDs and the policy pack, and type-checks the pack, once per run', () => {
    const roots = ['r0', 'r1', 'r2', 'r3'];
    const files = roots.flatMap((r) => [file(`${r}/kustomization.yaml`, 'resources: [cm.yaml]\n'), file(`${r}/cm.yaml`, cm(r))]);
    const renders: RenderedKustomization[] = roots.map((r) => ({ root: r, output: cm(r), originPrefix: '' }));
    const runMemo = new CheckRunMemo();
    const result = checkTree({ files, renders, crdFiles: [crdFile], policyFiles: packFiles(), now: new Date('2026-01-01T00:00:00Z'), runMemo });
    expect(result.summary.kustomizations.filter((r) => r.status === 'rendered').map((r) => r.root)).toEqual(roots);
    // Asked for by the check of the raw files and by each root's, computed once.
    expect(runMemo.requested('pack')).toBe(1 + roots.length);
    expect(runMemo.computed('pack')).toBe(1);
    expect(runMemo.computed('pack-types')).toBe(1);
    expect(runMemo.computed('crd-sources')).toBe(1);
  });
});
