import { describe, expect, it } from 'vitest';
import { shippedBuiltinRegistry } from '../../../io/builtin-schemas.js';
import { loadManifests } from '../../manifest/manifest.js';
import { parseYaml } from '../../yaml/parse.js';
import { upgradeFindings } from './upgrade.js';

const manifests = (text: string) => loadManifests(parseYaml(text, { file: 'm.yaml', scalars: 'kubernetes' }).documents).manifests;

const OBJECTS = `apiVersion: storagemigration.k8s.io/v1
kind: StorageVersionMigration
metadata: {name: tenants}
spec: {resource: {group: platform.example.com, resource: tenantonboardings}}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: plain}
data: {a: b}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: Already_Bad}
`;

describe('check --upgrade-to', () => {
  it('reports, at the object, what the other version does not serve; objects refused today are left to their own findings', () => {
    // 1.37 serves storagemigration.k8s.io/v1; 1.36 does not (the shipped sets, regenerated from real servers).
    const findings = upgradeFindings({ current: shippedBuiltinRegistry('1.37'), target: shippedBuiltinRegistry('1.36'), manifests: manifests(OBJECTS) });
    expect(findings.map((f) => [f.ruleId, f.severity, f.line, f.object?.name])).toEqual([['upgrade/not-served', 'error', 1, 'tenants']]);
    expect(findings[0]?.message).toMatch(/^Kubernetes v1\.36\.\d+: .*\(accepted by Kubernetes v1\.37\.\d+\)$/);
  });

  it('finds nothing when the next version serves and accepts every object', () => {
    const objects = manifests('apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec: {containers: [{name: c, image: i}]}\n');
    expect(upgradeFindings({ current: shippedBuiltinRegistry('1.36'), target: shippedBuiltinRegistry('1.37'), manifests: objects })).toEqual([]);
  });
});
