import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuantity, QuantitySum, type Quantity } from '../cel/index.js';
import { loadManifests, type Manifest } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { DEFAULT_CONFIG, type PolicyConfig } from './config.js';
import { CrossFactsMemo, crossDocumentFindings } from './cross.js';
import { ResourceCatalog } from './resources.js';

/**
 * The cross-document index (CrossFactsMemo) against checks from scratch: over a sequence of
 * revisions (edits, additions, deletions, renames, a change of the configuration or of a kind's
 * scope), the agent's way (an unchanged file keeps its objects, as the parse memo does, and the
 * memo keeps the facts) gives the very findings a check of freshly parsed objects gives.
 */

const QUANTITIES = ['1', '2', '3', '500m', '1500m', '-1', '0', 'x', 7, 2.5, -3, '1Gi', '512Mi', '2e3'] as const;
const NAMES = ['a', 'b', 'c', 'd'] as const;
const NAMESPACES = ['team-a', 'team-b', 'team-c', 'kube-system', 'shared'] as const;

const quantity = fc.option(fc.constantFrom(...QUANTITIES), { nil: undefined });
const tenantDoc = fc.record({
  name: fc.constantFrom(...NAMES),
  home: fc.constantFrom('tenants', 'other'),
  namespace: fc.option(fc.constantFrom(...NAMESPACES), { nil: undefined }),
  quotaField: fc.constantFrom('quota', 'resourceQuota', 'none'),
  gpuCount: quantity,
  cpu: quantity,
  memory: quantity,
  egress: fc.array(fc.oneof(fc.constantFrom(...NAMESPACES, 'elsewhere'), fc.integer({ min: 0, max: 3 })), { maxLength: 3 }),
  version: fc.constantFrom('v1alpha1', 'v1'),
});
const doc = fc.oneof(
  { weight: 6, arbitrary: tenantDoc.map((t) => ({ type: 'tenant' as const, ...t })) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('namespace' as const), name: fc.constantFrom(...NAMESPACES), owner: fc.option(fc.constantFrom('tenants/a', 'tenants/b'), { nil: undefined }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('widget' as const), name: fc.constantFrom(...NAMES), namespace: fc.constantFrom('tenants', 'other', undefined), data: fc.constantFrom('x', 'y') }) },
);
type Doc = typeof doc extends fc.Arbitrary<infer T> ? T : never;

const yamlValue = (v: string | number): string => (typeof v === 'number' ? String(v) : JSON.stringify(v));
function render(docs: readonly Doc[]): string {
  return docs
    .map((d) => {
      if (d.type === 'namespace') {
        const marks = d.owner ? `\n  labels:\n    app.kubernetes.io/managed-by: driftgate-operator\n  annotations:\n    platform.example.com/owner: ${d.owner}` : '';
        return `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${d.name}${marks}\n`;
      }
      if (d.type === 'widget') return `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${d.name}\n${d.namespace ? `  namespace: ${d.namespace}\n` : ''}data: ${d.data}\n`;
      const lines = [`apiVersion: platform.example.com/${d.version}`, 'kind: TenantOnboarding', 'metadata:', `  name: ${d.name}`, `  namespace: ${d.home}`, 'spec:'];
      if (d.namespace !== undefined) lines.push(`  namespace: ${d.namespace}`);
      if (d.quotaField !== 'none') {
        lines.push(`  ${d.quotaField}:`);
        for (const field of ['gpuCount', 'cpu', 'memory'] as const) if (d[field] !== undefined) lines.push(`    ${field}: ${yamlValue(d[field])}`);
        lines.push('    other: 1');
      }
      lines.push('  networkPolicy:', `    allowEgressTo: [${d.egress.map(yamlValue).join(', ')}]`);
      return lines.join('\n') + '\n';
    })
    .join('---\n');
}

const change = fc.oneof(
  fc.record({ op: fc.constant('edit' as const), at: fc.nat(), docs: fc.array(doc, { maxLength: 4 }) }),
  fc.record({ op: fc.constant('add' as const), name: fc.constantFrom('x', 'y', 'z', 'm', 'b'), docs: fc.array(doc, { maxLength: 4 }) }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('rename' as const), at: fc.nat(), name: fc.constantFrom('n', 'o', 'p') }),
  fc.record({ op: fc.constant('config' as const), gpus: fc.integer({ min: -1, max: 12 }), cpu: fc.constantFrom('2', '4500m', '100'), defaultNamespace: fc.constantFrom('default', 'tenants') }),
  fc.record({ op: fc.constant('scope' as const), clusterScoped: fc.boolean() }),
);

