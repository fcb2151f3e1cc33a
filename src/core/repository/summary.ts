import type { Manifest } from '../manifest/manifest.js';
import type { CrdSchemaSource } from '../check/check.js';
import { SHIPPED_PREFIX } from '../manifest/input.js';
import { DEFAULT_CATALOG_DIR } from '../catalog/lockfile.js';
import type { SkippedFile } from './non-manifest.js';
import { getOrMake } from '../memo/memo.js';

/**
 * What a run looked at: objects by kind, objects that were not validated and why, files
 * skipped (not Kubernetes objects) and files ignored. Every renderer prints it, so a run never
 * says "No problems found" about something it did not check.
 */
export interface KindCount {
  readonly apiVersion: string;
  readonly kind: string;
  readonly objects: number;
  /** Of those, validated against a schema. */
  readonly validated: number;
}

export interface UnvalidatedGroup {
  readonly apiVersion: string;
  readonly kind: string;
  readonly reason: string;
  readonly objects: number;
}

/** Where the CRD that validated custom resources came from. */
export const SCHEMA_ORIGINS = ['repository', 'catalog', 'chart', 'shipped', 'cluster'] as const;
export type SchemaOrigin = (typeof SCHEMA_ORIGINS)[number];

/** Custom resources of one kind and version, and the CRD that validated them. */
export interface SchemaUse {
  readonly apiVersion: string;
  readonly kind: string;
  readonly objects: number;
  /** metadata.name of the CRD and the version of it used. */
  readonly crd: string;
  readonly version: string;
  readonly origin: SchemaOrigin;
  /** The CRD's file (repository-relative, `driftgate:…` shipped, `cluster:…` live). */
  readonly file: string;
  /** For catalog CRDs: where the catalog took it from (the lockfile's source, tag and commit). */
  readonly source?: string;
}

/**
 * Origin of a CRD by where its file is: shipped and live CRDs are named so; the catalog folder;
 * the `crds/` folder of a chart (a directory with a Chart.yaml); else the repository.
 */
export function schemaOrigin(file: string, options: { readonly chartDirs?: ReadonlySet<string> } = {}): SchemaOrigin {
  if (file.startsWith(SHIPPED_PREFIX)) return 'shipped';
  if (file.startsWith('cluster:')) return 'cluster';
  if (file.startsWith(`${DEFAULT_CATALOG_DIR}/`)) return 'catalog';
  const chart = /^(?:(.*)\/)?crds\/.+$/.exec(file);
  if (chart && options.chartDirs?.has(chart[1] ?? '')) return 'chart';
  return 'repository';
}

export interface RenderSummary {
  readonly root: string;
  readonly objects: number;
  readonly status: 'rendered' | 'not rendered';
  readonly reason?: string;
}

/** One Helm render: a chart with a values set, or a release of the repository, and what came of it. */
export interface HelmSummary {
  /** `chart charts/web`, `HelmRelease apps/web`, `Application argocd/web`. */
  readonly label: string;
  readonly valuesSet?: string;
  readonly objects: number;
  readonly status: 'rendered' | 'not rendered';
  readonly reason?: string;
}

export interface RunSummary {
  /** Files read among the named paths. */
  readonly files: number;
  readonly objects: number;
  readonly validated: number;
  readonly kinds: readonly KindCount[];
  readonly unvalidated: readonly UnvalidatedGroup[];
  readonly skippedFiles: readonly SkippedFile[];
  /** Files and directories (ending in `/`) that were not read, with the rule that ignored each. */
  readonly ignoredFiles: readonly SkippedFile[];
  /** Files checked through a kustomize render rather than on their own. */
  readonly renderedFiles: readonly string[];
  readonly kustomizations: readonly RenderSummary[];
  /** Helm charts and releases, rendered or not and why. */
  readonly helm?: readonly HelmSummary[];
  /** True when every object named was validated and every kustomization and chart rendered. */
  readonly complete: boolean;
  /** How the run was made, where it is weaker than it could be (kustomize rendered without a network namespace). */
  readonly notes?: readonly string[];
  /** Custom resources by kind: which CRD validated them and where it came from. */
  readonly schemas?: readonly SchemaUse[];
}

