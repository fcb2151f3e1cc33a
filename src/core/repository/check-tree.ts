import path from 'node:path';
import { checkRepository, type CheckInput, type CheckResult, type CheckStats, type CrdSchemaSource } from '../check/check.js';
import { CheckRunMemo } from '../check/run-memo.js';
import type { SourceFile } from '../manifest/input.js';
import type { Finding, RuleInfo } from '../findings/finding.js';
import { decodeFileContents, fileHead, fileText } from '../manifest/files.js';
import { loadManifests, type Manifest } from '../manifest/manifest.js';
import { parseYaml, type CachedParse, type YamlDocument, type YamlParseCache } from '../yaml/parse.js';
import { isKustomizationFileName, KUSTOMIZE_RULES, planKustomizeFiles, type KustomizePlan, type PathFacts } from './kustomization.js';
import { chartDirectories, classifyByContent, classifyByPath, type SkippedFile } from './non-manifest.js';
import { mapRenderedFinding, readOrigin } from './origin.js';
import { chartFileReason, chartsOf, HELM_RULES, jobTouches, type HelmRenders } from './helm.js';
import { mapHelmFinding, splitHelmOutput } from './helm-source.js';
import { buildRunSummary, type RunSummary } from './summary.js';

/**
 * `driftgate check` over a repository tree: the pure check plus what a real GitOps repository
 * holds besides objects. Files that are not Kubernetes objects are recognised and skipped;
 * kustomizations are checked through their rendered output (rendered by the caller, in io),
 * each root as one unit (as it is applied), with findings mapped back to the files a user
 * edits; files a rendered kustomization reads are not checked again raw.
 */

/** The output of `kustomize build` for one root, or why there is none. */
export interface RenderedKustomization {
  /** Repository-relative directory of the kustomization. */
  readonly root: string;
  /** The rendered YAML stream. */
  readonly output?: string;
  /** Prefix of origin paths relative to the repository root (see OriginContext). */
  readonly originPrefix?: string;
  /** See OriginContext.originBase. */
  readonly originBase?: string;
  /** Why it was not rendered (kustomize missing, failed, timed out, output too large). */
  readonly problem?: Finding;
}

export interface TreeCheckInput extends CheckInput {
  /** Renders of the plan's roots (planTree), by the caller. Roots without one are not checked. */
  readonly renders?: readonly RenderedKustomization[];
  /** Files the caller did not read (--exclude, .driftgateignore), for the summary. */
  readonly ignored?: readonly SkippedFile[];
  /** What the caller found on disk at the paths kustomizations name (see planTree). */
  readonly kustomizePaths?: PathFacts;
  /** Notes for the run summary from the caller (how kustomize was sandboxed). */
  readonly notes?: readonly string[];
  /** Catalog CRD files → where the catalog took them from (the lockfile's source), for the summary. */
  readonly catalogSources?: ReadonlyMap<string, string>;
  /** Helm renders of the tree's charts and releases (planHelm), by the caller. */
  readonly helm?: HelmRenders;
}

export interface TreeCheckResult extends CheckResult {
  readonly summary: RunSummary;
}

export const REPOSITORY_RULES: readonly RuleInfo[] = [...KUSTOMIZE_RULES, ...HELM_RULES];

/** Reads the kustomizations of a file set and plans what to render (facts: what is on disk at the paths they name). */
export function planTree(files: readonly SourceFile[], facts?: PathFacts): KustomizePlan {
  return planKustomizeFiles(files, facts);
}

