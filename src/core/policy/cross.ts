import { deepEqual } from '../kube/json.js';
import { getOrMake } from '../memo/memo.js';
import { compareQuantities, formatQuantity, parseQuantity, QuantitySum, type Quantity } from '../cel/index.js';
import { formatLocation, type Finding, type RuleInfo, type Severity } from '../findings/finding.js';
import { isRecord, splitApiVersion, type Manifest } from '../manifest/manifest.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, OWNER_ANNOTATION, tenantKey } from '../tenant/names.js';
import type { PolicyConfig } from './config.js';
import type { ResourceCatalog } from './resources.js';

/**
 * Built-in cross-document rules: what a single-object admission policy cannot see.
 * Each is configured in driftgate.yaml and has a stable rule id.
 */

export const CROSS_RULES: readonly RuleInfo[] = [
  { id: 'cross/unique-tenant-namespace', summary: 'No two tenants claim the same namespace', defaultSeverity: 'error' },
  { id: 'cross/unique-names', summary: 'No two objects share group, kind, namespace and name', defaultSeverity: 'error' },
  { id: 'cross/budget', summary: 'The sum of gpuCount, cpu and memory across tenants stays within the configured totals', defaultSeverity: 'error' },
  { id: 'cross/egress-targets', summary: 'Egress targets are tenant namespaces or listed system namespaces', defaultSeverity: 'error' },
  {
    id: 'cross/tenant-namespace-taken',
    summary: 'A tenant does not claim a namespace that exists and belongs to someone else (a Namespace manifest in the repository, or a live namespace not owned by this tenant)',
    defaultSeverity: 'error',
  },
];

/** A namespace as it exists in the cluster, read by `check --kubeconfig` (the io layer) and passed in. */
export interface LiveNamespace {
  readonly name: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
}

export interface CrossInput {
  readonly manifests: readonly Manifest[];
  readonly config: PolicyConfig;
  readonly catalog: ResourceCatalog;
  /** Files to prefer when a finding about several objects must sit in one of them (a PR's changed files). */
  readonly focusFiles?: ReadonlySet<string>;
  /** The cluster's namespaces by name, when the check reads a live cluster (`check --kubeconfig`). */
  readonly liveNamespaces?: ReadonlyMap<string, LiveNamespace>;
  /**
   * Only findings in these files are wanted (a `--base` run reports the changed files): the others
   * are not built, since locating one parses its file again. All objects are still read.
   */
  readonly reportFiles?: ReadonlySet<string>;
  /** The facts of files kept from earlier checks of this process (see CrossFactsMemo). */
  readonly factsMemo?: CrossFactsMemo;
  /**
   * Files whose objects are not in `manifests` but whose facts were kept from an earlier check (a
   * `--base` run's unchanged files, from the cache on disk): see KeptFiles. Only with `reportFiles`.
   */
  readonly keptFiles?: KeptFiles;
}

/**
 * What a check keeps of one file for the cross-document rules, as plain JSON (the CLI's cache keeps
 * it by the file's text and `keptFactsContext`): enough to derive the rules' verdicts on other
 * files without this file's objects. Where a verdict needs the objects after all (a name or a
 * namespace that a reported object shares, a negative amount in a budget), the file is parsed.
 */
export interface KeptCrossFacts {
  /** Documents and objects in the file (the run's counts). */
  readonly documents: number;
  readonly objects: number;
  /** `apiVersion NUL kind` of its objects, each once. */
  readonly kinds: readonly string[];
  /** `kind NUL name` of its named objects. */
  readonly names: readonly string[];
  /** spec.namespace of its tenants, in order (a tenant without one is left out). */
  readonly namespaces: readonly string[];
  /** The names of its v1 Namespace manifests. */
  readonly namespaceNames: readonly string[];
  /** Each quota field's sum over its tenants (see QuantitySum.parts), with whether an amount is negative. */
  readonly sums: Readonly<Partial<Record<QuotaField, KeptSum>>>;
}

export interface KeptSum {
  readonly num: string;
  readonly den: string;
  readonly count: number;
  readonly negative: boolean;
}

/** One file of a check that is represented by its kept facts. */
export interface KeptFile {
  readonly path: string;
  readonly facts: KeptCrossFacts;
  /** The file's objects, parsed when a rule needs them after all; each call gives the same objects. */
  readonly load: () => readonly Manifest[];
}

/** The kept files of a check, and the order of all its files (the rules walk files in order). */
export interface KeptFiles {
  readonly order: readonly string[];
  readonly byPath: ReadonlyMap<string, KeptFile>;
}

