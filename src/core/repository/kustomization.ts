import path from 'node:path';
import type { SourceFile } from '../manifest/input.js';
import { dedupeFindings, type Finding, type RuleInfo, type Severity } from '../findings/finding.js';
import { decodeFileContents, fileText } from '../manifest/files.js';
import { isRecord } from '../manifest/manifest.js';
import { parseYaml, type YamlDocument } from '../yaml/parse.js';

/**
 * What a kustomization file refers to, read statically (without running kustomize): which
 * files and directories it renders, which files are patches or generator inputs (not
 * manifests of their own), and which references are remote (never fetched: a finding).
 *
 * kustomize is a renderer of untrusted input, so driftgate resolves every path it could read
 * before it runs: each field is on an allow-list (a field that is not is a finding, never
 * rendered), every path is a reference the caller checks on disk (PathFacts: inside the
 * repository after symlinks, a regular file or a directory, within the size bound), anything
 * remote, absolute or escaping is a finding, and a root that reaches any finding is not rendered.
 */

/** File names kustomize accepts for a kustomization, in its order of preference. */
export const KUSTOMIZATION_FILE_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'] as const;

export const KUSTOMIZE_API_GROUP = 'kustomize.config.k8s.io';

export function isKustomizationFileName(file: string): boolean {
  return (KUSTOMIZATION_FILE_NAMES as readonly string[]).includes(path.posix.basename(file));
}

/** One patch a kustomization applies, with where it is written. */
export interface KustomizePatch {
  /** Repository-relative patch file, when the patch is a file. */
  readonly file?: string;
  /** Pointer of the patch's entry inside the kustomization (for inline patches). */
  readonly pointer: string;
  /** The patch as written inline (a strategic-merge or JSON6902 patch), when it is not a file. */
  readonly inline?: string;
  /** The `target` selector, when given. */
  readonly target?: { readonly kind?: string; readonly name?: string; readonly namespace?: string };
}

export interface Kustomization {
  /** Repository-relative path of the kustomization file. */
  readonly file: string;
  /** Repository-relative directory. */
  readonly dir: string;
  readonly kind: 'Kustomization' | 'Component';
  /** Local files among resources/bases, repository-relative. */
  readonly resourceFiles: readonly string[];
  /** Local directories among resources/bases/components (other kustomizations). */
  readonly directories: readonly string[];
  readonly patches: readonly KustomizePatch[];
  /** Files that are inputs of kustomize and not manifests: generator inputs, configurations, replacements. */
  readonly inputFiles: readonly string[];
  /** Remote references (URLs, git repositories): never fetched. */
  readonly remote: readonly { readonly ref: string; readonly pointer: string }[];
  /** True when the kustomization asks for helm charts (not rendered unless helm is enabled). */
  readonly helmCharts: boolean;
  /** Every local path it names, for the caller to check on disk before kustomize runs. */
  readonly references: readonly KustomizeReference[];
  /** What keeps it from being rendered, read from the file alone. */
  readonly problems: readonly KustomizeProblem[];
  /** transformers/generators entries that are files: their content decides whether they are builtins. */
  readonly pluginFiles: readonly { readonly file: string; readonly pointer: string }[];
  readonly document: YamlDocument;
}

/** A local path a kustomization names, resolved against its directory. */
export interface KustomizeReference {
  /** JSON pointer of the entry in the kustomization (where a finding about it goes). */
  readonly pointer: string;
  /** As written. */
  readonly ref: string;
  /** Repository-relative (or absolute, for a kustomization outside the repository). */
  readonly path: string;
  readonly expect: 'file' | 'directory' | 'file-or-directory';
}

export const KUSTOMIZE_RULE_IDS = [
  'kustomize/remote-reference',
  'kustomize/outside-repository',
  'kustomize/unsupported-field',
  'kustomize/plugin',
  'kustomize/helm',
  'kustomize/missing-path',
  'kustomize/special-file',
  'kustomize/input-too-large',
  'kustomize/unread-base',
  'kustomize/cycle',
  'kustomize/not-a-mapping',
  'kustomize/empty',
  'kustomize/duplicate',
  'kustomize/unreached',
  'kustomize/budget',
  'kustomize/unavailable',
  'kustomize/build-failed',
] as const;
export type KustomizeRuleId = (typeof KUSTOMIZE_RULE_IDS)[number];

