import type { ObjectRef, Severity } from '../findings/finding.js';
import type { KubeObject, Manifest } from '../manifest/manifest.js';
import type { KindValidator, SchemaViolation } from '../schema/types.js';
import { sameShape } from './canonical.js';
import { composeMessage } from './compare.js';
import { readCrd, schemaOfVersion, servedVersionsOf, storedVersionsOf as storedVersionsOfCrd } from '../kube/crd.js';
import { RULE_ID_PREFIX, type CrdCompatFinding, type CrdModel, type RawFinding } from './types.js';

/**
 * The live half of the gate (crd-diff --kubeconfig), kept pure: what the cluster says
 * (status.storedVersions, stored objects) in, findings out. The I/O is in io/kube/crd-live.ts.
 */

export interface LiveCrdState {
  /** The CRD as the API server has it (spec and status). */
  readonly object: Readonly<Record<string, unknown>>;
}

function storedVersionsOf(live: LiveCrdState): string[] {
  return storedVersionsOfCrd(live.object);
}

function liveSchema(live: LiveCrdState, version: string): unknown {
  return schemaOfVersion(live.object, version);
}

function finding(crd: CrdModel, raw: Omit<RawFinding, 'crd' | 'scope'> & { readonly severity: Severity }): CrdCompatFinding {
  const loc = raw.anchor.manifest.locate(raw.anchor.pointer, raw.anchor.at ?? 'value');
  const full: RawFinding = { ...raw, crd: crd.name, scope: 'live' };
  return {
    ruleId: RULE_ID_PREFIX + raw.rule,
    severity: raw.severity,
    message: composeMessage(full),
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: loc.pointer,
    object: crd.manifest.ref,
    hint: raw.hint,
    rule: raw.rule,
    crd: crd.name,
    ...(raw.version !== undefined ? { version: raw.version } : {}),
    ...(raw.path !== undefined ? { path: raw.path } : {}),
    ratchet: raw.ratchet,
    scope: 'live',
  };
}

/** Every version in status.storedVersions must stay in spec.versions: a removed stored version is always an error. */
export function checkStoredVersions(input: { readonly head: Manifest; readonly live: LiveCrdState }): CrdCompatFinding[] {
  const crd = readCrd(input.head);
  const out: CrdCompatFinding[] = [];
  for (const version of storedVersionsOf(input.live)) {
    if (crd.version(version)) continue;
    out.push(
      finding(crd, {
        rule: 'version-removed',
        severity: 'error',
        version,
        message: `version ${version} is in the cluster's status.storedVersions but missing from spec.versions`,
        ratchet: 'not-applicable',
        existing: `objects may still be stored as ${version}; the API server rejects this CRD update ("must remain in spec.versions until a storage migration ensures no data remains persisted in ${version}")`,
        hint: `Keep ${version} in spec.versions (served: false is enough); migrate the stored objects, remove ${version} from status.storedVersions, then delete it.`,
        anchor: { manifest: input.head, pointer: '/spec/versions' },
      }),
    );
  }
  return out;
}

/** Head versions whose schema differs from the live CRD's and that the cluster serves: their objects need validating. */
export function versionsToValidate(input: { readonly head: Manifest; readonly live: LiveCrdState }): string[] {
  const crd = readCrd(input.head);
  const served = new Set(servedVersionsOf(input.live.object));
  return crd.versions.filter((v) => v.schema && served.has(v.name) && !sameShape(v.schema, liveSchema(input.live, v.name))).map((v) => v.name);
}

/** Violations the API server does not ratchet: an unchanged update is rejected too. */
const NOT_RATCHETED: ReadonlySet<string> = new Set(['schema/required', 'schema/duplicate', 'schema/composition', 'schema/metadata']);
/** Not failures: pruned or dropped silently, or bookkeeping. */
const NOT_FAILURES: ReadonlySet<string> = new Set(['schema/unknown-field', 'schema/null-field', 'schema/cel-skipped', 'schema/version-not-served']);

export interface StoredObjectExample {
  readonly ref: ObjectRef;
  readonly violations: readonly string[];
}

/** Tallies stored objects of one CRD version validated against the head schema, page by page. */
export class StoredObjectTally {
  total = 0;
  failing = 0;
  notRatcheted = 0;
  pruned = 0;
  readonly examples: StoredObjectExample[] = [];

