import { describe, expect, it } from 'vitest';
import { UsageError } from './command.js';
import { operatorSettings } from './operator.js';

describe('operatorSettings', () => {
  it('has defaults for a plain run', () => {
    expect(operatorSettings([], {})).toEqual({
      kubeconfig: undefined,
      context: undefined,
      tenantNamespace: undefined,
      workers: 8,
      leaderElect: false,
      leaseNamespace: 'driftgate-system',
      leaseName: 'driftgate-operator',
      shards: 1,
      lease: { leaseDurationMs: 15_000, renewDeadlineMs: 10_000, retryPeriodMs: 2_000 },
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

  it('reads --shards, which needs --leader-elect', () => {
    expect(operatorSettings(['--leader-elect', '--shards', '4'], {}).shards).toBe(4);
    expect(() => operatorSettings(['--shards', '4'], {})).toThrow(/--shards needs --leader-elect/);
    expect(() => operatorSettings(['--leader-elect', '--shards', '0'], {})).toThrow(/--shards must be a whole number/);
    expect(() => operatorSettings(['--leader-elect', '--shards', '2.5'], {})).toThrow(/--shards/);
    expect(operatorSettings(['--shards', '1'], {}).shards).toBe(1); // one shard: today's behaviour, no Lease needed
  });

  it('reads the lease timings, which need --leader-elect and must be ordered retry < renew < lease', () => {
    expect(operatorSettings(['--leader-elect', '--shards', '2', '--lease-duration', '6s', '--renew-deadline', '4s', '--retry-period', '500ms'], {}).lease).toEqual({
      leaseDurationMs: 6_000,
      renewDeadlineMs: 4_000,
      retryPeriodMs: 500,
    });
    // One flag alone keeps the others' defaults, as long as the order still holds.
    expect(operatorSettings(['--leader-elect', '--lease-duration', '30s'], {}).lease).toEqual({ leaseDurationMs: 30_000, renewDeadlineMs: 10_000, retryPeriodMs: 2_000 });
    // Sharded, the defaults are shorter, so a dead replica's shards move within 15 s.
    expect(operatorSettings(['--leader-elect', '--shards', '2'], {}).lease).toEqual({ leaseDurationMs: 8_000, renewDeadlineMs: 6_000, retryPeriodMs: 1_000 });
    expect(operatorSettings(['--leader-elect', '--shards', '1'], {}).lease).toEqual({ leaseDurationMs: 15_000, renewDeadlineMs: 10_000, retryPeriodMs: 2_000 });
    expect(() => operatorSettings(['--leader-elect', '--shards', '2', '--lease-duration', '5s'], {})).toThrow(/--renew-deadline \(6000 ms\) must be shorter than --lease-duration/);
    expect(() => operatorSettings(['--lease-duration', '6s'], {})).toThrow(/--lease-duration needs --leader-elect/);
    expect(() => operatorSettings(['--leader-elect', '--lease-duration', '6s'], {})).toThrow(/--renew-deadline .* must be shorter than --lease-duration/);
    expect(() => operatorSettings(['--leader-elect', '--renew-deadline', '15s'], {})).toThrow(/--renew-deadline/);
    expect(() => operatorSettings(['--leader-elect', '--lease-duration', '6s', '--renew-deadline', '4s', '--retry-period', '4s'], {})).toThrow(/--retry-period .* must be shorter than --renew-deadline/);
    expect(() => operatorSettings(['--leader-elect', '--retry-period', '0s'], {})).toThrow(/--retry-period must be longer than 0/);
    expect(() => operatorSettings(['--leader-elect', '--lease-duration', 'soon'], {})).toThrow(/--lease-duration must be a duration/);
  });
});

describe('operator webhook flags', () => {
  it('defaults to a self-managed Secret covering the Service name in the operator namespace', () => {
    const settings = operatorSettings(['--webhook-addr', ':9443', '--webhook-host', '127.0.0.1'], { POD_NAMESPACE: 'platform' });
    expect(settings.webhook).toEqual({
      address: ':9443',
      certificates: {
        kind: 'secret',
        namespace: 'platform',
        secretName: 'driftgate-operator-webhook-tls',
        hosts: ['driftgate-operator-webhook.platform.svc', 'driftgate-operator-webhook.platform.svc.cluster.local', '127.0.0.1'],
      },
      gpuCapacity: true,
    });
    expect(operatorSettings(['--webhook-addr', ':9443', '--no-gpu-capacity-webhook'], {}).webhook?.gpuCapacity).toBe(false);
    expect(operatorSettings([], {}).webhook).toBeUndefined();
  });

  it('refuses webhook flags without --webhook-addr, bad addresses and missing cert dirs', () => {
    expect(() => operatorSettings(['--webhook-secret', 'x'], {})).toThrow(/--webhook-secret needs --webhook-addr/);
    expect(() => operatorSettings(['--webhook-addr', 'nonsense:port'], {})).toThrow(/--webhook-addr/);
    expect(() => operatorSettings(['--webhook-addr', ':9443', '--webhook-cert-dir', '/nonexistent/dir'], {})).toThrow(/no such directory/);
  });
});
