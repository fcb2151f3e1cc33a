// --lease-duration, --renew-deadline, --retry-period: the Lease timings of leader election and
// sharding, parsed the same way for `driftgate operator` and `driftgate agent`.
import { durationFlag, type ParsedArgs } from './args.js';
import { UsageError } from './command.js';

export interface LeaseTimings {
  readonly leaseDurationMs: number;
  readonly renewDeadlineMs: number;
  readonly retryPeriodMs: number;
}

/** client-go's defaults (LEADER_DEFAULTS). */
export const LEASE_DEFAULTS: LeaseTimings = { leaseDurationMs: 15_000, renewDeadlineMs: 10_000, retryPeriodMs: 2_000 };

/**
 * The three timing flags: positive, retry < renew < lease. Given while leader election is off
 * (`enabled` false), they are a usage error naming what they need (`needs`).
 */
export function leaseTimings(args: ParsedArgs, requirement: { readonly enabled: boolean; readonly needs: string }): LeaseTimings {
  const given = ['lease-duration', 'renew-deadline', 'retry-period'].filter((name) => args.values[name] !== undefined);
  if (given.length > 0 && !requirement.enabled) throw new UsageError(`--${given[0]} needs ${requirement.needs}`);
  const timings: LeaseTimings = {
    leaseDurationMs: durationFlag(args, 'lease-duration', LEASE_DEFAULTS.leaseDurationMs),
    renewDeadlineMs: durationFlag(args, 'renew-deadline', LEASE_DEFAULTS.renewDeadlineMs),
    retryPeriodMs: durationFlag(args, 'retry-period', LEASE_DEFAULTS.retryPeriodMs),
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
