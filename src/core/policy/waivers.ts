import type { Finding } from '../findings/finding.js';
import { splitApiVersion, type Manifest } from '../manifest/manifest.js';
import { validDate, type WaiverEntry } from './config.js';

/**
 * Waivers: one rule, one object, a justification and an expiry date.
 *
 * - In driftgate.yaml: `spec.waivers: [{rule, object: {kind, name, namespace?}, justification, expires}]`.
 * - On the object: annotation `waivers.driftgate.dev/<rule id with "/" written as ".">: "<YYYY-MM-DD> <justification>"`,
 *   e.g. `waivers.driftgate.dev/vap.tenant-gpu-limit: "2026-12-31 PLAT-123 approved burst for launch"`.
 *
 * A waived finding stays visible as `info` with the justification. A waiver that has
 * expired (the clock is injected) does not waive, and is itself an error finding
 * (`waiver/expired`); a malformed one is `waiver/invalid`; one that matched nothing is
 * `waiver/unused` (info).
 */

export const WAIVER_ANNOTATION_PREFIX = 'waivers.driftgate.dev/';

interface Waiver {
  readonly rule: string;
  readonly matches: (f: Finding) => boolean;
  readonly justification: string;
  readonly expires: string;
  readonly source: string;
  readonly at: { file: string; line: number; column: number; pointer: string };
  readonly object?: Finding['object'];
  used: boolean;
}

const DAY_MS = 86_400_000;

function expired(expires: string, now: Date): boolean {
  const [y, m, d] = expires.split('-').map(Number);
  const endOfDay = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) + DAY_MS;
  return now.getTime() >= endOfDay;
}

export function annotationKeyForRule(ruleId: string): string {
  return WAIVER_ANNOTATION_PREFIX + ruleId.replace(/\//g, '.');
}

function ruleFromAnnotationKey(key: string): string {
  const name = key.slice(WAIVER_ANNOTATION_PREFIX.length);
  const dot = name.indexOf('.');
  return dot === -1 ? name : `${name.slice(0, dot)}/${name.slice(dot + 1)}`;
}

export function applyWaivers(findings: readonly Finding[], input: { manifests: readonly Manifest[]; entries: readonly WaiverEntry[]; now: Date }): Finding[] {
  const problems: Finding[] = [];
  const waivers: Waiver[] = [];
  const sameObject = (f: Finding, o: { apiVersion?: string; kind: string; namespace?: string; name: string }): boolean =>
    f.object?.kind === o.kind &&
    f.object.name === o.name &&
    (o.namespace === undefined || (f.object.namespace ?? '') === o.namespace) &&
    (o.apiVersion === undefined || splitApiVersion(f.object.apiVersion ?? '').group === splitApiVersion(o.apiVersion).group);

  for (const e of input.entries) {
    waivers.push({
      rule: e.rule,
      matches: (f) => f.ruleId === e.rule && sameObject(f, e.object),
      justification: e.justification,
      expires: e.expires,
      source: `driftgate.yaml waiver for ${e.object.kind} ${e.object.namespace ? e.object.namespace + '/' : ''}${e.object.name}`,
      at: e.at,
      used: false,
    });
  }
  for (const m of input.manifests) {
    for (const [key, value] of Object.entries(m.object.metadata.annotations ?? {})) {
      if (!key.startsWith(WAIVER_ANNOTATION_PREFIX)) continue;
      const pointer = `/metadata/annotations/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const loc = m.locate(pointer);
      const at = { file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer };
      const rule = ruleFromAnnotationKey(key);
      const parsed = /^\s*(\d{4}-\d{2}-\d{2})\s*[:\s]\s*(\S.*?)\s*$/s.exec(value);
      if (!parsed || !validDate(parsed[1] ?? '')) {
        problems.push({
          ruleId: 'waiver/invalid', severity: 'error', ...at, object: m.ref,
          message: `waiver annotation ${key} must read "<YYYY-MM-DD> <justification>"; found ${JSON.stringify(value)}`,
          hint: 'Every waiver needs an expiry date and a justification, e.g. "2026-12-31 PLAT-123 approved by the platform team".',
        });
        continue;
      }
      const ref = m.ref;
      waivers.push({
        rule,
        matches: (f) => f.ruleId === rule && f.object !== undefined && f.object.kind === ref.kind && f.object.name === ref.name && (f.object.namespace ?? '') === (ref.namespace ?? '') && f.file === m.file,
        justification: parsed[2] ?? '',
        expires: parsed[1] ?? '',
        source: `annotation ${key}`,
        at,
        object: m.ref,
        used: false,
      });
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
    if (expired(w.expires, input.now)) {
      out.push(f);
      continue;
    }
    out.push({ ...f, severity: 'info', message: `waived until ${w.expires} (${w.justification}): ${f.message}` });
  }
  for (const w of waivers) {
    if (expired(w.expires, input.now)) {
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
