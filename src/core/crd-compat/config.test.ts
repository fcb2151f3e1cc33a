import { describe, expect, it } from 'vitest';
import { parseCrdCompatConfig } from './config.js';

describe('parseCrdCompatConfig', () => {
  it('reads severities, options, ignored versions and acknowledgements', () => {
    const { config, findings } = parseCrdCompatConfig(
      [
        'apiVersion: policy.driftgate.dev/v1alpha1',
        'kind: CrdCompatConfig',
        'metadata: { name: crd-compat }',
        'spec:',
        '  rules:',
        '    description-changed: { severity: off }',
        '    enum-value-added: { severity: error, options: { allow: false } }',
        '  ignoreVersions: "v\\\\d+alpha\\\\d*"',
        '  acknowledgements: []',
      ].join('\n'),
      { file: 'c.yaml' },
    );
    expect(findings).toEqual([]);
    expect(config.rules['description-changed']?.severity).toBe('off');
    expect(config.rules['enum-value-added']?.options).toEqual({ allow: false });
    expect(config.ignoreVersions).toBe('v\\d+alpha\\d*');
  });

  it('locates problems and suggests the rule meant', () => {
    const text = [
      'apiVersion: policy.driftgate.dev/v1alpha1',
      'kind: CrdCompatConfig',
      'spec:',
      '  rules:',
      '    feild-removed: { severity: error }',
      '    type-changed: { severity: fatal }',
      '  acknowledgements:',
      '    - rule: field-removed',
      '      crd: x',
    ].join('\n');
    const { findings } = parseCrdCompatConfig(text, { file: 'c.yaml' });
    const byLine = findings.map((f) => [f.line, f.ruleId, f.message]);
    expect(byLine).toContainEqual([5, 'crd-compat/config-invalid', 'unknown rule "feild-removed" (did you mean "field-removed"?)']);
    expect(findings.find((f) => f.line === 6)?.message).toMatch(/spec\.rules\.type-changed\.severity must be one of "error", "warning", "info", "off"/);
    expect(findings.find((f) => f.line === 8)?.message).toBe('spec.acknowledgements.0 needs "justification"');
  });

  it('rejects options a rule does not have, and an invalid regular expression', () => {
    const head = 'apiVersion: policy.driftgate.dev/v1alpha1\nkind: CrdCompatConfig\nspec:\n';
    expect(parseCrdCompatConfig(`${head}  rules:\n    type-changed:\n      options: { allow: true }\n`, { file: 'c.yaml' }).findings[0]?.message).toContain('this rule has no options');
    expect(parseCrdCompatConfig(`${head}  ignoreVersions: "v(("\n`, { file: 'c.yaml' }).findings[0]?.message).toContain('not a valid RE2 regular expression');
    // Valid in JavaScript, not in RE2 (Go): located, like every config problem.
    const lookahead = parseCrdCompatConfig(`${head}  ignoreVersions: "v(?=1)"\n`, { file: 'c.yaml' }).findings[0];
    expect(lookahead).toMatchObject({ ruleId: 'crd-compat/config-invalid', line: 4, file: 'c.yaml' });
    expect(lookahead?.message).toContain('invalid or unsupported Perl syntax: `(?=`');
    expect(parseCrdCompatConfig('kind: Wrong\n', { file: 'c.yaml' }).findings.map((f) => f.message).sort()).toEqual(['kind must be "CrdCompatConfig"', 'the config needs "apiVersion"']);
  });

  it('an empty file is the default config', () => {
    expect(parseCrdCompatConfig('', { file: 'c.yaml' })).toEqual({ config: { rules: {}, acknowledgements: [] }, findings: [] });
  });
});
