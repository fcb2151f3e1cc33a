import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRepository } from '../check/check.js';

// `__proto__` is an ordinary key in YAML and to the API server. Assigned with out[key] = v it
// sets the prototype instead: the field vanished from validation, and a null prototype crashed
// the label check ("Cannot convert object to primitive value"; found by the fuzzer, issue #11).
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const crd = readFileSync(path.join(repo, 'deploy/crds/tenantonboardings.platform.example.com.yaml'));
const enc = new TextEncoder();

function check(tenant: string) {
  return checkRepository({ files: [{ path: 't.yaml', bytes: enc.encode(tenant) }], crdFiles: [{ path: 'crd.yaml', bytes: crd }], now: new Date(0) });
}

const tenant = (metadataExtra: string, specExtra: string): string =>
  `apiVersion: platform.example.com/v1alpha1\nkind: TenantOnboarding\nmetadata:\n  name: a\n  namespace: tenants\n${metadataExtra}spec:\n  namespace: a\n${specExtra}`;

describe('a __proto__ key', () => {
  it('in labels is a located finding, not a crash', () => {
    const result = check(tenant('  labels: {x: {"__proto__": null, a: 1}}\n', ''));
    expect(result.findings).toContainEqual(expect.objectContaining({ ruleId: 'schema/metadata', file: 't.yaml', line: 6 }));
  });

  it('in spec is an unknown field like any other, not hidden in a prototype', () => {
    const result = check(tenant('', '  __proto__: {namespace: b}\n'));
    expect(result.findings).toContainEqual(expect.objectContaining({ ruleId: 'schema/unknown-field', file: 't.yaml', line: 8 }));
  });
});
