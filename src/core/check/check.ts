import { findingsChars, type Finding, type RuleInfo } from '../findings/finding.js';
import { decodeSourceFile, DEFAULT_FILE_LIMITS, fileText, type FileLimits } from '../manifest/files.js';
import { isRecord, loadManifests, objectPlace, splitApiVersion, verdictItem, type Manifest } from '../manifest/manifest.js';
import { parseYaml, type YamlParseCache } from '../yaml/parse.js';
import { compareCrdSets, CRD_COMPAT_CONFIG, crdManifestFindings, parseCrdCompatConfig, type CrdCompatConfig } from '../crd-compat/index.js';
import { configChangeFindings } from './config-changes.js';
import { checkPolicyTypes, CrossFactsMemo, evaluatePolicyPack, isPackProblem, loadPolicyPackFiles, packRuleInfo, VAP_RULE_PREFIX, type LiveNamespace } from '../policy/index.js';
import type { WaiverLimits } from '../policy/config.js';
import { loadCrds, validateManifest } from '../schema/crds.js';
import { CEL_RUN_BUDGET_RULE } from '../schema/validator.js';
import { isCrdManifest } from '../kube/crd.js';
import { decideGpuCapacity, GPU_CAPACITY_RULE, gpuPointerOf, type LiveGpu } from '../tenant/gpu-capacity.js';
import { TENANT_GROUP, TENANT_KIND } from '../tenant/names.js';
import { checkBuiltinManifest, isKubernetesGroup, type BuiltinRegistry } from '../schema/builtin/index.js';
import type { SourceFile } from '../manifest/input.js';
import { RULES } from './rules.js';
import { readHeadFiles, type CrossFactsStore } from './kept-files.js';
import { DEFAULT_CONFIG } from '../policy/config.js';
import { CheckRunMemo } from './run-memo.js';
import { getOrMake } from '../memo/memo.js';
import { FindingTextInterner } from '../findings/intern.js';
import type { VerdictStore } from '../memo/verdict-memo.js';
import { PER_CALL_COST_LIMIT, type CelRunBudget } from '../cel/index.js';

/**
 * `driftgate check` as a pure function: files in, findings out. The CLI, the GitHub Action
 * and the sync agent all call this, so they give the same verdict on the same input.
 */
export interface CheckInput {
  /** Every YAML file of the checked paths at the head revision: the context for cross-document rules. */
  readonly files: readonly SourceFile[];
  /** When set, only findings in these files are reported (the files a pull request changed). */
  readonly selected?: ReadonlySet<string>;
  /** CRD files that are not among `files` (deploy/crds, --crd). */
  readonly crdFiles?: readonly SourceFile[];
  /**
   * The changed files (`selected` plus deleted ones) as they were at the base revision, for CRD
   * evolution, CEL transition rules and UPDATE admission. Files outside `selected` are taken to be
   * the same at base as at head. Without `selected`, every file at base.
   */
  readonly baseFiles?: readonly SourceFile[];
  /** CRD files (deploy/crds, --crd) at the base revision, for the CRD compatibility gate. */
  readonly baseCrdFiles?: readonly SourceFile[];
  /** The policy pack's files (policies/). With a base revision: as they are at base (the trusted pack). */
  readonly policyFiles?: readonly SourceFile[];
  /**
   * The policy pack's files at the head of a pull request, when `policyFiles` are the base's: any
   * difference is a `gate/policy-changed` finding and takes effect after merge.
   */
  readonly headPolicyFiles?: readonly SourceFile[];
  /**
   * What the pull request's changes to the pack are measured against, when the pack is read at a
   * later revision than the PR's merge base (the base branch moved on): the pack at the merge base.
   */
  readonly policyChangeBase?: readonly SourceFile[];
  /**
   * The objects of the trusted revision, when it is not the base files' (the agent: the last
   * applied revision): annotation waivers count only when it carried them.
   */
  readonly waiverBase?: readonly Manifest[];
  /** Waiver limits that replace the pack's (the agent's first sync: the shipped defaults are the floor). */
  readonly waiverLimits?: WaiverLimits;
  /** The cluster's namespaces (`check --kubeconfig`): tenants may not claim one that is not theirs. */
  readonly liveNamespaces?: ReadonlyMap<string, LiveNamespace>;
  /** With --kubeconfig: the cluster's GPU capacity and live tenants, for tenant/gpu-capacity. */
  readonly liveGpu?: LiveGpu;
  /** Now, for waiver expiry; injected so the check stays pure. */
  readonly now: Date;
  /** Unknown kinds are errors instead of warnings. */
  readonly strict?: boolean;
  readonly limits?: FileLimits;
  /** Schemas of Kubernetes' built-in kinds (src/core/schema/builtin); without it, built-in kinds are not validated. */
  readonly builtins?: BuiltinRegistry;
  /** Parse results of earlier runs (`check --cache-dir`): unchanged files are not parsed again. */
  readonly parseCache?: YamlParseCache;
  /**
   * Work shared by the checks of one run (checkTree checks each rendered kustomization root on
   * its own): the CRD sources, the CRD registry and the policy pack are loaded once per run.
   */
  readonly runMemo?: CheckRunMemo;
  /**
   * Per-object verdicts of earlier runs (the sync agent's): an object of a file whose path and
   * text are unchanged, under the same CRDs and policy pack, is not validated or admitted again.
   * The result is the same as without it (see VerdictMemo; `check` keeps them on disk, see
   * src/io/cache/verdict-cache.ts).
   */
  readonly verdictMemo?: VerdictStore;
  /** Told where the run's time goes (`--timings`): each lap closes the phase it names. */
  readonly clock?: CheckClock;
  /**
   * Cross-document facts of files kept from earlier runs (`check --cache-dir`): with `selected`,
   * a file that is not reported and whose facts are kept is not parsed (see readHeadFiles). The
   * result is the same as without it.
   */
  readonly crossFacts?: CrossFactsStore;
  /**
   * Without a store (`crossFacts`): a check that reports some files (`selected`) still judges the
   * others by their cross-document facts alone, taken from parsing each now, and drops their
   * objects (see readHeadFiles). The result is the same as without it, but for `manifests`, which
   * then holds no object of a file judged that way: callers that read every object (the scope
   * gate, the agent's apply) leave it off.
   */
  readonly unreportedByFacts?: boolean;
}

