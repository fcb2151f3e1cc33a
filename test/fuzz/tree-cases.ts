// Case i of a tree-fuzz run with seed S: a repository tree (kustomization graphs with remote,
// escaping and special-file references) and, for --base cases, a git history. A pure function
// of (S, i), so a failing case is rebuilt exactly, alone: `npm run fuzz:trees -- --seed S --from I --cases 1 --keep`.
//
// The description holds placeholders the harness fills in when it builds the case on disk:
// @HOST@ is the harness's local listener (127.0.0.1:port), @OUTSIDE@ the absolute path of a
// directory outside the tree that holds sentinel files (@OUTSIDE_FROM_ROOT@: the same without
// its leading slash, after enough `../` to reach /). Nothing here touches the disk.
import { mulberry32 } from '../support/prng.js';

export type TreeEntry =
  | { readonly kind: 'file'; readonly path: string; readonly text: string }
  /** A sparse file of `size` zero bytes (an oversized input costs no disk). */
  | { readonly kind: 'sparse'; readonly path: string; readonly size: number }
  | { readonly kind: 'symlink'; readonly path: string; readonly target: string }
  | { readonly kind: 'fifo'; readonly path: string }
  | { readonly kind: 'socket'; readonly path: string }
  | { readonly kind: 'dir'; readonly path: string };

/** A git tree entry: text, a symbolic link, a submodule (gitlink) or one of the harness's shared huge blobs. */
export type GitEntry =
  | { readonly kind: 'file'; readonly path: string; readonly text: string }
  | { readonly kind: 'symlink'; readonly path: string; readonly target: string }
  | { readonly kind: 'gitlink'; readonly path: string; readonly sha: string }
  | { readonly kind: 'huge'; readonly path: string; readonly blob: HugeBlob };

/** Blobs made once per run and shared through git alternates: zeros, or a YAML head followed by spaces. */
export type HugeBlob = 'zeros-300mb' | 'zeros-20mb' | 'yaml-12mb';
export const HUGE_BLOB_BYTES: Readonly<Record<HugeBlob, number>> = { 'zeros-300mb': 300_000_000, 'zeros-20mb': 20_000_000, 'yaml-12mb': 12_000_000 };
/** The 300 MB blob is one huge blob in ten: read whole it costs seconds and a gigabyte, and one case shows that as well as many. */
const hugeBlob = (r: Rng): HugeBlob => (chance(r, 0.1) ? 'zeros-300mb' : pick(r, ['zeros-20mb', 'yaml-12mb']));

export interface TreeHistory {
  /** Commits from the oldest; the one tagged `base` is passed as --base, the last is HEAD. */
  readonly commits: readonly (readonly GitEntry[])[];
  readonly baseIndex: number;
}

export interface TreeCase {
  readonly seed: number;
  readonly index: number;
  readonly entries: readonly TreeEntry[];
  readonly history?: TreeHistory;
  /** Arguments after `driftgate check` (without --format/--no-cache, which the harness adds). */
  readonly args: readonly string[];
  /** What the case exercises, for the per-class counts. */
  readonly classes: readonly string[];
}

type Rng = () => number;
const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const chance = (r: Rng, p: number): boolean => r() < p;