const MAYBE_OBJECT = /^(apiVersion|kind|metadata)\s*:|^\{|^- /m;
const KUSTOMIZE_CONTENT = /^apiVersion\s*:\s*["']?kustomize\.config\.k8s\.io\//m;

function parsedDocuments(file: SourceFile, input: CheckInput): YamlDocument[] | undefined {
  const decoded = decodeFileContents(file, input.limits);
  return decoded.ok ? parseYaml(decoded.text, { file: file.path, scalars: 'kubernetes', ...(input.parseCache ? { cache: input.parseCache } : {}) }).documents : undefined;
}

/** Parse results kept for one run (when the caller keeps none across runs). */
function memoryParseCache(): YamlParseCache {
  const parsed = { 'yaml-1.2': new Map<string, CachedParse>(), kubernetes: new Map<string, CachedParse>() };
  return { get: (text, reading) => parsed[reading].get(text), set: (text, reading, value) => void parsed[reading].set(text, value) };
}

function findingKey(f: Finding): string {
  return `${f.ruleId}|${f.file ?? ''}|${f.line ?? 0}|${f.column ?? 0}|${f.message}`;
}

export function checkTree(input: TreeCheckInput): TreeCheckResult {
  const isSelected = (file: string | undefined): boolean => !input.selected || (file !== undefined && input.selected.has(file));
  const plan = planTree(input.files, input.kustomizePaths);
  const chartDirs = chartDirectories(input.files.map((f) => f.path));
  const charts = chartsOf(input.files.filter((f) => /(^|\/)Chart\.ya?ml$/.test(f.path)).flatMap((f) => parsedDocuments(f, input) ?? []));
  const renders = new Map((input.renders ?? []).map((r) => [r.root, r]));
  const consumedByRendered = new Set<string>();
  for (const root of plan.roots) {
    if (renders.get(root.dir)?.output === undefined) continue;
    for (const f of plan.consumed.get(root.dir) ?? []) consumedByRendered.add(f);
  }
  // Patches and generator inputs are never objects of their own, rendered or not.
  const support = new Map<string, string>();
  for (const k of plan.kustomizations.values()) {
    for (const p of k.patches) if (p.file) support.set(p.file, `kustomize patch applied by ${k.file}`);
    for (const f of k.inputFiles) support.set(f, `kustomize input of ${k.file}`);
  }

  const skipped: SkippedFile[] = [];
  const renderedFiles: string[] = [];
  const raw: SourceFile[] = [];
  const sources = new Map<string, YamlDocument[] | undefined>();
  // A kustomization file is reported as rendered only when a rendered root reached it (the
  // summary's kustomize section says why one was not).
  const notRendered = (file: string): string | undefined =>
    isKustomizationFileName(file) && !consumedByRendered.has(file) ? 'kustomize configuration (not rendered)' : undefined;
  for (const file of input.files) {
    let reason = notRendered(file.path) ?? chartFileReason(file.path, charts) ?? classifyByPath(file.path, chartDirs) ?? support.get(file.path);
    if (reason === undefined && consumedByRendered.has(file.path)) {
      if (isSelected(file.path)) renderedFiles.push(file.path);
      continue;
    }
    // Contents an earlier check read as objects (mayLeaveUnread): reading them again to tell would
    // read every file of a --base run that judges them by their kept facts.
    if (reason === undefined && !(file.blob !== undefined && input.crossFacts?.mayLeaveUnread(file.blob) === true)) {
      const head = fileHead(file, 1 << 20);
      if (!MAYBE_OBJECT.test(head) || KUSTOMIZE_CONTENT.test(head)) {
        const docs = parsedDocuments(file, input);
        if (docs) reason = classifyByContent(file.path, docs);
      }
    }
    if (reason !== undefined) {
      if (isSelected(file.path)) skipped.push({ file: file.path, reason });
      continue;
    }
    raw.push(file);
  }

  // Every rendered root is checked with the same CRDs and policy pack, and reads the sources it
  // maps findings to: parse them once per run. Without a root there is nothing to parse twice, and
  // keeping every parse (its key, the plain-JSON walk, the entry) cost ~3 % of a large check.
  const rendersSomething = plan.roots.length > 0 || (input.helm?.renders.length ?? 0) > 0;
  const parseCache = input.parseCache ?? (rendersSomething ? memoryParseCache() : undefined);
  // ... and load and type-check them once per run, not once per root.
  const runMemo = input.runMemo ?? new CheckRunMemo();
  const result = checkRepository({ ...input, files: raw, parseCache, runMemo });
  const findings: Finding[] = [...result.findings];
  const manifests: Manifest[] = [...result.manifests];
  const reported: Manifest[] = result.manifests.filter((m) => isSelected(m.file));
  const unvalidated = [...(result.unvalidated ?? [])];
  // Copied only when a rendered root adds to it (a plain check has 100,000 entries and no root).
  let schemaSources: ReadonlyMap<Manifest, CrdSchemaSource> = result.schemaSources ?? new Map();
  let ownSchemaSources: Map<Manifest, CrdSchemaSource> | undefined;
  const addSchemaSources = (more: ReadonlyMap<Manifest, CrdSchemaSource> | undefined): void => {
    if (!more || more.size === 0) return;
    ownSchemaSources ??= new Map(schemaSources);
    for (const [m, source] of more) ownSchemaSources.set(m, source);
    schemaSources = ownSchemaSources;
  };
  const stats: { -readonly [K in keyof CheckStats]: CheckStats[K] } = { ...result.stats };
  const renderSummary: { root: string; objects: number; status: 'rendered' | 'not rendered'; reason?: string }[] = [];

  const source = (file: string): YamlDocument[] | undefined => {
    if (!sources.has(file)) {
      const f = input.files.find((g) => g.path === file);
      sources.set(file, f ? parsedDocuments(f, input) : undefined);
    }
    return sources.get(file);
  };
  // CRDs among the raw files serve the rendered objects too.
  const crdText = /kind:\s*["']?CustomResourceDefinition/;
  const rawCrds = plan.roots.length > 0 || (input.helm?.renders.length ?? 0) > 0 ? raw.filter((f) => crdText.test(fileText(f))) : [];

  // Findings before rendering: at a named file, or at a file a named root reads.
  const relevantFiles = new Set<string>();
  for (const root of plan.roots) {
    const consumed = plan.consumed.get(root.dir) ?? new Set<string>();
    if (!input.selected || [...consumed].some((f) => isSelected(f))) for (const f of consumed) relevantFiles.add(f);
  }
  for (const f of plan.findings) if (isSelected(f.file) || relevantFiles.has(f.file ?? '')) findings.push(f);
  for (const [file, reason] of plan.unrendered) {
    if (isSelected(file)) renderSummary.push({ root: path.posix.dirname(file), objects: 0, status: 'not rendered', reason });
  }

  for (const root of plan.roots) {
    const consumed = plan.consumed.get(root.dir) ?? new Set<string>();
    const relevant = !input.selected || [...consumed].some((f) => isSelected(f));
    if (!relevant) continue;
    const render = renders.get(root.dir);
    const refused = plan.refused.get(root.dir);
    if (!render || render.output === undefined) {
      if (render?.problem) findings.push(render.problem);
      renderSummary.push({ root: root.dir || '.', objects: 0, status: 'not rendered', reason: refused ?? render?.problem?.message ?? 'not rendered' });
      continue;
    }
    const scope = checkRepository({
      files: [{ path: root.file, bytes: new TextEncoder().encode(render.output) }],
      // A CRD file the root renders itself comes through the render, not twice.
      crdFiles: [...(input.crdFiles ?? []), ...rawCrds].filter((f) => !consumed.has(f.path)),
      ...(input.policyFiles ? { policyFiles: input.policyFiles } : {}),
      now: input.now,
      ...(input.strict !== undefined ? { strict: input.strict } : {}),
      ...(input.limits ? { limits: input.limits } : {}),
      ...(input.builtins ? { builtins: input.builtins } : {}),
      ...(input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {}),
      ...(input.liveGpu ? { liveGpu: input.liveGpu } : {}),
      parseCache,
      runMemo,
      ...(input.clock ? { clock: input.clock } : {}),
      ...(input.waiverBase ? { waiverBase: input.waiverBase } : {}),
      ...(input.waiverLimits ? { waiverLimits: input.waiverLimits } : {}),
      selected: new Set([root.file]),
    });
    const rendered = loadManifests(parseYaml(render.output, { file: root.file, scalars: 'kubernetes' }).documents).manifests;
    const context = {
      root: root.dir,
      rootFile: root.file,
      originPrefix: render.originPrefix ?? '',
      ...(render.originBase !== undefined ? { originBase: render.originBase } : {}),
      rendered,
      chain: plan.chain.get(root.dir) ?? [root],
      source,
    };
    const rootNamed = isSelected(root.file);
    for (const f of scope.findings) {
      if (f.file !== root.file) continue;
      const mapped = mapRenderedFinding(f, context);
      if (rootNamed || isSelected(mapped.file)) findings.push(mapped);
    }
    manifests.push(...scope.manifests);
    // A named root reports everything it renders; otherwise the objects that come from named files.
    reported.push(
      ...(rootNamed ? scope.manifests : scope.manifests.filter((m) => isSelected(readOrigin(m, context.originPrefix, context.originBase)?.path))),
    );
    unvalidated.push(...(scope.unvalidated ?? []));
    addSchemaSources(scope.schemaSources);
    stats.objects += scope.stats.objects;
    stats.validated += scope.stats.validated;
    stats.builtins += scope.stats.builtins;
    stats.documents += scope.stats.documents;
    renderSummary.push({ root: root.dir || '.', objects: scope.manifests.length, status: 'rendered' });
  }

  // Helm: every render is checked like any other file, its findings placed in the templates.
  const helmSummary: { label: string; valuesSet?: string; objects: number; status: 'rendered' | 'not rendered'; reason?: string }[] = [];
  const filePaths = input.files.map((f) => f.path);
  const textOf = (file: string): string | undefined => {
    const f = input.files.find((g) => g.path === file);
    return f ? fileText(f) : undefined;
  };
  for (const n of input.helm?.notRendered ?? []) {
    if (input.selected && !(n.finding?.file !== undefined && isSelected(n.finding.file))) continue;
    if (n.finding) findings.push(n.finding);
    helmSummary.push({ label: n.label, ...(n.valuesSet ? { valuesSet: n.valuesSet } : {}), objects: 0, status: 'not rendered', reason: n.reason });
  }
  for (const render of input.helm?.renders ?? []) {
    const { job } = render;
    if (input.selected && !jobTouches(job, isSelected, filePaths)) continue;
    if (render.output === undefined) {
      if (render.problem) findings.push(render.problem);
      helmSummary.push({ label: job.label, valuesSet: job.valuesSet, objects: 0, status: 'not rendered', reason: render.problem?.message ?? 'not rendered' });
      continue;
    }
    const renderedFile = job.chart.file;
    const scope = checkRepository({
      files: [{ path: renderedFile, bytes: new TextEncoder().encode(render.output) }],
      crdFiles: [...(input.crdFiles ?? []), ...rawCrds],
      ...(input.policyFiles ? { policyFiles: input.policyFiles } : {}),
      now: input.now,
      ...(input.strict !== undefined ? { strict: input.strict } : {}),
      ...(input.limits ? { limits: input.limits } : {}),
      ...(input.builtins ? { builtins: input.builtins } : {}),
      ...(input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {}),
      ...(input.liveGpu ? { liveGpu: input.liveGpu } : {}),
      parseCache,
      runMemo,
      ...(input.clock ? { clock: input.clock } : {}),
      ...(input.waiverBase ? { waiverBase: input.waiverBase } : {}),
      ...(input.waiverLimits ? { waiverLimits: input.waiverLimits } : {}),
      selected: new Set([renderedFile]),
    });
    const context = { job, renderedFile, segments: splitHelmOutput(render.output), text: textOf };
    for (const f of scope.findings) if (f.file === renderedFile) findings.push(mapHelmFinding(f, context));
    manifests.push(...scope.manifests);
    reported.push(...scope.manifests);
    unvalidated.push(...(scope.unvalidated ?? []));
    stats.objects += scope.stats.objects;
    stats.validated += scope.stats.validated;
    stats.builtins += scope.stats.builtins;
    stats.documents += scope.stats.documents;
    helmSummary.push({ label: job.label, valuesSet: job.valuesSet, objects: scope.manifests.length, status: 'rendered' });
  }

  const seen = new Set<string>();
  const unique = findings.filter((f) => {
    const key = findingKey(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rules = new Map<string, RuleInfo>([...result.rules, ...REPOSITORY_RULES.map((r): [string, RuleInfo] => [r.id, r])]);
  const reportedSet = new Set(reported);
  const summary = buildRunSummary({
    objects: reported,
    unvalidated: unvalidated.filter((u) => reportedSet.has(u.manifest)),
    skipped,
    ignored: input.ignored ?? [],
    renderedFiles,
    renders: renderSummary,
    helm: helmSummary,
    filesRead: input.files.filter((f) => isSelected(f.path)).length,
    ...(input.notes ? { notes: input.notes } : {}),
    schemaSources,
    chartDirs,
    ...(input.catalogSources ? { catalogSources: input.catalogSources } : {}),
  });
  return { ...result, findings: unique, manifests, unvalidated, stats, rules, summary };
}