/** What kept facts depend on besides the file's text: which objects are tenants. */
export function keptFactsContext(config: PolicyConfig): string {
  return `cross-facts-v1\u0000${config.tenants.group}\u0000${config.tenants.kind}`;
}

/** The kept facts of one file's objects (see KeptCrossFacts), under `keptFactsContext(config)`. */
export function keptCrossFactsOf(manifests: readonly Manifest[], documents: number, config: PolicyConfig): KeptCrossFacts {
  const kinds = new Set<string>();
  // A name met twice is listed twice: the list is only searched, and no set is made per file.
  const names: string[] = [];
  const namespaces: string[] = [];
  const namespaceNames: string[] = [];
  const tenants: Tenant[] = [];
  let lastApiVersion: string | undefined;
  let lastKind: string | undefined;
  for (const m of manifests) {
    const { apiVersion, kind, metadata } = m.object;
    // Objects come in runs of one kind: the pair is noted once per run.
    if (apiVersion !== lastApiVersion || kind !== lastKind) {
      kinds.add(`${apiVersion}\u0000${kind}`);
      lastApiVersion = apiVersion;
      lastKind = kind;
    }
    if (metadata.name !== undefined) names.push(`${kind}\u0000${metadata.name}`);
    if (kind === 'Namespace' && apiVersion === 'v1' && metadata.name) namespaceNames.push(metadata.name);
    if (!isTenant(m, config)) continue;
    const facts = tenantFactsOf(m);
    tenants.push({ m, facts });
    if (facts.namespace !== undefined) namespaces.push(facts.namespace);
  }
  const sums: Partial<Record<QuotaField, KeptSum>> = {};
  for (const field of QUOTA_FIELDS) {
    const part = tenantsSum(tenants, field);
    if (part.sum.count > 0) sums[field] = { ...part.sum.parts(), negative: part.negative };
  }
  return { documents, objects: manifests.length, kinds: [...kinds], names, namespaces, namespaceNames, sums };
}

function finding(m: Manifest, ruleId: string, severity: Severity, pointer: string, message: string, hint: string): Finding {
  const loc = m.locate(pointer);
  return { ruleId, severity, message, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref, hint };
}

const where = (m: Manifest, pointer = '/metadata/name'): string => formatLocation(m.locate(pointer));
const describe = (m: Manifest): string => `${m.object.kind} ${m.object.metadata.namespace ? m.object.metadata.namespace + '/' : ''}${m.object.metadata.name ?? ''}`;

export function isTenant(m: Manifest, config: PolicyConfig): boolean {
  return m.object.kind === config.tenants.kind && splitApiVersion(m.object.apiVersion).group === config.tenants.group;
}

/** Whether a finding about an object is wanted at all (see CrossInput.reportFiles). */
type Wanted = (m: Manifest) => boolean;

export type QuotaField = 'gpuCount' | 'cpu' | 'memory';

/** What the rules read of one tenant's spec. It depends on the object alone, never on the configuration. */
interface TenantFacts {
  readonly namespace: string | undefined;
  /** spec.quota (v1) or spec.resourceQuota (v1alpha1): a repository may hold both versions. */
  readonly quotaField: 'quota' | 'resourceQuota';
  /** The quota's quantities that parse; one that does not counts as missing. */
  readonly gpuCount: Quantity | undefined;
  readonly cpu: Quantity | undefined;
  readonly memory: Quantity | undefined;
  /** spec.networkPolicy.allowEgressTo as written. */
  readonly egressTargets: readonly unknown[];
}

/** A tenant with its facts. */
interface Tenant {
  readonly m: Manifest;
  readonly facts: TenantFacts;
}

/** What the catalog answered for an apiVersion and kind. */
interface KindAnswer {
  readonly apiVersion: string;
  readonly kind: string;
  readonly group: string;
  readonly namespaced: boolean;
}

/** A quota field's sum over one file's tenants; `negative` when one of them is below zero. */
interface PartialSum {
  readonly sum: QuantitySum;
  readonly negative: boolean;
}

/**
 * The cross-document facts of one file's objects: its tenants, the keys of its objects' names,
 * its Namespace manifests and, once asked for, its quota sums. The rules are derived from these
 * alone, so a file whose objects are the same as at the last revision (the agent's parse memo
 * keeps them) is not read again: see CrossFactsMemo.
 */
