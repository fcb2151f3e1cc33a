// --lease-duration, --renew-deadline, --retry-period: the Lease timings of leader election and
// sharding, parsed the same way for `driftgate operator` and `driftgate agent`.
import { durationFlag, type ParsedArgs } from './args.js';
import { UsageError } from './command.js';

export interface LeaseTimings {
  readonly leaseDurationMs: number;
  readonly renewDeadlineMs: number;
  readonly retryPeriodMs: number;
}

/** client-go's defaults (LEADER_DEFAULTS): one leader, where a standby waiting 15 s costs nothing but availability. */
export const LEASE_DEFAULTS: LeaseTimings = { leaseDurationMs: 15_000, renewDeadlineMs: 10_000, retryPeriodMs: 2_000 };

/**
 * With --shards > 1: a dead replica's shards move about one lease duration plus a retry period or
 * two after its last renew (docs/operator.md, "Sharding"); 8 s / 6 s / 1 s keeps that within the
 * 15 s a tenant may go unreconciled, for a few more Lease requests a second per replica.
 */
export const SHARDED_LEASE_DEFAULTS: LeaseTimings = { leaseDurationMs: 8_000, renewDeadlineMs: 6_000, retryPeriodMs: 1_000 };

/**
 * The three timing flags: positive, retry < renew < lease; the defaults depend on whether the
 * process is sharded (`sharded`). Given while leader election is off
 * (`enabled` false), they are a usage error naming what they need (`needs`).
 */
export function leaseTimings(args: ParsedArgs, requirement: { readonly enabled: boolean; readonly needs: string; readonly sharded: boolean }): LeaseTimings {
  const given = ['lease-duration', 'renew-deadline', 'retry-period'].filter((name) => args.values[name] !== undefined);
  if (given.length > 0 && !requirement.enabled) throw new UsageError(`--${given[0]} needs ${requirement.needs}`);
  const defaults = requirement.sharded ? SHARDED_LEASE_DEFAULTS : LEASE_DEFAULTS;
  const timings: LeaseTimings = {
    leaseDurationMs: durationFlag(args, 'lease-duration', defaults.leaseDurationMs),
    renewDeadlineMs: durationFlag(args, 'renew-deadline', defaults.renewDeadlineMs),
    retryPeriodMs: durationFlag(args, 'retry-period', defaults.retryPeriodMs),
  };
  for (const [name, ms] of [['lease-duration', timings.leaseDurationMs], ['renew-deadline', timings.renewDeadlineMs], ['retry-period', timings.retryPeriodMs]] as const) {
    if (!(ms > 0)) throw new UsageError(`--${name} must be longer than 0`);
  }
  // A holder must give up (renew deadline) before anyone may take over (lease duration), and
  // must get more than one renew attempt within the deadline.
  if (!(timings.renewDeadlineMs < timings.leaseDurationMs)) throw new UsageError(`--renew-deadline (${timings.renewDeadlineMs} ms) must be shorter than --lease-duration (${timings.leaseDurationMs} ms)`);
  if (!(timings.retryPeriodMs < timings.renewDeadlineMs)) throw new UsageError(`--retry-period (${timings.retryPeriodMs} ms) must be shorter than --renew-deadline (${timings.renewDeadlineMs} ms)`);
  return timings;
}