/** Every form of remote reference kustomize (or go-getter) understands, and some it does not. */
const REMOTE_FORMS: readonly (readonly [string, string])[] = [
  ['http', 'http://@HOST@/x/cm.yaml'],
  ['https', 'https://@HOST@/x/cm.yaml'],
  ['HTTP-upper', 'HTTP://@HOST@/x'],
  ['git::http', 'git::http://@HOST@/org/repo.git//base?ref=v1'],
  ['git::https', 'git::https://@HOST@/org/repo//app?ref=main&timeout=9'],
  ['git::file', 'git::file://@OUTSIDE@/repo'],
  ['git::ssh', 'git::ssh://git@@HOST@/org/repo.git'],
  ['ssh', 'ssh://git@@HOST@/org/repo.git//x'],
  ['scp-like', 'git@127.0.0.1:org/repo.git//x?ref=main'],
  ['github.com', 'github.com/kubernetes-sigs/kustomize/examples/helloWorld?ref=v1.0.6'],
  ['https-github', 'https://github.com/org/repo//deploy?ref=main'],
  ['host?ref=', '@HOST@/org/repo?ref=main'],
  ['//', '//@HOST@/x/cm.yaml'],
  ['host//', '@HOST@/org/repo//sub'],
  ['file://', 'file://@OUTSIDE@/secret.yaml'],
  ['s3', 's3::https://@HOST@/bucket/key'],
  ['gcs', 'gcs::https://@HOST@/bucket/key'],
  ['hg', 'hg::http://@HOST@/repo'],
  ['oci', 'oci://@HOST@/charts/x'],
  ['ftp', 'ftp://@HOST@/x.yaml'],
  ['tarball', 'https://@HOST@/x.tar.gz'],
  ['gh:', 'gh:org/repo'],
  ['spaced', '  http://@HOST@/x'],
  ['encoded', 'http%3A%2F%2F@HOST@%2Fx'],
];

/** The fields kustomize reads a path or URL from, with how one reference is written in each. */
const FIELDS: readonly (readonly [string, (ref: string) => string])[] = [
  ['resources', (x) => `resources:\n  - ${q(x)}\n`],
  ['bases', (x) => `bases:\n  - ${q(x)}\n`],
  ['components', (x) => `components:\n  - ${q(x)}\n`],
  ['patches', (x) => `patches:\n  - path: ${q(x)}\n`],
  ['patches-target', (x) => `patches:\n  - path: ${q(x)}\n    target: {kind: ConfigMap}\n`],
  ['patchesStrategicMerge', (x) => `patchesStrategicMerge:\n  - ${q(x)}\n`],
  ['patchesJson6902', (x) => `patchesJson6902:\n  - path: ${q(x)}\n    target: {version: v1, kind: ConfigMap, name: c0}\n`],
  ['openapi.path', (x) => `openapi:\n  path: ${q(x)}\n`],
  ['crds', (x) => `crds:\n  - ${q(x)}\n`],
  ['configurations', (x) => `configurations:\n  - ${q(x)}\n`],
  ['replacements.path', (x) => `replacements:\n  - path: ${q(x)}\n`],
  ['transformers', (x) => `transformers:\n  - ${q(x)}\n`],
  ['generators', (x) => `generators:\n  - ${q(x)}\n`],
  ['validators', (x) => `validators:\n  - ${q(x)}\n`],
  ['configMapGenerator.files', (x) => `configMapGenerator:\n  - name: g\n    files:\n      - ${q(x)}\n`],
  ['configMapGenerator.files-key', (x) => `configMapGenerator:\n  - name: g\n    files:\n      - ${q(`key=${x}`)}\n`],
  ['configMapGenerator.envs', (x) => `configMapGenerator:\n  - name: g\n    envs:\n      - ${q(x)}\n`],
  ['configMapGenerator.env', (x) => `configMapGenerator:\n  - name: g\n    env: ${q(x)}\n`],
  ['secretGenerator.files', (x) => `secretGenerator:\n  - name: s\n    files:\n      - ${q(x)}\n`],
  ['secretGenerator.envs', (x) => `secretGenerator:\n  - name: s\n    envs:\n      - ${q(x)}\n`],
  ['helmCharts', (x) => `helmCharts:\n  - name: c\n    repo: ${q(x)}\n    version: 1.0.0\n`],
  ['helmGlobals.chartHome', (x) => `helmGlobals:\n  chartHome: ${q(x)}\n`],
];

export const REMOTE_FORM_NAMES: readonly string[] = REMOTE_FORMS.map(([name]) => name);
export const FIELD_NAMES: readonly string[] = FIELDS.map(([name]) => name);

/** YAML double-quoted when the text needs it. */
function q(text: string): string {
  return /^[A-Za-z0-9_./@:?&=%-][A-Za-z0-9_./@:?&=%+ -]*$/.test(text) && !/[:?] |: |#/.test(text) && !text.endsWith(' ') ? text : JSON.stringify(text);
}

