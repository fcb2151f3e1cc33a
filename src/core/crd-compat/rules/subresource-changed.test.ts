import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

describe('subresource-changed', () => {
  it('warns when the status subresource is enabled', () => {
    const findings = compare(crd(), crd({ versions: [{ name: 'v1', extra: { subresources: { status: {} } } }] }));
    expect(findings.map((f) => [f.rule, f.severity, f.version, f.scope])).toEqual([['subresource-changed', 'warning', 'v1', 'in-place-served']]);
    expect(findings[0]?.message).toContain('status subresource enabled');
  });

  it('warns when scale paths change, and is silent when nothing changed', () => {
    const scale = (p: string) => crd({ versions: [{ name: 'v1', extra: { subresources: { status: {}, scale: { specReplicasPath: p, statusReplicasPath: '.status.replicas' } } } }] });
    expect(compare(scale('.spec.replicas'), scale('.spec.size')).map((f) => f.message.split('. Existing')[0])).toEqual(['v1: scale subresource paths changed (in-place edit of served version v1)']);
    expect(compare(scale('.spec.replicas'), scale('.spec.replicas'))).toEqual([]);
  });
});
