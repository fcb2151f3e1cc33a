import type { Finding, Severity } from '../findings/finding.js';
import type { Manifest } from '../manifest/manifest.js';
import { sameShape } from './canonical.js';
import { canonicalJson } from '../kube/json.js';
import { applyConfig, DEFAULT_CONFIG, type CrdCompatConfig } from './config.js';
import { CRD_API_VERSION, isCrdManifest, readCrd } from '../kube/crd.js';
import { indexCrds } from '../schema/crd-set.js';
import { validateCrd } from '../schema/crd-validation.js';
import { diffFacets, facetWithin } from './facets.js';
import { LINT_RULES } from './lint.js';
import { RULES } from './registry.js';
import { RULE_ID_PREFIX } from './types.js';
import type {
  ChangeScope,
  CrdCompatFinding,
  CrdContext,
  CrdModel,
  CrdVersion,
  FacetChange,
  PresenceContext,
  RawFinding,
  Report,
  Rule,
  SingleContext,
} from './types.js';
import { describeChange, UNCLASSIFIED_RULE_ID, walkSchemas } from './walk.js';

/**
 * The CRD compatibility gate: the CRDs at a PR's base and head in, findings out. Pure.
 * CRDs are matched by metadata.name (and, failing that, by kind with the same group or plural,
 * which is reported as an identity change). Problems already present at base are not repeated.
 */

export interface CompareCrdSetsInput {
  /** Every manifest at the base; non-CRD objects are ignored. */
  readonly base: readonly Manifest[];
  /** Every manifest at the head; non-CRD objects are ignored. */
  readonly head: readonly Manifest[];
  readonly config?: CrdCompatConfig;
  /** With config.lint: `check` reports the API-convention lints as warnings (crd-diff at their own severity). */
  readonly lintSeverity?: 'warning';
}

export function compareCrdSets(input: CompareCrdSetsInput): CrdCompatFinding[] {
  const config = input.config ?? DEFAULT_CONFIG;
  const engine = new Engine(config.lint === true ? [...RULES, ...LINT_RULES] : RULES, config);
  const raw = engine.compareSets(input.base, input.head);
  const findings = applyConfig(raw.map((r) => engine.toFinding(r)), config);
  return input.lintSeverity === undefined ? findings : findings.map((f) => (LINT_IDS.has(f.rule) && f.severity === 'error' ? { ...f, severity: input.lintSeverity ?? f.severity } : f));
}

/**
 * Rules of one CRD on its own, run on CRD manifests without a base (`check` on a tree): what the
 * API server would refuse that the CRD loader does not see, such as rules over the CEL cost budget.
 */
export function crdManifestFindings(manifests: readonly Manifest[], ruleIds: readonly string[]): CrdCompatFinding[] {
  const ids = new Set(ruleIds);
  const engine = new Engine(RULES.filter((r) => ids.has(r.id) && r.onSingle), DEFAULT_CONFIG);
  return engine
    .compareSets([], manifests)
    .filter((r) => ids.has(r.rule))
    .map((r) => engine.toFinding(r));
}

/** True when any manifest is a CRD: the check command uses it to decide whether to run the gate. */
export function containsCrd(manifests: readonly Manifest[]): boolean {
  return manifests.some(isCrdManifest);
}

const SEVERITY_DEFAULTS = new Map<string, Severity>([...RULES, ...LINT_RULES].map((r) => [r.id, r.defaultSeverity]));
const LINT_IDS: ReadonlySet<string> = new Set(LINT_RULES.map((r) => r.id));

export function defaultSeverity(ruleId: string): Severity {
  return SEVERITY_DEFAULTS.get(ruleId) ?? 'warning';
}

const SCOPE_TEXT: Record<ChangeScope, (version: string | undefined) => string> = {
  crd: () => '',
  'in-place-served': (v) => `in-place edit of served version ${v ?? ''}`.trim(),
  'in-place-unserved': (v) => `edit of unserved version ${v ?? ''}`.trim(),
  'new-version': (v) => `confined to new version ${v ?? ''}`.trim(),
  'served-versions': () => 'between served versions',
  live: () => 'live cluster',
};

