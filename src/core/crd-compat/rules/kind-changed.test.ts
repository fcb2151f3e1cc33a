import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

describe('kind-changed', () => {
  it('flags a changed kind and listKind', () => {
    expect(compare(crd(), crd({ kind: 'Gizmo' })).map((f) => [f.rule, f.severity, f.message.split('.')[0]])).toEqual([
      ['kind-changed', 'error', 'kind changed from "Widget" to "Gizmo"'],
      ['kind-changed', 'error', 'listKind changed from "WidgetList" to "GizmoList"'],
    ]);
  });

  it('is silent for other name changes it does not own', () => {
    expect(compare(crd(), crd({ names: { shortNames: ['wd'] } }))).toEqual([]);
  });
});
