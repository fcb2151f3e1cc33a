import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../findings/finding.js';
import { loadManifests, type Manifest } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { loadCrds, validateManifest, type CrdRegistry } from './crds.js';
import { ValidatorCache } from './validator.js';

// The product CRD (deploy/crds) against valid and invalid TenantOnboardings.

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..', '..');
const CRD_FILE = 'deploy/crds/tenantonboardings.platform.example.com.yaml';

function manifestsOf(relative: string, base = repo): Manifest[] {
  const parsed = parseYaml(readFileSync(path.join(base, relative), 'utf8'), { file: relative });
  const loaded = loadManifests(parsed.documents);
  expect(parsed.findings.filter((f) => f.severity === 'error')).toEqual([]);
  expect(loaded.findings).toEqual([]);
  return loaded.manifests;
}

let registry: CrdRegistry;

beforeAll(() => {
  const loaded = loadCrds(manifestsOf(CRD_FILE), { cache: new ValidatorCache() });
  expect(loaded.findings).toEqual([]);
  registry = loaded.registry;
});

function check(m: Manifest): Finding[] {
  const findings = validateManifest(registry, m);
  if (!findings) throw new Error(`no schema for ${m.object.apiVersion} ${m.object.kind}`);
  return findings;
}

describe('the TenantOnboarding CRD', () => {
  it('defines v1 (served and storage) and v1alpha1 (served), namespaced, with the status subresource', () => {
    const v = registry.lookup('platform.example.com/v1', 'TenantOnboarding');
    expect(v).toMatchObject({ group: 'platform.example.com', version: 'v1', kind: 'TenantOnboarding', plural: 'tenantonboardings', scope: 'Namespaced', served: true, storage: true });
    const alpha = registry.lookup('platform.example.com/v1alpha1', 'TenantOnboarding');
    expect(alpha).toMatchObject({ version: 'v1alpha1', served: true, storage: false });
    const crd = registry.crds[0]!;
    const version = (crd.manifest.object.spec as { versions: { subresources: unknown; additionalPrinterColumns: { name: string; jsonPath: string }[] }[] }).versions[0]!;
    expect(version.subresources).toEqual({ status: {} });
    expect(version.additionalPrinterColumns.map((c) => [c.name, c.jsonPath])).toEqual([
      ['Ready', '.status.conditions[?(@.type=="Ready")].status'],
      ['Namespace', '.spec.namespace'],
      ['Age', '.metadata.creationTimestamp'],
    ]);
  });

  it('accepts every valid tenant', () => {
    const manifests = manifestsOf('src/core/schema/testdata/tenants-valid.yaml', repo);
    expect(manifests.length).toBe(5);
    for (const m of manifests) expect(check(m), m.ref.name).toEqual([]);
  });

  it('applies no surprising defaults and prunes nothing from a valid tenant', () => {
    const [first] = manifestsOf('src/core/schema/testdata/tenants-valid.yaml', repo);
    const v = registry.lookup('platform.example.com/v1alpha1', 'TenantOnboarding')!;
    expect(v.applyDefaults(first!.object)).toEqual(first!.object);
  });

  describe('rejects each kind of invalid tenant with a located finding', () => {
    const expected: Record<string, { ruleId: string; pointer: string; line: number; column: number; message: string }> = {
      'missing-namespace': { ruleId: 'schema/required', pointer: '/spec', line: 6, column: 1, message: 'spec.namespace: Required value: expected field "namespace" in spec, found nothing' },
      'bad-namespace': {
        ruleId: 'schema/pattern',
        pointer: '/spec/namespace',
        line: 14,
        column: 14,
        message: `spec.namespace: Invalid value: expected a lowercase RFC 1123 label (lower case alphanumeric characters or '-', starting and ending with an alphanumeric character), found the string "Team_A"`,
      },
      'long-namespace': { ruleId: 'schema/length', pointer: '/spec/namespace', line: 21, column: 14, message: 'spec.namespace: Too long: expected at most 63 characters, found 64' },
      'gpu-string': { ruleId: 'schema/type', pointer: '/spec/resourceQuota/gpuCount', line: 30, column: 15, message: 'spec.resourceQuota.gpuCount: expected an integer ≥ 0, found the string "four"' },
      'gpu-negative': { ruleId: 'schema/range', pointer: '/spec/resourceQuota/gpuCount', line: 39, column: 15, message: 'spec.resourceQuota.gpuCount: Invalid value: expected a value ≥ 0, found -1' },
      'bad-quantity': {
        ruleId: 'schema/pattern',
        pointer: '/spec/resourceQuota/memory',
        line: 48,
        column: 13,
        message: 'spec.resourceQuota.memory: Invalid value: expected a Kubernetes quantity such as "500m", "2" or "64Gi", found the string "64GB"',
      },
      'negative-cpu': { ruleId: 'schema/cel', pointer: '/spec/resourceQuota/cpu', line: 57, column: 10, message: 'spec.resourceQuota.cpu: Invalid value: cpu must not be negative (found the string "-2")' },
      'float-cpu': {
        ruleId: 'schema/type',
        pointer: '/spec/resourceQuota/cpu',
        line: 66,
        column: 10,
        message: 'spec.resourceQuota.cpu: expected an integer or a string (as a string: a Kubernetes quantity such as "500m", "2" or "64Gi") of at most 64 characters, found the number 1.5',
      },
      'unknown-field': { ruleId: 'schema/unknown-field', pointer: '/spec/resourceQuotas', line: 74, column: 3, message: 'unknown field "spec.resourceQuotas": expected one of access, namespace, networkPolicy, resourceQuota' },
      'duplicate-egress': {
        ruleId: 'schema/duplicate',
        pointer: '/spec/networkPolicy/allowEgressTo/2',
        line: 87,
        column: 9,
        message: 'spec.networkPolicy.allowEgressTo[2]: Duplicate value: expected unique items (x-kubernetes-list-type: set), found the string "catalog" again (first at index 0)',
      },
      'bad-egress': { ruleId: 'schema/pattern', pointer: '/spec/networkPolicy/allowEgressTo/0', line: 96, column: 21, message: expect.stringContaining('found the string "Catalog"') as unknown as string },
      'groups-not-a-list': { ruleId: 'schema/type', pointer: '/spec/access/adminGroups', line: 105, column: 18, message: 'spec.access.adminGroups: expected a list with at most 64 items, found the string "platform-admins"' },
      Bad_Name: { ruleId: 'schema/metadata', pointer: '/metadata/name', line: 110, column: 9, message: expect.stringMatching(/^metadata\.name: Invalid value: expected a lowercase RFC 1123 subdomain .* found the string "Bad_Name"$/) as unknown as string },
      'no-spec': { ruleId: 'schema/required', pointer: '', line: 114, column: 1, message: 'spec: Required value: expected field "spec", found nothing' },
    };

    const manifests = (): Manifest[] => manifestsOf('src/core/schema/testdata/tenants-invalid.yaml', repo);

    it('covers every document of the fixture', () => {
      expect(manifests().map((m) => m.ref.name)).toEqual(Object.keys(expected));
    });

    for (const [name, want] of Object.entries(expected)) {
      it(name, () => {
        const m = manifests().find((x) => x.ref.name === name)!;
        const errors = check(m).filter((f) => f.severity === 'error');
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatchObject({ ...want, severity: 'error', file: 'src/core/schema/testdata/tenants-invalid.yaml', object: { kind: 'TenantOnboarding', name } });
      });
    }
  });

  it('keeps spec.namespace immutable when the base revision is known', () => {
    const [first] = manifestsOf('src/core/schema/testdata/tenants-valid.yaml', repo);
    const v = registry.lookup('platform.example.com/v1alpha1', 'TenantOnboarding')!;
    const moved = { ...first!.object, spec: { ...(first!.object.spec as object), namespace: 'elsewhere' } };
    expect(v.validate(moved)).toEqual([]);
    const vs = v.validate(moved, { oldObject: first!.object });
    expect(vs).toEqual([
      expect.objectContaining({
        ruleId: 'schema/cel',
        pointer: '/spec/namespace',
        message: 'spec.namespace: Forbidden: spec.namespace is immutable; create a new TenantOnboarding to move a tenant (found the string "elsewhere", was the string "recommendations")',
      }),
    ]);
  });

  it('treats integer quantities as CEL ints (a negative integer cpu fails the rule, not the type)', () => {
    const v = registry.lookup('platform.example.com/v1alpha1', 'TenantOnboarding')!;
    const vs = v.validate({ apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name: 't' }, spec: { namespace: 't', resourceQuota: { cpu: -3 } } });
    expect(vs.map((x) => [x.ruleId, x.message])).toEqual([['schema/cel', 'spec.resourceQuota.cpu: Invalid value: cpu must not be negative (found the number -3)']]);
  });
});
