import { describe, expect, it } from 'vitest';
import { objectHealth } from './health.js';

const meta = (extra: Record<string, unknown> = {}) => ({ name: 'x', namespace: 'n', ...extra });

describe('objectHealth', () => {
  it('Terminating wins over everything', () => {
    expect(objectHealth({ apiVersion: 'v1', kind: 'ConfigMap', metadata: meta({ deletionTimestamp: '2026-01-01T00:00:00Z' }) }).status).toBe('Terminating');
  });

  it('InProgress while the controller has not observed the latest generation', () => {
    const h = objectHealth({
      apiVersion: 'platform.example.com/v1alpha1',
      kind: 'TenantOnboarding',
      metadata: meta({ generation: 3 }),
      status: { observedGeneration: 2, conditions: [{ type: 'Ready', status: 'True' }] },
    });
    expect(h).toMatchObject({ status: 'InProgress', reason: 'LatestGenerationNotObserved' });
  });

  it('reads the standard conditions: Stalled → Failed, Reconciling → InProgress, Ready', () => {
    const obj = (conditions: unknown[]) => ({ apiVersion: 'x.io/v1', kind: 'Thing', metadata: meta({ generation: 1 }), status: { observedGeneration: 1, conditions } });
    expect(objectHealth(obj([{ type: 'Stalled', status: 'True', reason: 'InvalidSpec', message: 'bad cpu' }]))).toEqual({ status: 'Failed', reason: 'InvalidSpec', message: 'bad cpu' });
    expect(objectHealth(obj([{ type: 'Reconciling', status: 'True', reason: 'Progressing' }])).status).toBe('InProgress');
    expect(objectHealth(obj([{ type: 'Ready', status: 'False', reason: 'Waiting' }])).status).toBe('InProgress');
    expect(objectHealth(obj([{ type: 'Ready', status: 'True' }, { type: 'Reconciling', status: 'False' }, { type: 'Stalled', status: 'False' }])).status).toBe('Current');
    expect(objectHealth(obj([])).status).toBe('Current');
  });

  it('Deployment: replicas updated, ready and available', () => {
    const dep = (status: Record<string, unknown>) => ({ apiVersion: 'apps/v1', kind: 'Deployment', metadata: meta({ generation: 2 }), spec: { replicas: 2 }, status: { observedGeneration: 2, ...status } });
    expect(objectHealth(dep({ replicas: 2, updatedReplicas: 1, readyReplicas: 2, availableReplicas: 2 })).reason).toBe('ReplicasNotUpdated');
    expect(objectHealth(dep({ replicas: 2, updatedReplicas: 2, readyReplicas: 1, availableReplicas: 1 })).reason).toBe('ReplicasNotReady');
    expect(objectHealth(dep({ replicas: 2, updatedReplicas: 2, readyReplicas: 2, availableReplicas: 2 })).status).toBe('Current');
    expect(objectHealth(dep({ conditions: [{ type: 'Progressing', status: 'False', reason: 'ProgressDeadlineExceeded' }] })).status).toBe('Failed');
  });

  it('Pods, Jobs, PVCs, Services, CRDs and Namespaces', () => {
    expect(objectHealth({ apiVersion: 'v1', kind: 'Pod', metadata: meta(), status: { phase: 'Running', conditions: [{ type: 'Ready', status: 'True' }] } }).status).toBe('Current');
    expect(
      objectHealth({ apiVersion: 'v1', kind: 'Pod', metadata: meta(), status: { phase: 'Running', containerStatuses: [{ name: 'a', state: { waiting: { reason: 'CrashLoopBackOff' } } }] } }).status,
    ).toBe('Failed');
    expect(objectHealth({ apiVersion: 'batch/v1', kind: 'Job', metadata: meta(), status: { conditions: [{ type: 'Failed', status: 'True' }] } }).status).toBe('Failed');
    expect(objectHealth({ apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: meta(), status: { phase: 'Pending' } }).status).toBe('InProgress');
    expect(objectHealth({ apiVersion: 'v1', kind: 'Service', metadata: meta(), spec: { type: 'LoadBalancer' }, status: {} }).status).toBe('InProgress');
    expect(objectHealth({ apiVersion: 'v1', kind: 'Service', metadata: meta(), spec: { type: 'ClusterIP' } }).status).toBe('Current');
    expect(objectHealth({ apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: meta(), status: { conditions: [{ type: 'Established', status: 'True' }] } }).status).toBe('Current');
    expect(objectHealth({ apiVersion: 'v1', kind: 'Namespace', metadata: meta(), status: { phase: 'Terminating' } }).status).toBe('Terminating');
  });

  it('Unknown for non-objects', () => {
    expect(objectHealth('nope').status).toBe('Unknown');
  });
});
