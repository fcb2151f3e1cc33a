import type { Finding } from '../findings/finding.js';
import { splitApiVersion, type Manifest } from '../manifest/manifest.js';
import { DEFAULT_CONFIG, isNeverWaivable, matchesRulePattern, validDate, type WaiverEntry, type WaiverLimits } from './config.js';
import { toPointer } from '../yaml/pointer.js';

/**
 * Waivers: one rule, one object, a justification and an expiry date, within limits.
 *
 * - In driftgate.yaml: `spec.waivers: [{rule, object: {kind, name, namespace?}, justification, expires, approved?}]`.
 * - On the object: annotation `waivers.driftgate.dev/<rule id with "/" written as ".">: "<YYYY-MM-DD> <justification>"`,
 *   e.g. `waivers.driftgate.dev/vap.tenant-gpu-limit: "2026-12-31 PLAT-123 approved burst for launch"`.
 *
 * A waived finding stays visible as `info` with the justification. A waiver waives nothing,
 * and is itself an error finding, when it has expired (`waiver/expired`; the clock is injected),
 * lasts longer than `waiverLimits.maxDays` from its approval date or today (`waiver/too-long`),
 * names a rule that may not be waived (`waiver/not-waivable`: security rules never, others when
 * `waiverLimits.waivableRules` does not list them), or is malformed (`waiver/invalid`). One that
 * matched nothing is `waiver/unused` (info).
 *
 * In a pull request (`base` given) an annotation waiver counts only when the object carried the
 * same annotation at the base revision: a change cannot waive its own findings. A new or changed
 * annotation is `gate/waiver-changed` (warning) and takes effect once merged.
 */

export const WAIVER_ANNOTATION_PREFIX = 'waivers.driftgate.dev/';

interface Waiver {
  readonly rule: string;
  readonly matches: (f: Finding) => boolean;
  readonly justification: string;
  readonly expires: string;
  readonly approved?: string;
  readonly source: string;
  readonly at: { file: string; line: number; column: number; pointer: string };
  readonly object?: Finding['object'];
  /** Why this waiver waives nothing (a finding about the waiver), if it does not. */
  problem?: Finding;
  used: boolean;
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS;
}

function today(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS);
}

function expired(expires: string, now: Date): boolean {
  return now.getTime() >= (dayNumber(expires) + 1) * DAY_MS;
}