const configMap = (name: string, extra = ''): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: "b"\n${extra}`;

/** How a kustomization file itself is written: mostly a mapping, sometimes broken. */
function kustomizationText(r: Rng, body: string, classes: Set<string>): string {
  const shape = r();
  if (shape < 0.04) {
    classes.add('kz:empty');
    return pick(r, ['', '\n', '# nothing\n', '---\n', 'null\n', '{}\n']);
  }
  if (shape < 0.08) {
    classes.add('kz:list');
    return `- ${body.split('\n')[0] ?? 'resources'}\n- cm.yaml\n`;
  }
  if (shape < 0.1) {
    classes.add('kz:scalar');
    return pick(r, ['resources\n', '42\n', '"kustomization"\n', 'true\n']);
  }
  if (shape < 0.12) {
    classes.add('kz:invalid-yaml');
    return `${body}resources: [unclosed\n`;
  }
  if (shape < 0.14) {
    classes.add('kz:multi-doc');
    return `${body}---\n${body}`;
  }
  if (shape < 0.3) return `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n${body}`;
  return body;
}

/** A reference that leaves the tree, resolved by the harness against @OUTSIDE@ (depth: the directory's depth in the tree). */
function escapingReference(r: Rng, depth: number, classes: Set<string>): { ref: string; entries: TreeEntry[] } {
  const up = '../'.repeat(depth + 1);
  const target = pick(r, ['secret.yaml', 'secret.env', 'base', 'app.properties', 'patch.yaml', 'schema.json', 'repo']);
  switch (int(r, 0, 5)) {
    case 0:
      classes.add('escape:dotdot');
      return { ref: `${up}outside/${target}`, entries: [] };
    case 1:
      classes.add('escape:absolute');
      return { ref: `@OUTSIDE@/${target}`, entries: [] };
    case 2:
      classes.add('escape:symlinked-file');
      return { ref: 'linked-file', entries: [{ kind: 'symlink', path: 'linked-file', target: `@OUTSIDE@/${pick(r, ['secret.yaml', 'secret.env', 'app.properties'])}` }] };
    case 3:
      classes.add('escape:symlinked-dir');
      return { ref: 'linked-dir', entries: [{ kind: 'symlink', path: 'linked-dir', target: `${up}outside/base` }] };
    case 4:
      classes.add('escape:dotdot-deep');
      return { ref: `${'../'.repeat(depth + 6)}@OUTSIDE_FROM_ROOT@/${target}`, entries: [] };
    default:
      classes.add('escape:via-symlinked-dir-child');
      return { ref: 'linked-dir/cm.yaml', entries: [{ kind: 'symlink', path: 'linked-dir', target: '@OUTSIDE@/base' }] };
  }
}

/** A reference to a special or oversized file placed in the kustomization's directory. */
function specialReference(r: Rng, classes: Set<string>): { ref: string; entries: TreeEntry[] } {
  const name = pick(r, ['input.env', 'data.yaml', 'props.properties']);
  switch (int(r, 0, 6)) {
    case 0:
      classes.add('special:fifo');
      return { ref: name, entries: [{ kind: 'fifo', path: name }] };
    case 1:
      classes.add('special:socket');
      return { ref: name, entries: [{ kind: 'socket', path: name }] };
    case 2:
      classes.add('special:dev-zero');
      return { ref: name, entries: [{ kind: 'symlink', path: name, target: '/dev/zero' }] };
    case 3:
      classes.add('special:proc-environ');
      return { ref: name, entries: [{ kind: 'symlink', path: name, target: '/proc/self/environ' }] };
    case 4:
      classes.add('special:oversized');
      return { ref: name, entries: [{ kind: 'sparse', path: name, size: pick(r, [9_000_000, 400_000_000, 5_000_000_000]) }] };
    case 5:
      classes.add('special:directory-as-file');
      return { ref: name, entries: [{ kind: 'dir', path: name }] };
    default:
      classes.add('special:dangling');
      return { ref: name, entries: [{ kind: 'symlink', path: name, target: 'does/not/exist' }] };
  }
}

interface Node {
  readonly dir: string;
  readonly depth: number;
  body: string;
  readonly entries: TreeEntry[];
}

const GRAPHS = ['single', 'chain', 'cycle', 'self-cycle', 'diamond', 'fan-out', 'random'] as const;

function kustomizationGraph(r: Rng, classes: Set<string>): TreeEntry[] {
  const graph = pick(r, GRAPHS);
  classes.add(`graph:${graph}`);
  const count = graph === 'single' || graph === 'self-cycle' ? 1 : graph === 'diamond' ? 0 : int(r, 2, graph === 'fan-out' ? 12 : 6);
  const nodes: Node[] = [];
  const add = (dir: string): Node => {
    const node: Node = { dir, depth: dir.split('/').length, body: '', entries: [] };
    nodes.push(node);
    return node;
  };
  const rel = (from: Node, to: Node): string => `${'../'.repeat(from.depth)}${to.dir}`;
  const resource = (node: Node, ref: string): void => {
    node.body += `  - ${q(ref)}\n`;
  };
  if (graph === 'diamond') {
    // Levels of diamonds: level k renders level k-1 twice under two name prefixes (2^levels copies).
    const levels = int(r, 1, 4);
    const l0 = add('d/l0');
    l0.body = 'resources:\n';
    resource(l0, 'cm.yaml');
    for (let k = 1; k <= levels; k++) {
      for (const side of ['a', 'b']) {
        const n = add(`d/l${k}${side}`);
        n.body = `namePrefix: ${side}-\nresources:\n`;
        resource(n, `../l${k - 1}`);
      }
      const top = add(`d/l${k}`);
      top.body = 'resources:\n';
      resource(top, `../l${k}a`);
      resource(top, `../l${k}b`);
    }
  } else {
    for (let k = 0; k < count; k++) add(chance(r, 0.3) ? `grp${k % 2}/k${k}` : `k${k}`);
    for (const [k, node] of nodes.entries()) {
      node.body = 'resources:\n';
      resource(node, 'cm.yaml');
      const edges: Node[] = [];
      if (graph === 'chain' && k + 1 < nodes.length) edges.push(nodes[k + 1] as Node);
      if (graph === 'cycle') edges.push(nodes[(k + 1) % nodes.length] as Node);
      if (graph === 'self-cycle') edges.push(node);
      if (graph === 'fan-out' && k === 0) edges.push(...nodes.slice(1));
      if (graph === 'random') for (const other of nodes) if (chance(r, 0.3)) edges.push(other);
      for (const e of edges) resource(node, e === node ? '.' : rel(node, e));
    }
  }
  // Hostile references, spread over the nodes and over every field.
  const hostile = int(r, 0, 4);
  for (let h = 0; h < hostile; h++) {
    const node = pick(r, nodes);
    const [field, write] = pick(r, FIELDS);
    const kind = r();
    let ref: string;
    if (kind < 0.45) {
      const [form, url] = pick(r, REMOTE_FORMS);
      classes.add(`remote:${field}`);
      classes.add(`remote-form:${form}`);
      ref = url;
    } else if (kind < 0.75) {
      const e = escapingReference(r, node.depth, classes);
      classes.add(`escape-field:${field}`);
      node.entries.push(...e.entries);
      ref = e.ref;
    } else {
      const s = specialReference(r, classes);
      classes.add(`special-field:${field}`);
      node.entries.push(...s.entries);
      ref = s.ref;
    }
    // A field already present gets the entry appended as a second key (a duplicate key is a finding too).
    node.body += write(ref);
  }
  if (chance(r, 0.05)) {
    classes.add('plugin:exec');
    const node = pick(r, nodes);
    node.body += 'transformers:\n  - plugin.yaml\n';
    node.entries.push({ kind: 'file', path: 'plugin.yaml', text: 'apiVersion: someteam.example/v1\nkind: Run\nmetadata:\n  name: r\n  annotations:\n    config.kubernetes.io/function: "exec: {path: /bin/sh}"\n' });
  }
  if (chance(r, 0.05)) {
    classes.add('generator:large-literal');
    const node = pick(r, nodes);
    node.body += `configMapGenerator:\n  - name: big\n    literals:\n      - k=${'x'.repeat(int(r, 100_000, 2_000_000))}\n`;
  }
  const out: TreeEntry[] = [];
  for (const node of nodes) {
    const name = pick(r, ['kustomization.yaml', 'kustomization.yaml', 'kustomization.yaml', 'kustomization.yml', 'Kustomization']);
    out.push({ kind: 'file', path: `${node.dir}/${name}`, text: kustomizationText(r, node.body, classes) });
    out.push({ kind: 'file', path: `${node.dir}/cm.yaml`, text: Array.from({ length: int(r, 1, 5) }, (_, c) => configMap(`c${c}`)).join('---\n') });
    for (const e of node.entries) out.push({ ...e, path: `${node.dir}/${e.path}` });
  }
  if (chance(r, 0.15)) {
    classes.add('graph:orphan-component');
    out.push({ kind: 'file', path: 'orphan/kustomization.yaml', text: 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources: [cm.yaml]\n' }, { kind: 'file', path: 'orphan/cm.yaml', text: configMap('orphan') });
  }
  return dedupe(out);
}

/** Plain manifests beside the kustomizations, and symlinks and special files in plain folders. */
function plainFiles(r: Rng, classes: Set<string>): TreeEntry[] {
  const out: TreeEntry[] = [{ kind: 'file', path: 'plain/a.yaml', text: configMap('plain') }];
  if (chance(r, 0.2)) {
    classes.add('plain:symlink-outside');
    out.push({ kind: 'symlink', path: 'plain/secret.yaml', target: pick(r, ['@OUTSIDE@/secret.yaml', '../../outside/secret.yaml']) });
  }
  if (chance(r, 0.1)) {
    classes.add('plain:symlinked-dir-outside');
    out.push({ kind: 'symlink', path: 'plain/outside-dir', target: '@OUTSIDE@/base' });
  }
  if (chance(r, 0.1)) {
    classes.add('plain:dev-link');
    out.push({ kind: 'symlink', path: 'plain/zero.yaml', target: pick(r, ['/dev/zero', '/dev/stdin', '/proc/self/environ']) });
  }
  if (chance(r, 0.1)) {
    classes.add('plain:fifo');
    out.push({ kind: 'fifo', path: 'plain/pipe.yaml' });
  }
  if (chance(r, 0.05)) {
    classes.add('plain:symlink-loop');
    out.push({ kind: 'symlink', path: 'plain/loop', target: '.' }, { kind: 'symlink', path: 'plain/self.yaml', target: 'self.yaml' });
  }
  return out;
}

/** A later entry with the same path replaces an earlier one; a path under a non-directory is dropped. */
function dedupe(entries: readonly TreeEntry[]): TreeEntry[] {
  const byPath = new Map<string, TreeEntry>();
  for (const e of entries) byPath.set(e.path, e);
  const all = [...byPath.values()];
  const leaves = new Set(all.filter((e) => e.kind !== 'dir').map((e) => e.path));
  return all.filter((e) => {
    const parts = e.path.split('/');
    for (let k = 1; k < parts.length; k++) if (leaves.has(parts.slice(0, k).join('/'))) return false;
    return true;
  });
}

const sha = (r: Rng): string => Array.from({ length: 40 }, () => '0123456789abcdef'[int(r, 0, 15)]).join('');

/** A history whose last commit is the work tree (its git-representable part) with changes since the base. */
function history(r: Rng, entries: readonly TreeEntry[], classes: Set<string>): TreeHistory {
  const head: GitEntry[] = [];
  for (const e of entries) {
    if (e.kind === 'file') head.push({ kind: 'file', path: e.path, text: e.text });
    else if (e.kind === 'symlink') head.push({ kind: 'symlink', path: e.path, target: e.target });
  }
  const base = new Map<string, GitEntry>(head.map((e) => [e.path, e]));
  const files = head.filter((e) => e.kind === 'file');
  const changes = int(r, 1, 5);
  for (let c = 0; c < changes; c++) {
    const victim = files.length > 0 ? pick(r, files) : undefined;
    const change = int(r, 0, 8);
    if (change === 0 && victim) {
      classes.add('git:symlink-replaces-file');
      const target = pick(r, ['/etc/passwd', '/dev/zero', '@OUTSIDE@/secret.yaml', '../../outside/secret.yaml', '/proc/self/environ']);
      replaceAtHead(head, { kind: 'symlink', path: victim.path, target });
    } else if (change === 1 && victim) {
      classes.add('git:submodule-replaces-file');
      replaceAtHead(head, { kind: 'gitlink', path: victim.path, sha: sha(r) });
    } else if (change === 2) {
      classes.add('git:submodule-added');
      head.push({ kind: 'gitlink', path: pick(r, ['vendor/sub', 'k0/sub.yaml', 'plain/mod']), sha: sha(r) });
    } else if (change === 3) {
      const blob = hugeBlob(r);
      classes.add(`git:huge-blob-at-head:${blob}`);
      head.push({ kind: 'huge', path: pick(r, ['plain/huge.yaml', 'k0/huge.yaml', 'huge.yml']), blob });
    } else if (change === 4 && victim) {
      const blob = hugeBlob(r);
      classes.add(`git:huge-blob-at-base:${blob}`);
      base.set(victim.path, { kind: 'huge', path: victim.path, blob });
    } else if (change === 5 && victim) {
      classes.add('git:rename');
      base.delete(victim.path);
      const old = `old/${victim.path.replace(/\//g, '-')}`;
      base.set(old, { ...victim, path: old });
    } else if (change === 6) {
      classes.add('git:deletion');
      base.set('deleted/gone.yaml', { kind: 'file', path: 'deleted/gone.yaml', text: configMap('gone') });
    } else if (change === 7 && victim) {
      classes.add('git:modified');
      base.set(victim.path, { kind: 'file', path: victim.path, text: configMap('before') });
    } else {
      classes.add('git:symlink-at-base');
      base.set('plain/was-link.yaml', { kind: 'symlink', path: 'plain/was-link.yaml', target: '@OUTSIDE@/secret.yaml' });
      head.push({ kind: 'file', path: 'plain/was-link.yaml', text: configMap('now-a-file') });
    }
  }
  const commits: GitEntry[][] = [[...base.values()]];
  if (chance(r, 0.3)) {
    classes.add('git:intermediate-commit');
    commits.push([...head.filter((e) => e.kind !== 'huge'), { kind: 'file', path: 'between.yaml', text: configMap('between') }]);
  }
  commits.push(head);
  return { commits, baseIndex: 0 };
}

