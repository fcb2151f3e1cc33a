import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';

// Which git-facing modules a run loads: vi.mock's factory runs only when the module is imported.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../io/git/repository.js', async (importOriginal) => {
  loaded.add('io/git/repository');
  return importOriginal();
});
vi.mock('../io/repository/crd-revisions.js', async (importOriginal) => {
  loaded.add('io/repository/crd-revisions');
  return importOriginal();
});

const { crdDiffCommand } = await import('./crd-diff.js');

const crd = (maxLength: number): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: { name: widgets.example.com }
spec:
  group: example.com
  scope: Namespaced
  names: { kind: Widget, plural: widgets }
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec: { type: object, properties: { name: { type: string, maxLength: ${maxLength} } } }
`;

async function run(argv: readonly string[], cwd: string): Promise<{ code: number; stdout: string }> {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const code = await crdDiffCommand.run({ argv, stdout, stderr: new PassThrough(), env: {}, cwd });
  return { code, stdout: out };
}

describe('crd-diff BASE HEAD', () => {
  it('compares two files without loading git or what reads revisions', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crd-diff-'));
    writeFileSync(path.join(dir, 'base.yaml'), crd(20));
    writeFileSync(path.join(dir, 'head.yaml'), crd(10));
    const result = await run(['base.yaml', 'head.yaml', '--format', 'json'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('bound-tightened');
    expect([...loaded]).toEqual([]);
  });
});