export const KUSTOMIZE_RULES: readonly RuleInfo[] = [
  { id: 'kustomize/remote-reference', summary: 'A kustomization refers to a remote base, resource, patch or input; driftgate never fetches it', defaultSeverity: 'error' },
  { id: 'kustomize/outside-repository', summary: 'A kustomization names a path outside the repository (absolute, ../ that escapes, or a symlink that leads out)', defaultSeverity: 'error' },
  { id: 'kustomize/unsupported-field', summary: 'A kustomization field driftgate does not resolve; the kustomization is not rendered', defaultSeverity: 'error' },
  { id: 'kustomize/plugin', summary: 'A transformer, generator or validator that is not a kustomize builtin (a plugin would run a program)', defaultSeverity: 'error' },
  { id: 'kustomize/helm', summary: 'a kustomization Helm chart that would be fetched (repo:), helm configuration, or a HelmChartInflationGenerator: refused; local charts render', defaultSeverity: 'error' },
  { id: 'kustomize/missing-path', summary: 'A path a kustomization names does not exist', defaultSeverity: 'error' },
  { id: 'kustomize/special-file', summary: 'A path a kustomization names is a FIFO, socket or device, never handed to kustomize', defaultSeverity: 'error' },
  { id: 'kustomize/input-too-large', summary: 'A file a kustomization reads is over the size bound', defaultSeverity: 'error' },
  { id: 'kustomize/unread-base', summary: 'A kustomization names a directory that holds no kustomization driftgate read', defaultSeverity: 'error' },
  { id: 'kustomize/cycle', summary: 'Kustomizations refer to each other in a cycle; none of them is rendered', defaultSeverity: 'error' },
  { id: 'kustomize/not-a-mapping', summary: 'A kustomization file that is a list or a scalar', defaultSeverity: 'error' },
  { id: 'kustomize/empty', summary: 'A kustomization file with nothing in it', defaultSeverity: 'error' },
  { id: 'kustomize/duplicate', summary: 'More than one kustomization file in one directory', defaultSeverity: 'error' },
  { id: 'kustomize/unreached', summary: 'A kustomization or component that no rendered kustomization reaches, so it is never checked', defaultSeverity: 'warning' },
  { id: 'kustomize/budget', summary: "Kustomizations not rendered because the run's render time or output budget was spent", defaultSeverity: 'error' },
  { id: 'kustomize/unavailable', summary: 'A directory holds a kustomization and neither kubectl nor kustomize is on PATH', defaultSeverity: 'error' },
  { id: 'kustomize/build-failed', summary: 'kustomize build failed, timed out or produced too much output', defaultSeverity: 'error' },
];

/** Why a kustomization (and every root that reaches it) is not rendered, at an entry of its file. */
export interface KustomizeProblem {
  readonly ruleId: KustomizeRuleId;
  readonly pointer: string;
  readonly message: string;
  readonly hint: string;
  readonly severity?: Severity;
  /** The entry as written, for a remote reference. */
  readonly ref?: string;
}

/** What the caller found on disk at a referenced path (lstat/stat/realpath, nothing opened). */
export type PathFact =
  | { readonly kind: 'file' | 'directory' | 'missing' | 'special' }
  | { readonly kind: 'outside'; readonly target: string }
  | { readonly kind: 'too-large'; readonly bytes: number; readonly limit: number };

/** Facts by reference path (KustomizeReference.path). */
export type PathFacts = ReadonlyMap<string, PathFact>;

/**
 * kustomize's remote reference forms, and every other form a fetcher understands: any URL
 * scheme, go-getter's `forced::` prefixes (`git::`, `s3::`, `gcs::`, `file::`), scp-like
 * `user@host:path`, a query (`?ref=`), a `//` subdirectory marker, and host/org/repo paths. A
 * local path needs none of these, so a path that has one is refused rather than guessed at.
 */
export function isRemoteReference(ref: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref) || /^[a-z0-9+.-]+::/i.test(ref)) return true;
  if (/^[^/@:\s]+@[^/:\s]+:/.test(ref) || /^git@/.test(ref)) return true;
  if (ref.includes('?') || ref.includes('//')) return true;
  if (/^(github\.com|gitlab\.com|bitbucket\.org|dev\.azure\.com)(\/|$)/i.test(ref)) return true;
  // host.tld/org/repo: a first segment that looks like a host name, not a file.
  const first = ref.split('/')[0] ?? '';
  return ref.includes('/') && /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(first) && !/\.(ya?ml|json)$/i.test(first);
}

const join = (dir: string, ref: string): string => {
  const joined = path.posix.normalize(path.posix.join(dir, ref));
  return joined === '.' ? '' : joined.replace(/\/$/, '');
};

/** A repository-relative path that `..` took above the repository root. */
const escapes = (joined: string): boolean => joined === '..' || joined.startsWith('../');

const strings = (value: unknown): { value: string; index: number }[] =>
  Array.isArray(value) ? value.flatMap((v, index) => (typeof v === 'string' ? [{ value: v, index }] : [])) : [];

/** Whether a document is a kustomize configuration (Kustomization or Component). */
export function kustomizeKind(value: unknown): 'Kustomization' | 'Component' | undefined {
  if (!isRecord(value)) return undefined;
  const apiVersion = typeof value.apiVersion === 'string' ? value.apiVersion : undefined;
  const kind = value.kind;
  if (apiVersion !== undefined && !apiVersion.startsWith(KUSTOMIZE_API_GROUP + '/')) return undefined;
  if (kind === 'Component') return 'Component';
  if (kind === 'Kustomization') return 'Kustomization';
  // kustomize accepts a kustomization with neither apiVersion nor kind: recognise it by its fields.
  if (apiVersion === undefined && kind === undefined && KUSTOMIZATION_FIELDS.some((f) => f in value)) return 'Kustomization';
  return undefined;
}

const KUSTOMIZATION_FIELDS = [
  'resources', 'bases', 'components', 'patches', 'patchesStrategicMerge', 'patchesJson6902', 'namespace', 'namePrefix',
  'nameSuffix', 'commonLabels', 'labels', 'commonAnnotations', 'images', 'replicas', 'configMapGenerator',
  'secretGenerator', 'generatorOptions', 'replacements', 'helmCharts', 'helmGlobals', 'crds', 'transformers', 'generators',
  'validators', 'configurations', 'openapi', 'vars', 'buildMetadata', 'sortOptions',
] as const;

