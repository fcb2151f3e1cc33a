import { describe, expect, it } from 'vitest';
import { labelSelectorMatches, matchesSelector, parseSelector, type LabelSelector } from './labels.js';

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

describe('labelSelectorMatches (the object form, as admission policies carry it)', () => {
  const selector = (matchLabels: Record<string, string>, matchExpressions: LabelSelector['matchExpressions'] = []): LabelSelector => ({ matchLabels, matchExpressions });
  it('judges matchLabels and every operator as apimachinery does, and matches everything without a selector', () => {
    const labels = { app: 'web', tier: 'front' };
    expect(labelSelectorMatches(undefined, {})).toBe(true);
    expect(labelSelectorMatches(selector({}), labels)).toBe(true);
    expect(labelSelectorMatches(selector({ app: 'web' }), labels)).toBe(true);
    expect(labelSelectorMatches(selector({ app: 'db' }), labels)).toBe(false);
    expect(labelSelectorMatches(selector({}, [{ key: 'tier', operator: 'In', values: ['front', 'back'] }]), labels)).toBe(true);
    expect(labelSelectorMatches(selector({}, [{ key: 'env', operator: 'In', values: ['prod'] }]), labels)).toBe(false);
    expect(labelSelectorMatches(selector({}, [{ key: 'env', operator: 'NotIn', values: ['prod'] }]), labels)).toBe(true);
    expect(labelSelectorMatches(selector({}, [{ key: 'tier', operator: 'NotIn', values: ['front'] }]), labels)).toBe(false);
    expect(labelSelectorMatches(selector({}, [{ key: 'app', operator: 'Exists', values: [] }]), labels)).toBe(true);
    expect(labelSelectorMatches(selector({}, [{ key: 'app', operator: 'DoesNotExist', values: [] }]), labels)).toBe(false);
    expect(labelSelectorMatches(selector({ app: 'web' }, [{ key: 'env', operator: 'DoesNotExist', values: [] }]), labels)).toBe(true);
  });

  it('is the string form read the same way: `app=web,env notin (prod),!legacy`', () => {
    const parsed = parseSelector('app=web,env notin (prod),!legacy');
    expect(parsed.ok).toBe(true);
    const object = selector({ app: 'web' }, [{ key: 'env', operator: 'NotIn', values: ['prod'] }, { key: 'legacy', operator: 'DoesNotExist', values: [] }]);
    const cases: Record<string, string>[] = [{ app: 'web' }, { app: 'web', env: 'prod' }, { app: 'web', legacy: '' }, { app: 'db' }, { app: 'web', env: 'dev' }];
    for (const labels of cases) {
      expect(labelSelectorMatches(object, labels)).toBe(parsed.ok && matchesSelector(labels, parsed.requirements));
    }
  });
});
