import '../schema/engines-cel.js';
import '../schema/engines-ajv.js';
import { describe, expect, it } from 'vitest';
import { admits, finiteAdmitted, refusedByHead } from './admits.js';

describe('admits', () => {
  it('judges type, enum, pattern (RE2, unanchored), format, length and numeric bounds', () => {
    expect(admits({ type: 'string', pattern: '[0-9]' }, 'a1b')).toBe(true);
    expect(admits({ type: 'string', pattern: '^[0-9]+$' }, 'a1b')).toBe(false);
    expect(admits({ type: 'string', format: 'uuid' }, 'nope')).toBe(false);
    expect(admits({ type: 'string', format: 'int32' }, 'nope')).toBe(true); // not validated by the API server
    expect(admits({ type: 'string', maxLength: 2 }, 'ééé')).toBe(false);
    expect(admits({ type: 'string', maxLength: 3 }, 'ééé')).toBe(true); // runes, not bytes
    expect(admits({ type: 'integer', minimum: 1, exclusiveMinimum: true }, 1)).toBe(false);
    expect(admits({ type: 'integer' }, 1.5)).toBe(false);
    expect(admits({ type: 'number', multipleOf: 0.5 }, 1.5)).toBe(true);
    expect(admits({ enum: ['a'] }, 'b')).toBe(false);
  });

  it('evaluates the node CEL rules on the value, skipping transition rules, and is undecided when one fails to run', () => {
    expect(admits({ type: 'integer', 'x-kubernetes-validations': [{ rule: 'self < 3' }] }, 5)).toBe(false);
    expect(admits({ type: 'integer', 'x-kubernetes-validations': [{ rule: 'self == oldSelf' }] }, 5)).toBe(true);
    expect(admits({ type: 'string', 'x-kubernetes-validations': [{ rule: 'self.nope()' }] }, 'x')).toBeUndefined();
  });

  it('judges only the keywords asked for', () => {
    expect(admits({ type: 'string', maxLength: 1, pattern: '^b$' }, 'aa', new Set(['pattern']))).toBe(false);
    expect(admits({ type: 'string', maxLength: 1, pattern: '^a' }, 'aa', new Set(['pattern']))).toBe(true);
  });
});

describe('finiteAdmitted', () => {
  it('is the enum minus what the other keywords refuse', () => {
    expect(finiteAdmitted({ type: 'string', enum: ['a', 'bb'], maxLength: 1 })?.sure).toEqual(['a']);
    expect(finiteAdmitted({ type: 'boolean' })?.sure).toEqual([true, false]);
    expect(finiteAdmitted({ type: 'string' })).toBeUndefined();
  });
});

describe('refusedByHead', () => {
  it('proves an enum tightening safe, or names the value it refuses', () => {
    const base = { type: 'string', enum: ['A', 'B'] };
    expect(refusedByHead(base, { ...base, pattern: '^[A-Z]+$', maxLength: 10 }, ['pattern']).kind).toBe('none-refused');
    expect(refusedByHead(base, { ...base, pattern: '^A$' }, ['pattern'])).toEqual({ kind: 'refused', example: '"B"' });
  });

  it('finds a witness the old bounds admitted and the new one refuses', () => {
    expect(refusedByHead({ type: 'integer', minimum: 0 }, { type: 'integer', minimum: 3 }, ['minimum'])).toEqual({ kind: 'refused', example: '2' });
  });

  it('draws witnesses from the old pattern when the fixed shapes miss it', () => {
    expect(refusedByHead({ type: 'string', pattern: '^q{9}$' }, { type: 'string', pattern: '^q{9}$', maxLength: 3 }, ['maxLength'])).toEqual({ kind: 'refused', example: '"qqqqqqqqq"' });
  });

  it('is unknown when no witness passes the old schema', () => {
    const undecidable = { 'x-kubernetes-validations': [{ rule: 'self.noSuchFunction()' }] };
    expect(refusedByHead({ type: 'string', pattern: '^q{9}$', ...undecidable }, { type: 'string', pattern: '^q{9}$', maxLength: 3, ...undecidable }, ['maxLength'])).toEqual({ kind: 'unknown' });
  });
});