interface FileFacts {
  readonly path: string;
  readonly manifests: readonly Manifest[];
  /** What the facts were taken under: the tenant kind and the default namespace. */
  readonly context: string;
  /** The catalog's answers the name keys were made with. */
  readonly kinds: readonly KindAnswer[];
  readonly tenants: readonly Tenant[];
  /** The key cross/unique-names compares, by the object's place in `manifests`; undefined for an object without a name. */
  readonly nameKeys: readonly (string | undefined)[];
  readonly namespaceManifests: readonly Manifest[];
  readonly sums: Partial<Record<QuotaField, PartialSum>>;
  /** Set for a file represented by its kept facts: no objects, tenants or keys, only its sums (see KeptFiles). */
  readonly kept?: KeptFile;
}

/**
 * The cross-document index of a long-lived process (the sync agent's), by file: a revision that
 * changes one file of 1,000 takes the facts of that file, and derives every cross-document
 * verdict again from the facts of all. A file's entry is used only when its objects are the very
 * objects it was made from, under the same tenant kind, default namespace and catalog answers;
 * objects are never changed after loading. Bounded by the files of the last revision: the
 * entries of files that are gone are dropped.
 */
export class CrossFactsMemo {
  #byPath = new Map<string, FileFacts>();
  /** What the rules need of all the kept files together, kept up to date file by file (see CrossIndex). */
  readonly #index: MutableCrossIndex = { namespaces: new Map(), duplicateNamespaces: 0, names: new Map(), duplicateNames: 0, sums: {} };

  /** The kept facts of a file, if they were made from these objects under this context. */
  find(path: string, manifests: readonly Manifest[], start: number, end: number, context: string, catalog: ResourceCatalog, checked: Map<KindAnswer, boolean> = new Map()): FileFacts | undefined {
    const kept = this.#byPath.get(path);
    if (kept === undefined || kept.context !== context || kept.manifests.length !== end - start) return undefined;
    for (let i = start; i < end; i++) if (kept.manifests[i - start] !== manifests[i]) return undefined;
    for (const answer of kept.kinds) {
      // `checked`: the catalog's verdict on each answer, asked once per check (answers are shared, see kindAnswer)
      let same = checked.get(answer);
      if (same === undefined) {
        const res = catalog.lookup(answer.apiVersion, answer.kind);
        same = res.group === answer.group && res.namespaced === answer.namespaced;
        checked.set(answer, same);
      }
      if (!same) return undefined;
    }
    return kept;
  }

  /** How many files' facts are kept. */
  get size(): number {
    return this.#byPath.size;
  }

  /**
   * Keeps this revision's facts, and only them, and brings the index to them: the files that left
   * or changed are taken out of it and the new ones put in, so a revision that changes one file of
   * 10,000 updates the counts and sums of one file.
   */
  keep(files: readonly FileFacts[]): CrossIndex {
    const next = new Map<string, FileFacts>();
    for (const f of files) next.set(f.path, f);
    const previous = this.#byPath;
    for (const [path, f] of previous) if (next.get(path) !== f) this.#count(f, -1);
    for (const [path, f] of next) if (previous.get(path) !== f) this.#count(f, 1);
    this.#byPath = next;
    return this.#index;
  }

  #count(file: FileFacts, by: 1 | -1): void {
    const index = this.#index;
    for (const { facts } of file.tenants) if (facts.namespace !== undefined) index.duplicateNamespaces += countKey(index.namespaces, facts.namespace, by);
    for (const key of file.nameKeys) if (key !== undefined) index.duplicateNames += countKey(index.names, key, by);
    for (const field of QUOTA_FIELDS) {
      const part = partialSum(file, field);
      const total = (index.sums[field] ??= { sum: new QuantitySum('DecimalSI'), negatives: 0 });
      if (by === 1) total.sum.addSum(part.sum);
      else total.sum.subtractSum(part.sum);
      if (part.negative) total.negatives += by;
    }
  }
}

export const QUOTA_FIELDS: readonly QuotaField[] = ['gpuCount', 'cpu', 'memory'];

/** Counts `key` once more (or once less) in `counts`; how many more keys are repeated: 1, -1 or 0. */
function countKey(counts: Map<string, number>, key: string, by: 1 | -1): number {
  const before = counts.get(key) ?? 0;
  const after = before + by;
  if (after === 0) counts.delete(key);
  else counts.set(key, after);
  return before < 2 && after >= 2 ? 1 : before >= 2 && after < 2 ? -1 : 0;
}

/**
 * The cross-document facts of all the kept files together: how many tenants claim each namespace
 * and how many objects carry each name key (with the number of those claimed or carried more than
 * once), and each quota field's total. A rule without a repeated namespace or name has no finding
 * and walks nothing; one with a repeat walks every file as before, so the findings and their order
 * are those of a walk.
 */
type CrossIndex = Readonly<MutableCrossIndex>;

