// The two gates every revision passes before anything is applied: the same `checkRepository`
// the CLI and the Action run (schemas and the policy pack), and the CRD compatibility gate with
// the CRDs live in the cluster as the base. Pure: live CRDs and the time come in as values.
import { shippedBuiltinRegistry } from '../io/builtin-schemas.js';
import { CRD_COMPAT_CONFIG, type CheckResult } from '../core/check/check.js';
import { checkTree } from '../core/repository/check-tree.js';
import { compareCrdSets } from '../core/crd-compat/compare.js';
import { DEFAULT_CONFIG, parseCrdCompatConfig, type CrdCompatConfig } from '../core/crd-compat/config.js';
import { failsAt, sortFindings, type Finding } from '../core/findings/finding.js';
import { isRecord, loadManifests, type Manifest } from '../core/manifest/manifest.js';
import { DEFAULT_FILE_LIMITS } from '../core/manifest/files.js';
import { parseYaml } from '../core/yaml/parse.js';
import { isCrdManifest } from '../core/kube/crd.js';
import type { RevisionSources } from './sources.js';

export interface GateInput {
  readonly sources: RevisionSources;
  /** CustomResourceDefinitions as the cluster serves them now. */
  readonly liveCrds: readonly unknown[];
  readonly now: Date;
}

export interface GateResult {
  /** Schema and policy findings (the `check` verdict). */
  readonly checkFindings: readonly Finding[];
  /** CRD compatibility findings against the live CRDs. */
  readonly crdFindings: readonly Finding[];
  /** True when any finding is an error: the revision must not be applied. */
  readonly refused: boolean;
  /** Which gate refused, for conditions and statuses. */
  readonly refusedBy: 'check' | 'crd-compat' | undefined;
  /** Every object under the synced path, parsed and located. */
  readonly manifests: readonly Manifest[];
  readonly check: CheckResult;
}

export function runGates(input: GateInput): GateResult {
  const { sources } = input;
  // As `driftgate check` reads a repository: files that are not objects (kustomizations, patches,
  // Helm values, workflows) are skipped, never applied. The agent does not render kustomize:
  // a kustomization's resource files are checked and applied as they are.
  const check = checkTree({ files: sources.files, crdFiles: sources.crdFiles, policyFiles: sources.policyFiles, now: input.now, builtins: shippedBuiltinRegistry() });
  const headCrds = check.manifests.filter(isCrdManifest);
  const crdFindings: Finding[] = [];
  if (headCrds.length > 0) {
    const names = new Set(headCrds.map((m) => m.object.metadata.name));
    const live = liveCrdManifests(input.liveCrds.filter((c) => names.has(crdName(c))));
    // Problems in the gate's config file are reported by the check itself.
    const { config } = crdCompatConfig(sources);
    crdFindings.push(...compareCrdSets({ base: live, head: headCrds, config }));
  }
  // Files too large to read were never loaded: each refuses the revision, at its path.
  const tooLarge: Finding[] = (sources.tooLarge ?? []).map((t) => ({
    ruleId: 'input/file-too-large',
    severity: 'error',
    file: t.path,
    message: `${t.path} is ${t.size} bytes, more than the ${DEFAULT_FILE_LIMITS.maxBytes}-byte limit; it was not read`,
    hint: 'Split the file, or keep generated and binary files out of the synced path.',
  }));
  const checkFindings = sortFindings([...check.findings, ...tooLarge]);
  const checkFails = failsAt(checkFindings, 'error') || check.configurationErrors > 0;
  const crdFails = failsAt(crdFindings, 'error');
  return {
    checkFindings,
    crdFindings: sortFindings(crdFindings),
    refused: checkFails || crdFails,
    refusedBy: checkFails ? 'check' : crdFails ? 'crd-compat' : undefined,
    manifests: check.manifests,
    check,
  };
}

function crdCompatConfig(sources: RevisionSources): { config: CrdCompatConfig; findings: Finding[] } {
  const file = sources.policyFiles.find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  if (!file) return { config: DEFAULT_CONFIG, findings: [] };
  return parseCrdCompatConfig(new TextDecoder().decode(file.bytes), { file: file.path });
}

export { isCrdManifest };

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