/** `v1 .spec.size: maximum lowered from 10 to 5 (in-place edit of served version v1). Existing objects: …` */
export function composeMessage(raw: Pick<RawFinding, 'version' | 'path' | 'message' | 'scope' | 'existing'>): string {
  const where = [raw.version, raw.path].filter((x) => x !== undefined && x !== '').join(' ');
  const scope = SCOPE_TEXT[raw.scope](raw.version);
  return `${where ? `${where}: ` : ''}${raw.message}${scope ? ` (${scope})` : ''}. Existing objects: ${raw.existing}.`;
}

class Engine {
  private readonly nodeRules: readonly Rule[];
  private readonly crdRules: readonly Rule[];
  private readonly singleRules: readonly Rule[];
  private readonly removedRules: readonly Rule[];
  private readonly addedRules: readonly Rule[];

  constructor(
    rules: readonly Rule[],
    private readonly config: CrdCompatConfig,
  ) {
    this.nodeRules = rules.filter((r) => r.onNode);
    this.crdRules = rules.filter((r) => r.onCrd);
    this.singleRules = rules.filter((r) => r.onSingle);
    this.removedRules = rules.filter((r) => r.onRemoved);
    this.addedRules = rules.filter((r) => r.onAdded);
  }

  private options(ruleId: string): Readonly<Record<string, unknown>> {
    return this.config.rules[ruleId]?.options ?? {};
  }

  toFinding(raw: RawFinding): CrdCompatFinding {
    const location = raw.anchor.manifest.locate(raw.anchor.pointer, raw.anchor.at ?? 'value');
    const object = raw.anchor.manifest.ref;
    return {
      ruleId: RULE_ID_PREFIX + raw.rule,
      severity: raw.severity ?? defaultSeverity(raw.rule),
      message: composeMessage(raw),
      file: location.file,
      line: location.line,
      column: location.column,
      pointer: location.pointer,
      object,
      hint: raw.hint,
      rule: raw.rule,
      crd: raw.crd,
      ...(raw.version !== undefined ? { version: raw.version } : {}),
      ...(raw.path !== undefined ? { path: raw.path } : {}),
      ratchet: raw.ratchet,
      scope: raw.scope,
    };
  }

  /** Head objects by `apiVersion kind`, built on first use (only a rule about served versions asks). */
  private headObjects: Map<string, Manifest[]> | undefined;
  private headManifests: readonly Manifest[] = [];

  private objectsOf(apiVersion: string, kind: string): readonly Manifest[] {
    if (!this.headObjects) {
      this.headObjects = new Map();
      for (const m of this.headManifests) {
        const k = `${m.object.apiVersion} ${m.object.kind}`;
        const list = this.headObjects.get(k);
        if (list) list.push(m);
        else this.headObjects.set(k, [m]);
      }
    }
    return this.headObjects.get(`${apiVersion} ${kind}`) ?? [];
  }

  compareSets(baseManifests: readonly Manifest[], headManifests: readonly Manifest[]): RawFinding[] {
    this.headManifests = headManifests;
    this.headObjects = undefined;
    const out: RawFinding[] = [];
    const base = this.collect(baseManifests, 'base', out);
    const head = this.collect(headManifests, 'head', out);
    const pairs: [CrdModel, CrdModel][] = [];
    const removed: CrdModel[] = [];
    for (const [name, b] of base) {
      const h = head.get(name);
      if (h) pairs.push([b, h]);
      else removed.push(b);
    }
    const added = [...head.values()].filter((h) => !base.has(h.name));
    // A renamed CRD (new metadata.name, same kind and group or plural) is one CRD whose identity changed.
    for (const b of [...removed]) {
      const match = added.find((h) => h.kind !== undefined && h.kind === b.kind && (h.group === b.group || h.plural === b.plural));
      if (!match) continue;
      removed.splice(removed.indexOf(b), 1);
      added.splice(added.indexOf(match), 1);
      pairs.push([b, match]);
    }
    for (const [b, h] of pairs) this.comparePair(b, h, out);
    for (const crd of removed) this.presence('removed', crd, out);
    for (const crd of added) {
      this.presence('added', crd, out);
      out.push(...this.single(crd));
    }
    return out;
  }

