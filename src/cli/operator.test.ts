import { describe, expect, it } from 'vitest';
import { UsageError } from './command.js';
import { operatorSettings } from './operator.js';

describe('operatorSettings', () => {
  it('has defaults for a plain run', () => {
    expect(operatorSettings([], {})).toEqual({
      kubeconfig: undefined,
      context: undefined,
      tenantNamespace: undefined,
      workers: 4,
      leaderElect: false,
      leaseNamespace: 'driftgate-system',
      leaseName: 'driftgate-operator',
      metricsAddress: undefined,
      resyncMs: 600_000,
      shutdownDeadlineMs: 20_000,
      logLevel: 'info',
    });
  });

  it('reads every flag, and the lease namespace from POD_NAMESPACE', () => {
    const s = operatorSettings(['--workers', '8', '--leader-elect', '--metrics-addr', ':9090', '--resync', '5m', '--shutdown-deadline', '10s', '--tenant-namespace', 'tenants'], {
      POD_NAMESPACE: 'ops',
    });
    expect(s).toMatchObject({ workers: 8, leaderElect: true, metricsAddress: ':9090', resyncMs: 300_000, shutdownDeadlineMs: 10_000, leaseNamespace: 'ops', tenantNamespace: 'tenants' });
  });

  it('rejects bad values as usage errors', () => {
    expect(() => operatorSettings(['--workers', '0'], {})).toThrow(UsageError);
    expect(() => operatorSettings(['--workers', 'many'], {})).toThrow(/--workers/);
    expect(() => operatorSettings(['--kubeconfig', '/nonexistent/kubeconfig'], {})).toThrow(/no such file/);
    expect(() => operatorSettings(['--log-level', 'loud'], {})).toThrow(/--log-level/);
    expect(() => operatorSettings(['--bogus'], {})).toThrow(UsageError);
  });
});
