import '../../schema/engines-cel.js';
import '../../schema/engines-ajv.js';
import { describe, expect, it } from 'vitest';
import { provenHarmless } from './cel-guard.js';

const base = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: ['A', 'B'] }, mode: { type: 'string', enum: ['x', 'y'] }, size: { type: 'integer' } },
};
const head = {
  ...base,
  properties: { ...base.properties, type: { type: 'string', enum: ['A', 'B', 'New'] }, newField: { type: 'string' } },
};
const proof = (rule: string, optionalOldSelf = false) => provenHarmless(rule, base, head, { optionalOldSelf });

describe('provenHarmless', () => {
  it.each([
    "self.type == 'New' ? has(self.newField) : true",
    "self.type != 'New' || has(self.newField)",
    "!(self.type == 'New') || has(self.newField)",
    "!has(self.newField) || self.newField.size() > 2",
    "has(self.newField) ? self.newField != '' : true",
    "self.type in ['New'] ? has(self.newField) : true",
    "has(self.mode) && self.mode == 'z' ? has(self.newField) : true",
    "self.type == 'New' ? self.newField == oldSelf.newField : true",
    "!has(self.newField) || (self.type == 'New' && self.size > 3)",
  ])('proves %s harmless for old objects', (rule) => {
    expect(proof(rule)).toBeDefined();
  });

  it.each([
    // an old value satisfies the guard
    "self.type == 'A' ? has(self.newField) : true",
    // `mode` is optional: an old object without it makes `self.mode` fail
    "self.mode == 'z' ? has(self.newField) : true",
    // no guard
    'self.size > 0',
    'has(self.newField)',
    // a field the old schema declares may be set
    "!has(self.size) || self.size > 0",
    'self == oldSelf',
    'not valid CEL (',
  ])('leaves %s unproven', (rule) => {
    expect(proof(rule)).toBeUndefined();
  });

  it('gives the reason', () => {
    expect(proof("self.type == 'New' ? has(self.newField) : true")).toBe(
      '`.type == "New"` never holds for an old object: it is always set, and the old schema admitted only its enum "A", "B"',
    );
    expect(proof('!has(self.newField) || self.newField.size() > 2')).toContain('the old schema has no field .newField');
  });

  it('does not model optionalOldSelf', () => {
    expect(proof("oldSelf.type == 'New' ? has(self.newField) : true", true)).toBeUndefined();
  });

  it('treats a field defaulted in the new schema as always set', () => {
    const b = { type: 'object', properties: { mode: { type: 'string', enum: ['x'] } } };
    const h = { type: 'object', properties: { mode: { type: 'string', enum: ['x', 'z'], default: 'x' }, extra: { type: 'string' } } };
    expect(provenHarmless("self.mode == 'z' ? has(self.extra) : true", b, h, { optionalOldSelf: false })).toBeDefined();
  });
});