  private collect(manifests: readonly Manifest[], side: 'base' | 'head', out: RawFinding[]): Map<string, CrdModel> {
    const crds = new Map<string, CrdModel>();
    // The first definition of a name is used, as in `check` (duplicates are reported by the callers).
    for (const [name, m] of indexCrds(manifests).byName) {
      if (m.object.apiVersion !== CRD_API_VERSION) {
        if (side === 'head') out.push(unsupportedApiVersion(m, name));
        continue;
      }
      crds.set(name, readCrd(m));
    }
    return crds;
  }

  private presence(which: 'removed' | 'added', crd: CrdModel, out: RawFinding[]): void {
    let current = '';
    const context: PresenceContext = {
      crd,
      report: (r: Report) => out.push({ ...r, rule: current, crd: crd.name, scope: r.scope ?? 'crd' }),
      option: (name: string) => this.options(current)[name],
    };
    for (const rule of which === 'removed' ? this.removedRules : this.addedRules) {
      current = rule.id;
      if (which === 'removed') rule.onRemoved?.(context);
      else rule.onAdded?.(context);
    }
  }

  private comparePair(base: CrdModel, head: CrdModel, out: RawFinding[]): void {
    // A head the API server cannot even decode (`spec: 5`, `required: size`: a value of the wrong
    // JSON type) is not compared: its model reads as empty or partial, and "every version removed"
    // would be noise. It is reported as invalid. (Unknown keys do not stop the comparison.)
    if (validateCrd(head).issues.some((i) => i.kind === 'decode' && i.at === 'value')) {
      this.reportNewAtHead(base, head, out);
      return;
    }
    const changes = diffFacets(base, head);
    const consumed = new Set<string>();
    let current = '';
    const context: CrdContext = {
      base,
      head,
      changes: (prefix) => (prefix === undefined ? changes : changes.filter((c) => facetWithin(c.key, prefix))),
      consume: (key) => {
        consumed.add(key);
      },
      sameSchema: (a, b) => a !== undefined && b !== undefined && sameShape(a.schema, b.schema),
      objectsOf: (apiVersion, kind) => this.objectsOf(apiVersion, kind),
      report: (r) => out.push({ ...r, rule: current, crd: head.name, scope: r.scope ?? 'crd' }),
      option: (name) => this.options(current)[name],
    };
    for (const rule of this.crdRules) {
      current = rule.id;
      rule.onCrd?.(context);
    }
    const left = changes.filter((c) => !consumed.has(c.key));
    if (left.length > 0) out.push(...unclassifiedFacets(left, base, head));

    const seen = new Set<string>();
    for (const bv of base.versions) {
      if (seen.has(bv.name)) continue;
      seen.add(bv.name);
      const hv = head.version(bv.name);
      if (!hv || !bv.schema || !hv.schema) continue;
      out.push(
        ...walkSchemas(
          { schema: bv.schema, pointer: bv.schemaPointer, manifest: base.manifest },
          { schema: hv.schema, pointer: hv.schemaPointer, manifest: head.manifest },
          {
            crd: head.name,
            version: bv.name,
            scope: bv.served ? 'in-place-served' : 'in-place-unserved',
            rules: this.nodeRules,
            options: (id) => this.options(id),
          },
        ),
      );
    }

    this.reportNewAtHead(base, head, out);
  }