/** The index as the memo keeps it up to date (the rules read it as a CrossIndex). */
interface MutableCrossIndex {
  namespaces: Map<string, number>;
  duplicateNamespaces: number;
  names: Map<string, number>;
  duplicateNames: number;
  sums: Partial<Record<QuotaField, { sum: QuantitySum; negatives: number }>>;
}

/**
 * One object per catalog answer, shared by the files that got it: a revision's 10,000 files of one
 * kind then hold one answer, and the memo checks it against the catalog once, not once per file.
 * Bounded: past the bound, an answer is made per file as before.
 */
const KIND_ANSWERS = new Map<string, KindAnswer>();
const MAX_KIND_ANSWERS = 4096;

function kindAnswer(apiVersion: string, kind: string, group: string, namespaced: boolean): KindAnswer {
  const id = `${namespaced ? 'n' : 'c'}\u0000${group}\u0000${apiVersion}\u0000${kind}`;
  let answer = KIND_ANSWERS.get(id);
  if (answer === undefined) {
    answer = Object.freeze({ apiVersion, kind, group, namespaced });
    if (KIND_ANSWERS.size < MAX_KIND_ANSWERS) KIND_ANSWERS.set(id, answer);
  }
  return answer;
}

function tenantFactsOf(m: Manifest): TenantFacts {
  const spec = m.object.spec;
  const record = isRecord(spec) ? spec : undefined;
  const quotaField = record !== undefined && isRecord(record.quota) ? 'quota' : 'resourceQuota';
  const quota = record !== undefined && isRecord(record[quotaField]) ? (record[quotaField] as Record<string, unknown>) : undefined;
  const np = record !== undefined && isRecord(record.networkPolicy) ? record.networkPolicy : undefined;
  return {
    namespace: record !== undefined && typeof record.namespace === 'string' ? record.namespace : undefined,
    quotaField,
    gpuCount: quantityOf(quota?.gpuCount),
    cpu: quantityOf(quota?.cpu),
    memory: quantityOf(quota?.memory),
    egressTargets: np && Array.isArray(np.allowEgressTo) ? (np.allowEgressTo as unknown[]) : [],
  };
}

function quantityOf(raw: unknown): Quantity | undefined {
  return typeof raw === 'number' ? parseQuantity(Number.isInteger(raw) ? String(raw) : raw.toString()) : typeof raw === 'string' ? parseQuantity(raw) : undefined;
}

function fileFactsOf(path: string, manifests: readonly Manifest[], start: number, end: number, context: string, config: PolicyConfig, catalog: ResourceCatalog): FileFacts {
  const own = start === 0 && end === manifests.length ? manifests : manifests.slice(start, end);
  const kinds: KindAnswer[] = [];
  const tenants: Tenant[] = [];
  const nameKeys: (string | undefined)[] = [];
  const namespaceManifests: Manifest[] = [];
  const { defaultNamespace } = config.request;
  let lastApiVersion: string | undefined;
  let lastKind: string | undefined;
  for (const m of own) {
    if (isTenant(m, config)) tenants.push({ m, facts: tenantFactsOf(m) });
    const { kind, apiVersion, metadata } = m.object;
    const name = metadata.name;
    if (kind === 'Namespace' && apiVersion === 'v1' && name) namespaceManifests.push(m);
    if (name === undefined) {
      nameKeys.push(undefined);
      continue;
    }
    const res = catalog.lookup(apiVersion, kind);
    // Objects come in runs of one kind: the answer is noted once per run.
    if (apiVersion !== lastApiVersion || kind !== lastKind) {
      kinds.push(kindAnswer(apiVersion, kind, res.group, res.namespaced));
      lastApiVersion = apiVersion;
      lastKind = kind;
    }
    const ns = res.namespaced ? metadata.namespace ?? defaultNamespace : '';
    nameKeys.push(`${res.group}\u0000${kind}\u0000${ns}\u0000${name}`);
  }
  return { path, manifests: own, context, kinds, tenants, nameKeys, namespaceManifests, sums: {} };
}

