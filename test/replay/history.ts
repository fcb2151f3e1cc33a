// The CRD gate replayed over real release history: the CRDs of public projects read straight
// from local bare git mirrors at their release tags (never vendored into this repository), and
// every consecutive release pair of every CRD compared with the library's compareCrdSets.
// Used by the replay runner (test/replay/run.ts, `npm run replay:crds`) and by the labelled
// sample's test (test/crd-compat/replay-labelled.test.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compareCrdSets } from '../../src/core/crd-compat/index.js';
import type { CrdCompatFinding } from '../../src/core/crd-compat/index.js';
import { isCrdManifest } from '../../src/core/kube/crd.js';
import { loadManifests, type Manifest } from '../../src/core/manifest/manifest.js';
import { parseYaml } from '../../src/core/yaml/parse.js';

export interface ReplayProject {
  /** owner/name on GitHub. */
  readonly repo: string;
  /** Which files hold the CRDs (matched against the path inside the repository). */
  readonly files: RegExp;
  /** Files under `files` that are not the CRDs users install (legacy copies for old clusters). */
  readonly skip?: RegExp;
  /** CRDs are keyed by channel and name: Gateway API ships the same names in two channels. */
  readonly channel?: (file: string) => string;
  /** Tags that look like releases but are not (a stray tag). */
  readonly excludeTags?: readonly string[];
}

export const PROJECTS: readonly ReplayProject[] = [
  {
    repo: 'kubernetes-sigs/gateway-api',
    files: /^config\/crd\/(standard|experimental|bases)\/[^/]+\.yaml$/,
    skip: /kustomization\.yaml$|_vap_/,
    channel: (file) => (file.includes('/experimental/') ? 'experimental' : 'standard'),
    excludeTags: ['v0.15.25'],
  },
  { repo: 'cert-manager/cert-manager', files: /^deploy\/crds\/[^/]+\.yaml$/, skip: /\.v1beta1\.yaml$/ },
  { repo: 'crossplane/crossplane', files: /^cluster\/(charts\/crossplane\/)?crds\/[^/]+\.yaml$/ },
  { repo: 'kubernetes-sigs/cluster-api', files: /^(bootstrap\/kubeadm\/|controlplane\/kubeadm\/|exp\/(addons\/|ipam\/|runtime\/)?)?config\/crd\/bases\/[^/]+\.yaml$/ },
  { repo: 'prometheus-operator/prometheus-operator', files: /^example\/prometheus-operator-crd\/[^/]+\.yaml$/ },
  { repo: 'argoproj/argo-cd', files: /^manifests\/crds\/[^/]+-crd\.yaml$/ },
];

/** Where the `fetch` tool (or `git clone --mirror`) put the bare repository; REPLAY_MIRRORS overrides the root. */
export function mirrorDir(repo: string): string {
  const root = process.env.REPLAY_MIRRORS ?? '/work/.mirror';
  const base = path.join(root, repo.replace('/', '+'));
  return existsSync(path.join(base, 'repo')) ? path.join(base, 'repo') : base;
}

export function hasMirror(repo: string): boolean {
  const dir = mirrorDir(repo);
  return existsSync(path.join(dir, 'HEAD')) && existsSync(path.join(dir, 'objects'));
}

function git(gitDir: string, args: readonly string[], input?: string): Buffer {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 30, ...(input !== undefined ? { input } : {}) });
}

/** Final releases (vX.Y.Z) in semver order: the pinned tag list, computed from the mirror. */
export function releaseTags(project: ReplayProject): string[] {
  const tags = git(mirrorDir(project.repo), ['tag', '--list', 'v*']).toString('utf8').split('\n');
  return tags.filter((t) => /^v\d+\.\d+\.\d+$/.test(t) && !(project.excludeTags ?? []).includes(t)).sort(bySemver);
}

function semver(tag: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = tag.slice(1).split('.').map(Number);
  return [major, minor, patch];
}

