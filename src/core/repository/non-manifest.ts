import path from 'node:path';
import { isRecord } from '../manifest/manifest.js';
import type { YamlDocument } from '../yaml/parse.js';
import { isKustomizationFileName, kustomizeKind } from './kustomization.js';

/**
 * YAML files in a GitOps repository that are not Kubernetes objects, and why. The rules
 * (documented in docs/repositories.md) are deliberately narrow: a file is skipped only when
 * its name or place says what it is, or when no document in it has any of apiVersion, kind or
 * metadata. A manifest that lacks `kind` (but has apiVersion or metadata) is still an error.
 */

/** A file that was read and not checked as Kubernetes objects, with why. */
export interface SkippedFile {
  readonly file: string;
  readonly reason: string;
}

interface PathRule {
  readonly test: (file: string, base: string) => boolean;
  readonly reason: string;
}

const under = (file: string, dir: string): boolean => file === dir || file.startsWith(dir + '/') || file.includes('/' + dir + '/');

const PATH_RULES: readonly PathRule[] = [
  { test: (f) => under(f, '.github/workflows'), reason: 'GitHub Actions workflow' },
  { test: (f) => under(f, '.github'), reason: 'GitHub configuration' },
  { test: (_, b) => b === 'action.yml' || b === 'action.yaml', reason: 'GitHub Action metadata' },
  { test: (_, b) => b === '.gitlab-ci.yml' || b === '.travis.yml' || b === 'azure-pipelines.yml' || b === 'bitbucket-pipelines.yml' || b === 'cloudbuild.yaml', reason: 'CI configuration' },
  { test: (_, b) => b === '.pre-commit-config.yaml' || b === '.pre-commit-hooks.yaml', reason: 'pre-commit configuration' },
  { test: (_, b) => /^(docker-)?compose(\.[\w.-]+)?\.ya?ml$/i.test(b), reason: 'Docker Compose file' },
  { test: (_, b) => b === 'Chart.yaml' || b === 'Chart.yml', reason: 'Helm chart metadata (Chart.yaml)' },
  { test: (_, b) => b === 'skaffold.yaml' || b === 'skaffold.yml' || b === 'tilt_config.yaml', reason: 'developer tool configuration' },
  { test: (_, b) => b === 'pnpm-lock.yaml' || b === 'pnpm-workspace.yaml' || b === '.yarnrc.yml', reason: 'package manager file' },
  { test: (_, b) => /^\.?(golangci|goreleaser|yamllint|codecov|mkdocs|readthedocs|releaserc|markdownlint|dependabot|renovate)(\.[\w-]+)?\.ya?ml$/i.test(b), reason: 'tool configuration' },
];

/**
 * Classifies a file by where it is: `chartDirs` are the directories holding a Chart.yaml
 * (their templates/ are Go templates, YAML only once rendered by Helm).
 */
export function classifyByPath(file: string, chartDirs: ReadonlySet<string>): string | undefined {
  const base = path.posix.basename(file);
  if (isKustomizationFileName(file)) return 'kustomize configuration (rendered with kustomize)';
  for (const rule of PATH_RULES) if (rule.test(file, base)) return rule.reason;
  if (chartDirs.size === 0) return undefined;
  for (let dir = path.posix.dirname(file); dir !== '.' && dir !== '/' && dir !== ''; dir = path.posix.dirname(dir)) {
    const parent = path.posix.dirname(dir) === '.' ? '' : path.posix.dirname(dir);
    if (path.posix.basename(dir) === 'templates' && chartDirs.has(parent)) return `Helm chart template of ${parent || '.'} (YAML only after helm template)`;
  }
  return undefined;
}

/** The directories of a file list that hold a Helm chart (a Chart.yaml). */
export function chartDirectories(files: readonly string[]): Set<string> {
  const dirs = new Set<string>();
  for (const f of files) {
    const base = path.posix.basename(f);
    if (base === 'Chart.yaml' || base === 'Chart.yml') dirs.add(path.posix.dirname(f) === '.' ? '' : path.posix.dirname(f));
  }
  return dirs;
}

const OBJECT_KEYS = ['apiVersion', 'kind', 'metadata'] as const;

/**
 * Classifies a parsed file by what it holds. Returns undefined for anything that may be a
 * Kubernetes object, so that its problems are reported.
 */
export function classifyByContent(file: string, documents: readonly YamlDocument[]): string | undefined {
  const values = documents.map((d) => d.value).filter((v) => v !== null && v !== undefined);
  if (values.length === 0) return undefined;
  const kustomize = values.map(kustomizeKind);
  if (kustomize.every((k) => k !== undefined)) return `kustomize ${kustomize[0] ?? 'Kustomization'} (configuration, not an object)`;
  // Only mappings with none of apiVersion, kind and metadata: configuration of some other tool.
  // A list or a scalar stays an error (a broken manifest looks like that too).
  if (values.every((v) => isRecord(v) && !OBJECT_KEYS.some((k) => k in v))) {
    const base = path.posix.basename(file);
    if (/^values([.-][\w.-]+)?\.ya?ml$/i.test(base)) return 'Helm values (no apiVersion, kind or metadata)';
    return 'not a Kubernetes object (no document has apiVersion, kind or metadata)';
  }
  return undefined;
}
