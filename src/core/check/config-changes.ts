import type { SourceFile } from '../manifest/input.js';
import { fileText, sameContents } from '../manifest/files.js';
import type { Finding, RuleInfo } from '../findings/finding.js';

/**
 * A pull request cannot weaken the gate that judges it: the policy pack, its waivers,
 * driftgate.yaml and the CRD gate's configuration are read at the base revision, and every
 * difference at the head is reported here as its own finding (`gate/policy-changed`, a
 * warning). The change takes effect once merged, and then judges the next pull request.
 */

export const POLICY_CHANGED = 'gate/policy-changed';

export const GATE_RULES: readonly RuleInfo[] = [
  {
    id: POLICY_CHANGED,
    summary: 'A pull request changes the policy pack, driftgate.yaml, waivers or the CRD gate configuration; the check used the base revision, the change applies after merge',
    defaultSeverity: 'warning',
  },
];

/** 1-based line of the first difference between two texts (the head's line). */
function firstDifferentLine(base: string, head: string): number {
  const a = base.split('\n');
  const b = head.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return Math.min(i, Math.max(0, b.length - 1)) + 1;
}

export interface ConfigChangeInput {
  /** The configuration files at the base revision: what the check used. */
  readonly base: readonly SourceFile[];
  /** The same paths at the head revision: what the pull request proposes. */
  readonly head: readonly SourceFile[];
  readonly severity?: 'warning' | 'error';
}

export function configChangeFindings(input: ConfigChangeInput): Finding[] {
  const severity = input.severity ?? 'warning';
  const base = new Map(input.base.map((f) => [f.path, f]));
  const head = new Map(input.head.map((f) => [f.path, f]));
  const paths = [...new Set([...base.keys(), ...head.keys()])].sort();
  const out: Finding[] = [];
  const after = 'The check used the version at the base revision; the change takes effect after merge and judges later pull requests.';
  const hint = 'Policy changes are reviewed by whoever owns the policy pack (CODEOWNERS) and merged on their own, before the manifests that need them.';
  for (const p of paths) {
    const b = base.get(p);
    const h = head.get(p);
    if (b && h) {
      if (sameContents(b, h)) continue;
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, line: firstDifferentLine(fileText(b), fileText(h)), column: 1, message: `${p} is changed by this pull request. ${after}`, hint });
    } else if (h) {
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, line: 1, column: 1, message: `${p} is added by this pull request. ${after}`, hint });
    } else {
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, message: `${p} is deleted by this pull request. ${after}`, hint });
    }
  }
  return out;
}
