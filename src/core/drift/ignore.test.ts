import { describe, expect, it } from 'vitest';
import { compileIgnoreRules } from './ignore.js';

const object = (namespace: string) => ({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace } });

describe('drift ignore targets: RE2 regular expressions, anchored, in linear time', () => {
  it('matches the whole field with RE2 syntax', () => {
    const { rules, findings } = compileIgnoreRules([{ paths: ['/spec/replicas'], target: { namespace: '(?i)TEAM-[a-z]+', kind: 'Deploy' } }, { paths: ['/x'], target: { namespace: '[[:alpha:]-]+' } }]);
    expect(findings).toEqual([]);
    expect(rules[0]?.match(object('team-a'))).toBe(false); // kind "Deploy" must match all of "Deployment"
    expect(rules[1]?.match(object('team-a'))).toBe(true);
    expect(rules[1]?.match(object('team-1'))).toBe(false);
  });

  it('a target regex that backtracks exponentially in JavaScript answers at once', () => {
    const { rules } = compileIgnoreRules([{ paths: ['/spec/replicas'], target: { namespace: '(a+)+b' } }]);
    expect(rules[0]?.match(object('a'.repeat(60)))).toBe(false);
  });

  it('a regex RE2 rejects is a located finding, even when JavaScript accepts it', () => {
    const { rules, findings } = compileIgnoreRules({ ignore: [{ paths: ['/spec/replicas'], target: { name: '(?=web)web' } }] }, { file: '.driftgate/drift.yaml' });
    expect(rules).toEqual([]);
    expect(findings).toEqual([
      expect.objectContaining({ ruleId: 'drift/ignore-invalid', file: '.driftgate/drift.yaml', pointer: '/ignore/0/target/name', message: expect.stringContaining('invalid or unsupported Perl syntax') }),
    ]);
  });
});