/** The facts of every file of the input, in the input's order: kept ones where the memo has them; with the memo's index of them all. */
function factsOfInput(input: CrossInput): { files: FileFacts[]; index?: CrossIndex } {
  const { manifests, config, catalog, factsMemo } = input;
  const context = `${config.tenants.group}\u0000${config.tenants.kind}\u0000${config.request.defaultNamespace}`;
  if (factsMemo === undefined && input.keptFiles !== undefined) return { files: withKeptFiles(input, input.keptFiles, context) };
  // Nothing is kept (a check of its own, not the agent's): the input is one part, with no file's
  // facts made or compared on their own.
  if (factsMemo === undefined) return { files: [fileFactsOf('', manifests, 0, manifests.length, context, config, catalog)] };
  const files: FileFacts[] = [];
  const seen = new Set<string>();
  const checked = new Map<KindAnswer, boolean>();
  let usable = true;
  for (let start = 0; start < manifests.length; ) {
    const path = manifests[start]!.file;
    let end = start + 1;
    while (end < manifests.length && manifests[end]!.file === path) end++;
    // A file met twice (not in one run of objects) is not one file's facts: nothing of this input is kept.
    if (seen.has(path)) usable = false;
    seen.add(path);
    files.push((usable ? factsMemo.find(path, manifests, start, end, context, catalog, checked) : undefined) ?? fileFactsOf(path, manifests, start, end, context, config, catalog));
    start = end;
  }
  return usable ? { files, index: factsMemo.keep(files) } : { files };
}

/**
 * The facts of the input's files and of its kept files, in the order `kept.order` gives (objects
 * of a file it does not name come last). A kept file is parsed after all where a reported object
 * could meet one of its objects in a finding: a kind and name they share (cross/unique-names), a
 * tenant namespace a reported tenant claims (cross/unique-tenant-namespace, and as a Namespace
 * manifest's name cross/tenant-namespace-taken), or a file that is reported or focused itself.
 * Every other kept file adds only its sums and its tenants' namespaces, which is all the rules
 * read of a file none of whose objects a finding names.
 */
function withKeptFiles(input: CrossInput, kept: KeptFiles, context: string): FileFacts[] {
  const { manifests, config, catalog, reportFiles, focusFiles } = input;
  const runs = new Map<string, [number, number][]>();
  for (let start = 0; start < manifests.length; ) {
    const path = manifests[start]!.file;
    let end = start + 1;
    while (end < manifests.length && manifests[end]!.file === path) end++;
    getOrMake(runs, path, (): [number, number][] => []).push([start, end]);
    start = end;
  }
  const wantedNames = new Set<string>();
  const wantedNamespaces = new Set<string>();
  for (const m of manifests) {
    if (reportFiles !== undefined && !reportFiles.has(m.file)) continue;
    if (m.object.metadata.name !== undefined) wantedNames.add(`${m.object.kind}\u0000${m.object.metadata.name}`);
    if (!isTenant(m, config)) continue;
    const ns = tenantFactsOf(m).namespace;
    if (ns !== undefined) wantedNamespaces.add(ns);
  }
  const needed = (k: KeptFile): boolean =>
    reportFiles === undefined ||
    reportFiles.has(k.path) ||
    focusFiles?.has(k.path) === true ||
    k.facts.names.some((n) => wantedNames.has(n)) ||
    k.facts.namespaces.some((n) => wantedNamespaces.has(n)) ||
    k.facts.namespaceNames.some((n) => wantedNamespaces.has(n));
  const files: FileFacts[] = [];
  const placed = new Set<string>();
  const place = (path: string): void => {
    if (placed.has(path)) return;
    placed.add(path);
    const k = kept.byPath.get(path);
    if (k !== undefined) files.push((needed(k) ? undefined : keptFileFacts(k, context)) ?? loadedFileFacts(k, context, config, catalog));
    for (const [start, end] of runs.get(path) ?? []) files.push(fileFactsOf(path, manifests, start, end, context, config, catalog));
  };
  for (const path of kept.order) place(path);
  for (const path of runs.keys()) place(path);
  return files;
}

/** A kept file's facts as the rules read them: its sums alone. Undefined when a kept sum is not one (then the file is parsed). */
function keptFileFacts(k: KeptFile, context: string): FileFacts | undefined {
  const sums: Partial<Record<QuotaField, PartialSum>> = {};
  for (const field of QUOTA_FIELDS) {
    const part = k.facts.sums[field];
    const sum = part === undefined ? new QuantitySum('DecimalSI') : QuantitySum.restore('DecimalSI', part);
    if (sum === undefined) return undefined;
    sums[field] = { sum, negative: part?.negative === true };
  }
  return { path: k.path, manifests: [], context, kinds: [], tenants: [], nameKeys: [], namespaceManifests: [], sums, kept: k };
}

/** A kept file parsed after all: the facts of its objects. */
function loadedFileFacts(k: KeptFile, context: string, config: PolicyConfig, catalog: ResourceCatalog): FileFacts {
  const manifests = k.load();
  return fileFactsOf(k.path, manifests, 0, manifests.length, context, config, catalog);
}