export interface RunSummaryInput {
  readonly objects: readonly Manifest[];
  readonly unvalidated: readonly { readonly manifest: Manifest; readonly reason: string }[];
  readonly skipped: readonly SkippedFile[];
  readonly ignored: readonly SkippedFile[];
  readonly renderedFiles: readonly string[];
  readonly renders: readonly RenderSummary[];
  readonly helm?: readonly HelmSummary[];
  readonly filesRead: number;
  readonly notes?: readonly string[];
  /** The CRD each object validated against a CRD schema was judged by (CheckResult.schemaSources). */
  readonly schemaSources?: ReadonlyMap<Manifest, CrdSchemaSource>;
  /** Catalog CRD files → where the catalog took them from (read from the lockfile by the caller). */
  readonly catalogSources?: ReadonlyMap<string, string>;
  /** Directories that hold a Chart.yaml: CRDs in their crds/ folder are the chart's. */
  readonly chartDirs?: ReadonlySet<string>;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function buildRunSummary(input: RunSummaryInput): RunSummary {
  const notValidated = new Set(input.unvalidated.map((u) => u.manifest));
  // Counted in maps by apiVersion, then kind: no key string is built per object.
  const kindsByVersion = new Map<string, Map<string, { apiVersion: string; kind: string; objects: number; validated: number }>>();
  const kinds: { apiVersion: string; kind: string; objects: number; validated: number }[] = [];
  // Objects come in runs of one kind: the last kind's entry is taken without a lookup.
  let entry: { apiVersion: string; kind: string; objects: number; validated: number } | undefined;
  for (const m of input.objects) {
    const { apiVersion, kind } = m.object;
    if (entry === undefined || entry.kind !== kind || entry.apiVersion !== apiVersion) {
      const byKind = getOrMake(kindsByVersion, apiVersion, () => new Map());
      entry = byKind.get(kind);
      if (!entry) {
        entry = { apiVersion, kind, objects: 0, validated: 0 };
        byKind.set(kind, entry);
        kinds.push(entry);
      }
    }
    entry.objects += 1;
    if (notValidated.size === 0 || !notValidated.has(m)) entry.validated += 1;
  }
  const groups = new Map<string, { apiVersion: string; kind: string; reason: string; objects: number }>();
  for (const u of input.unvalidated) {
    const key = `${u.manifest.object.apiVersion}\u0000${u.manifest.object.kind}\u0000${u.reason}`;
    const entry = groups.get(key) ?? { apiVersion: u.manifest.object.apiVersion, kind: u.manifest.object.kind, reason: u.reason, objects: 0 };
    entry.objects += 1;
    groups.set(key, entry);
  }
  // By file, apiVersion and kind; the first object of each names the CRD and version.
  const uses = new Map<string, Map<string, Map<string, { -readonly [K in keyof SchemaUse]: SchemaUse[K] }>>>();
  const schemaUses: SchemaUse[] = [];
  let lastUse: { readonly source: CrdSchemaSource; readonly use: { objects: number; apiVersion: string; kind: string } } | undefined;
  for (const m of input.objects) {
    const source = input.schemaSources?.get(m);
    if (!source) continue;
    const { apiVersion, kind } = m.object;
    // The same source and kind as the object before (sources are shared per CRD version and file).
    if (lastUse !== undefined && lastUse.source === source && lastUse.use.kind === kind && lastUse.use.apiVersion === apiVersion) {
      lastUse.use.objects += 1;
      continue;
    }
    const byKind = getOrMake(getOrMake(uses, source.file, () => new Map()), apiVersion, () => new Map());
    const entry = byKind.get(kind);
    if (entry) {
      entry.objects += 1;
      lastUse = { source, use: entry };
      continue;
    }
    const detail = input.catalogSources?.get(source.file);
    const use = { apiVersion, kind, objects: 1, crd: source.crd, version: source.version, origin: schemaOrigin(source.file, input.chartDirs ? { chartDirs: input.chartDirs } : {}), file: source.file, ...(detail !== undefined ? { source: detail } : {}) };
    byKind.set(kind, use);
    lastUse = { source, use };
    schemaUses.push(use); // in the order first seen: the sort below keeps it between equal kinds
  }
  const sortKinds = <T extends { kind: string; apiVersion: string }>(list: T[]): T[] => list.sort((a, b) => byText(a.kind, b.kind) || byText(a.apiVersion, b.apiVersion));
  const validated = input.objects.length - notValidated.size;
  return {
    files: input.filesRead,
    objects: input.objects.length,
    validated,
    kinds: sortKinds(kinds),
    unvalidated: sortKinds([...groups.values()]),
    skippedFiles: [...input.skipped].sort((a, b) => byText(a.file, b.file)),
    ignoredFiles: [...input.ignored].sort((a, b) => byText(a.file, b.file)),
    renderedFiles: [...input.renderedFiles].sort(byText),
    kustomizations: [...input.renders].sort((a, b) => byText(a.root, b.root)),
    ...(input.helm && input.helm.length > 0 ? { helm: [...input.helm].sort((a, b) => byText(a.label, b.label) || byText(a.valuesSet ?? '', b.valuesSet ?? '')) } : {}),
    complete: notValidated.size === 0 && input.renders.every((r) => r.status === 'rendered') && (input.helm ?? []).every((h) => h.status === 'rendered'),
    ...(input.notes && input.notes.length > 0 ? { notes: [...input.notes] } : {}),
    ...(schemaUses.length > 0 ? { schemas: sortKinds(schemaUses) } : {}),
  };
}
