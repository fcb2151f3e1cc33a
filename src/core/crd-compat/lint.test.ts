import { describe, expect, it } from 'vitest';
import { compareCrdSets } from './compare.js';
import { DEFAULT_CONFIG, parseCrdCompatConfig, type CrdCompatConfig } from './config.js';
import { byRule, compare, crd, manifestsOf, rootSchema, specCrd, toYaml } from './testing.js';

const LINT: CrdCompatConfig = { ...DEFAULT_CONFIG, lint: true };
const clean = { type: 'object', properties: { mode: { type: 'string', enum: ['On', 'Off'] } } };

describe('API-convention lints (opt in, ratcheted)', () => {
  it('are off unless asked for', () => {
    const head = specCrd({ type: 'object', properties: { enabled: { type: 'boolean' } } });
    expect(compare(specCrd(clean), head).filter((f) => f.rule.startsWith('lint-'))).toEqual([]);
  });

  it('lint-no-bools: a new boolean in spec is advisory (warning), with the convention reference', () => {
    const head = specCrd({ type: 'object', properties: { ...clean.properties, enabled: { type: 'boolean' } } });
    const [f] = byRule(compare(specCrd(clean), head, LINT), 'lint-no-bools');
    expect(f).toMatchObject({ severity: 'warning', path: '.spec.enabled', line: expect.any(Number) });
    expect(f?.hint).toContain('api-conventions.md#primitive-types');
  });

  it('lint-no-maps-of-structs: additionalProperties with an object schema is an error; a map of strings is not', () => {
    const head = specCrd({ type: 'object', properties: { ...clean.properties, targets: { type: 'object', additionalProperties: { type: 'object', properties: { port: { type: 'integer' } } } }, labels: { type: 'object', additionalProperties: { type: 'string' } } } });
    const findings = byRule(compare(specCrd(clean), head, LINT), 'lint-no-maps-of-structs');
    expect(findings.map((f) => [f.severity, f.path])).toEqual([['error', '.spec.targets']]);
    expect(findings[0]?.hint).toContain('NoMaps');
  });

  it('lint-list-type-missing: an array without x-kubernetes-list-type is an error; with one it passes', () => {
    const head = specCrd({ type: 'object', properties: { ...clean.properties, hosts: { type: 'array', items: { type: 'string' } }, ports: { type: 'array', items: { type: 'integer' }, 'x-kubernetes-list-type': 'set' } } });
    expect(byRule(compare(specCrd(clean), head, LINT), 'lint-list-type-missing').map((f) => [f.severity, f.path])).toEqual([['error', '.spec.hosts']]);
  });

  it('lint-no-floats: type number is an error', () => {
    const head = specCrd({ type: 'object', properties: { ...clean.properties, ratio: { type: 'number' } } });
    expect(byRule(compare(specCrd(clean), head, LINT), 'lint-no-floats').map((f) => f.path)).toEqual(['.spec.ratio']);
  });

  const condition = (extra: Record<string, unknown>, required = ['type', 'status', 'lastTransitionTime', 'reason', 'message']) => ({
    type: 'array',
    ...extra,
    items: {
      type: 'object',
      required,
      properties: {
        type: { type: 'string' },
        status: { type: 'string', enum: ['True', 'False', 'Unknown'] },
        lastTransitionTime: { type: 'string', format: 'date-time' },
        reason: { type: 'string' },
        message: { type: 'string' },
      },
    },
  });
  const withConditions = (conditions: Record<string, unknown>) =>
    crd({ versions: [{ name: 'v1', schema: { type: 'object', properties: { spec: clean, status: { type: 'object', properties: { conditions } } } } }] });

  it('lint-conditions-shape: status.conditions must be a list map keyed by type with the metav1.Condition fields required', () => {
    const good = withConditions(condition({ 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['type'] }));
    expect(byRule(compare(specCrd(clean), good, LINT), 'lint-conditions-shape')).toEqual([]);
    const bad = withConditions(condition({}, ['type', 'status']));
    const [f] = byRule(compare(specCrd(clean), bad, LINT), 'lint-conditions-shape');
    expect(f).toMatchObject({ severity: 'error', path: '.status.conditions' });
    expect(f?.message).toContain('x-kubernetes-list-type is not map');
    expect(f?.message).toContain('lastTransitionTime, reason, message not required');
  });

  it('is ratcheted: a violation already present at base is not reported again; a new one is', () => {
    const base = specCrd({ type: 'object', properties: { enabled: { type: 'boolean' }, hosts: { type: 'array', items: { type: 'string' } } } });
    const head = specCrd({ type: 'object', properties: { enabled: { type: 'boolean' }, hosts: { type: 'array', items: { type: 'string' } }, paused: { type: 'boolean' } } });
    expect(compare(base, head, LINT).filter((f) => f.rule.startsWith('lint-')).map((f) => `${f.rule} ${f.path}`)).toEqual(['lint-no-bools .spec.paused']);
  });

  it('reports every violation of a CRD added at head', () => {
    const added = specCrd({ type: 'object', properties: { enabled: { type: 'boolean' } } }, { plural: 'gadgets', kind: 'Gadget' });
    expect(compare([specCrd(clean)], [specCrd(clean), added], LINT).filter((f) => f.rule.startsWith('lint-')).map((f) => `${f.rule} ${f.crd}`)).toEqual(['lint-no-bools gadgets.example.com']);
  });

  it('check reports them as warnings (lintSeverity)', () => {
    const head = specCrd({ type: 'object', properties: { ...clean.properties, hosts: { type: 'array', items: { type: 'string' } } } });
    const findings = compareCrdSets({ base: manifestsOf(toYaml([specCrd(clean)]), 'b.yaml'), head: manifestsOf(toYaml([head]), 'h.yaml'), config: LINT, lintSeverity: 'warning' });
    expect(byRule(findings, 'lint-list-type-missing').map((f) => f.severity)).toEqual(['warning']);
  });

  it('the config switch turns them on, and a lint rule can be configured like any rule', () => {
    const { config, findings } = parseCrdCompatConfig(['apiVersion: policy.driftgate.dev/v1alpha1', 'kind: CrdCompatConfig', 'spec:', '  lint: true', '  rules:', '    lint-no-bools: {severity: off}', ''].join('\n'), { file: 'c.yaml' });
    expect(findings).toEqual([]);
    expect(config.lint).toBe(true);
    const head = specCrd({ type: 'object', properties: { enabled: { type: 'boolean' }, hosts: { type: 'array', items: { type: 'string' } } } });
    expect(compare(specCrd(clean), head, config).filter((f) => f.rule.startsWith('lint-')).map((f) => f.rule)).toEqual(['lint-list-type-missing']);
  });

  it('skips metadata, apiVersion and kind (owned by the API server)', () => {
    const head = crd({ versions: [{ name: 'v1', schema: { ...rootSchema(clean), properties: { ...(rootSchema(clean).properties as object), metadata: { type: 'object', properties: { finalizers: { type: 'array', items: { type: 'string' } } } } } } }] });
    expect(compare(specCrd(clean), head, LINT).filter((f) => f.rule.startsWith('lint-'))).toEqual([]);
  });
});