export function crossDocumentFindings(input: CrossInput): Finding[] {
  const { config, reportFiles } = input;
  const wanted: Wanted = reportFiles ? (m) => reportFiles.has(m.file) : () => true;
  const { files, index } = factsOfInput(input);
  let tenants: readonly Tenant[] = files.length === 1 ? files[0]!.tenants : [];
  if (files.length > 1) tenants = files.flatMap((f) => f.tenants);
  const out: Finding[] = [];
  // With the memo's index, a rule whose keys are all unique has no finding and walks nothing.
  if (config.rules.uniqueTenantNamespace.enabled && (index === undefined || index.duplicateNamespaces > 0)) out.push(...uniqueTenantNamespace(tenants, config.rules.uniqueTenantNamespace.severity, wanted));
  if (config.rules.uniqueNames.enabled && (index === undefined || index.duplicateNames > 0)) out.push(...uniqueNames(files, input, config.rules.uniqueNames.severity, wanted));
  if (config.rules.budgets.enabled) out.push(...budgets(files, tenants, input, wanted, index));
  if (config.rules.egressTargets.enabled) out.push(...egressTargets(tenants, files, config, wanted, index?.namespaces));
  if (config.rules.tenantNamespaceTaken.enabled) out.push(...tenantNamespaceTaken(files, tenants, input, wanted));
  return out;
}

function uniqueTenantNamespace(tenants: readonly Tenant[], severity: Severity, wanted: Wanted): Finding[] {
  const first = new Map<string, Manifest>();
  const out: Finding[] = [];
  for (const { m: t, facts } of tenants) {
    const ns = facts.namespace;
    if (ns === undefined) continue;
    const owner = first.get(ns);
    if (!owner) {
      first.set(ns, t);
      continue;
    }
    if (!wanted(t)) continue;
    out.push(
      finding(t, 'cross/unique-tenant-namespace', severity, '/spec/namespace',
        `tenant namespace "${ns}" is already claimed by ${describe(owner)} (${where(owner, '/spec/namespace')}); each tenant needs its own namespace`,
        'Pick a namespace no other tenant uses, or merge the two tenants.'),
    );
  }
  return out;
}

function uniqueNames(files: readonly FileFacts[], input: CrossInput, severity: Severity, wanted: Wanted): Finding[] {
  const first = new Map<string, Manifest>();
  const out: Finding[] = [];
  for (const file of files) {
    for (let i = 0; i < file.manifests.length; i++) {
      const key = file.nameKeys[i];
      if (key === undefined) continue;
      const m = file.manifests[i]!;
      const owner = first.get(key);
      if (!owner) {
        first.set(key, m);
        continue;
      }
      // The same object repeated verbatim (rendered bundles that each carry a shared CRD or
      // Namespace) overwrites nothing: applying it twice is applying it once.
      if (!wanted(m) || deepEqual(owner.object, m.object)) continue;
      // The key's namespace, made again for the rare finding (a kind or a name may hold any character).
      const ns = input.catalog.lookup(m.object.apiVersion, m.object.kind).namespaced ? m.object.metadata.namespace ?? input.config.request.defaultNamespace : '';
      out.push(
        finding(m, 'cross/unique-names', severity, '/metadata/name',
          `${m.object.kind} "${ns ? ns + '/' : ''}${m.object.metadata.name ?? ''}" is also defined at ${where(owner)}; the second definition would overwrite the first`,
          'Rename one of the objects or delete the duplicate.'),
      );
    }
  }
  return out;
}

interface Contribution {
  readonly tenant: Manifest;
  readonly quotaField: 'quota' | 'resourceQuota';
  readonly amount: Quantity;
}

/** A file's sum of one quota field, taken once per file's facts. */
function partialSum(file: FileFacts, field: QuotaField): PartialSum {
  return (file.sums[field] ??= tenantsSum(file.tenants, field));
}

/** One quota field's sum over some tenants. */
function tenantsSum(tenants: readonly Tenant[], field: QuotaField): PartialSum {
  const sum = new QuantitySum('DecimalSI');
  let negative = false;
  for (const { facts } of tenants) {
    const q = facts[field];
    if (q === undefined) continue;
    sum.add(q);
    if (q.num < 0n) negative = true;
  }
  return { sum, negative };
}