/** The phases of a check, in order: the time since the last lap is the named phase's. */
export type CheckPhase = 'judge' | 'parse' | 'schema' | 'policy' | 'crd-gate';

export interface CheckClock {
  lap(phase: CheckPhase): void;
}

export interface CheckStats {
  readonly files: number;
  readonly documents: number;
  readonly objects: number;
  /** Objects validated against a CRD schema. */
  readonly validated: number;
  /** Objects of built-in kinds (validated against the built-in schema set when one was given). */
  readonly builtins: number;
}

export interface CheckResult {
  readonly findings: Finding[];
  readonly stats: CheckStats;
  /** All objects at head, for stages that run after the check (policy, drift preview). */
  readonly manifests: readonly Manifest[];
  /** Findings that make the verdict unreliable (a broken policy pack or config): exit code 2. */
  readonly configurationErrors: number;
  /** Descriptions of every rule, for SARIF. */
  readonly rules: ReadonlyMap<string, RuleInfo>;
  /** Selected objects that were not validated against any schema, and why (for the run summary). */
  readonly unvalidated?: readonly { readonly manifest: Manifest; readonly reason: string }[];
  /** The CRD (name, version, file) each object validated against a CRD schema was judged by (for the run summary). */
  readonly schemaSources?: ReadonlyMap<Manifest, CrdSchemaSource>;
}

export interface CrdSchemaSource {
  readonly crd: string;
  readonly version: string;
  /** The file the CRD was read from: repository-relative, `driftgate:` (shipped) or `cluster:` (live). */
  readonly file: string;
}

export interface ParsedFiles {
  readonly manifests: Manifest[];
  readonly findings: Finding[];
  readonly documents: number;
}

/** Decodes, parses and loads files into manifests; problems become located findings. */
export function parseFiles(files: readonly SourceFile[], limits: FileLimits = DEFAULT_FILE_LIMITS, cache?: YamlParseCache, texts?: FileTexts): ParsedFiles {
  const manifests: Manifest[] = [];
  const findings: Finding[] = [];
  let documents = 0;
  for (const file of files) {
    // driftgate's own CRD and pack are not the user's input: --max-file-bytes does not apply to them.
    const decoded = decodeSourceFile(file, file.shipped ? DEFAULT_FILE_LIMITS : limits);
    if (!decoded.ok) {
      findings.push(decoded.finding);
      continue;
    }
    texts?.add(file.path, decoded.text);
    const text = decoded.text;
    const load = (): LoadedFile => {
      const parsed = parseYaml(text, { file: file.path, scalars: 'kubernetes', ...(cache ? { cache } : {}) });
      const loaded = loadManifests(parsed.documents);
      return { findings: [...parsed.findings, ...loaded.findings], manifests: loaded.manifests, documents: parsed.documents.length };
    };
    // A cache kept across runs (the agent's) gives an unchanged file's manifests as they were:
    // the same objects, so what is kept per object is found by identity and nothing is made again.
    const loaded = cache?.derived ? cache.derived('manifests', text, 'kubernetes', file.path, load) : load();
    // Loops, not push(...): a file of 100,000+ documents would overflow the stack.
    for (const f of loaded.findings) findings.push(f);
    documents += loaded.documents;
    for (const m of loaded.manifests) manifests.push(m);
  }
  return { manifests, findings, documents };
}