export function annotationKeyForRule(ruleId: string): string {
  return WAIVER_ANNOTATION_PREFIX + ruleId.replace(/\//g, '.');
}

function ruleFromAnnotationKey(key: string): string {
  const name = key.slice(WAIVER_ANNOTATION_PREFIX.length);
  const dot = name.indexOf('.');
  return dot === -1 ? name : `${name.slice(0, dot)}/${name.slice(dot + 1)}`;
}

function objectKey(m: Manifest): string {
  return `${splitApiVersion(m.object.apiVersion).group}\u0000${m.object.kind}\u0000${m.object.metadata.namespace ?? ''}\u0000${m.object.metadata.name ?? ''}`;
}

export interface ApplyWaiversInput {
  readonly manifests: readonly Manifest[];
  readonly entries: readonly WaiverEntry[];
  readonly now: Date;
  readonly limits?: WaiverLimits;
  /**
   * The objects at the base revision of a pull request. When given, annotation waivers count
   * only if the base object carried the same annotation with the same value.
   */
  readonly base?: readonly Manifest[];
}

export function applyWaivers(findings: readonly Finding[], input: ApplyWaiversInput): Finding[] {
  const limits = input.limits ?? DEFAULT_CONFIG.waiverLimits;
  const problems: Finding[] = [];
  const waivers: Waiver[] = [];
  const sameObject = (f: Finding, o: { apiVersion?: string; kind: string; namespace?: string; name: string }): boolean =>
    f.object?.kind === o.kind &&
    f.object.name === o.name &&
    (o.namespace === undefined || (f.object.namespace ?? '') === o.namespace) &&
    (o.apiVersion === undefined || splitApiVersion(f.object.apiVersion ?? '').group === splitApiVersion(o.apiVersion).group);
  const baseAnnotations = input.base ? new Map(input.base.map((m) => [objectKey(m), m.object.metadata.annotations ?? {}])) : undefined;

  for (const e of input.entries) {
    waivers.push({
      rule: e.rule,
      matches: (f) => f.ruleId === e.rule && sameObject(f, e.object),
      justification: e.justification,
      expires: e.expires,
      ...(e.approved !== undefined ? { approved: e.approved } : {}),
      source: `driftgate.yaml waiver for ${e.object.kind} ${e.object.namespace ? e.object.namespace + '/' : ''}${e.object.name}`,
      at: e.at,
      used: false,
    });
  }
  for (const m of input.manifests) {
    for (const [key, value] of Object.entries(m.object.metadata.annotations ?? {})) {
      if (!key.startsWith(WAIVER_ANNOTATION_PREFIX)) continue;
      const pointer = toPointer(['metadata', 'annotations', key]);
      const loc = m.locate(pointer);
      const at = { file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer };
      const rule = ruleFromAnnotationKey(key);
      const parsed = /^\s*(\d{4}-\d{2}-\d{2})\s*[:\s]\s*(\S.*?)\s*$/s.exec(value);
      if (!parsed || !validDate(parsed[1] ?? '')) {
        problems.push({
          ruleId: 'waiver/invalid', severity: 'error', ...at, object: m.ref,
          message: `waiver annotation ${key} must read "<YYYY-MM-DD> <justification>"; found ${JSON.stringify(value)}`,
          hint: 'Every waiver needs an expiry date and a justification, e.g. "<a date at most 90 days ahead> PLAT-123 approved by the platform team".',
        });
        continue;
      }
      const ref = m.ref;
      const waiver: Waiver = {
        rule,
        matches: (f) => f.ruleId === rule && f.object !== undefined && f.object.kind === ref.kind && f.object.name === ref.name && (f.object.namespace ?? '') === (ref.namespace ?? '') && f.file === m.file,
        justification: parsed[2] ?? '',
        expires: parsed[1] ?? '',
        source: `annotation ${key}`,
        at,
        object: m.ref,
        used: false,
      };
      if (baseAnnotations && baseAnnotations.get(objectKey(m))?.[key] !== value) {
        waiver.problem = {
          ruleId: 'gate/waiver-changed', severity: 'warning', ...at, object: m.ref,
          message: `the ${waiver.source} is new or changed in this change, so it does not waive ${rule} here: a change cannot waive its own findings; it takes effect once merged`,
          hint: 'A waiver is a decision of whoever may merge. Ask the platform team to merge it (or to add it to driftgate.yaml) first, or fix what the rule reports.',
        };
      }
      waivers.push(waiver);
    }
  }

  // Limits: what may be waived, for how long, with what justification.
  for (const w of waivers) {
    if (w.problem) continue;
    const where = { ...w.at, ...(w.object ? { object: w.object } : {}) };
    if (isNeverWaivable(w.rule)) {
      w.problem = {
        ruleId: 'waiver/not-waivable', severity: 'error', ...where,
        message: `the ${w.source} waives ${w.rule}, a security rule that no waiver may switch off`,
        hint: 'Fix what the rule reports. Security rules (system groups, reserved and foreign namespaces, RBAC escalation, the sync scope) cannot be waived.',
      };
    } else if (!limits.waivableRules.some((p) => matchesRulePattern(w.rule, p))) {
      w.problem = {
        ruleId: 'waiver/not-waivable', severity: 'error', ...where,
        message: `the ${w.source} waives ${w.rule}, which is not among the rules that may be waived (${limits.waivableRules.join(', ') || 'none'})`,
        hint: 'Fix what the rule reports, or ask the platform team to add the rule to spec.waiverLimits.waivableRules in driftgate.yaml.',
      };
    } else if (w.justification.trim() === '') {
      w.problem = {
        ruleId: 'waiver/invalid', severity: 'error', ...where,
        message: `the ${w.source} waiving ${w.rule} has no justification`,
        hint: 'Say why the rule may be broken and who approved it, e.g. "PLAT-123: launch week burst approved by the platform team".',
      };
    } else if (w.approved !== undefined && dayNumber(w.approved) > today(input.now)) {
      w.problem = {
        ruleId: 'waiver/invalid', severity: 'error', ...where,
        message: `the ${w.source} waiving ${w.rule} is approved on ${w.approved}, a date in the future`,
        hint: 'The approval date is when the waiver was granted; it cannot lie ahead.',
      };
    } else if (!expired(w.expires, input.now)) {
      const start = w.approved !== undefined ? dayNumber(w.approved) : today(input.now);
      const days = dayNumber(w.expires) - start;
      if (days > limits.maxDays) {
        w.problem = {
          ruleId: 'waiver/too-long', severity: 'error', ...where,
          message: `the ${w.source} waiving ${w.rule} lasts until ${w.expires}, ${days} days from ${w.approved !== undefined ? `its approval on ${w.approved}` : 'today'}; waivers may last at most ${limits.maxDays} days`,
          hint: `Set an expiry at most ${limits.maxDays} days ahead (spec.waiverLimits.maxDays in driftgate.yaml) and renew it if the reason still holds.`,
        };
      }
    }
  }

  const out: Finding[] = [];
  for (const f of findings) {
    const w = waivers.find((x) => x.matches(f));
    if (!w) {
      out.push(f);
      continue;
    }
    w.used = true;
    if (w.problem || expired(w.expires, input.now)) {
      out.push(f);
      continue;
    }
    out.push({ ...f, severity: 'info', message: `waived until ${w.expires} (${w.justification}): ${f.message}` });
  }
  for (const w of waivers) {
    if (w.problem) {
      problems.push(w.problem);
    } else if (expired(w.expires, input.now)) {
      problems.push({
        ruleId: 'waiver/expired', severity: 'error', ...w.at, ...(w.object ? { object: w.object } : {}),
        message: `the ${w.source} waiving ${w.rule} expired on ${w.expires}; the rule applies again`,
        hint: 'Fix what the rule reports and delete the waiver, or renew it with a new date and justification.',
      });
    } else if (!w.used) {
      problems.push({
        ruleId: 'waiver/unused', severity: 'info', ...w.at, ...(w.object ? { object: w.object } : {}),
        message: `the ${w.source} waives ${w.rule}, which reports nothing for that object`,
        hint: 'Delete the waiver if the object now complies.',
      });
    }
  }
  return [...out, ...problems];
}
