import { describe, expect, it } from 'vitest';
import { parseYaml } from '../yaml/parse.js';
import { decodeManifestFile } from './files.js';
import { loadManifests } from './manifest.js';

const load = (text: string) => loadManifests(parseYaml(text, { file: 'm.yaml' }).documents);

describe('loadManifests', () => {
  it('loads objects with their reference and relative locations', () => {
    const { manifests, findings } = load('apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: n\ndata:\n  k: v\n');
    expect(findings).toEqual([]);
    expect(manifests[0]?.ref).toEqual({ apiVersion: 'v1', kind: 'ConfigMap', namespace: 'n', name: 'a' });
    expect(manifests[0]?.locate('/data/k')).toMatchObject({ line: 7, column: 6 });
  });

  it('reports each missing identity field at the closest place', () => {
    const { manifests, findings } = load('kind: ConfigMap\nmetadata:\n  labels: {}\n---\napiVersion: v1\nkind: 7\nmetadata:\n  name: x\n---\n- a list\n');
    expect(manifests).toEqual([]);
    expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([
      ['manifest/missing-api-version', 1, 1],
      ['manifest/missing-name', 2, 1],
      ['manifest/missing-kind', 6, 7],
      ['manifest/not-an-object', 10, 1],
    ]);
    expect(findings[2]?.message).toContain('found the number 7');
  });

  it('skips empty documents and expands kind: List', () => {
    const { manifests } = load('---\n---\napiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Namespace\n  metadata: {name: a}\n- apiVersion: v1\n  kind: Namespace\n  metadata: {name: b}\n');
    expect(manifests.map((m) => [m.object.metadata.name, m.base])).toEqual([
      ['a', '/items/0'],
      ['b', '/items/1'],
    ]);
    expect(manifests[1]?.locate('/metadata/name')).toMatchObject({ line: 11, column: 20 });
  });
});

describe('decodeManifestFile', () => {
  it('refuses oversized, binary and non-UTF-8 files with a finding', () => {
    const big = decodeManifestFile('big.yaml', new Uint8Array(11), { maxBytes: 10 });
    const binary = decodeManifestFile('b.yaml', Uint8Array.from([0x61, 0x00, 0x62]));
    const latin1 = decodeManifestFile('l.yaml', Uint8Array.from([0x61, 0xe9, 0x0a]));
    expect([big, binary, latin1].map((r) => (r.ok ? 'ok' : r.finding.ruleId))).toEqual([
      'input/file-too-large',
      'input/binary-file',
      'input/not-utf8',
    ]);
  });

  it('decodes UTF-8 and drops a byte-order mark', () => {
    const r = decodeManifestFile('a.yaml', new TextEncoder().encode('\uFEFFa: é\n'));
    expect(r).toEqual({ ok: true, text: 'a: é\n' });
  });
});

describe('locations of copies', () => {
  // Documents and manifests share one locator each, read through `this`: a spread copy (as
  // rendered objects and tests make) must still locate in the original document.
  const text = 'kind: List\napiVersion: v1\nitems:\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata:\n      name: a\n---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: b\n';
  const { documents } = parseYaml(text, { file: 'f.yaml' });

  it('a spread document keeps has and locate', () => {
    const copy = { ...documents[1]!, value: { replaced: true } };
    expect(copy.locate('/metadata/name')).toMatchObject({ file: 'f.yaml', line: 12, column: 9 });
    expect(copy.has('/kind')).toBe(true);
    expect(copy.has('/spec')).toBe(false);
  });

  it('a manifest, a list item and their spread copies locate under their base', () => {
    const { manifests } = loadManifests(documents);
    const [item, secret] = manifests;
    expect(item?.base).toBe('/items/0');
    expect(item?.locate('/metadata/name')).toMatchObject({ line: 7, column: 13 });
    expect({ ...item!, object: secret!.object }.locate('/kind', 'key')).toMatchObject({ line: 5, column: 5 });
    expect(secret?.locate('/metadata/name')).toMatchObject({ line: 12, column: 9 });
    expect({ ...secret! }.locate('/metadata')).toMatchObject({ line: 12, column: 3 });
  });
});