/** Fields that name no path: read by kustomize, nothing for driftgate to resolve. */
const PATH_FREE_FIELDS: ReadonlySet<string> = new Set([
  'apiVersion', 'kind', 'metadata', 'namespace', 'namePrefix', 'nameSuffix', 'commonLabels', 'labels', 'commonAnnotations',
  'images', 'imageTags', 'replicas', 'vars', 'sortOptions', 'buildMetadata', 'generatorOptions',
]);
/** Fields whose paths driftgate resolves below. */
const PATH_FIELDS: ReadonlySet<string> = new Set([
  'resources', 'bases', 'components', 'crds', 'configurations', 'patches', 'patchesStrategicMerge', 'patchesJson6902',
  'replacements', 'openapi', 'transformers', 'generators', 'validators', 'configMapGenerator', 'secretGenerator',
]);
const HELM_FIELDS: ReadonlySet<string> = new Set(['helmCharts', 'helmGlobals', 'helmChartInflationGenerator']);

/**
 * kustomize's builtin transformers and generators (apiVersion `builtin`): they run no program.
 * HelmChartInflationGenerator runs helm and is refused with the Helm finding.
 */
const BUILTIN_KINDS: ReadonlySet<string> = new Set([
  'AnnotationsTransformer', 'ConfigMapGenerator', 'IAMPolicyGenerator', 'HashTransformer', 'ImageTagTransformer',
  'LabelTransformer', 'NamespaceTransformer', 'PatchJson6902Transformer', 'PatchStrategicMergeTransformer',
  'PatchTransformer', 'PrefixSuffixTransformer', 'PrefixTransformer', 'SuffixTransformer', 'ReplicaCountTransformer',
  'SecretGenerator', 'ValueAddTransformer', 'ReplacementTransformer', 'SortOrderTransformer',
]);

const HELM_MESSAGE = 'HelmChartInflationGenerator configurations are not rendered (use helmCharts with a chart in chartHome)';
const HELM_HINT = 'Render the chart in CI (`kustomize build --enable-helm DIR | driftgate check -`), or vendor its rendered output into the repository.';
const REMOTE_HINT = 'Vendor the remote base into the repository, or render it in CI and check the output with `kustomize build DIR | driftgate check -`.';
const OUTSIDE_HINT = 'Keep every base, resource, patch and input inside the repository (copy it in, or check from a root that contains it).';
const PLUGIN_HINT = 'Use builtin transformers and generators only (apiVersion: builtin), or render in CI with the plugins you trust and pipe the output to `driftgate check -`.';

/**
 * A transformers/generators entry's configuration (one or more documents): builtins are
 * accepted and the paths they name become references; anything else is a plugin.
 */
export function readPluginConfigs(
  values: readonly unknown[],
  at: { readonly dir: string; readonly pointer: string; readonly field: string; readonly source: string },
): { references: KustomizeReference[]; problems: KustomizeProblem[] } {
  const references: KustomizeReference[] = [];
  const problems: KustomizeProblem[] = [];
  const docs = values.filter((v) => v !== null && v !== undefined);
  if (docs.length === 0) problems.push({ ruleId: 'kustomize/plugin', pointer: at.pointer, message: `${at.source} in ${at.field} holds no transformer configuration`, hint: PLUGIN_HINT });
  for (const value of docs) {
    if (!isRecord(value)) {
      problems.push({ ruleId: 'kustomize/plugin', pointer: at.pointer, message: `${at.source} in ${at.field} is not a transformer configuration (a mapping with apiVersion and kind)`, hint: PLUGIN_HINT });
      continue;
    }
    const kind = typeof value.kind === 'string' ? value.kind : '';
    const annotations = isRecord(value.metadata) && isRecord(value.metadata.annotations) ? value.metadata.annotations : {};
    if (kind === 'HelmChartInflationGenerator') {
      problems.push({ ruleId: 'kustomize/helm', pointer: at.pointer, message: `${HELM_MESSAGE} (${at.source} in ${at.field} is a HelmChartInflationGenerator)`, hint: HELM_HINT });
      continue;
    }
    if (value.apiVersion !== 'builtin' || !BUILTIN_KINDS.has(kind) || 'config.kubernetes.io/function' in annotations || 'config.k8s.io/function' in annotations) {
      const what = `${typeof value.apiVersion === 'string' ? value.apiVersion : '?'}/${kind || '?'}`;
      problems.push({ ruleId: 'kustomize/plugin', pointer: at.pointer, message: `${at.source} in ${at.field} configures ${JSON.stringify(what)}, which is not a kustomize builtin: plugins (exec, Go, KRM functions) never run`, hint: PLUGIN_HINT });
      continue;
    }
    // The paths a builtin reads, relative to the kustomization's directory.
    const named: string[] = [];
    if (typeof value.path === 'string') named.push(value.path);
    for (const key of ['paths', 'files', 'envs'] as const) for (const { value: f } of strings(value[key])) named.push(key === 'files' && f.includes('=') ? f.slice(f.indexOf('=') + 1) : f);
    if (typeof value.env === 'string') named.push(value.env);
    if (Array.isArray(value.replacements)) for (const r of value.replacements) if (isRecord(r) && typeof r.path === 'string') named.push(r.path);
    for (const ref of named) {
      const refused = refusedPath(ref, at.dir);
      if (refused) problems.push({ ...refused, pointer: at.pointer, message: `${at.source} in ${at.field}: ${refused.message}` });
      else references.push({ pointer: at.pointer, ref, path: join(at.dir, ref), expect: 'file' });
    }
  }
  return { references, problems };
}