function bySemver(a: string, b: string): number {
  const [x, y] = [semver(a), semver(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * The upgrade steps of a release history: each patch release after the one before it in the
 * same minor line, and each minor line's first release after the previous line's first release.
 * Plain semver order would pair a late backport (v1.12.17) with the next line's first release
 * (v1.13.0, older than the backport), reporting as removed what the backport added.
 */
export function releasePairs(tags: readonly string[]): Array<[string, string]> {
  const lines = new Map<string, string[]>();
  for (const tag of [...tags].sort(bySemver)) {
    const [major, minor] = semver(tag);
    const line = `${major}.${minor}`;
    lines.set(line, [...(lines.get(line) ?? []), tag]);
  }
  const pairs: Array<[string, string]> = [];
  let previousFirst: string | undefined;
  for (const line of lines.values()) {
    const first = line[0];
    if (previousFirst !== undefined && first !== undefined) pairs.push([previousFirst, first]);
    for (let i = 1; i < line.length; i++) pairs.push([line[i - 1] ?? '', line[i] ?? '']);
    previousFirst = first;
  }
  return pairs;
}

/**
 * cert-manager's CRD files carry Helm template directives (some inside YAML comments): `if` blocks
 * are resolved the way the chart's default values resolve them (a condition about installing the
 * CRDs holds, anything else, such as a webhook URL override, does not) and other expressions are
 * replaced by inert text, so the files parse as the YAML a default install applies.
 */
export function resolveTemplating(text: string): string {
  const out: string[] = [];
  // One entry per open `if`: whether its current branch is kept.
  const branches: boolean[] = [];
  const directive = /^\s*(?:#\s*)?\{\{-?\s*(if|else|end|with|range)\b([^}]*)-?\}\}\s*$/;
  for (const line of text.split('\n')) {
    const match = directive.exec(line);
    if (match) {
      const [, keyword, condition = ''] = match;
      if (keyword === 'if' || keyword === 'with' || keyword === 'range') branches.push(/crds|installcrds/i.test(condition));
      else if (keyword === 'else') branches.push(!(branches.pop() ?? true));
      else branches.pop();
      continue;
    }
    if (branches.some((kept) => !kept)) continue;
    if (/^\s*\{\{.*\}\}\s*$/.test(line)) continue;
    out.push(line.replace(/\{\{-?[^}]*-?\}\}/g, 'templated'));
  }
  return out.join('\n');
}

export interface CrdAtTag {
  /** channel/name */
  readonly key: string;
  readonly file: string;
  readonly manifest: Manifest;
  /** The CRD's content, to skip pairs where it did not change. */
  readonly fingerprint: string;
}

/** Blob contents by id, read in one `git cat-file --batch`. */
function readBlobs(gitDir: string, ids: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const buffer = git(gitDir, ['cat-file', '--batch'], ids.join('\n') + '\n');
  let at = 0;
  while (at < buffer.length) {
    const eol = buffer.indexOf(0x0a, at);
    const [id, , size] = buffer.subarray(at, eol).toString('utf8').split(' ');
    const length = Number(size);
    out.set(id ?? '', buffer.subarray(eol + 1, eol + 1 + length).toString('utf8'));
    at = eol + 1 + length + 1;
  }
  return out;
}

/** Parsed CRDs by blob id: a file unchanged between tags is parsed once. */
const parsedBlobs = new Map<string, Manifest[]>();

/** The CRDs of a project at several tags. */
export function crdsAtTags(project: ReplayProject, tags: readonly string[]): Map<string, CrdAtTag[]> {
  const gitDir = mirrorDir(project.repo);
  const listing = new Map<string, Array<{ file: string; blob: string }>>();
  const wanted = new Set<string>();
  for (const tag of tags) {
    const entries: Array<{ file: string; blob: string }> = [];
    for (const line of git(gitDir, ['ls-tree', '-r', tag]).toString('utf8').split('\n')) {
      const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(line);
      if (!match?.[1] || !match[2]) continue;
      const [blob, file] = [match[1], match[2]];
      if (!project.files.test(file) || project.skip?.test(file)) continue;
      entries.push({ file, blob });
      if (!parsedBlobs.has(blob)) wanted.add(blob);
    }
    listing.set(tag, entries);
  }
  for (const [blob, text] of readBlobs(gitDir, [...wanted])) {
    const { documents } = parseYaml(resolveTemplating(text), { file: blob });
    parsedBlobs.set(blob, loadManifests(documents).manifests.filter(isCrdManifest));
  }
  const result = new Map<string, CrdAtTag[]>();
  for (const [tag, entries] of listing) {
    const crds: CrdAtTag[] = [];
    for (const { file, blob } of entries) {
      for (const manifest of parsedBlobs.get(blob) ?? []) {
        const channel = project.channel?.(file) ?? '';
        const key = `${channel ? `${channel}/` : ''}${manifest.object.metadata.name}`;
        crds.push({ key, file, manifest: relabel(manifest, `${tag}:${file}`), fingerprint: JSON.stringify(manifest.object) });
      }
    }
    result.set(tag, crds);
  }
  return result;
}

/** The same manifest, its findings pointing at tag:file rather than the blob id. */
function relabel(manifest: Manifest, file: string): Manifest {
  return {
    ...manifest,
    file,
    locate: (pointer, at) => ({ ...manifest.locate(pointer, at), file }),
  };
}

export interface PairResult {
  readonly project: string;
  readonly crd: string;
  readonly base: string;
  readonly head: string;
  readonly findings: CrdCompatFinding[];
  /** Wall-clock time of the comparison. */
  readonly milliseconds: number;
  /** CPU time of the comparison (the machine may be shared: wall time then overstates it). */
  readonly cpuMilliseconds: number;
  readonly crash?: string;
}

/** One CRD at two tags through the gate, timed. */
export function comparePair(project: string, crd: string, base: { tag: string; manifest: Manifest }, head: { tag: string; manifest: Manifest }): PairResult {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const cpuMilliseconds = (): number => {
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1000;
  };
  try {
    const findings = compareCrdSets({ base: [base.manifest], head: [head.manifest] });
    return { project, crd, base: base.tag, head: head.tag, findings, milliseconds: performance.now() - started, cpuMilliseconds: cpuMilliseconds() };
  } catch (error) {
    return { project, crd, base: base.tag, head: head.tag, findings: [], milliseconds: performance.now() - started, cpuMilliseconds: cpuMilliseconds(), crash: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** Every upgrade step (releasePairs) of every CRD present at both tags whose content changed. */
export function* replayProject(project: ReplayProject, tags: readonly string[] = releaseTags(project)): Generator<PairResult | { unchanged: number; tags: number }> {
  const atTags = crdsAtTags(project, tags);
  let unchanged = 0;
  for (const [baseTag, headTag] of releasePairs(tags)) {
    const before = new Map((atTags.get(baseTag) ?? []).map((c) => [c.key, c]));
    for (const after of atTags.get(headTag) ?? []) {
      const prior = before.get(after.key);
      if (!prior) continue;
      if (prior.fingerprint === after.fingerprint) {
        unchanged++;
        continue;
      }
      yield comparePair(project.repo, after.key, { tag: baseTag, manifest: prior.manifest }, { tag: headTag, manifest: after.manifest });
    }
  }
  yield { unchanged, tags: tags.length };
}
