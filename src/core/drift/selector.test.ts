import { describe, expect, it } from 'vitest';
import { matchesSelector, parseSelector } from './selector.js';

function sel(text: string) {
  const p = parseSelector(text);
  if (!p.ok) throw new Error(p.error);
  return p.requirements;
}

describe('label selectors', () => {
  it('matches equality, set and existence requirements', () => {
    const labels = { app: 'web', tier: 'front', 'example.com/team': 'a' };
    expect(matchesSelector(labels, sel('app=web,tier!=db'))).toBe(true);
    expect(matchesSelector(labels, sel('app==api'))).toBe(false);
    expect(matchesSelector(labels, sel('tier in (front, back), example.com/team'))).toBe(true);
    expect(matchesSelector(labels, sel('tier notin (front)'))).toBe(false);
    expect(matchesSelector(labels, sel('!legacy'))).toBe(true);
    expect(matchesSelector(labels, sel('!app'))).toBe(false);
    expect(matchesSelector(undefined, sel('missing!=x'))).toBe(true);
    expect(matchesSelector(labels, sel(''))).toBe(true);
  });

  it('rejects malformed selectors with a reason', () => {
    expect(parseSelector('a in (')).toMatchObject({ ok: false });
    expect(parseSelector('-bad=x')).toMatchObject({ ok: false, error: expect.stringContaining('invalid label key') });
    expect(parseSelector('a=b c')).toMatchObject({ ok: false });
  });
});
