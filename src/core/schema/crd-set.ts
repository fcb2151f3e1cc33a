import type { Finding } from '../findings/finding.js';
import type { Manifest } from '../manifest/manifest.js';
import { isCrdManifest } from '../kube/crd.js';
import { sameJson } from '../kube/json.js';

/**
 * CRDs by metadata.name, the way `check` and `crd-diff` both collect them. The first definition
 * of a name is the one used. A second definition of the same name is:
 * - nothing, when it is in another file and semantically equal (rendered install bundles repeat
 *   the same CRD, and applying it twice changes nothing);
 * - a duplicate when it is in the same file (a copy-paste slip: kubectl applies the last one);
 * - a conflict when it differs: reported at both definitions, since either may be the wrong one.
 */

export type CrdDuplicateKind = 'same-file' | 'conflict';

export interface CrdDuplicate {
  readonly kind: CrdDuplicateKind;
  readonly name: string;
  /** The definition the finding is located at. */
  readonly manifest: Manifest;
  /** The other definition. */
  readonly other: Manifest;
  /** Whether the two definitions are semantically equal. */
  readonly identical: boolean;
  /** True at the definition that is used (the first), false at the one that is ignored. */
  readonly used: boolean;
}

export interface CrdSet {
  /** The definition used for each name (the first). */
  readonly byName: ReadonlyMap<string, Manifest>;
  readonly duplicates: readonly CrdDuplicate[];
}

/** Indexes the CRD manifests among `manifests` (other objects are ignored). */
export function indexCrds(manifests: readonly Manifest[]): CrdSet {
  const byName = new Map<string, Manifest>();
  const duplicates: CrdDuplicate[] = [];
  const reportedAtFirst = new Set<Manifest>();
  for (const m of manifests) {
    if (!isCrdManifest(m)) continue;
    const name = m.object.metadata.name ?? '';
    const first = byName.get(name);
    if (!first) {
      byName.set(name, m);
      continue;
    }
    const identical = sameJson(first.object, m.object);
    if (first.file === m.file) {
      duplicates.push({ kind: 'same-file', name, manifest: m, other: first, identical, used: false });
      continue;
    }
    if (identical) continue;
    duplicates.push({ kind: 'conflict', name, manifest: m, other: first, identical, used: false });
    if (!reportedAtFirst.has(first)) {
      reportedAtFirst.add(first);
      duplicates.push({ kind: 'conflict', name, manifest: first, other: m, identical, used: true });
    }
  }
  return { byName, duplicates };
}

/** `file:line` of a manifest, for messages that point at the other definition. */
export function whereIs(manifest: Manifest): string {
  return `${manifest.file}:${manifest.locate('').line}`;
}

/** The message and severity both commands use for a duplicate. */
export function describeDuplicate(d: CrdDuplicate): { readonly severity: 'error' | 'warning'; readonly message: string; readonly hint: string } {
  if (d.kind === 'same-file') {
    return d.identical
      ? {
          severity: 'warning',
          message: `CustomResourceDefinition ${d.name} is defined twice in this file: expected one definition, found an identical copy of the one at ${whereIs(d.other)}`,
          hint: 'Remove the copy.',
        }
      : {
          severity: 'error',
          message: `CustomResourceDefinition ${d.name} is defined twice in this file: expected one definition, found a different one than at ${whereIs(d.other)}; the first is used, kubectl apply would keep the last`,
          hint: 'Remove one of them.',
        };
  }
  return {
    severity: 'error',
    message: d.used
      ? `CustomResourceDefinition ${d.name} has a conflicting definition at ${whereIs(d.other)}: expected every copy to be identical, found a different one; this one is used`
      : `CustomResourceDefinition ${d.name} is already defined at ${whereIs(d.other)}: expected an identical copy, found a different definition; the first one is used`,
    hint: 'Keep one definition of the CRD, or make the copies identical (rendered bundles may repeat a CRD verbatim).',
  };
}

/** A duplicate as the `crd/duplicate` finding `check` and `crd-diff` both report, at metadata.name. */
export function duplicateFinding(d: CrdDuplicate): Finding {
  const { severity, message, hint } = describeDuplicate(d);
  const loc = d.manifest.locate('/metadata/name');
  return {
    ruleId: 'crd/duplicate',
    severity,
    message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: d.manifest.base + '/metadata/name',
    object: d.manifest.ref,
    hint,
  };
}

/** The duplicate findings of a set of manifests (crd-diff reports them for the head). */
export function duplicateFindings(manifests: readonly Manifest[]): Finding[] {
  return indexCrds(manifests).duplicates.map(duplicateFinding);
}