/** Why a path as written cannot be handed to kustomize (remote, absolute, escaping), if it cannot. */
function refusedPath(ref: string, dir: string): Omit<KustomizeProblem, 'pointer'> | undefined {
  if (isRemoteReference(ref)) return { ruleId: 'kustomize/remote-reference', ref, message: `${JSON.stringify(ref)} is remote; driftgate never fetches from the network`, hint: REMOTE_HINT };
  if (path.posix.isAbsolute(ref) || /^[a-z]:[\\/]/i.test(ref) || ref.startsWith('\\')) {
    return { ruleId: 'kustomize/outside-repository', message: `${JSON.stringify(ref)} is an absolute path; kustomize reads only inside the repository here`, hint: OUTSIDE_HINT };
  }
  if (!path.posix.isAbsolute(dir) && escapes(join(dir, ref))) {
    return { ruleId: 'kustomize/outside-repository', message: `${JSON.stringify(ref)} leads outside the repository`, hint: OUTSIDE_HINT };
  }
  return undefined;
}

/** Reads a kustomization document; `file` is its repository-relative path. */
export function readKustomization(file: string, document: YamlDocument): Kustomization | undefined {
  const value = document.value;
  const kind = kustomizeKind(value);
  if (!kind || !isRecord(value)) return undefined;
  const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
  const resourceFiles: string[] = [];
  const directories: string[] = [];
  const inputFiles: string[] = [];
  const patches: KustomizePatch[] = [];
  const remote: { ref: string; pointer: string }[] = [];
  const references: KustomizeReference[] = [];
  const problems: KustomizeProblem[] = [];
  const pluginFiles: { file: string; pointer: string }[] = [];

  for (const field of Object.keys(value)) {
    if (PATH_FREE_FIELDS.has(field) || PATH_FIELDS.has(field)) continue;
    if (field === 'helmCharts' || field === 'helmGlobals') continue; // read below: local charts render with helm
    if (HELM_FIELDS.has(field)) problems.push({ ruleId: 'kustomize/helm', pointer: `/${field}`, message: HELM_MESSAGE, hint: HELM_HINT });
    else problems.push({ ruleId: 'kustomize/unsupported-field', pointer: `/${field}`, message: `${JSON.stringify(field)} is not a kustomization field driftgate knows; a field it cannot resolve could name a path or a remote source, so the kustomization is not rendered`, hint: 'Remove the field, or render in CI and pipe the output to `driftgate check -`.' });
  }

  /** A path entry: refused (a problem), or a reference the caller checks on disk. */
  const local = (ref: string, pointer: string, expect: KustomizeReference['expect']): string | undefined => {
    const refused = refusedPath(ref, dir);
    if (refused) {
      if (refused.ruleId === 'kustomize/remote-reference') remote.push({ ref, pointer });
      problems.push({ ...refused, pointer });
      return undefined;
    }
    const target = join(dir, ref);
    references.push({ pointer, ref, path: target, expect });
    return target;
  };

  for (const { value: ref, index } of strings(value.resources)) {
    const asDirectory = !/\.(ya?ml|json)$/i.test(ref);
    const target = local(ref, `/resources/${index}`, 'file-or-directory');
    if (target !== undefined) (asDirectory ? directories : resourceFiles).push(target);
  }
  for (const field of ['bases', 'components'] as const) {
    for (const { value: ref, index } of strings(value[field])) {
      const target = local(ref, `/${field}/${index}`, 'directory');
      if (target !== undefined) directories.push(target);
    }
  }
  for (const { value: ref, index } of strings(value.crds)) {
    const target = local(ref, `/crds/${index}`, 'file');
    if (target !== undefined) resourceFiles.push(target);
  }

  const readTarget = (t: unknown): KustomizePatch['target'] => {
    if (!isRecord(t)) return undefined;
    return {
      ...(typeof t.kind === 'string' ? { kind: t.kind } : {}),
      ...(typeof t.name === 'string' ? { name: t.name } : {}),
      ...(typeof t.namespace === 'string' ? { namespace: t.namespace } : {}),
    };
  };
  for (const field of ['patches', 'patchesJson6902'] as const) {
    const list = value[field];
    if (!Array.isArray(list)) continue;
    list.forEach((p, index) => {
      if (!isRecord(p)) return;
      const target = readTarget(p.target);
      const pointer = `/${field}/${index}`;
      if (typeof p.path === 'string') {
        const file = local(p.path, pointer + '/path', 'file');
        if (file !== undefined) patches.push({ file, pointer, ...(target ? { target } : {}) });
      } else if (typeof p.patch === 'string') patches.push({ inline: p.patch, pointer: pointer + '/patch', ...(target ? { target } : {}) });
    });
  }
  const smp = value.patchesStrategicMerge;
  if (Array.isArray(smp)) {
    smp.forEach((p, index) => {
      if (typeof p !== 'string') return;
      const pointer = `/patchesStrategicMerge/${index}`;
      // An entry is a file name, or an inline patch (it then spans several lines or is a mapping).
      if (p.includes('\n') || /^\s*(apiVersion|kind|metadata)\s*:/.test(p)) patches.push({ inline: p, pointer });
      else {
        const file = local(p, pointer, 'file');
        if (file !== undefined) patches.push({ file, pointer });
      }
    });
  }

  // kustomize loads generator inputs from URLs too: those are remote references like any other.
  const input = (f: string, pointer: string): void => {
    const target = local(f, pointer, 'file');
    if (target !== undefined) inputFiles.push(target);
  };
  for (const field of ['configMapGenerator', 'secretGenerator'] as const) {
    const list = value[field];
    if (!Array.isArray(list)) continue;
    list.forEach((g, gi) => {
      if (!isRecord(g)) return;
      for (const { value: f, index } of strings(g.files)) input(f.includes('=') ? f.slice(f.indexOf('=') + 1) : f, `/${field}/${gi}/files/${index}`);
      for (const { value: f, index } of strings(g.envs)) input(f, `/${field}/${gi}/envs/${index}`);
      if (typeof g.env === 'string') input(g.env, `/${field}/${gi}/env`);
    });
  }
  for (const { value: f, index } of strings(value.configurations)) input(f, `/configurations/${index}`);
  if (Array.isArray(value.replacements)) {
    value.replacements.forEach((r, index) => {
      if (isRecord(r) && typeof r.path === 'string') input(r.path, `/replacements/${index}/path`);
    });
  }
  if (isRecord(value.openapi) && typeof value.openapi.path === 'string') input(value.openapi.path, '/openapi/path');

  // helmCharts: charts from the kustomization's chartHome only, rendered with `--enable-helm`
  // and driftgate's helm in the same sandbox; a chart with a repo would be pulled: refused.
  const globals = isRecord(value.helmGlobals) ? value.helmGlobals : {};
  if (typeof globals.configHome === 'string') {
    problems.push({ ruleId: 'kustomize/helm', pointer: '/helmGlobals/configHome', message: 'helmGlobals.configHome points helm at a configuration (repositories, registries, plugins); kustomize here runs helm with none', hint: HELM_HINT });
  }
  const chartHome = typeof globals.chartHome === 'string' ? globals.chartHome : 'charts';
  if (typeof globals.chartHome === 'string') {
    const refused = refusedPath(globals.chartHome, dir);
    if (refused) problems.push({ ...refused, pointer: '/helmGlobals/chartHome' });
  }
  if (Array.isArray(value.helmCharts)) {
    value.helmCharts.forEach((c, index) => {
      const pointer = `/helmCharts/${index}`;
      if (!isRecord(c) || typeof c.name !== 'string' || c.name === '') {
        problems.push({ ruleId: 'kustomize/helm', pointer, message: 'a helmCharts entry names no chart', hint: HELM_HINT });
        return;
      }
      if (typeof c.repo === 'string' && c.repo !== '') {
        problems.push({
          ruleId: 'kustomize/helm',
          pointer: `${pointer}/repo`,
          message: `helmCharts ${c.name} comes from ${JSON.stringify(c.repo)}: kustomize would pull it; driftgate never fetches charts, so the kustomization is not rendered`,
          hint: `Vendor the chart into ${chartHome}/${c.name} (helm pull --untar) and drop repo, or render in CI and pipe the output to \`driftgate check -\`.`,
        });
        return;
      }
      local(`${chartHome}/${c.name}/Chart.yaml`, pointer + '/name', 'file');
      if (typeof c.valuesFile === 'string') input(c.valuesFile, `${pointer}/valuesFile`);
      for (const { value: f, index: i } of strings(c.additionalValuesFiles)) input(f, `${pointer}/additionalValuesFiles/${i}`);
    });
  }

  // Validators are plugins by nature (kustomize has no builtin one): never run.
  if (Array.isArray(value.validators) && value.validators.length > 0) {
    problems.push({ ruleId: 'kustomize/plugin', pointer: '/validators', message: 'validators are kustomize plugins (they run a program); they never run here', hint: PLUGIN_HINT });
  }
  for (const field of ['transformers', 'generators'] as const) {
    const list = value[field];
    if (!Array.isArray(list)) continue;
    list.forEach((entry, index) => {
      const pointer = `/${field}/${index}`;
      if (typeof entry !== 'string') {
        problems.push({ ruleId: 'kustomize/plugin', pointer, message: `${field} entries are file names or inline configurations (strings)`, hint: PLUGIN_HINT });
      } else if (entry.includes('\n')) {
        const parsed = parseYaml(entry, { file });
        const read = readPluginConfigs(parsed.documents.map((d) => d.value), { dir, pointer, field, source: 'the inline configuration' });
        references.push(...read.references);
        problems.push(...read.problems);
      } else {
        const target = local(entry, pointer, 'file');
        if (target !== undefined) {
          inputFiles.push(target);
          pluginFiles.push({ file: target, pointer });
        }
      }
    });
  }

  return {
    file,
    dir,
    kind,
    resourceFiles,
    directories,
    patches,
    inputFiles,
    remote,
    helmCharts: Array.isArray(value.helmCharts) && value.helmCharts.length > 0,
    references,
    problems,
    pluginFiles,
    document,
  };
}

