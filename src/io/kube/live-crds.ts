import { versionsToValidate } from '../../core/crd-compat/live.js';
import type { LiveGateData } from '../../core/gate/judge.js';
import { readCrd, servedVersionsOf } from '../../core/kube/crd.js';
import type { Manifest } from '../../core/manifest/manifest.js';
import type { CrdLiveReader } from './crd-live.js';

/**
 * What the CRD gate needs from the cluster, read for the gate to judge (core/gate/judge.ts):
 * each head CRD as served, its stored objects for every version whose schema the head changes,
 * and how many objects exist of each base CRD the head removes.
 */
export async function readLiveCrdData(reader: CrdLiveReader, options: { readonly head: readonly Manifest[]; readonly removed?: readonly Manifest[] }): Promise<LiveGateData> {
  const crds = new Map<string, Readonly<Record<string, unknown>>>();
  const storedObjects = new Map<string, Map<string, unknown[]>>();
  const objectCounts = new Map<string, number>();
  for (const manifest of options.head) {
    const name = manifest.object.metadata.name;
    if (manifest.object.apiVersion !== 'apiextensions.k8s.io/v1' || !name) continue;
    const object = await reader.readCrd(name);
    if (!object) continue;
    crds.set(name, object);
    const crd = readCrd(manifest);
    const byVersion = new Map<string, unknown[]>();
    for (const version of versionsToValidate({ head: manifest, live: { object } })) {
      const objects: unknown[] = [];
      for await (const page of reader.listObjects({ group: crd.group ?? '', version, plural: crd.plural ?? '' })) objects.push(...page);
      byVersion.set(version, objects);
    }
    if (byVersion.size > 0) storedObjects.set(name, byVersion);
  }
  for (const manifest of options.removed ?? []) {
    const name = manifest.object.metadata.name;
    if (!name) continue;
    const object = await reader.readCrd(name);
    if (!object) {
      objectCounts.set(name, 0);
      continue;
    }
    const served = servedVersionsOf(object)[0];
    const crd = readCrd(manifest);
    if (served === undefined) continue;
    let count = 0;
    for await (const page of reader.listObjects({ group: crd.group ?? '', version: served, plural: crd.plural ?? '' })) count += page.length;
    objectCounts.set(name, count);
  }
  return { crds, storedObjects, objectCounts };
}