function replaceAtHead(head: GitEntry[], entry: GitEntry): void {
  const at = head.findIndex((e) => e.path === entry.path);
  if (at >= 0) head[at] = entry;
  else head.push(entry);
}

export function treeCaseAt(seed: number, index: number): TreeCase {
  const r = mulberry32((seed * 2654435761) ^ (index * 2246822519) ^ 0x85ebca6b);
  // Let the generator warm up: the first outputs of close seeds are correlated.
  for (let k = 0; k < 4; k++) r();
  const classes = new Set<string>();
  const entries = dedupe([...kustomizationGraph(r, classes), ...plainFiles(r, classes)]);
  const withBase = chance(r, 0.35);
  const args: string[] = [];
  const paths = chance(r, 0.8) ? ['.'] : [...new Set(entries.filter((e) => e.kind === 'file').map((e) => e.path.split('/')[0] ?? '.'))].slice(0, int(r, 1, 3));
  args.push(...paths);
  if (chance(r, 0.08)) {
    classes.add('flag:max-file-bytes');
    args.push('--max-file-bytes', String(pick(r, [1, 100, 65536])));
  }
  let hist: TreeHistory | undefined;
  if (withBase) {
    classes.add('mode:base');
    hist = history(r, entries, classes);
    args.push('--base', 'base');
  } else classes.add('mode:work-tree');
  return { seed, index, entries, ...(hist ? { history: hist } : {}), args, classes: [...classes].sort() };
}
