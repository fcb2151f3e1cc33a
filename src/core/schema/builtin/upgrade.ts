/**
 * `check --upgrade-to V`: what breaks when the cluster moves to Kubernetes V. Each built-in object
 * that the current version accepts is judged again with V's schema set; what V does not serve,
 * and what V's schemas refuse, are findings at the object. Objects already refused today are left
 * to the current version's findings (one problem, one finding).
 */
import type { Finding, RuleInfo } from '../../findings/finding.js';
import type { Manifest } from '../../manifest/manifest.js';
import { checkBuiltinManifest } from './check.js';
import type { BuiltinRegistry } from './registry.js';

export const UPGRADE_RULES: readonly RuleInfo[] = [
  { id: 'upgrade/not-served', summary: 'The apiVersion or kind of a built-in object is not served by the Kubernetes version named with --upgrade-to (removed, or never served there).', defaultSeverity: 'error' },
  { id: 'upgrade/invalid', summary: 'A built-in object the current Kubernetes version accepts is refused by the schemas of the version named with --upgrade-to.', defaultSeverity: 'error' },
];

/** The rules whose findings mean "this apiVersion/kind is not served". */
const NOT_SERVED = new Set(['schema/removed-api', 'schema/unserved-version', 'schema/no-such-kind', 'schema/unknown-kind']);

export interface UpgradeInput {
  /** The schema set the repository is checked against now (--kube-version, or the default). */
  readonly current: BuiltinRegistry;
  /** The schema set of the version to upgrade to. */
  readonly target: BuiltinRegistry;
  readonly manifests: readonly Manifest[];
}

export function upgradeFindings(input: UpgradeInput): Finding[] {
  const from = input.current.source.description;
  const to = input.target.source.description;
  const out: Finding[] = [];
  for (const manifest of input.manifests) {
    const now = checkBuiltinManifest(input.current, manifest, { strict: true });
    if (now === undefined || !now.validated || now.findings.some((f) => f.severity === 'error')) continue;
    const next = checkBuiltinManifest(input.target, manifest, { strict: true });
    for (const f of next?.findings ?? []) {
      if (f.severity !== 'error') continue;
      const notServed = NOT_SERVED.has(f.ruleId);
      out.push({
        ...f,
        ruleId: notServed ? 'upgrade/not-served' : 'upgrade/invalid',
        message: `${to}: ${f.message} (accepted by ${from})`,
        hint: f.hint ?? (notServed ? `Move to an apiVersion ${to} serves before upgrading.` : `Change the object so both ${from} and ${to} accept it before upgrading.`),
      });
    }
  }
  return out;
}