/** The kustomizations of a tree, their roots (what gets rendered) and what each root consumes. */
export interface KustomizePlan {
  readonly kustomizations: ReadonlyMap<string, Kustomization>;
  /** Kustomizations that no other kustomization refers to: each is rendered once, as it is applied. */
  readonly roots: readonly Kustomization[];
  /** For each root (by directory), every file it reads: kustomizations, resources, patches, inputs. */
  readonly consumed: ReadonlyMap<string, ReadonlySet<string>>;
  /** For each root, the kustomizations it reaches (itself first), for patch lookup. */
  readonly chain: ReadonlyMap<string, readonly Kustomization[]>;
  /** Problems found before rendering, each at the kustomization file at fault. */
  readonly findings: readonly Finding[];
  /** Roots that must not be rendered: directory → reason. */
  readonly refused: ReadonlyMap<string, string>;
  /** Kustomization files that are no root and that no root renders: file → why (for the summary). */
  readonly unrendered: ReadonlyMap<string, string>;
  /** Every local path the roots' kustomizations name, for the caller to check on disk. */
  readonly references: readonly KustomizeReference[];
  /**
   * For each root, about how many objects kustomize would render (planKustomizeFiles): the
   * documents of its resource files and one per generator, times the number of paths by which
   * the root reaches each kustomization (kustomize loads a base once per path: a diamond of n
   * levels renders its base 2^n times).
   */
  readonly estimatedObjects?: ReadonlyMap<string, number>;
}