function budgets(files: readonly FileFacts[], tenants: readonly Tenant[], input: CrossInput, wanted: Wanted, index: CrossIndex | undefined): Finding[] {
  const { totals, severity } = input.config.rules.budgets;
  const out: Finding[] = [];
  const check = (field: QuotaField, limit: Quantity | undefined): void => {
    if (!limit) return;
    // The total from each file's sum: a revision that changes one file sums that file again, not
    // every tenant. No list of every tenant's contribution is made (for 100,000 tenants that list
    // was the largest thing the run allocated at its end).
    const sum = new QuantitySum(limit.format);
    let negative = false;
    const kept = index?.sums[field];
    if (kept !== undefined) {
      // the memo's total, brought up to date by the files that changed
      sum.addSum(kept.sum);
      negative = kept.negatives > 0;
    } else {
      for (const file of files) {
        const part = partialSum(file, field);
        sum.addSum(part.sum);
        negative ||= part.negative;
      }
    }
    // The crossing tenant: the first at which the running total passes the budget. Without a
    // negative amount the running total only grows, so there is one only if the total passes,
    // and it is in the first file whose running total passes.
    let crossing: Contribution | 'in a kept file' | undefined;
    if (negative || sum.compare(limit) > 0) {
      let running = new QuantitySum(limit.format);
      for (let file of files) {
        if (!negative) {
          const after = running.copy();
          after.addSum(partialSum(file, field).sum);
          if (after.compare(limit) <= 0) {
            running = after;
            continue;
          }
          // The running total passes in a kept file: at one of its tenants, whom no finding names.
          if (file.kept !== undefined) {
            crossing = 'in a kept file';
            break;
          }
        }
        // With a negative amount the running total may pass and fall back within a file: a kept
        // file's tenants are walked one by one.
        if (file.kept !== undefined) file = loadedFileFacts(file.kept, file.context, input.config, input.catalog);
        for (const { m, facts } of file.tenants) {
          const q = facts[field];
          if (q === undefined) continue;
          running.add(q);
          if (running.compare(limit) > 0) {
            crossing = { tenant: m, quotaField: facts.quotaField, amount: q };
            break;
          }
        }
        if (crossing) break;
      }
    }
    if (!crossing) return;
    // Put the finding where a reviewer can act: the largest contribution in a focus file (the
    // first of equals), else the crossing tenant.
    let largestFocused: Contribution | undefined;
    if (input.focusFiles) {
      for (const { m, facts } of tenants) {
        const q = facts[field];
        if (q === undefined || !input.focusFiles.has(m.file)) continue;
        if (!largestFocused || compareQuantities(q, largestFocused.amount) > 0) largestFocused = { tenant: m, quotaField: facts.quotaField, amount: q };
      }
    }
    const target = largestFocused ?? crossing;
    if (target === 'in a kept file' || !wanted(target.tenant)) return;
    const configAt = input.config.document ? ` (${formatLocation(input.config.document.locate(`/spec/rules/budgets/totals/${field}`))})` : '';
    const unit = field === 'gpuCount' ? ' GPUs' : '';
    out.push(
      finding(target.tenant, 'cross/budget', severity, `/spec/${target.quotaField}/${field}`,
        `total ${field} across ${sum.count} tenants is ${formatQuantity(sum.value())}${unit}, over the cluster budget of ${formatQuantity(limit)}${unit}${configAt}; ${describe(target.tenant)} asks for ${formatQuantity(target.amount)}${unit}`,
        `Lower the request, or raise spec.rules.budgets.totals.${field} in policies/driftgate.yaml if the cluster has grown.`),
    );
  };
  check('gpuCount', totals.gpuCount === undefined ? undefined : { num: totals.gpuCount, den: 1n, format: 'DecimalSI' });
  check('cpu', totals.cpu);
  check('memory', totals.memory);
  return out;
}