/** One file's manifests and the findings of reading it. */
interface LoadedFile {
  readonly findings: readonly Finding[];
  readonly manifests: readonly Manifest[];
  readonly documents: number;
}


export const isCrd: (manifest: Manifest) => boolean = isCrdManifest;

/**
 * The texts of a run's files by path, for VerdictMemo. A path read twice in one run (it should
 * not be) has no text here: nothing of it is remembered or found.
 */
export class FileTexts {
  readonly byPath = new Map<string, string>();
  readonly #repeated = new Set<string>();

  add(path: string, text: string): void {
    if (this.#repeated.has(path)) return;
    if (this.byPath.has(path)) {
      this.byPath.delete(path);
      this.#repeated.add(path);
      return;
    }
    this.byPath.set(path, text);
  }
}

/**
 * What schema validation of one object gave, as VerdictMemo keeps it. A number is a CRD's verdict
 * without findings at that CEL cost: nearly every object's, kept in a form that a warm run reads
 * back without making an object and a list for each.
 */
type SchemaVerdict =
  | number
  | { readonly kind: 'crd'; readonly findings: readonly Finding[]; readonly cost: number }
  | { readonly kind: 'no-crd' }
  | { readonly kind: 'builtin'; readonly result: ReturnType<typeof checkBuiltinManifest> };

const registryIds = new WeakMap<object, number>();
let nextRegistryId = 1;
function registryId(registry: object | undefined): number {
  if (!registry) return 0;
  let id = registryIds.get(registry);
  if (id === undefined) {
    id = nextRegistryId++;
    registryIds.set(registry, id);
  }
  return id;
}

/**
 * Everything but the object that schema validation depends on: the CRDs (the registry is built
 * from them alone), the built-in schema set, --strict, the file limits and each object's CEL budget.
 */
function schemaVerdictContext(input: CheckInput, crdManifests: readonly Manifest[], budget: CelRunBudget): string {
  return JSON.stringify({
    crds: crdManifests.map((m) => [m.file, m.document.index, m.base, m.object]),
    // The built-in set is named by its identity in this process: a store on disk keeps no
    // built-in verdicts (checkBuiltin), and so needs no name for it.
    builtins: input.verdictMemo?.persistent ? 'not kept' : registryId(input.builtins),
    strict: input.strict === true,
    limits: input.limits ?? null,
    // The run budget's size is not: what it can change, the remainder at each object, is
    // checked where a verdict is found again (validateObject).
    perObjectBudget: budget.perObject,
  });
}

function gpuCapacityFindings(manifests: readonly Manifest[], live: LiveGpu): Finding[] {
  const out: Finding[] = [];
  for (const m of manifests) {
    if (m.object.kind !== TENANT_KIND || splitApiVersion(m.object.apiVersion).group !== TENANT_GROUP) continue;
    const key = `${m.object.metadata.namespace ?? ''}/${m.object.metadata.name ?? ''}`;
    const decision = decideGpuCapacity({ tenant: m.object, ...(live.tenants.has(key) ? { oldTenant: live.tenants.get(key) } : {}), capacity: live.capacity });
    if (decision.allowed) continue;
    const pointer = gpuPointerOf(m.object.apiVersion);
    const loc = m.locate(pointer);
    out.push({
      ruleId: GPU_CAPACITY_RULE.id,
      severity: 'error',
      message: decision.message,
      file: loc.file,
      line: loc.line,
      column: loc.column,
      pointer: m.base + pointer,
      object: m.ref,
      hint: 'The API server will refuse it (the operator\'s admission webhook): ask for fewer GPUs, or add GPU nodes first.',
    });
  }
  return out;
}

/** Which object of which file: the file and the object's identity. */
function objectLocationKey(m: Manifest): string {
  return `${m.file}|${m.ref.kind ?? ''}|${m.ref.namespace ?? ''}|${m.ref.name ?? ''}`;
}

/** A policy finding located at (or inside) a field that failed its schema. */
function repeatsSchemaError(f: Finding, schemaErrors: readonly string[] | undefined): boolean {
  if (!schemaErrors || f.pointer === undefined) return false;
  const at = f.pointer;
  const within = (inner: string, outer: string): boolean => inner === outer || inner.startsWith(outer + '/');
  return schemaErrors.some((p) => p !== '' && within(at, p));
}

function findingObjectKey(f: Finding): string {
  return `${f.file ?? ''}|${f.object?.kind ?? ''}|${f.object?.namespace ?? ''}|${f.object?.name ?? ''}`;
}

/** Identity of an object across revisions: apiVersion group, kind, namespace and name. */
function objectKey(m: Manifest): string {
  const { group } = splitApiVersion(m.object.apiVersion);
  return `${group}/${m.object.kind}/${m.object.metadata.namespace ?? ''}/${m.object.metadata.name ?? ''}`;
}

export function checkRepository(input: CheckInput): CheckResult {
  const limits = input.limits ?? DEFAULT_FILE_LIMITS;
  const isSelected = (file: string | undefined): boolean => !input.selected || (file !== undefined && input.selected.has(file));
  const memo = input.runMemo ?? new CheckRunMemo();
  const clock = input.clock;
  // What came before this check (planning, an earlier rendered root's report) is judging's.
  clock?.lap('judge');
  const fileTexts = input.verdictMemo ? new FileTexts() : undefined;
  const crdSourcePaths = new Set((input.crdFiles ?? []).map((f) => f.path));
  // The policy pack (read at the trusted revision) is loaded first: its driftgate.yaml names the
  // kinds the repository declares it has no schema for, and which objects are tenants.
  const crdCompatFile = (input.policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  const packFiles = (input.policyFiles ?? []).filter((f) => f !== crdCompatFile);
  // The agent's memo keeps the loaded pack from one revision to the next while its files' texts stay the same.
  const packKey = packFiles.length > 0 && input.verdictMemo ? packVerdictKey(packFiles) : undefined;
  const loadPack = (): ReturnType<typeof loadPolicyPackFiles> => loadPolicyPackFiles(packFiles, input.parseCache);
  const loaded = packFiles.length > 0 ? memo.once('pack', packFiles, () => (input.verdictMemo && packKey !== undefined ? input.verdictMemo.latest('pack', packKey, loadPack) : loadPack())) : undefined;
  clock?.lap('policy');
  const head =
    input.selected && (input.crossFacts !== undefined || input.unreportedByFacts === true)
      ? readHeadFiles({
          files: input.files,
          selected: input.selected,
          ...(input.crossFacts ? { store: input.crossFacts } : {}),
          limits,
          config: loaded?.pack.config ?? DEFAULT_CONFIG,
          alwaysParsed: (f) => crdSourcePaths.has(f.path),
          contextKinds: new Set((loaded?.pack.policies ?? []).flatMap((p) => (p.paramKind ? [`${p.paramKind.apiVersion}\u0000${p.paramKind.kind}`] : []))),
          parse: (f) => parseFiles([f], limits, input.parseCache, fileTexts),
          parseAgain: (f) => parseFiles([f], limits, input.parseCache),
        })
      : { ...parseFiles(input.files, limits, input.parseCache, fileTexts), keptObjects: 0, kept: undefined };
  // The head's paths are indexed only when there are CRD sources to tell apart from them.
  const headPaths = input.crdFiles !== undefined && input.crdFiles.length > 0 ? new Set(input.files.map((f) => f.path)) : undefined;
  const extraCrdFiles = headPaths === undefined ? [] : (input.crdFiles ?? []).filter((f) => !headPaths.has(f.path));
  const crdSources = memo.once('crd-sources', extraCrdFiles, () => parseFiles(extraCrdFiles, limits, input.parseCache));
  clock?.lap('parse');
  // The CRD sources (deploy/crds, --crd) are inputs of every check, and a broken CRD breaks every
  // check: their problems are reported whichever paths are named, except in a --base run, where
  // only a changed one is.
  const isReportedCrdSource = (file: string | undefined): boolean => isSelected(file) || !input.selected || (!input.baseFiles && file !== undefined && crdSourcePaths.has(file));
  // Findings repeat their texts across objects (one problem in 30,000 documents): one copy each.
  const texts = new FindingTextInterner();
  const findings: Finding[] = texts.findings(head.findings.filter((f) => isSelected(f.file) || (f.file !== undefined && crdSourcePaths.has(f.file) && isReportedCrdSource(f.file))));
  findings.push(...crdSources.findings.filter((f) => isReportedCrdSource(f.file)));

  const crdManifests = [...crdSources.manifests, ...head.manifests.filter(isCrd)];
  const crds = memo.once('crds', crdManifests, () => loadCrds(crdManifests));
  findings.push(...crds.findings.filter((f) => isReportedCrdSource(f.file)));

  const oldObjects = new Map<string, Manifest>();
  clock?.lap('schema');
  const baseParsed = input.baseFiles ? parseFiles(input.baseFiles, limits, input.parseCache) : undefined;
  clock?.lap('parse');
  // A base file that could not be read (over the size bound) is said, never silently taken as new.
  for (const f of baseParsed?.findings ?? []) if (f.ruleId.startsWith('input/') && isSelected(f.file)) findings.push({ ...f, severity: 'warning', message: `at the base revision: ${f.message}; the change is judged without its base version` });
  // At base, unchanged files held what they hold now; changed files held what baseFiles says.
  // A file read at base changed, whether or not its findings are reported (selected can be
  // narrower than the change: only the named paths); everything else is the same at base.
  const changedAtBase = new Set((input.baseFiles ?? []).map((f) => f.path));
  const unchangedAtBase = input.baseFiles && input.selected ? head.manifests.filter((m) => !isSelected(m.file) && !changedAtBase.has(m.file)) : [];
  for (const m of [...unchangedAtBase, ...(baseParsed?.manifests ?? [])]) oldObjects.set(objectKey(m), m);

  let validated = 0;
  let builtins = 0;
  const unvalidated: { manifest: Manifest; reason: string }[] = [];
  const schemaSources = new Map<Manifest, CrdSchemaSource>();
  // One record per CRD version, shared by its objects (100,000 tenants made 100,000 equal ones).
  const sharedSources = new Map<string, CrdSchemaSource>();
  let lastSource: CrdSchemaSource | undefined;
  const schemaSourceOf = (crd: string, version: string, file: string): CrdSchemaSource => {
    if (lastSource !== undefined && lastSource.version === version && lastSource.crd === crd && lastSource.file === file) return lastSource;
    return (lastSource = getOrMake(sharedSources, `${crd}\u0000${version}\u0000${file}`, () => ({ crd, version, file })));
  };
  const crdOfKind = new Map(crds.registry.crds.map((c) => [`${c.group}\u0000${c.kind}`, c]));
  const declaredUnvalidated = loaded?.pack.config.unvalidatedKinds ?? [];
  // Every problem in one run: policy verdicts on an object that fails its schema are reported too
  // (the API server would stop at the schema, but the author has to fix both). Only a policy
  // finding on a field that itself failed its schema is left out: it is that schema error again
  // (an expression meeting a string where it expects a number), not a second problem.
  const schemaInvalid = new Set<string>();
  const schemaErrorPointers = new Map<string, string[]>();
  const noteSchemaErrors = (manifest: Manifest, result: readonly Finding[]): void => {
    if (result.length === 0) return;
    const pointers = result.filter((f) => f.severity === 'error').map((f) => f.pointer ?? '');
    if (pointers.length === 0) return;
    schemaInvalid.add(objectLocationKey(manifest));
    schemaErrorPointers.set(objectLocationKey(manifest), pointers);
  };
  const celNotEvaluated: Manifest[] = [];
  // CRDs whose CEL rules are over the API server's cost budget are refused by it: judged on every
  // CRD manifest when no base is compared (with a base, the gate reports what the change introduces).
  if (!(input.baseFiles || input.baseCrdFiles)) findings.push(...crdManifestFindings(head.manifests.filter((m) => isSelected(m.file) && isCrd(m)), ['cel-cost-exceeded']));
  if (input.builtins) findings.push(...builtinGroupCrds(head.manifests.filter((m) => isSelected(m.file) && isCrd(m))));
  const schemaVerdicts = input.verdictMemo && fileTexts ? input.verdictMemo.scope<SchemaVerdict>('schema', schemaVerdictContext(input, crdManifests, memo.celBudget), fileTexts.byPath) : undefined;
  /**
   * validateManifest, or what it gave in an earlier run. An object's CEL rules draw on the run's
   * budget: a kept verdict counts only where the budget cannot have cut a rule short (it had a
   * call's limit to spare after the object's cost, then and now), and its cost is spent again.
   */
  const validateObject = (manifest: Manifest, old: Manifest | undefined): Finding[] | undefined => {
    const validate = (): Finding[] | undefined => validateManifest(crds.registry, manifest, { ...(old ? { oldObject: old.object } : {}), celRunBudget: memo.celBudget });
    // Against an old object (a changed object of a `--base` run), under that object's text too.
    const item = schemaVerdicts ? verdictItem(manifest, old?.object) : undefined;
    if (!schemaVerdicts || item === undefined) return validate();
    const budget = memo.celBudget;
    const kept = schemaVerdicts.get(manifest.file, item);
    if (typeof kept === 'number') {
      if (budget.remaining >= PER_CALL_COST_LIMIT + kept) {
        budget.spend(kept);
        return [];
      }
    } else if (kept?.kind === 'no-crd') return undefined;
    else if (kept?.kind === 'crd' && budget.remaining >= PER_CALL_COST_LIMIT + kept.cost) {
      budget.spend(kept.cost);
      return [...kept.findings];
    }
    const before = budget.remaining;
    const result = validate();
    const cost = before - budget.remaining;
    if (result === undefined) schemaVerdicts.set(manifest.file, item, { kind: 'no-crd' }, 8);
    else if (before >= PER_CALL_COST_LIMIT + cost) schemaVerdicts.set(manifest.file, item, result.length === 0 ? cost : { kind: 'crd', findings: result, cost }, findingsChars(result));
    return result;
  };
  const checkBuiltin = (builtinRegistry: BuiltinRegistry, manifest: Manifest): ReturnType<typeof checkBuiltinManifest> => {
    const check = (): ReturnType<typeof checkBuiltinManifest> => checkBuiltinManifest(builtinRegistry, manifest, { strict: input.strict === true });
    if (!schemaVerdicts || input.verdictMemo?.persistent) return check();
    // Its own entry: an object of a kind no CRD defines is asked about both.
    const item = `builtin\u0000${objectPlace(manifest)}`;
    const kept = schemaVerdicts.get(manifest.file, item);
    if (typeof kept === 'object' && kept.kind === 'builtin') return kept.result;
    const result = check();
    schemaVerdicts.set(manifest.file, item, { kind: 'builtin', result }, findingsChars(result?.findings ?? []));
    return result;
  };
  // The CRD of the last object's kind: objects come in runs of one kind.
  let lastKind: { readonly group: string; readonly kind: string; readonly crd: (typeof crds.registry.crds)[number] | undefined } | undefined;
  for (const manifest of head.manifests) {
    if (!isSelected(manifest.file) || isCrd(manifest)) continue;
    // Most checks have no base objects (the agent's, a check without --base): no key is made.
    const old = oldObjects.size > 0 ? oldObjects.get(objectKey(manifest)) : undefined;
    const { group, version } = splitApiVersion(manifest.object.apiVersion);
    // Kubernetes' own groups are judged by the built-in schemas only: a CRD in the repository (or
    // a pull request) claiming one never replaces the schema of a built-in kind.
    const builtinGroup = input.builtins !== undefined && isKubernetesGroup(group);
    const validatedResult = builtinGroup ? undefined : validateObject(manifest, old);
    const result = validatedResult === undefined || validatedResult.length === 0 ? validatedResult : validatedResult.filter((f) => f.ruleId !== CEL_RUN_BUDGET_RULE);
    if (result && validatedResult && result.length < validatedResult.length) {
      celNotEvaluated.push(manifest);
      unvalidated.push({ manifest, reason: "x-kubernetes-validations rules not evaluated: the run's CEL cost budget was spent" });
    }
    if (result) {
      validated += 1;
      const kind = manifest.object.kind;
      if (lastKind === undefined || lastKind.kind !== kind || lastKind.group !== group) lastKind = { group, kind, crd: crdOfKind.get(`${group}\u0000${kind}`) };
      const crd = lastKind.crd;
      if (crd) schemaSources.set(manifest, schemaSourceOf(crd.name, version, crd.manifest.file));
      if (result.length > 0) {
        findings.push(...texts.findings(result));
        noteSchemaErrors(manifest, result);
      }
      continue;
    }
    const builtin = input.builtins ? checkBuiltin(input.builtins, manifest) : undefined;
    if (builtin) {
      if (builtin.validated) builtins += 1;
      else unvalidated.push({ manifest, reason: 'not validated against a schema (see its finding)' });
      findings.push(...texts.findings(builtin.findings));
      noteSchemaErrors(manifest, builtin.findings);
      continue;
    }
    if (!input.builtins && isKubernetesGroup(splitApiVersion(manifest.object.apiVersion).group)) {
      builtins += 1; // no schema set given: built-in kinds are counted, not validated
      unvalidated.push({ manifest, reason: 'built-in kind: no schema to validate it against' });
      continue;
    }
    const declared = declaredUnvalidated.find((d) => d.apiVersion === manifest.object.apiVersion && d.kind === manifest.object.kind);
    if (declared) {
      unvalidated.push({ manifest, reason: `no schema; declared in driftgate.yaml (unvalidatedKinds): ${declared.reason}` });
      continue;
    }
    const loc = manifest.locate('/kind');
    unvalidated.push({ manifest, reason: 'no schema known for the kind (schema/unknown-kind)' });
    findings.push({
      ruleId: 'schema/unknown-kind',
      severity: input.strict ? 'error' : 'warning',
      message: `no schema for ${manifest.object.kind} in ${manifest.object.apiVersion}: ${crds.registry.explainMissing(manifest.object.apiVersion, manifest.object.kind)}`,
      file: loc.file,
      line: loc.line,
      column: loc.column,
      pointer: manifest.base + '/kind',
      object: manifest.ref,
      hint: 'Add the CRD to deploy/crds/ or pass it with --crd; the object was not validated.',
    });
  }

  const first = celNotEvaluated[0];
  if (first) findings.push(celBudgetFinding(first, celNotEvaluated, memo.celBudget.total));
  clock?.lap('schema');

  // The policy pack sees every object at head (cross-document rules need the whole tree) and
  // reports on the selected files. A broken pack is never evaluated: its problems are exit code 2.
  let configurationErrors = 0;
  let rules = RULES;
  if (loaded) {
    findings.push(...loaded.findings);
    const packProblems = loaded.findings.filter(isPackProblem).length;
    rules = new Map([...RULES, ...packRuleInfo(loaded.pack).map((r): [string, RuleInfo] => [r.id, r])]);
    configurationErrors += packProblems;
    if (packProblems === 0) {
      const defaults = (m: Manifest): Manifest['object'] => crds.registry.lookup(m.object.apiVersion, m.object.kind)?.applyDefaults(m.object) ?? m.object;
      const pack = input.waiverLimits ? { ...loaded.pack, config: { ...loaded.pack.config, waiverLimits: input.waiverLimits } } : loaded.pack;
      // The pack's type check against the CRD schemas depends on the pack and the CRDs only.
      const catalogCrds = [...crdSources.manifests, ...head.manifests.filter(isCrd)];
      const checkTypes = (): Finding[] => checkPolicyTypes(loaded.pack, catalogCrds, loaded.pack.sources ? { sources: loaded.pack.sources } : {});
      const typeFindings = memo.once('pack-types', [loaded.pack, ...catalogCrds], () =>
        input.verdictMemo && packKey !== undefined ? input.verdictMemo.latestData('pack-types', JSON.stringify([packKey, catalogCrds.map((m) => [m.file, m.base, m.object])]), checkTypes, keptFindings) : checkTypes(),
      );
      const policyFindings = evaluatePolicyPack(pack, {
        typeFindings,
        manifests: head.manifests,
        crds: crdSources.manifests,
        ...(input.baseFiles ? { baseManifests: [...oldObjects.values()], waiverBase: [...oldObjects.values()] } : {}),
        ...(input.waiverBase ? { waiverBase: input.waiverBase } : {}),
        ...(input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {}),
        now: input.now,
        applyDefaults: defaults,
        // Admission is per object: only the selected files' objects need it. Cross-document rules see all.
        ...(input.selected ? { focusFiles: input.selected, admitFiles: input.selected, reportFiles: input.selected } : {}),
        ...(input.verdictMemo && fileTexts ? { verdicts: { memo: input.verdictMemo, texts: fileTexts.byPath, packKey: packKey ?? packVerdictKey(packFiles) } } : {}),
        ...(input.verdictMemo && !input.verdictMemo.persistent && !input.selected ? { crossFacts: crossFactsOf(input.verdictMemo) } : {}),
        ...(head.kept ? { keptFiles: head.kept } : {}),
      });
      findings.push(
        ...texts.findings(policyFindings).filter((f) => isSelected(f.file) && !(f.ruleId.startsWith(VAP_RULE_PREFIX) && repeatsSchemaError(f, schemaErrorPointers.get(findingObjectKey(f))))),
      );
    }
  }

  // The GPU capacity the admission webhook enforces, judged before merge against the live numbers.
  if (input.liveGpu) findings.push(...gpuCapacityFindings(head.manifests.filter((m) => isSelected(m.file) && !schemaInvalid.has(objectLocationKey(m))), input.liveGpu));
  clock?.lap('policy');

  // The CRD compatibility gate runs on every change that has a base: it reports only what the
  // change introduces, so an untouched CRD costs a comparison and yields nothing.
  if (input.baseFiles || input.baseCrdFiles) {
    let crdCompatConfig: CrdCompatConfig | undefined;
    if (crdCompatFile) {
      // Parsed only when the gate runs: its schema is large and compiling it costs start-up time.
      const parsed = parseCrdCompatConfig(new TextDecoder().decode(crdCompatFile.bytes), { file: crdCompatFile.path });
      findings.push(...parsed.findings);
      configurationErrors += parsed.findings.filter((f) => f.severity === 'error').length;
      crdCompatConfig = parsed.config;
    }
    const baseCrdFiles = (input.baseCrdFiles ?? []).filter((f) => !(input.baseFiles ?? []).some((g) => g.path === f.path));
    const base = [...parseFiles(baseCrdFiles, limits, input.parseCache).manifests, ...unchangedAtBase, ...(baseParsed?.manifests ?? [])].filter(isCrd);
    const headCrds = [...crdSources.manifests, ...head.manifests].filter(isCrd);
    // What the API server rejects in a CRD is reported once, by the CRD loader above (crd/*):
    // the gate's structural-schema-invalid and storage-version-count read the same validator.
    findings.push(...compareCrdSets({ base, head: headCrds, ...(crdCompatConfig ? { config: crdCompatConfig } : {}), lintSeverity: 'warning' }).filter((f) => !REPORTED_BY_LOADER.has(f.rule)));
    clock?.lap('crd-gate');
  }

  if (input.headPolicyFiles) findings.push(...configChangeFindings({ base: input.policyChangeBase ?? input.policyFiles ?? [], head: input.headPolicyFiles }));

  return {
    findings,
    manifests: head.manifests,
    configurationErrors,
    rules,
    unvalidated,
    schemaSources,
    stats: { files: input.files.length, documents: head.documents, objects: head.manifests.length + head.keptObjects, validated, builtins },
  };
}

/**
 * The cross-document facts of files, kept as long as a memory of verdicts is (the agent's, from
 * one revision to the next). A whole revision's check keeps them; a check of a part (a rendered
 * root, a pull request's files) neither reads nor replaces them. A store on disk keeps none: the
 * facts hold objects of this process.
 */
const crossFactsMemos = new WeakMap<VerdictStore, CrossFactsMemo>();
function crossFactsOf(store: VerdictStore): CrossFactsMemo {
  let memo = crossFactsMemos.get(store);
  if (memo === undefined) crossFactsMemos.set(store, (memo = new CrossFactsMemo()));
  return memo;
}

/** Findings as a store kept them (this build wrote them): a list of records with a rule and a message, else undefined. */
function keptFindings(kept: unknown): Finding[] | undefined {
  return Array.isArray(kept) && kept.every((f) => isRecord(f) && typeof f.ruleId === 'string' && typeof f.message === 'string') ? (kept as Finding[]) : undefined;
}

/**
 * The policy pack as admission verdicts depend on it: its files, by path and text. Not the waiver
 * limits a caller sets (the agent's first sync): waivers apply after admission, to all findings.
 */
function packVerdictKey(packFiles: readonly SourceFile[]): string {
  return JSON.stringify(packFiles.map((f) => [f.path, fileText(f)]));
}

/** One finding for every object whose CEL rules the run's budget did not reach, at the first of them, naming them. */
function celBudgetFinding(first: Manifest, objects: readonly Manifest[], total: number): Finding {
  const loc = first.locate('');
  const named = objects.slice(0, 10).map((m) => `${m.ref.kind ?? '?'} ${m.ref.namespace ? `${m.ref.namespace}/` : ''}${m.ref.name ?? '?'} (${m.file}:${m.locate('').line})`);
  const more = objects.length > 10 ? `, and ${objects.length - 10} more` : '';
  return {
    ruleId: CEL_RUN_BUDGET_RULE,
    severity: 'error',
    message: `the x-kubernetes-validations rules of ${objects.length} object${objects.length === 1 ? ' were' : 's were'} not all evaluated: the run's CEL cost budget (${total.toLocaleString('en-US')}) was spent; not evaluated: ${named.join(', ')}${more}`,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: first.base,
    object: first.ref,
    hint: 'Check fewer objects per run (name the paths that changed), or make the rules cheaper (bound list and string sizes with maxItems and maxLength).',
  };
}

const REPORTED_BY_LOADER: ReadonlySet<string> = new Set(['structural-schema-invalid', 'storage-version-count']);

export { CRD_COMPAT_CONFIG };

/** CRDs that claim a group of Kubernetes itself: never a schema for its kinds (see checkRepository). */
function builtinGroupCrds(crdManifests: readonly Manifest[]): Finding[] {
  const out: Finding[] = [];
  for (const m of crdManifests) {
    const spec = (m.object as { spec?: { group?: unknown } }).spec;
    const group = typeof spec?.group === 'string' ? spec.group : undefined;
    if (group === undefined || !isKubernetesGroup(group)) continue;
    const loc = m.locate('/spec/group');
    out.push({
      ruleId: 'crd/builtin-group',
      severity: 'error',
      message: `spec.group: expected a group of your own, found ${JSON.stringify(group)}, a group of Kubernetes itself: its kinds are validated against the built-in schemas, never this CRD's`,
      file: loc.file,
      line: loc.line,
      column: loc.column,
      pointer: m.base + '/spec/group',
      object: m.ref,
      hint: 'Use a group under a domain you own (e.g. widgets.example.com).',
    });
  }
  return out;
}