export interface PlanOptions {
  /** What is on disk at each referenced path; without it, paths are judged as written only. */
  readonly facts?: PathFacts;
  /** Findings about kustomization files that could not be read as kustomizations. */
  readonly findings?: readonly Finding[];
  readonly unrendered?: ReadonlyMap<string, string>;
}

const locate = (k: Kustomization, pointer: string): { file: string; line: number; column: number } => {
  const loc = k.document.locate(pointer);
  return { file: k.file, line: loc.line, column: loc.column };
};

/** The problems a path fact makes for a reference, if any. */
function factProblem(r: KustomizeReference, fact: PathFact | undefined, known: ReadonlyMap<string, Kustomization>): KustomizeProblem | undefined {
  if (fact === undefined) return undefined;
  const quoted = JSON.stringify(r.ref);
  switch (fact.kind) {
    case 'missing':
      return { ruleId: 'kustomize/missing-path', pointer: r.pointer, message: `${quoted} does not exist`, hint: 'Fix the path, or add the file to the repository.' };
    case 'outside':
      return { ruleId: 'kustomize/outside-repository', pointer: r.pointer, message: `${quoted} leads outside the repository (through a symbolic link)`, hint: OUTSIDE_HINT };
    case 'special':
      return { ruleId: 'kustomize/special-file', pointer: r.pointer, message: `${quoted} is not a regular file or a directory (a FIFO, socket or device); it is never handed to kustomize`, hint: 'Replace it with a regular file.' };
    case 'too-large':
      return { ruleId: 'kustomize/input-too-large', pointer: r.pointer, message: `${quoted} is ${fact.bytes} bytes; kustomize inputs are read up to ${fact.limit} bytes`, hint: 'Split the input, or raise --max-file-bytes.' };
    case 'directory':
      if (r.expect === 'file') return undefined; // kustomize reports the mismatch itself
      if (known.has(r.path)) return undefined;
      return { ruleId: 'kustomize/unread-base', pointer: r.pointer, message: `${quoted} is a directory that holds no kustomization driftgate read (none there, or it is ignored or outside the checked tree)`, hint: 'Add a kustomization.yaml there, or stop ignoring the directory.' };
    case 'file':
      return undefined;
  }
}

