import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../manifest/manifest.js';
import { compileKindValidator } from '../../schema/index.js';
import { checkStoredVersions, storedObjectFindings, StoredObjectTally } from '../live.js';
import { crd, manifestsOf, rootSchema, toYaml } from '../testing.js';

const spec = { type: 'object', required: ['owner'], properties: { owner: { type: 'string' }, size: { type: 'integer', maximum: 5 } } };
const head = manifestsOf(toYaml([crd({ versions: [{ name: 'v1', spec }] })]), 'head.yaml')[0]!;

function object(name: string, specValue: Record<string, unknown>): KubeObject {
  return { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name, namespace: 'ns' }, spec: specValue };
}

describe('stored-objects-invalid', () => {
  const validator = compileKindValidator({
    group: 'example.com', version: 'v1', kind: 'Widget', plural: 'widgets', scope: 'Namespaced', served: true, storage: true,
    schema: rootSchema(spec), statusSubresource: false,
  }).validator!;

  it('counts the stored objects that fail the head schema, with examples, and which of them no ratchet saves', () => {
    const tally = new StoredObjectTally('v1');
    tally.validate(validator, object('ok', { owner: 'a', size: 1 }));
    tally.validate(validator, object('too-big', { owner: 'a', size: 9 }));
    tally.validate(validator, object('no-owner', { size: 1 }));
    tally.validate(validator, object('extra', { owner: 'a', legacy: true }));
    const [failing, pruned] = storedObjectFindings({ head, tally });
    expect(failing).toMatchObject({ rule: 'stored-objects-invalid', severity: 'error', version: 'v1', ratchet: 'enforced', file: 'head.yaml', scope: 'live' });
    expect(failing?.message).toMatch(/^v1: 2 of 4 stored objects would fail validation .*; 1 of them even on an update that leaves them unchanged; e\.g\. ns\/too-big/);
    expect(failing?.message).toContain('ns/no-owner');
    expect(pruned).toMatchObject({ severity: 'warning' });
    expect(pruned?.message).toContain('1 of 4 stored objects have fields the head schema does not declare');
  });

  it('reports nothing when every stored object is valid', () => {
    const tally = new StoredObjectTally('v1');
    tally.validate(validator, object('ok', { owner: 'a' }));
    expect(storedObjectFindings({ head, tally })).toEqual([]);
  });

  it('a stored version missing from spec.versions is always an error', () => {
    const live = { object: { spec: {}, status: { storedVersions: ['v1alpha1', 'v1'] } } };
    expect(checkStoredVersions({ head, live }).map((f) => [f.rule, f.severity, f.version])).toEqual([['version-removed', 'error', 'v1alpha1']]);
  });
});

describe('stored-objects-invalid when the head schema cannot be compiled', () => {
  it('says the objects were not validated, as a warning', async () => {
    const { notValidatedFinding } = await import('../live.js');
    const f = notValidatedFinding({ head, version: 'v1', reason: 'schema too deep' });
    expect(f).toMatchObject({ rule: 'stored-objects-invalid', severity: 'warning', version: 'v1', file: 'head.yaml' });
    expect(f.message).toContain('not validated');
  });
});
