// The agent's call of the one gate (core/gate/judge.ts), as `driftgate check` and the Action
// call it: the revision as check reads it, the CRD gate with the live cluster as the base (the
// CRDs this sync manages that the head no longer has are removed CRDs), and the live CRDs'
// stored versions. Pure: live data and the time come in as values.
import { shippedBuiltinRegistry } from '../io/builtin-schemas.js';
import { crdConfigOf, judgeRevision, type GateName, type GateVerdict } from '../core/gate/judge.js';
import { CRD_COMPAT_CONFIG } from '../core/check/check.js';
import { loadPolicyPackFiles } from '../core/policy/index.js';
import type { Finding } from '../core/findings/finding.js';
import { isRecord, loadManifests, type Manifest } from '../core/manifest/manifest.js';
import { DEFAULT_FILE_LIMITS } from '../core/manifest/files.js';
import { parseYaml, type YamlParseCache } from '../core/yaml/parse.js';
import type { VerdictMemo } from '../core/memo/verdict-memo.js';
import { toTreeCheckInput } from '../io/repository/tree-sources.js';
import { withoutBuildMetadata } from '../core/repository/origin.js';
import type { RevisionSources } from './sources.js';

export interface GateInput {
  readonly sources: RevisionSources;
  /** CustomResourceDefinitions as the cluster serves them now. */
  readonly liveCrds: readonly unknown[];
  /** Names of the CRDs this sync manages (its inventory): absent at the head, they are removed CRDs. */
  readonly managedCrds?: ReadonlySet<string>;
  /** Objects of each managed CRD's kind that exist, by CRD name (absent: not counted). */
  readonly liveObjectCounts?: ReadonlyMap<string, number>;
  /** The objects of the last applied revision: annotation waivers count only when it carried them. */
  readonly waiverBase?: readonly Manifest[];
  readonly now: Date;
  /** Parse results of earlier revisions, by file text (the agent's ParseMemo); absent: every file is parsed. */
  readonly parseCache?: YamlParseCache;
  /** Per-object verdicts of earlier revisions (the agent's VerdictMemo); absent: every object is judged. */
  readonly verdictMemo?: VerdictMemo;
}

export interface GateResult {
  /** Schema and policy findings (the `check` verdict). */
  readonly checkFindings: readonly Finding[];
  /** CRD compatibility findings against the live CRDs. */
  readonly crdFindings: readonly Finding[];
  /** True when any finding is an error: the revision must not be applied. */
  readonly refused: boolean;
  /** Which gate refused, for conditions and statuses. */
  readonly refusedBy: GateName | undefined;
  /** Every object the revision holds (raw files and rendered kustomizations), parsed and located: what is applied. */
  readonly manifests: readonly Manifest[];
  readonly verdict: GateVerdict;
}

export async function runGates(input: GateInput): Promise<GateResult> {
  const { sources } = input;
  const live = new Map(input.liveCrds.flatMap((c) => (isRecord(c) && crdName(c) !== undefined ? [[crdName(c) as string, c] as const] : [])));
  // Files too large to read were never loaded: each refuses the revision, at its path.
  const tooLarge: Finding[] = (sources.tooLarge ?? []).map((t) => ({
    ruleId: 'input/file-too-large',
    severity: 'error',
    file: t.path,
    message: `${t.path} is ${t.size} bytes, more than the ${DEFAULT_FILE_LIMITS.maxBytes}-byte limit; it was not read`,
    hint: 'Split the file, or keep generated and binary files out of the synced path.',
  }));
  const check = toTreeCheckInput(sources.tree, { now: input.now, builtins: shippedBuiltinRegistry(), ...(input.parseCache ? { parseCache: input.parseCache } : {}), ...(input.verdictMemo ? { verdictMemo: input.verdictMemo } : {}) });
  // A first sync has no applied revision to take the configuration from: the revision's own pack
  // judges it, but its waiver limits and CRD-gate severities are the shipped defaults, so a
  // repository cannot loosen them for the revision that brings the change.
  const firstSync = sources.trustedRevision === undefined;
  const shipped = firstSync && sources.shippedPolicyFiles.length > 0 ? loadPolicyPackFiles(sources.shippedPolicyFiles.filter((f) => !f.path.endsWith(CRD_COMPAT_CONFIG))).pack.config : undefined;
  // The agent applies the objects of the synced path (rendered), so those are the head's CRDs; the
  // base is the live CRDs of the same names plus those this sync manages (absent: removed).
  const verdict = await judgeRevision({
    check: { ...check, ...(input.waiverBase ? { waiverBase: input.waiverBase } : {}), ...(shipped ? { waiverLimits: shipped.waiverLimits } : {}) },
    crd: {
      base: liveCrdManifests([...live.values()]),
      headIsApplied: true,
      managed: input.managedCrds ?? new Set<string>(),
      ...(firstSync ? { config: crdConfigOf(sources.shippedPolicyFiles) } : {}),
    },
    live: { crds: live, ...(input.liveObjectCounts ? { objectCounts: input.liveObjectCounts } : {}) },
    findings: tooLarge,
  });
  return {
    checkFindings: [...verdict.checkFindings, ...verdict.scopeFindings],
    crdFindings: verdict.crdFindings,
    refused: verdict.refused,
    refusedBy: verdict.refusedBy,
    // What is applied: rendered objects without the render's build metadata.
    manifests: verdict.manifests.map(withoutBuildMetadata),
    verdict,
  };
}


function crdName(value: unknown): string | undefined {
  return isRecord(value) && isRecord(value.metadata) && typeof value.metadata.name === 'string' ? value.metadata.name : undefined;
}

/**
 * Live CRDs as manifests, so the gate compares them exactly like files. They are located in a
 * virtual file `cluster:customresourcedefinitions/<name>`; findings point at the Git file for
 * what the head changes, which is where the user fixes things.
 */
export function liveCrdManifests(liveCrds: readonly unknown[]): Manifest[] {
  const out: Manifest[] = [];
  for (const crd of liveCrds) {
    const name = crdName(crd);
    if (!isRecord(crd) || name === undefined) continue;
    const { managedFields: _m, resourceVersion: _r, uid: _u, creationTimestamp: _c, generation: _g, ...metadata } = isRecord(crd.metadata) ? crd.metadata : {};
    const clean = { ...crd, apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata };
    const parsed = parseYaml(JSON.stringify(clean, null, 1), { file: `cluster:customresourcedefinitions/${name}` });
    out.push(...loadManifests(parsed.documents).manifests);
  }
  return out;
}
