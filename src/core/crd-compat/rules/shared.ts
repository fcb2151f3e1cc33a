import type { ChangeScope, CrdModel, NodeContext } from '../types.js';

/** Wording and small judgements shared by several rules. */

export const EXISTING = {
  tolerated:
    'tolerated by validation ratcheting (updates that leave the value unchanged still pass; creates, and edits of this field, must comply)',
  none: 'unaffected',
  pruned: 'data stored under it is pruned when read and lost on the next write; the change is not a validation, so ratcheting does not apply',
} as const;

/** The enforced (not ratcheted) sentence, with the reason. */
export function enforced(reason: string): string {
  return `not tolerated: ${reason}, so objects that do not comply are rejected on every write, including updates that leave them unchanged`;
}

/** The next version name, to suggest where a breaking change belongs: v1beta1 → v1beta2, v1 → v2. */
export function nextVersion(version: string): string {
  const m = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(version);
  if (!m) return `${version}-next`;
  if (m[2] !== undefined) return `v${m[1]}${m[2]}${Number(m[3]) + 1}`;
  return `v${Number(m[1]) + 1}`;
}

/** The remedy for a breaking in-place edit: put the change into a new version. */
export function newVersionRemedy(version: string): string {
  const next = nextVersion(version);
  return `add ${next} with the new shape and a conversion webhook; keep ${version} served and unchanged until stored objects are migrated`;
}

/** Remedy for a breaking change, sensitive to where it happened. */
export function breakingRemedy(context: Pick<NodeContext, 'scope' | 'version'>, specific: string): string {
  if (context.scope === 'served-versions') return `${capitalise(specific)}; or convert between the served versions with a conversion webhook.`;
  return `${capitalise(specific)}; or ${newVersionRemedy(context.version)}.`;
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

export function versionScope(base: CrdModel, version: string): ChangeScope {
  const v = base.version(version);
  if (!v) return 'new-version';
  return v.served ? 'in-place-served' : 'in-place-unserved';
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((x) => typeof x === 'string');
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

export function list(items: readonly string[], max = 5): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

/** `spec.versions[v1].served` → { version: 'v1', rest: 'served' }; `spec.versions[v1]` → rest ''. */
export function versionFacet(key: string): { readonly version: string; readonly rest: string } | undefined {
  const m = /^spec\.versions\[([^\]]*)\](?:\.(.*))?$/.exec(key);
  if (!m) return undefined;
  return { version: m[1] ?? '', rest: m[2] ?? '' };
}