/** Plans kustomize rendering for the kustomizations of a tree (one per directory). */
export function planKustomize(kustomizations: readonly Kustomization[], options: PlanOptions = {}): KustomizePlan {
  const findings: Finding[] = [...(options.findings ?? [])];
  const unrendered = new Map<string, string>(options.unrendered ?? []);
  const byDir = new Map<string, Kustomization>();
  for (const k of kustomizations) {
    const first = byDir.get(k.dir);
    if (!first) {
      byDir.set(k.dir, k);
      continue;
    }
    findings.push({ ruleId: 'kustomize/duplicate', severity: 'error', message: `${k.dir || '.'} holds more than one kustomization file (${first.file} and this one); kustomize refuses the directory, so neither is rendered`, file: k.file, line: 1, column: 1, hint: 'Keep one kustomization file per directory.' });
    // The one kept gets a problem too, so a root that reaches the directory is refused.
    byDir.set(k.dir, { ...first, problems: [...first.problems, { ruleId: 'kustomize/duplicate', pointer: '', message: `${k.dir || '.'} also holds ${k.file}; kustomize refuses a directory with more than one kustomization file`, hint: 'Keep one kustomization file per directory.' }] });
    unrendered.set(k.file, `another kustomization file in ${k.dir || '.'}`);
  }

  // Problems of each kustomization: as written, and what is on disk.
  const problems = new Map<string, KustomizeProblem[]>();
  for (const k of byDir.values()) {
    const list = [...k.problems];
    // The kustomization file itself is read by kustomize too.
    const own = factProblem({ pointer: '', ref: path.posix.basename(k.file), path: k.file, expect: 'file' }, options.facts?.get(k.file), byDir);
    if (own) list.push(own);
    for (const r of k.references) {
      const p = factProblem(r, options.facts?.get(r.path), byDir);
      if (p) list.push(p);
    }
    problems.set(k.dir, list);
  }

  // Edges to other kustomizations, with the entry that makes each.
  const edges = new Map<string, { to: string; pointer: string }[]>();
  for (const k of byDir.values()) {
    edges.set(k.dir, k.references.filter((r) => r.expect !== 'file' && byDir.has(r.path)).map((r) => ({ to: r.path, pointer: r.pointer })));
  }
  // Cycles (kustomize refuses them): every member gets a finding at the entry that continues the cycle.
  const inCycle = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: { dir: string; pointer: string }[] = [];
  const closeCycle = (to: string): void => {
    const members = stack.slice(stack.findIndex((f) => f.dir === to));
    // A long cycle is named by its first members: each member's finding stays short.
    const shown = [...members.slice(0, 8).map((m) => byDir.get(m.dir)?.file ?? m.dir), ...(members.length > 8 ? [`… (${members.length} kustomizations)`] : []), byDir.get(to)?.file ?? to];
    const message = `kustomization cycle: ${shown.join(' → ')}; kustomize cannot render it, so none of these is rendered`;
    for (const m of members) {
      inCycle.add(m.dir);
      problems.get(m.dir)?.push({ ruleId: 'kustomize/cycle', pointer: m.pointer, message, hint: 'Remove the reference that closes the cycle.' });
    }
  };
  // Depth-first, with an explicit stack: a chain of thousands of kustomizations must not overflow the call stack.
  const walk = (start: string): void => {
    const frames: { dir: string; next: number }[] = [{ dir: start, next: 0 }];
    state.set(start, 'open');
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (!frame) break;
      const e = (edges.get(frame.dir) ?? [])[frame.next++];
      if (!e) {
        state.set(frame.dir, 'done');
        frames.pop();
        if (frames.length > 0) stack.pop();
        continue;
      }
      stack.push({ dir: frame.dir, pointer: e.pointer });
      const seen = state.get(e.to);
      if (seen === undefined) {
        state.set(e.to, 'open');
        frames.push({ dir: e.to, next: 0 });
        continue;
      }
      if (seen === 'open') closeCycle(e.to);
      stack.pop();
    }
  };
  for (const dir of [...byDir.keys()].sort()) if (!state.has(dir)) walk(dir);

  const referenced = new Set<string>();
  for (const [from, list] of edges) for (const e of list) if (e.to !== from) referenced.add(e.to);
  const roots = [...byDir.values()].filter((k) => k.kind === 'Kustomization' && !referenced.has(k.dir));
  const consumed = new Map<string, Set<string>>();
  const chain = new Map<string, Kustomization[]>();
  const refused = new Map<string, string>();
  const reachedByAny = new Set<string>();
  const references: KustomizeReference[] = [];
  for (const root of roots) {
    const files = new Set<string>();
    const reached: Kustomization[] = [];
    const seen = new Set<string>();
    const pending: Kustomization[] = [root];
    for (let k = pending.pop(); k !== undefined; k = pending.pop()) {
      if (seen.has(k.dir)) continue;
      seen.add(k.dir);
      reachedByAny.add(k.dir);
      reached.push(k);
      files.add(k.file);
      for (const f of [...k.resourceFiles, ...k.inputFiles]) files.add(f);
      for (const p of k.patches) if (p.file) files.add(p.file);
      const first = problems.get(k.dir)?.find((p) => (p.severity ?? 'error') === 'error');
      if (first && !refused.has(root.dir)) refused.set(root.dir, first.ref !== undefined ? `remote reference ${first.ref} (${k.file})` : `${k.file}: ${first.message}`);
      // Reversed onto the stack: visited in the order written, overlays before their bases.
      const next = (edges.get(k.dir) ?? []).map((e) => byDir.get(e.to)).filter((n): n is Kustomization => n !== undefined && !seen.has(n.dir));
      for (let i = next.length - 1; i >= 0; i--) pending.push(next[i] as Kustomization);
    }
    consumed.set(root.dir, files);
    chain.set(root.dir, reached);
  }
  for (const k of byDir.values()) {
    if (reachedByAny.has(k.dir)) references.push(...k.references);
    for (const p of problems.get(k.dir) ?? []) {
      findings.push({ ruleId: p.ruleId, severity: p.severity ?? 'error', message: p.message, ...locate(k, p.pointer), ...(p.pointer ? { pointer: p.pointer } : {}), hint: p.hint });
    }
    if (reachedByAny.has(k.dir)) continue;
    if (inCycle.has(k.dir)) {
      unrendered.set(k.file, 'in a kustomization cycle');
      continue;
    }
    const why = k.kind === 'Component' ? 'a Component that no kustomization uses' : 'reached only through kustomizations that are not rendered';
    unrendered.set(k.file, why);
    findings.push({ ruleId: 'kustomize/unreached', severity: 'warning', message: `${k.dir || '.'} is ${why}: it is never rendered, so nothing in it is checked through kustomize`, file: k.file, line: 1, column: 1, hint: 'Use it from an overlay, or remove it.' });
  }
  return { kustomizations: byDir, roots, consumed, chain, findings: dedupeFindings(findings), refused, unrendered, references };
}

/**
 * Reads the kustomization files of a file set and plans what to render: a kustomization file
 * that is unreadable, empty, a list or a scalar is a finding at the file (never silently
 * skipped), and transformers/generators files are read to tell builtins from plugins.
 */
