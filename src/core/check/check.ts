import type { Finding, RuleInfo } from '../findings/finding.js';
import { decodeSourceFile, DEFAULT_FILE_LIMITS, type FileLimits } from '../manifest/files.js';
import { loadManifests, splitApiVersion, type Manifest } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { compareCrdSets, parseCrdCompatConfig, type CrdCompatConfig } from '../crd-compat/index.js';
import { evaluatePolicyPack, isPackProblem, loadPolicyPackFiles, packRuleInfo, VAP_RULE_PREFIX } from '../policy/index.js';
import { loadCrds, validateManifest } from '../schema/crds.js';
import type { SourceFile } from './input.js';
import { RULES } from './rules.js';

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
  /** The policy pack's files (policies/). */
  readonly policyFiles?: readonly SourceFile[];
  /** Now, for waiver expiry; injected so the check stays pure. */
  readonly now: Date;
  /** Unknown kinds are errors instead of warnings. */
  readonly strict?: boolean;
  readonly limits?: FileLimits;
}

export interface CheckStats {
  readonly files: number;
  readonly documents: number;
  readonly objects: number;
  /** Objects validated against a CRD schema. */
  readonly validated: number;
  /** Objects of built-in kinds, which have no CRD schema to check here. */
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
}

export interface ParsedFiles {
  readonly manifests: Manifest[];
  readonly findings: Finding[];
  readonly documents: number;
}

/** Decodes, parses and loads files into manifests; problems become located findings. */
export function parseFiles(files: readonly SourceFile[], limits: FileLimits = DEFAULT_FILE_LIMITS): ParsedFiles {
  const manifests: Manifest[] = [];
  const findings: Finding[] = [];
  let documents = 0;
  for (const file of files) {
    const decoded = decodeSourceFile(file, limits);
    if (!decoded.ok) {
      findings.push(decoded.finding);
      continue;
    }
    const parsed = parseYaml(decoded.text, { file: file.path });
    // Loops, not push(...): a file of 100,000+ documents would overflow the stack.
    for (const f of parsed.findings) findings.push(f);
    documents += parsed.documents.length;
    const loaded = loadManifests(parsed.documents);
    for (const f of loaded.findings) findings.push(f);
    for (const m of loaded.manifests) manifests.push(m);
  }
  return { manifests, findings, documents };
}

/** API groups served by kube-apiserver itself: objects of these groups have no CRD. */
export function isBuiltinGroup(group: string): boolean {
  return group === '' || BUILTIN_GROUPS.has(group) || group.endsWith('.k8s.io') && !group.endsWith('.x-k8s.io');
}

const BUILTIN_GROUPS = new Set(['apps', 'batch', 'autoscaling', 'policy', 'extensions']);

export function isCrd(manifest: Manifest): boolean {
  const { group } = splitApiVersion(manifest.object.apiVersion);
  return group === 'apiextensions.k8s.io' && manifest.object.kind === 'CustomResourceDefinition';
}

/** Which object of which file: the file and the object's identity. */
function objectLocationKey(m: Manifest): string {
  return `${m.file}|${m.ref.kind ?? ''}|${m.ref.namespace ?? ''}|${m.ref.name ?? ''}`;
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
  const head = parseFiles(input.files, limits);
  const extraCrdFiles = (input.crdFiles ?? []).filter((f) => !input.files.some((g) => g.path === f.path));
  const crdSources = parseFiles(extraCrdFiles, limits);
  const findings: Finding[] = head.findings.filter((f) => isSelected(f.file));
  // Problems in CRD files outside the checked paths are reported too: a broken CRD breaks every check.
  findings.push(...crdSources.findings.filter((f) => isSelected(f.file) || !input.selected));

  const crds = loadCrds([...crdSources.manifests, ...head.manifests]);
  findings.push(...crds.findings.filter((f) => isSelected(f.file) || !input.selected));

  const oldObjects = new Map<string, Manifest>();
  const baseParsed = input.baseFiles ? parseFiles(input.baseFiles, limits) : undefined;
  // At base, unchanged files held what they hold now; changed files held what baseFiles says.
  const unchangedAtBase = input.baseFiles && input.selected ? head.manifests.filter((m) => !isSelected(m.file)) : [];
  for (const m of [...unchangedAtBase, ...(baseParsed?.manifests ?? [])]) oldObjects.set(objectKey(m), m);

  let validated = 0;
  let builtins = 0;
  // The API server validates the schema before validating admission: an object that fails its
  // schema never reaches a ValidatingAdmissionPolicy, so policy verdicts on it would be noise.
  const schemaInvalid = new Set<string>();
  for (const manifest of head.manifests) {
    if (!isSelected(manifest.file) || isCrd(manifest)) continue;
    const old = oldObjects.get(objectKey(manifest));
    const result = validateManifest(crds.registry, manifest, old ? { oldObject: old.object } : {});
    if (result) {
      validated += 1;
      findings.push(...result);
      if (result.some((f) => f.severity === 'error')) schemaInvalid.add(objectLocationKey(manifest));
      continue;
    }
    const { group } = splitApiVersion(manifest.object.apiVersion);
    if (isBuiltinGroup(group)) {
      builtins += 1;
      continue;
    }
    const loc = manifest.locate('/kind');
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

  // The policy pack sees every object at head (cross-document rules need the whole tree) and
  // reports on the selected files. A broken pack is never evaluated: its problems are exit code 2.
  let configurationErrors = 0;
  let rules = RULES;
  const crdCompatFile = (input.policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  const packFiles = (input.policyFiles ?? []).filter((f) => f !== crdCompatFile);
  if (packFiles.length > 0) {
    const loaded = loadPolicyPackFiles(packFiles);
    findings.push(...loaded.findings);
    const packProblems = loaded.findings.filter(isPackProblem).length;
    rules = new Map([...RULES, ...packRuleInfo(loaded.pack).map((r): [string, RuleInfo] => [r.id, r])]);
    configurationErrors += packProblems;
    if (packProblems === 0) {
      const defaults = (m: Manifest): Manifest['object'] => crds.registry.lookup(m.object.apiVersion, m.object.kind)?.applyDefaults(m.object) ?? m.object;
      const policyFindings = evaluatePolicyPack(loaded.pack, {
        manifests: head.manifests,
        crds: crdSources.manifests,
        ...(input.baseFiles ? { baseManifests: [...oldObjects.values()] } : {}),
        now: input.now,
        applyDefaults: defaults,
        // Admission is per object: only the selected files' objects need it. Cross-document rules see all.
        ...(input.selected ? { focusFiles: input.selected, admitFiles: input.selected } : {}),
      });
      findings.push(
        ...policyFindings.filter((f) => isSelected(f.file) && !(f.ruleId.startsWith(VAP_RULE_PREFIX) && schemaInvalid.has(findingObjectKey(f)))),
      );
    }
  }

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
    const base = [...parseFiles(baseCrdFiles, limits).manifests, ...unchangedAtBase, ...(baseParsed?.manifests ?? [])].filter(isCrd);
    const headCrds = [...crdSources.manifests, ...head.manifests].filter(isCrd);
    findings.push(...compareCrdSets({ base, head: headCrds, ...(crdCompatConfig ? { config: crdCompatConfig } : {}) }));
  }

  return {
    findings,
    manifests: head.manifests,
    configurationErrors,
    rules,
    stats: { files: input.files.length, documents: head.documents, objects: head.manifests.length, validated, builtins },
  };
}

/** The CRD compatibility gate's configuration file inside the policy pack directory. */
export const CRD_COMPAT_CONFIG = 'crd-compat.yaml';