  constructor(
    readonly version: string,
    private readonly maxExamples = 5,
  ) {}

  add(object: KubeObject, violations: readonly SchemaViolation[]): void {
    this.total += 1;
    const failures = violations.filter((v) => !NOT_FAILURES.has(v.ruleId) && v.severity === 'error');
    if (violations.some((v) => v.ruleId === 'schema/unknown-field')) this.pruned += 1;
    if (failures.length === 0) return;
    this.failing += 1;
    if (failures.some((v) => NOT_RATCHETED.has(v.ruleId) || /oldSelf/.test(v.message))) this.notRatcheted += 1;
    if (this.examples.length < this.maxExamples) {
      this.examples.push({
        ref: {
          ...(object.metadata.namespace !== undefined ? { namespace: object.metadata.namespace } : {}),
          ...(object.metadata.name !== undefined ? { name: object.metadata.name } : {}),
        },
        violations: failures.slice(0, 3).map((v) => `${v.pointer || '/'}: ${v.message}`),
      });
    }
  }

  /** Validates one stored object with the head validator and adds it. */
  validate(validator: KindValidator, object: KubeObject): void {
    this.add(object, validator.validate(object));
  }
}

/** Findings for the stored objects of one version: how many fail on their next write, with examples. */
export function storedObjectFindings(input: { readonly head: Manifest; readonly tally: StoredObjectTally }): CrdCompatFinding[] {
  const crd = readCrd(input.head);
  const t = input.tally;
  const v = crd.version(t.version);
  const anchor = { manifest: input.head, pointer: v?.schemaPointer ?? '/spec/versions' };
  const out: CrdCompatFinding[] = [];
  if (t.failing > 0) {
    const examples = t.examples.map((e) => `${e.ref.namespace ? `${e.ref.namespace}/` : ''}${e.ref.name ?? '?'} (${e.violations.join('; ')})`).join('; ');
    out.push(
      finding(crd, {
        rule: 'stored-objects-invalid',
        severity: 'error',
        version: t.version,
        message: `${t.failing} of ${t.total} stored object${t.total === 1 ? '' : 's'} would fail validation against the head schema on their next write; ${t.notRatcheted} of them even on an update that leaves them unchanged; e.g. ${examples}`,
        ratchet: t.notRatcheted > 0 ? 'enforced' : 'tolerated',
        existing:
          t.notRatcheted > 0
            ? `${t.notRatcheted} are rejected on every write (required, list-type, composition and metadata checks are not ratcheted); the others fail on create and on edits of the offending fields`
            : 'tolerated by validation ratcheting while their offending fields stay unchanged; creates and edits of those fields are rejected',
        hint: 'Migrate the listed objects to the new shape before applying the CRD, or keep the old constraint in this version.',
        anchor,
      }),
    );
  }
  if (t.pruned > 0) {
    out.push(
      finding(crd, {
        rule: 'stored-objects-invalid',
        severity: 'warning',
        version: t.version,
        message: `${t.pruned} of ${t.total} stored object${t.total === 1 ? '' : 's'} have fields the head schema does not declare; they are pruned when read and lost on the next write`,
        ratchet: 'not-applicable',
        existing: 'their undeclared fields are dropped',
        hint: 'Declare the fields (or keep x-kubernetes-preserve-unknown-fields) before applying the CRD.',
        anchor,
      }),
    );
  }
  return out;
}

/** The head schema of a version could not be compiled, so its stored objects were not validated. */
export function notValidatedFinding(input: { readonly head: Manifest; readonly version: string; readonly reason: string }): CrdCompatFinding {
  const crd = readCrd(input.head);
  const v = crd.version(input.version);
  return finding(crd, {
    rule: 'stored-objects-invalid',
    severity: 'warning',
    version: input.version,
    message: `the stored objects were not validated: the head schema could not be compiled (${input.reason})`,
    ratchet: 'not-applicable',
    existing: 'unknown, not checked',
    hint: 'Fix the schema (see the structural-schema-invalid findings), then run crd-diff --kubeconfig again.',
    anchor: { manifest: input.head, pointer: v?.schemaPointer ?? '/spec/versions' },
  });
}