  /** Single-CRD checks, only what is new at head: the base is checked only by the rules that report something at head. */
  private reportNewAtHead(base: CrdModel, head: CrdModel, out: RawFinding[]): void {
    const atHead = this.single(head);
    if (atHead.length > 0) {
      const rules = new Set(atHead.map((f) => f.rule));
      const known = new Set(this.single(base, rules).map(findingKey));
      for (const f of atHead) if (!known.has(findingKey(f))) out.push(f);
    }
  }

  /** Checks of one CRD on its own (structure, size, storage count, served-version divergence). */
  private single(crd: CrdModel, only?: ReadonlySet<string>): RawFinding[] {
    const out: RawFinding[] = [];
    let current = '';
    const context: SingleContext = {
      crd,
      diffSchemas: (from, to) => this.diffVersions(crd, from, to),
      report: (r) => out.push({ ...r, rule: current, crd: crd.name, scope: r.scope ?? 'crd' }),
      option: (name) => this.options(current)[name],
    };
    for (const rule of this.singleRules) {
      if (only && !only.has(rule.id)) continue;
      current = rule.id;
      rule.onSingle?.(context);
    }
    return out;
  }

  private readonly schemaKeys = new WeakMap<CrdVersion, string>();
  private schemaKey(v: CrdVersion): string {
    let key = this.schemaKeys.get(v);
    if (key === undefined) {
      key = canonicalJson(v.schema);
      this.schemaKeys.set(v, key);
    }
    return key;
  }

  private diffVersions(crd: CrdModel, from: CrdVersion, to: CrdVersion): RawFinding[] {
    if (!from.schema || !to.schema) return [];
    // Versions with the same schema differ in nothing: a CRD of 1,000 versions that share one
    // schema costs one serialisation per version, not a schema walk per pair of versions.
    if (this.schemaKey(from) === this.schemaKey(to)) return [];
    return walkSchemas(
      { schema: from.schema, pointer: from.schemaPointer, manifest: crd.manifest },
      { schema: to.schema, pointer: to.schemaPointer, manifest: crd.manifest },
      { crd: crd.name, version: to.name, scope: 'served-versions', rules: this.nodeRules, options: (id) => this.options(id) },
    ).map((f) => ({ ...f, severity: f.severity ?? defaultSeverity(f.rule) }));
  }
}

function findingKey(f: RawFinding): string {
  return f.key ?? `${f.rule}|${f.version ?? ''}|${f.path ?? ''}|${f.message}`;
}

function unsupportedApiVersion(manifest: Manifest, name: string): RawFinding {
  return {
    rule: 'structural-schema-invalid',
    crd: name,
    scope: 'crd',
    message: `${manifest.object.apiVersion} CustomResourceDefinitions are not served since Kubernetes 1.22, so this CRD was not compared`,
    hint: `Convert it to ${CRD_API_VERSION} (spec.versions[*].schema.openAPIV3Schema per version, structural schemas).`,
    ratchet: 'not-applicable',
    existing: 'unaffected: the API server rejects the manifest itself',
    anchor: { manifest, pointer: '/apiVersion' },
  };
}

function unclassifiedFacets(left: readonly FacetChange[], base: CrdModel, head: CrdModel): RawFinding[] {
  return left.map((c) => {
    const anchor = c.head ? { manifest: head.manifest, pointer: c.head.pointer } : { manifest: base.manifest, pointer: c.base?.pointer ?? '' };
    return {
      rule: UNCLASSIFIED_RULE_ID,
      crd: head.name,
      scope: 'crd',
      message: `\`${c.key}\` ${describeChange(c.base?.value, c.head?.value)}; no rule of the gate judges this change`,
      hint: 'Review the change by hand. If it is safe, acknowledge it in policies/crd-compat.yaml (rule unclassified-change).',
      ratchet: 'not-applicable',
      existing: 'unknown, not judged',
      anchor,
      key: `${UNCLASSIFIED_RULE_ID}|${c.key}`,
    } satisfies RawFinding;
  });
}

export type { Finding };
