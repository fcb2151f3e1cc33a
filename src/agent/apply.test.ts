import { describe, expect, it } from 'vitest';
import { desiredObjects } from './apply.js';
import { MANAGED_BY_LABEL, SYNC_LABEL, TRACKING_ANNOTATION } from '../core/drift/ownership.js';
import type { KubeObject } from '../core/manifest/manifest.js';

const deepFreeze = <T>(v: T): T => {
  if (v !== null && typeof v === 'object') {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
};

const tenant = (name: string): KubeObject => ({ apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', metadata: { name, namespace: 'tenants', labels: { team: 'a' } }, spec: { namespace: name } });

describe('desiredObjects', () => {
  it('marks each object as this sync’s, drops status and the second of two equal keys', () => {
    const withStatus = { ...tenant('a'), status: { observedGeneration: 1 } };
    const [a, ...rest] = desiredObjects([withStatus, tenant('a'), tenant('b')], 'main');
    expect(rest).toHaveLength(1);
    expect(a?.status).toBeUndefined();
    expect(a?.metadata.labels).toMatchObject({ team: 'a', [MANAGED_BY_LABEL]: expect.any(String), [SYNC_LABEL]: 'main' });
    expect(a?.metadata.annotations?.[TRACKING_ANNOTATION]).toContain('main');
  });

  it('gives the same desired object again for the same frozen parsed value (an unchanged file), frozen', () => {
    const parsed = deepFreeze(tenant('a'));
    const [first] = desiredObjects([parsed], 'main');
    const [again] = desiredObjects([parsed], 'main');
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.metadata.labels)).toBe(true);
    // Another sync marks it for itself.
    const [other] = desiredObjects([parsed], 'other');
    expect(other).not.toBe(first);
    expect(other?.metadata.labels?.[SYNC_LABEL]).toBe('other');
    // An equal value parsed anew is another object (not looked up by content).
    const [fresh] = desiredObjects([deepFreeze(tenant('a'))], 'main');
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });

  it('never keeps what it made from an object that can still change', () => {
    const live = tenant('a');
    const [first] = desiredObjects([live], 'main');
    (live.spec as { namespace: string }).namespace = 'changed';
    const [again] = desiredObjects([live], 'main');
    expect(again).not.toBe(first);
    expect((again?.spec as { namespace: string }).namespace).toBe('changed');
  });
});
