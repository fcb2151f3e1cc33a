// Drift preview for pull requests (`driftgate diff`, and the Action's drift-preview mode):
// what applying the changed manifests would change in the live cluster, field by field, as
// the agent would apply them (field manager driftgate-sync, server-side apply dry-run), plus
// the objects the change removes from Git that the agent would prune.
import type { SourceFile } from '../core/manifest/input.js';
import { parseFiles } from '../core/check/check.js';
import { summarizeDrift, summaryLine, renderDriftMarkdown, type DriftReport } from '../core/drift/render.js';
import { keyOf, markOwned, objectId, SYNC_LABEL, TRACKING_ANNOTATION, trackingId, type ObjectKey } from '../core/drift/ownership.js';
import type { CompiledIgnoreRule } from '../core/drift/ignore.js';
import type { Finding } from '../core/findings/finding.js';
import type { KubeObject } from '../core/manifest/manifest.js';
import type { KubeClient } from '../io/kube/client.js';
import type { Discovery } from '../io/kube/discovery.js';
import { FIELD_MANAGER } from './apply.js';
import { pendingCreateIds, readLive, refOfKey, scanDrift } from './drift.js';

export interface PreviewInput {
  /** Manifests to preview (the changed files at head, or every file without a base). */
  readonly headFiles: readonly SourceFile[];
  /** The same files at base, for objects the change removes; absent without a base. */
  readonly baseFiles?: readonly SourceFile[];
  readonly ignore?: readonly CompiledIgnoreRule[];
}

export interface PreviewEnvironment {
  readonly client: KubeClient;
  readonly discovery: Discovery;
  readonly concurrency?: number;
}

export interface Preview {
  readonly report: DriftReport;
  /** Files that could not be read as manifests. */
  readonly findings: readonly Finding[];
}

export async function previewDrift(env: PreviewEnvironment, input: PreviewInput): Promise<Preview> {
  const head = parseFiles(input.headFiles);
  const desired = await markLikeTheAgent(env, dedupe(head.manifests.map((m) => m.object)));
  const scan = await scanDrift({ client: env.client, discovery: env.discovery, fieldManager: FIELD_MANAGER, ignore: input.ignore ?? [], ...(env.concurrency !== undefined ? { concurrency: env.concurrency } : {}) }, desired, {
    pendingCreates: pendingCreateIds(desired.filter((o) => o.kind === 'Namespace' || o.kind === 'CustomResourceDefinition')),
  });
  const prune: ObjectKey[] = [];
  if (input.baseFiles) {
    const kept = new Set(desired.map((o) => objectId(keyOf(o))));
    for (const o of dedupe(parseFiles(input.baseFiles).manifests.map((m) => m.object))) {
      const key = keyOf(o);
      if (kept.has(objectId(key))) continue;
      const live = await readLive(env, key);
      const meta = live?.metadata;
      const sync = meta?.labels?.[SYNC_LABEL];
      if (sync !== undefined && meta?.annotations?.[TRACKING_ANNOTATION] === trackingId(sync, key) && meta.annotations['driftgate.dev/prune'] !== 'disabled') prune.push(key);
    }
  }
  return { report: { ...scan.report, prune: prune.map(refOfKey) }, findings: head.findings };
}

function dedupe(objects: readonly KubeObject[]): KubeObject[] {
  const seen = new Set<string>();
  return objects.filter((o) => {
    const id = objectId(keyOf(o));
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Adds the ownership marks the agent adds, with the sync id the live object already carries
 * (so the marks are not reported as differences); new objects get a placeholder id.
 */
async function markLikeTheAgent(env: PreviewEnvironment, objects: readonly KubeObject[]): Promise<KubeObject[]> {
  const out: KubeObject[] = [];
  for (const o of objects) {
    let sync = 'preview';
    try {
      const live = await readLive(env, keyOf(o));
      sync = live?.metadata.labels?.[SYNC_LABEL] ?? sync;
    } catch {
      // unreadable: the dry-run reports the error for this object
    }
    out.push(markOwned(o, sync));
  }
  return out;
}

/** The check run for a preview (the Action's drift-preview mode publishes it). */
export function previewCheckRun(preview: Preview): { conclusion: 'success' | 'neutral' | 'failure'; title: string; summary: string } {
  const s = summarizeDrift(preview.report);
  const changes = s.create + s.update + s.prune;
  return {
    conclusion: s.errors > 0 ? 'failure' : changes > 0 ? 'neutral' : 'success',
    title: changes === 0 && s.errors === 0 ? 'No change to the live cluster' : summaryLine(preview.report),
    summary: renderDriftMarkdown(preview.report, { title: 'What this change would do to the live cluster' }),
  };
}