/** `claimed`: the memo's count of tenants per namespace, when it has one (its keys are the tenants' namespaces). */
function egressTargets(tenants: readonly Tenant[], files: readonly FileFacts[], config: PolicyConfig, wanted: Wanted, claimed: ReadonlyMap<string, number> | undefined): Finding[] {
  let tenantNamespaces: { has(namespace: string): boolean } | undefined = claimed;
  if (tenantNamespaces === undefined) {
    const made = new Set<string>();
    for (const { facts } of tenants) if (facts.namespace !== undefined) made.add(facts.namespace);
    // a kept file's tenants, by the namespaces kept of them
    for (const file of files) if (file.kept !== undefined) for (const ns of file.kept.facts.namespaces) made.add(ns);
    tenantNamespaces = made;
  }
  const system = new Set(config.rules.egressTargets.systemNamespaces);
  const out: Finding[] = [];
  const allowed = `neither a tenant namespace in this repository nor an approved system namespace (${[...system].join(', ') || 'none configured'})`;
  const hint = 'Name the namespace of an existing tenant, or add the namespace to spec.rules.egressTargets.systemNamespaces in policies/driftgate.yaml.';
  for (const { m: t, facts } of tenants) {
    if (!wanted(t)) continue;
    const targets = facts.egressTargets;
    let refused: number[] | undefined; // made for the rare tenant with a refused target
    for (let i = 0; i < targets.length; i++) {
      const target: unknown = targets[i];
      if (typeof target === 'string' && !tenantNamespaces.has(target) && !system.has(target)) (refused ??= []).push(i);
    }
    if (refused === undefined) continue;
    for (const i of refused.slice(0, MAX_EGRESS_FINDINGS_PER_TENANT)) {
      out.push(finding(t, 'cross/egress-targets', config.rules.egressTargets.severity, `/spec/networkPolicy/allowEgressTo/${i}`, `egress target "${String(targets[i])}" is ${allowed}`, hint));
    }
    const more = refused.length - MAX_EGRESS_FINDINGS_PER_TENANT;
    if (more > 0) {
      // A hostile list (100,000 items) must not become 100,000 findings: the rest are counted, not listed.
      const next = refused[MAX_EGRESS_FINDINGS_PER_TENANT] ?? 0;
      out.push(finding(t, 'cross/egress-targets', config.rules.egressTargets.severity, `/spec/networkPolicy/allowEgressTo/${next}`, `${more} more egress targets of this tenant, from this one on, are ${allowed}; not listed one by one`, hint));
    }
  }
  return out;
}

/** Findings listed one by one per tenant; more are summed up in one. */
const MAX_EGRESS_FINDINGS_PER_TENANT = 20;

/** The operator's owner mark on a namespace, `<namespace>/<name>` of its TenantOnboarding; undefined when it has none. */
function operatorOwner(meta: { readonly labels?: Readonly<Record<string, string>>; readonly annotations?: Readonly<Record<string, string>> }): string | undefined {
  if (meta.labels?.[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE) return undefined;
  return meta.annotations?.[OWNER_ANNOTATION];
}

/**
 * A tenant must not claim a namespace that belongs to someone else: offline, a `Namespace`
 * manifest in the repository (the sync agent creates and owns it, and may hold another team's
 * data) unless it carries this tenant's owner mark; live (`check --kubeconfig`), a namespace
 * that exists and is not marked as this tenant's by the operator. Another tenant's claim is
 * `cross/unique-tenant-namespace`.
 */
function tenantNamespaceTaken(files: readonly FileFacts[], tenants: readonly Tenant[], input: CrossInput, wanted: Wanted): Finding[] {
  const { config } = input;
  const severity = config.rules.tenantNamespaceTaken.severity;
  const manifests = new Map<string, Manifest>();
  for (const file of files) {
    for (const m of file.namespaceManifests) if (!manifests.has(m.object.metadata.name ?? '')) manifests.set(m.object.metadata.name ?? '', m);
  }
  const out: Finding[] = [];
  // no Namespace manifest and no live namespace: nothing a tenant could take (the sync agent's case)
  if (manifests.size === 0 && (input.liveNamespaces === undefined || input.liveNamespaces.size === 0)) return out;
  for (const { m: t, facts } of tenants) {
    const ns = facts.namespace;
    if (ns === undefined || !wanted(t)) continue;
    const declared = manifests.get(ns);
    const live = input.liveNamespaces?.get(ns);
    if (declared === undefined && live === undefined) continue;
    const key = tenantKey(t.object.metadata.namespace ?? config.request.defaultNamespace, t.object.metadata.name ?? '');
    if (declared && operatorOwner(declared.object.metadata) !== key) {
      out.push(
        finding(t, 'cross/tenant-namespace-taken', severity, '/spec/namespace',
          `tenant namespace "${ns}" is also declared as a Namespace at ${where(declared)}: that namespace is not the tenant's to claim (the operator would refuse it, or the tenant would take over what the Namespace holds)`,
          'Pick a namespace nobody else declares, or delete the Namespace manifest and let the tenant operator create the namespace.'),
      );
      continue;
    }
    if (live === undefined) continue;
    const owner = operatorOwner(live);
    if (owner === key) continue;
    out.push(
      finding(t, 'cross/tenant-namespace-taken', severity, '/spec/namespace',
        `tenant namespace "${ns}" already exists in the cluster and ${owner === undefined ? 'was not created by the tenant operator' : `belongs to TenantOnboarding ${owner}`}; found no owner mark ${OWNER_ANNOTATION}=${key}`,
        'Pick a namespace that does not exist yet. Claiming a namespace that exists would hand its contents (and its deletion) to this tenant.'),
    );
  }
  return out;
}