export function planKustomizeFiles(files: readonly SourceFile[], facts?: PathFacts): KustomizePlan {
  const findings: Finding[] = [];
  const unrendered = new Map<string, string>();
  const kustomizations: Kustomization[] = [];
  const documentsOf = new Map<string, readonly unknown[] | undefined>();
  // Made on first use: a repository without kustomizations (10,000 tenant files) never needs it.
  let index: Map<string, SourceFile> | undefined;
  const byPath = { get: (file: string): SourceFile | undefined => (index ??= new Map(files.map((f) => [f.path, f]))).get(file) };
  const read = (file: SourceFile): { documents: YamlDocument[] } | { finding: Finding } => {
    const decoded = decodeFileContents(file);
    if (!decoded.ok) return { finding: decoded.finding };
    const parsed = parseYaml(decoded.text, { file: file.path });
    const broken = parsed.findings.find((f) => f.severity === 'error');
    return broken ? { finding: broken } : { documents: parsed.documents };
  };
  for (const file of files) {
    if (!isKustomizationFileName(file.path)) continue;
    const at = { file: file.path, line: 1, column: 1 };
    const result = read(file);
    if ('finding' in result) {
      findings.push({ ...result.finding, file: file.path });
      unrendered.set(file.path, 'it could not be read');
      continue;
    }
    const values = result.documents.map((d) => d.value).filter((v) => v !== null && v !== undefined);
    const first = result.documents.find((d) => d.value !== null && d.value !== undefined);
    if (!first || (isRecord(first.value) && Object.keys(first.value).filter((key) => !['apiVersion', 'kind', 'metadata'].includes(key)).length === 0 && kustomizeKind({ ...first.value, resources: [] }) === 'Kustomization')) {
      findings.push({ ruleId: 'kustomize/empty', severity: 'error', message: 'the kustomization is empty: it renders nothing, so nothing here is checked through kustomize', ...at, hint: 'Add resources to it, or remove the file.' });
      unrendered.set(file.path, 'it is empty');
      continue;
    }
    if (!isRecord(first.value)) {
      const what = Array.isArray(first.value) ? 'a list' : `a ${typeof first.value}`;
      const loc = first.locate('');
      findings.push({ ruleId: 'kustomize/not-a-mapping', severity: 'error', message: `the kustomization is ${what}, not a mapping of kustomization fields; kustomize cannot read it`, file: file.path, line: loc.line, column: loc.column, hint: 'Write the kustomization as a mapping (resources:, patches:, ...).' });
      unrendered.set(file.path, `it is ${what}, not a mapping`);
      continue;
    }
    if (values.length > 1) {
      const loc = result.documents.filter((d) => d.value !== null && d.value !== undefined)[1]?.locate('') ?? at;
      findings.push({ ruleId: 'kustomize/not-a-mapping', severity: 'error', message: 'the kustomization file holds more than one YAML document; kustomize reads one', file: file.path, line: loc.line, column: loc.column, hint: 'Keep one document in a kustomization file.' });
      unrendered.set(file.path, 'it holds more than one document');
      continue;
    }
    const k = readKustomization(file.path, first);
    if (!k) continue;
    const extra: { references: KustomizeReference[]; problems: KustomizeProblem[] } = { references: [], problems: [] };
    for (const plugin of k.pluginFiles) {
      const field = plugin.pointer.split('/')[1] ?? 'transformers';
      const source = byPath.get(plugin.file);
      if (!documentsOf.has(plugin.file)) {
        const r = source ? read(source) : undefined;
        documentsOf.set(plugin.file, r && 'documents' in r ? r.documents.map((d) => d.value) : undefined);
      }
      const values = documentsOf.get(plugin.file);
      if (!values) {
        // A file that was not read as YAML (another extension, ignored, missing) could hold a plugin.
        if (facts?.get(plugin.file)?.kind !== 'missing') {
          extra.problems.push({ ruleId: 'kustomize/plugin', pointer: plugin.pointer, message: `${plugin.file} in ${field} was not read by driftgate (not a YAML file, ignored, or not valid YAML), so it cannot be told from a plugin`, hint: PLUGIN_HINT });
        }
        continue;
      }
      const r = readPluginConfigs(values, { dir: k.dir, pointer: plugin.pointer, field, source: plugin.file });
      extra.references.push(...r.references);
      extra.problems.push(...r.problems);
    }
    kustomizations.push(extra.references.length + extra.problems.length > 0 ? { ...k, references: [...k.references, ...extra.references], problems: [...k.problems, ...extra.problems] } : k);
  }
  const plan = planKustomize(kustomizations, { ...(facts ? { facts } : {}), findings, unrendered });
  return { ...plan, estimatedObjects: estimateObjects(plan, byPath) };
}

/** Documents in a YAML text, counted by its `---` lines (an estimate: a List counts as one). */
function countDocuments(text: string): number {
  const separators = text.match(/^---[ \t]*(#.*)?$/gm)?.length ?? 0;
  return text.trimStart().startsWith('---') ? Math.max(1, separators) : separators + 1;
}

/** See KustomizePlan.estimatedObjects. Linear in the kustomizations and their edges (memoized). */
function estimateObjects(plan: KustomizePlan, byPath: { get(file: string): SourceFile | undefined }): Map<string, number> {
  const memo = new Map<string, number>();
  const documents = new Map<string, number>();
  const docsOf = (file: string): number => {
    let n = documents.get(file);
    if (n === undefined) {
      const source = byPath.get(file);
      n = source ? countDocuments(fileText(source)) : 1;
      documents.set(file, n);
    }
    return n;
  };
  // Post-order with an explicit stack; a kustomization on the current path (a cycle) counts 0.
  const objectsOf = (start: string): number => {
    const frames: string[] = [start];
    const open = new Set<string>();
    while (frames.length > 0) {
      const dir = frames[frames.length - 1] as string;
      const k = plan.kustomizations.get(dir);
      if (!k || memo.has(dir)) {
        frames.pop();
        continue;
      }
      const children = k.directories.filter((d) => plan.kustomizations.has(d) && !memo.has(d) && !open.has(d));
      if (!open.has(dir) && children.length > 0) {
        open.add(dir);
        frames.push(...children);
        continue;
      }
      open.delete(dir);
      frames.pop();
      let n = k.resourceFiles.reduce((sum, f) => sum + docsOf(f), 0);
      const doc = k.document.value;
      if (isRecord(doc)) for (const field of ['configMapGenerator', 'secretGenerator'] as const) if (Array.isArray(doc[field])) n += doc[field].length;
      for (const d of k.directories) n += memo.get(d) ?? 0;
      // Bounded: a chain of diamonds doubles per level.
      memo.set(dir, Math.min(n, Number.MAX_SAFE_INTEGER));
    }
    return memo.get(start) ?? 0;
  };
  return new Map(plan.roots.map((r) => [r.dir, objectsOf(r.dir)]));
}
