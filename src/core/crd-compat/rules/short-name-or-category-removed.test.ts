import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

describe('short-name-or-category-removed', () => {
  it('warns about removed short names and categories', () => {
    const findings = compare(crd({ names: { shortNames: ['wd', 'wg'], categories: ['all'] } }), crd({ names: { shortNames: ['wd'] } }));
    expect(findings.map((f) => [f.rule, f.severity, f.message.split('. Existing')[0]])).toEqual([
      ['short-name-or-category-removed', 'warning', 'short name wg removed'],
      ['short-name-or-category-removed', 'warning', 'category all removed'],
    ]);
  });

  it('warns about a changed singular name', () => {
    expect(compare(crd({ names: { singular: 'widget' } }), crd({ names: { singular: 'wid' } })).map((f) => [f.rule, f.severity])).toEqual([['short-name-or-category-removed', 'warning']]);
  });

  it('is silent for additions', () => {
    expect(compare(crd({ names: { shortNames: ['wd'] } }), crd({ names: { shortNames: ['wd', 'wg'], categories: ['all'] } }))).toEqual([]);
  });
});
