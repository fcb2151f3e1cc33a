// The one gate: the whole judgement of a revision, as a pure function. `driftgate check`,
// `driftgate crd-diff`, the GitHub Action and the sync agent all call `judgeRevision`; they
// differ only in how they read its inputs (src/io) and how they report its verdict.
// It is asynchronous only to load what the input needs (docs/adr/0010-engines-loaded-on-first-use.md):
// the check engine for a check, the scope for a scope, the object validators for stored objects,
// CEL and Ajv for CRDs that reach them. `crd-diff` of CRDs without CEL rules loads none of them.
import type { SourceFile } from '../manifest/input.js';
import { compareCrdSets } from '../crd-compat/compare.js';
import { applyConfig, CRD_COMPAT_CONFIG, DEFAULT_CONFIG, parseCrdCompatConfig, type CrdCompatConfig } from '../crd-compat/config.js';
import { checkStoredVersions, notValidatedFinding, storedObjectFindings, StoredObjectTally, versionsToValidate } from '../crd-compat/live.js';
import { crdCompatRuleInfo } from '../crd-compat/registry.js';
import type { CrdCompatFinding } from '../crd-compat/types.js';
import { dedupeFindings, failsAt, sortFindings, type Finding, type RuleInfo } from '../findings/finding.js';
import { isCrdManifest, readCrd } from '../kube/crd.js';
import { isRecord, type KubeObject, type Manifest } from '../manifest/manifest.js';
import type { TreeCheckInput, TreeCheckResult } from '../repository/check-tree.js';
import { buildRunSummary } from '../repository/summary.js';
import { withEngines } from '../schema/engines.js';
import type { SyncScope } from '../scope/config.js';
import { SCOPE_RULES } from '../scope/rules.js';
import { GATE_RULES } from '../check/config-changes.js';

/** What the cluster says, read by io and passed in as values (the gate itself never reads it). */
export interface LiveGateData {
  /** CustomResourceDefinitions as the API server serves them (spec and status), by metadata.name. */
  readonly crds: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** How many objects of each CRD's kind exist, by CRD name; a CRD absent here: not counted. */
  readonly objectCounts?: ReadonlyMap<string, number>;
  /**
   * Stored objects of a CRD (by name), per version whose schema the head changes
   * (`versionsToValidate`): validated against the head schema. Absent: not validated.
   */
  readonly storedObjects?: ReadonlyMap<string, ReadonlyMap<string, readonly unknown[]>>;
}

/** The CRD compatibility gate: the base the head's CRDs are compared with. */
export interface CrdGateInput {
  /**
   * The CRDs at the base: a pull request's base revision (files), or the live cluster's CRDs
   * this sync manages (the agent). A base CRD absent from the head is a removed CRD.
   */
  readonly base: readonly Manifest[];
  /** The CRDs at the head; default: the CRDs the check read (checked files and CRD directories). */
  readonly head?: readonly Manifest[];
  /** The gate's configuration (crd-compat.yaml at the trusted revision); default: read from the check's policy files. */
  readonly config?: CrdCompatConfig;
  /**
   * The head is what is applied: the CRDs among the checked objects, not those of the CRD
   * directories the check only validates against (the agent applies its synced path).
   */
  readonly headIsApplied?: boolean;
  /**
   * With a live base: the CRDs this sync manages. A base CRD the head lacks is removed only when
   * it is managed; other live CRDs are compared only with a head CRD of the same name.
   * Absent: every base CRD counts (a base revision's files).
   */
  readonly managed?: ReadonlySet<string>;
}

export interface ScopeGateInput {
  readonly scope?: SyncScope;
  readonly defaultNamespace?: string;
  /** What the API server serves (`apiVersion/Kind` → namespaced), read by io: it decides over the commit's CRDs (see ScopeInput.discovered). */
  readonly discovered?: ReadonlyMap<string, boolean>;
}

export interface GateInput {
  /** Schemas and the policy pack over the tree (rendered kustomizations included); absent: crd-diff alone. */
  readonly check?: TreeCheckInput;
  /**
   * The CRD gate against a base the check does not already compare (the check compares its
   * own base files when `check.baseFiles`/`check.baseCrdFiles` are given).
   */
  readonly crd?: CrdGateInput;
  /** The sync scope (`check --scope`). */
  readonly scope?: ScopeGateInput;
  /** Live data: stored versions, stored objects and object counts of removed CRDs. */
  readonly live?: LiveGateData;
  /** Findings of reading the inputs (files too large, configuration changes, unreadable scope): judged with the rest. */
  readonly findings?: readonly Finding[];
  /** Configuration problems found while reading (a broken scope file): the verdict is unreliable. */
  readonly configurationErrors?: number;
}