const widgetCrd = (clusterScoped: boolean): Manifest[] =>
  loadManifests(
    parseYaml(
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: ${clusterScoped ? 'Cluster' : 'Namespaced'}\n  versions: [{name: v1, served: true, storage: true}]\n`,
      { file: 'crds.yaml' },
    ).documents,
  ).manifests;

function configWith(gpus: number, cpu: string, defaultNamespace: string): PolicyConfig {
  const rules = DEFAULT_CONFIG.rules;
  const totals = { ...(gpus >= 0 ? { gpuCount: BigInt(gpus) } : {}), cpu: parseQuantity(cpu)!, memory: parseQuantity('2Gi')! };
  return { ...DEFAULT_CONFIG, request: { ...DEFAULT_CONFIG.request, defaultNamespace }, rules: { ...rules, budgets: { enabled: true, severity: 'error', totals } } };
}

/** The first tenant at which the running total of `field`, in the order of the objects, passes `limit`. */
function crossingTenant(manifests: readonly Manifest[], field: 'gpuCount' | 'cpu' | 'memory', limit: Quantity): Manifest | undefined {
  const sum = new QuantitySum(limit.format);
  for (const m of manifests) {
    if (m.object.kind !== 'TenantOnboarding') continue;
    const spec = m.object.spec as Record<string, Record<string, unknown> | undefined> | undefined;
    const quota = spec?.quota ?? spec?.resourceQuota;
    const raw = quota?.[field];
    const q = typeof raw === 'number' ? parseQuantity(String(raw)) : typeof raw === 'string' ? parseQuantity(raw) : undefined;
    if (!q) continue;
    sum.add(q);
    if (sum.compare(limit) > 0) return m;
  }
  return undefined;
}

describe('the cross-document index of the sync agent', () => {
  it('derives the findings of a check from scratch at every revision of a sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(fc.array(doc, { maxLength: 4 }), { minLength: 1, maxLength: 6 }), fc.array(change, { maxLength: 8 }), (initial, changes) => {
        let files = new Map(initial.map((docs, i) => [`tenants/f${i}.yaml`, render(docs)]));
        let config = configWith(4, '3', 'default');
        let clusterScoped = false;
        // The agent's parse memo: an unchanged file (path and text) keeps its objects.
        const parsed = new Map<string, Manifest[]>();
        const objectsOf = (path: string, text: string): Manifest[] => {
          const key = `${path}\u0000${text}`;
          let kept = parsed.get(key);
          if (kept === undefined) parsed.set(key, (kept = loadManifests(parseYaml(text, { file: path }).documents).manifests));
          return kept;
        };
        const memo = new CrossFactsMemo();
        const revision = (focus?: ReadonlySet<string>): void => {
          const paths = [...files.keys()].sort();
          const kept = paths.flatMap((p) => objectsOf(p, files.get(p)!));
          const fresh = paths.flatMap((p) => loadManifests(parseYaml(files.get(p)!, { file: p }).documents).manifests);
          const catalog = new ResourceCatalog(widgetCrd(clusterScoped));
          const options = { config, ...(focus ? { focusFiles: focus } : {}) };
          const incremental = crossDocumentFindings({ ...options, manifests: kept, catalog, factsMemo: memo });
          const scratch = crossDocumentFindings({ ...options, manifests: fresh, catalog: new ResourceCatalog(widgetCrd(clusterScoped)) });
          expect(incremental).toEqual(scratch);
          // The budget finding sits at the tenant whose amount takes the running total over (no focus files).
          if (!focus) {
            for (const field of ['gpuCount', 'cpu', 'memory'] as const) {
              const totals = config.rules.budgets.totals;
              const limit = field === 'gpuCount' ? (totals.gpuCount === undefined ? undefined : { num: totals.gpuCount, den: 1n, format: 'DecimalSI' as const }) : totals[field];
              const expected = limit ? crossingTenant(fresh, field, limit) : undefined;
              const found = scratch.filter((f) => f.ruleId === 'cross/budget' && f.pointer?.endsWith(`/${field}`));
              const quotaField = expected && (expected.object.spec as Record<string, unknown>).quota !== undefined ? 'quota' : 'resourceQuota';
              expect(found.map((f) => [f.file, f.line])).toEqual(expected ? [[expected.file, expected.locate(`/spec/${quotaField}/${field}`).line]] : []);
            }
          }
        };
        revision();
        for (const c of changes) {
          const paths = [...files.keys()].sort();
          const pick = (at: number): string | undefined => paths[at % Math.max(paths.length, 1)];
          let focus: Set<string> | undefined;
          if (c.op === 'edit' && pick(c.at) !== undefined) {
            files.set(pick(c.at)!, render(c.docs));
            focus = new Set([pick(c.at)!]);
          } else if (c.op === 'add') {
            files.set(`tenants/${c.name}.yaml`, render(c.docs));
            focus = new Set([`tenants/${c.name}.yaml`]);
          } else if (c.op === 'delete' && pick(c.at) !== undefined) files.delete(pick(c.at)!);
          else if (c.op === 'rename' && pick(c.at) !== undefined) {
            const from = pick(c.at)!;
            const text = files.get(from)!;
            files.delete(from);
            files.set(`tenants/${c.name}-renamed.yaml`, text);
          } else if (c.op === 'config') config = configWith(c.gpus, c.cpu, c.defaultNamespace);
          else if (c.op === 'scope') clusterScoped = c.clusterScoped;
          files = new Map(files);
          revision();
          if (focus) revision(focus);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps only the files of the last revision', () => {
    const memo = new CrossFactsMemo();
    const catalog = new ResourceCatalog([]);
    const objects = (file: string, name: (typeof NAMES)[number]): Manifest[] => loadManifests(parseYaml(render([{ type: 'widget', name, namespace: undefined, data: 'x' }]), { file }).documents).manifests;
    const a = objects('a.yaml', 'a');
    const b = objects('b.yaml', 'b');
    crossDocumentFindings({ manifests: [...a, ...b], config: DEFAULT_CONFIG, catalog, factsMemo: memo });
    expect(memo.size).toBe(2);
    crossDocumentFindings({ manifests: b, config: DEFAULT_CONFIG, catalog, factsMemo: memo });
    expect(memo.size).toBe(1);
  });

  it('asks the catalog about a kept kind once per check, not once for each of its 8 files, and still sees its answer change', () => {
    const memo = new CrossFactsMemo();
    const files = (['tenants', 'other'] as const).flatMap((namespace) => NAMES.map((name) => loadManifests(parseYaml(render([{ type: 'widget', name, namespace, data: 'x' }]), { file: `${namespace}-${name}.yaml` }).documents).manifests)).flat();
    const counting = (crd: ReturnType<typeof widgetCrd>) => {
      const catalog = new ResourceCatalog(crd);
      let asked = 0;
      const lookup = catalog.lookup.bind(catalog);
      catalog.lookup = (apiVersion, kind) => (asked++, lookup(apiVersion, kind));
      return { catalog, asked: () => asked };
    };
    const first = counting(widgetCrd(false));
    crossDocumentFindings({ manifests: files, config: DEFAULT_CONFIG, catalog: first.catalog, factsMemo: memo });
    const again = counting(widgetCrd(false));
    const before = crossDocumentFindings({ manifests: files, config: DEFAULT_CONFIG, catalog: again.catalog, factsMemo: memo });
    expect(again.asked()).toBe(1);
    // the kind turns cluster-scoped: every kept file is taken again, and the names now collide
    const scoped = counting(widgetCrd(true));
    const after = crossDocumentFindings({ manifests: files, config: DEFAULT_CONFIG, catalog: scoped.catalog, factsMemo: memo });
    expect(before).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    expect(after).toEqual(crossDocumentFindings({ manifests: files, config: DEFAULT_CONFIG, catalog: new ResourceCatalog(widgetCrd(true)) }));
  });

  it('takes a kept file again when the default namespace changes what its names collide with', () => {
    const memo = new CrossFactsMemo();
    const catalog = new ResourceCatalog(widgetCrd(false));
    const objects = [
      ...loadManifests(parseYaml(render([{ type: 'widget', name: 'a', namespace: undefined, data: 'x' }]), { file: 'a.yaml' }).documents).manifests,
      ...loadManifests(parseYaml(render([{ type: 'widget', name: 'a', namespace: 'tenants', data: 'y' }]), { file: 'b.yaml' }).documents).manifests,
    ];
    const run = (defaultNamespace: string) =>
      crossDocumentFindings({ manifests: objects, config: { ...DEFAULT_CONFIG, request: { ...DEFAULT_CONFIG.request, defaultNamespace } }, catalog, factsMemo: memo }).map((f) => f.message);
    expect(run('default')).toEqual([]);
    expect(run('tenants')).toEqual([expect.stringContaining('Widget "tenants/a" is also defined at a.yaml:4:9')]);
  });
});
