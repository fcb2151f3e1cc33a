import path from 'node:path';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../manifest/manifest.js';
import type { YamlDocument } from '../yaml/parse.js';

/**
 * What a kustomization file refers to, read statically (without running kustomize): which
 * files and directories it renders, which files are patches or generator inputs (not
 * manifests of their own), and which references are remote (never fetched: a finding).
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
  readonly document: YamlDocument;
}

/** kustomize's remote reference forms: URLs, scp-like git, and host/org/repo paths. */
export function isRemoteReference(ref: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref) || /^git@/.test(ref) || /\?(ref|version|submodules|timeout)=/.test(ref)) return true;
  if (/^(github\.com|gitlab\.com|bitbucket\.org|dev\.azure\.com)\//i.test(ref)) return true;
  // host.tld/org/repo: a first segment that looks like a host name, not a file.
  const first = ref.split('/')[0] ?? '';
  return ref.includes('/') && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(first) && !/\.(ya?ml|json)$/i.test(first);
}

const join = (dir: string, ref: string): string => {
  const joined = path.posix.normalize(path.posix.join(dir, ref));
  return joined === '.' ? '' : joined.replace(/\/$/, '');
};

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
  'secretGenerator', 'generatorOptions', 'replacements', 'helmCharts', 'crds', 'transformers', 'generators',
] as const;

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

  const reference = (field: string, ref: string, index: number, as: 'resource' | 'directory'): void => {
    const pointer = `/${field}/${index}`;
    if (isRemoteReference(ref)) {
      remote.push({ ref, pointer });
      return;
    }
    const target = join(dir, ref);
    if (as === 'directory' || !/\.(ya?ml|json)$/i.test(ref)) directories.push(target);
    else resourceFiles.push(target);
  };
  for (const { value: ref, index } of strings(value.resources)) reference('resources', ref, index, 'resource');
  for (const { value: ref, index } of strings(value.bases)) reference('bases', ref, index, 'directory');
  for (const { value: ref, index } of strings(value.components)) reference('components', ref, index, 'directory');
  for (const { value: ref } of strings(value.crds)) if (!isRemoteReference(ref)) resourceFiles.push(join(dir, ref));

  const readTarget = (t: unknown): KustomizePatch['target'] => {
    if (!isRecord(t)) return undefined;
    return {
      ...(typeof t.kind === 'string' ? { kind: t.kind } : {}),
      ...(typeof t.name === 'string' ? { name: t.name } : {}),
      ...(typeof t.namespace === 'string' ? { namespace: t.namespace } : {}),
    };
  };
  const patchList = (field: 'patches' | 'patchesJson6902'): void => {
    const list = value[field];
    if (!Array.isArray(list)) return;
    list.forEach((p, index) => {
      if (!isRecord(p)) return;
      const target = readTarget(p.target);
      const pointer = `/${field}/${index}`;
      if (typeof p.path === 'string' && isRemoteReference(p.path)) remote.push({ ref: p.path, pointer: pointer + '/path' });
      else if (typeof p.path === 'string') patches.push({ file: join(dir, p.path), pointer, ...(target ? { target } : {}) });
      else if (typeof p.patch === 'string') patches.push({ inline: p.patch, pointer: pointer + '/patch', ...(target ? { target } : {}) });
    });
  };
  patchList('patches');
  patchList('patchesJson6902');
  const smp = value.patchesStrategicMerge;
  if (Array.isArray(smp)) {
    smp.forEach((p, index) => {
      if (typeof p !== 'string') return;
      const pointer = `/patchesStrategicMerge/${index}`;
      // An entry is a file name, or an inline patch (it then spans several lines or is a mapping).
      if (p.includes('\n') || /^\s*(apiVersion|kind|metadata)\s*:/.test(p)) patches.push({ inline: p, pointer });
      else patches.push({ file: join(dir, p), pointer });
    });
  }

  // kustomize loads generator inputs from URLs too: those are remote references like any other.
  const input = (f: string, pointer: string): void => {
    if (isRemoteReference(f)) remote.push({ ref: f, pointer });
    else inputFiles.push(join(dir, f));
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
  for (const { value: f } of strings(value.configurations)) inputFiles.push(join(dir, f));
  if (Array.isArray(value.replacements)) {
    for (const r of value.replacements) if (isRecord(r) && typeof r.path === 'string') inputFiles.push(join(dir, r.path));
  }
  if (isRecord(value.openapi) && typeof value.openapi.path === 'string') inputFiles.push(join(dir, value.openapi.path));
  for (const field of ['transformers', 'generators', 'validators'] as const) {
    for (const { value: f } of strings(value[field])) {
      if (!f.includes('\n') && !isRemoteReference(f)) inputFiles.push(join(dir, f));
    }
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
  /** Problems found statically: remote references, missing directories, cycles. */
  readonly findings: readonly Finding[];
  /** Roots that must not be rendered (remote references): directory → reason. */
  readonly refused: ReadonlyMap<string, string>;
}

/** Plans kustomize rendering for the kustomizations of a tree (one per directory). */
export function planKustomize(kustomizations: readonly Kustomization[]): KustomizePlan {
  const byDir = new Map<string, Kustomization>();
  for (const k of kustomizations) if (!byDir.has(k.dir)) byDir.set(k.dir, k);
  const referenced = new Set<string>();
  for (const k of byDir.values()) for (const d of k.directories) if (d !== k.dir) referenced.add(d);
  const roots = [...byDir.values()].filter((k) => k.kind === 'Kustomization' && !referenced.has(k.dir));
  const consumed = new Map<string, Set<string>>();
  const chain = new Map<string, Kustomization[]>();
  const findings: Finding[] = [];
  const refused = new Map<string, string>();
  for (const root of roots) {
    const files = new Set<string>();
    const reached: Kustomization[] = [];
    const seen = new Set<string>();
    const visit = (k: Kustomization): void => {
      if (seen.has(k.dir)) return;
      seen.add(k.dir);
      reached.push(k);
      files.add(k.file);
      for (const f of [...k.resourceFiles, ...k.inputFiles]) files.add(f);
      for (const p of k.patches) if (p.file) files.add(p.file);
      for (const r of k.remote) {
        const loc = k.document.locate(r.pointer);
        findings.push({
          ruleId: 'kustomize/remote-reference',
          severity: 'error',
          message: `${JSON.stringify(r.ref)} is a remote ${r.pointer.split('/')[1] ?? 'reference'} entry; driftgate never fetches from the network, so ${root.dir || '.'} was not rendered`,
          file: loc.file,
          line: loc.line,
          column: loc.column,
          pointer: r.pointer,
          hint: 'Vendor the remote base into the repository, or render it in CI and check the output with `kustomize build DIR | driftgate check -`.',
        });
        refused.set(root.dir, `remote reference ${r.ref}`);
      }
      for (const d of k.directories) {
        const next = byDir.get(d);
        if (next) visit(next);
      }
    };
    visit(root);
    consumed.set(root.dir, files);
    chain.set(root.dir, reached);
  }
  return { kustomizations: byDir, roots, consumed, chain, findings: dedupeFindings(findings), refused };
}

function dedupeFindings(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.file ?? ''}|${f.line ?? 0}|${f.column ?? 0}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
