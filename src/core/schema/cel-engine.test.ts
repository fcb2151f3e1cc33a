import { describe, expect, it } from 'vitest';
import { compileCel, T, type CelStaticType } from './cel-engine.js';

describe('compileCel memo', () => {
  const spec = (a: CelStaticType): CelStaticType => T.object('self', { a });

  it('compiles a rule once for the same self type, wherever it is asked for', () => {
    const first = compileCel('self.a > 1', { variables: { self: spec(T.int), oldSelf: spec(T.int) }, returns: 'bool' });
    const again = compileCel('self.a > 1', { variables: { self: spec(T.int), oldSelf: spec(T.int) }, returns: 'bool' });
    expect(first.ok).toBe(true);
    expect(again).toBe(first);
  });

  it('compiles it again for another self type or return type, with the verdict of that type', () => {
    const asInt = compileCel('self.a > 1', { variables: { self: spec(T.int) }, returns: 'bool' });
    const asString = compileCel('self.a > 1', { variables: { self: spec(T.string) }, returns: 'bool' });
    const asMessage = compileCel('self.a > 1', { variables: { self: spec(T.int) }, returns: 'string' });
    expect(asInt.ok).toBe(true);
    expect(asString.ok).toBe(false);
    expect(asMessage.ok).toBe(false);
    if (asInt.ok) expect(asInt.compiled.program.evaluate({ self: { a: 2n } })).toMatchObject({ ok: true, value: true });
  });

  it('tells large self types apart too (their key is a digest)', () => {
    const large = (a: CelStaticType): CelStaticType => T.object('self', { a, ...Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`field${i}`, T.string])) });
    const asInt = compileCel('self.a > 1', { variables: { self: large(T.int) }, returns: 'bool' });
    expect(compileCel('self.a > 1', { variables: { self: large(T.int) }, returns: 'bool' })).toBe(asInt);
    expect(asInt.ok).toBe(true);
    expect(compileCel('self.a > 1', { variables: { self: large(T.string) }, returns: 'bool' }).ok).toBe(false);
  });
});