export const GATES = ['check', 'scope', 'crd-compat'] as const;
export type GateName = (typeof GATES)[number];

export interface GateVerdict {
  /** Every finding, sorted. */
  readonly findings: readonly Finding[];
  /** The schema and policy findings (and reading problems). */
  readonly checkFindings: readonly Finding[];
  readonly scopeFindings: readonly Finding[];
  /** The CRD compatibility gate's findings (the check's own comparison included). */
  readonly crdFindings: readonly Finding[];
  /** Every object of the revision (raw files and rendered kustomizations), parsed and located. */
  readonly manifests: readonly Manifest[];
  /** The head's CRDs (checked files and CRD directories). */
  readonly crds: readonly Manifest[];
  readonly configurationErrors: number;
  /** True when any finding is an error or the configuration is broken: nothing may be applied or merged. */
  readonly refused: boolean;
  /** The first gate (check, scope, crd-compat) with an error. */
  readonly refusedBy: GateName | undefined;
  readonly rules: ReadonlyMap<string, RuleInfo>;
  readonly check: TreeCheckResult | undefined;
}

export const CRD_RULE_PREFIX = 'crd-compat/';
const CRD_REMOVED = 'crd-removed';

export async function judgeRevision(input: GateInput): Promise<GateVerdict> {
  const check = input.check ? (await import('../repository/check-tree.js')).checkTree(input.check) : undefined;
  const fromReading = [...(input.findings ?? [])];
  // The CRDs of the CRD directories, parsed once for the head and the scope (when either asks).
  let directoryCrds: Manifest[] | undefined;
  const crdDirectory = async (): Promise<Manifest[]> => (directoryCrds ??= await crdDirectoryManifests(input.check));
  const headCrds = input.crd?.head ?? (check ? [...check.manifests.filter(isCrdManifest), ...(input.crd?.headIsApplied ? [] : await crdDirectory())] : []);
  const config = input.crd?.config ?? crdConfigOf(input.check?.policyFiles);

  const crdFindings: Finding[] = [];
  const checkFindings: Finding[] = [];
  for (const f of check?.findings ?? []) (f.ruleId.startsWith(CRD_RULE_PREFIX) ? crdFindings : checkFindings).push(f);
  if (input.crd) {
    const managed = input.crd.managed;
    const headNames = new Set(headCrds.map((m) => m.object.metadata.name));
    const base = managed ? input.crd.base.filter((m) => headNames.has(m.object.metadata.name) || managed.has(m.object.metadata.name ?? '')) : input.crd.base;
    crdFindings.push(...(await withEngines(() => compareCrdSets({ base, head: headCrds, config }))));
  }
  if (input.live) crdFindings.push(...(await liveCrdFindings(headCrds, input.live, config)));

  const judgedCrdFindings = removalWithLiveObjects(dedupeFindings(crdFindings), input.live);
  const scopeFindings =
    input.scope && check
      ? (await import('../scope/check.js')).checkScope({
          manifests: check.manifests,
          crds: await crdDirectory(),
          ...(input.scope.scope ? { scope: input.scope.scope } : {}),
          ...(input.scope.defaultNamespace !== undefined ? { defaultNamespace: input.scope.defaultNamespace } : {}),
          ...(input.scope.discovered !== undefined ? { discovered: input.scope.discovered } : {}),
          ...(input.check?.selected ? { selected: input.check.selected } : {}),
        })
      : [];
  const allCheck = sortFindings([...checkFindings, ...fromReading]);
  const configurationErrors = (check?.configurationErrors ?? 0) + (input.configurationErrors ?? 0);
  const refusedBy: GateName | undefined =
    failsAt(allCheck, 'error') || configurationErrors > 0 ? 'check' : failsAt(scopeFindings, 'error') ? 'scope' : failsAt(judgedCrdFindings, 'error') ? 'crd-compat' : undefined;
  const rules = new Map<string, RuleInfo>([
    ...(check?.rules ?? new Map<string, RuleInfo>()),
    ...crdCompatRuleInfo(),
    ...[...SCOPE_RULES, ...GATE_RULES].map((r): [string, RuleInfo] => [r.id, r]),
  ]);
  return {
    findings: sortFindings([...allCheck, ...scopeFindings, ...judgedCrdFindings]),
    checkFindings: allCheck,
    scopeFindings: sortFindings(scopeFindings),
    crdFindings: sortFindings(judgedCrdFindings),
    manifests: check?.manifests ?? [],
    crds: headCrds,
    configurationErrors,
    refused: refusedBy !== undefined,
    refusedBy,
    rules,
    check,
  };
}

