// Which watch events can be drift: only a change at a field Git sets. The operator adding its
// finalizer or shard label, a controller writing status, kubectl adding an annotation of its own:
// none of these can make the object differ from Git in what the sync owns, so they need no
// dry-run. At 10,000 tenants the operator's first pass alone is 10,000 such events, and checking
// each by dry-run kept the next commit waiting for over a minute.
import { deepEqual } from '../kube/json.js';
import { isRecord } from '../manifest/manifest.js';

/**
 * True when `previous` and `current` differ anywhere `desired` sets a value: a map of desired is
 * followed key by key, anything else (a scalar, a list) is compared whole. `status` is never
 * set by a sync and is skipped. Sound for drift: when this is false, whatever was equal to Git in
 * `previous` is still equal in `current`.
 */
export function touchesDesired(desired: unknown, previous: unknown, current: unknown): boolean {
  if (!isRecord(desired)) return !deepEqual(previous, current);
  const before = isRecord(previous) ? previous : undefined;
  const after = isRecord(current) ? current : undefined;
  // a map became something else (or appeared, or went away): everything under it changed
  if ((before === undefined) !== (after === undefined)) return true;
  if (before === undefined && after === undefined) return !deepEqual(previous, current);
  for (const [key, value] of Object.entries(desired)) {
    if (key === 'status') continue;
    if (touchesDesired(value, before?.[key], after?.[key])) return true;
  }
  return false;
}