/** The summary of a verdict without a check (crd-diff alone), so every caller can render one. */
export function emptySummary(): TreeCheckResult['summary'] {
  return buildRunSummary({ objects: [], unvalidated: [], skipped: [], ignored: [], renderedFiles: [], renders: [], filesRead: 0 });
}

/** CRDs of the CRD directories (deploy/crds, --crd) that are not among the checked files. */
async function crdDirectoryManifests(input: TreeCheckInput | undefined): Promise<Manifest[]> {
  if (!input?.crdFiles) return [];
  const { parseFiles } = await import('../check/check.js');
  const files = new Set(input.files.map((f) => f.path));
  return parseFiles(input.crdFiles.filter((f) => !files.has(f.path)), input.limits).manifests.filter(isCrdManifest);
}

/** crd-compat.yaml among the policy files (its problems are the check's findings). */
export function crdConfigOf(policyFiles: readonly SourceFile[] | undefined): CrdCompatConfig {
  const file = (policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  if (!file) return DEFAULT_CONFIG;
  return parseCrdCompatConfig(new TextDecoder().decode(file.bytes), { file: file.path }).config;
}

function crdNameOf(f: Finding): string | undefined {
  const crd = (f as Partial<CrdCompatFinding>).crd;
  return typeof crd === 'string' ? crd : f.object?.name;
}

/**
 * A removed CRD takes every object of its kind with it. While the cluster holds objects of it
 * (or when nobody asked the cluster), the removal is an error that no configuration lowers or
 * acknowledges; only with live data saying there are none does the configured severity stand.
 */
function removalWithLiveObjects(findings: readonly Finding[], live: LiveGateData | undefined): Finding[] {
  return findings.map((f) => {
    if (f.ruleId !== CRD_RULE_PREFIX + CRD_REMOVED) return f;
    const name = crdNameOf(f);
    const count = name !== undefined ? live?.objectCounts?.get(name) : undefined;
    if (count === 0) return f;
    const what = count === undefined ? 'the cluster was not asked how many objects of its kind exist' : `the cluster holds ${count} object${count === 1 ? '' : 's'} of its kind`;
    return {
      ...f,
      severity: 'error',
      message: `${f.message} (${what}: applying the removal would delete them)`,
      hint: 'Keep the CRD where the sync reads it (deploy/crds or the synced path). To retire it, delete its objects deliberately first, then remove the CRD in a later change.',
    };
  });
}

/** storedVersions of every head CRD the cluster has, and its stored objects against every version whose schema changes. */
export async function liveCrdFindings(head: readonly Manifest[], live: LiveGateData, config: CrdCompatConfig): Promise<CrdCompatFinding[]> {
  const out: CrdCompatFinding[] = [];
  for (const manifest of head) {
    const name = manifest.object.metadata.name;
    if (manifest.object.apiVersion !== 'apiextensions.k8s.io/v1' || !name) continue;
    const object = live.crds.get(name);
    if (!object) continue;
    const state = { object };
    out.push(...checkStoredVersions({ head: manifest, live: state }));
    const stored = live.storedObjects?.get(name);
    if (!stored) continue;
    const crd = readCrd(manifest);
    for (const version of versionsToValidate({ head: manifest, live: state })) {
      const objects = stored.get(version);
      if (!objects) continue;
      const v = crd.version(version);
      // The object validators (Ajv, CEL) only for stored objects to validate.
      const { compileKindValidator } = await import('../schema/index.js');
      const compiled = compileKindValidator({
        group: crd.group ?? '',
        version,
        kind: crd.kind ?? '',
        plural: crd.plural ?? '',
        scope: crd.scope === 'Cluster' ? 'Cluster' : 'Namespaced',
        served: true,
        storage: v?.storage === true,
        schema: v?.schema,
        statusSubresource: false, // status is validated too: controllers write it
      });
      if (!compiled.validator) {
        out.push(notValidatedFinding({ head: manifest, version, reason: compiled.problems.map((p) => p.message).slice(0, 2).join('; ') || 'unknown problem' }));
        continue;
      }
      const tally = new StoredObjectTally(version);
      for (const o of objects) if (isKubeObject(o)) tally.validate(compiled.validator, o);
      out.push(...storedObjectFindings({ head: manifest, tally }));
    }
  }
  return applyConfig(out, config);
}

function isKubeObject(value: unknown): value is KubeObject {
  return isRecord(value) && isRecord(value.metadata) && typeof value.apiVersion === 'string' && typeof value.kind === 'string';
}
