import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diffObject } from './diff.js';
import { adoptIgnored, compileIgnoreRules } from './ignore.js';
import { ownedFields, parseFieldsV1, resolveStep } from '../kube/managed-fields.js';
import { renderDriftMarkdown, renderDriftText, summarizeDrift } from './render.js';

const load = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const MANAGER = 'driftgate-sync';
// Tests edit fixtures in place; a loose type keeps those edits readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

function clone<T>(v: T): T {
  return structuredClone(v);
}

describe('diffObject', () => {
  const live = load('deployment-live.json');
  const dryRun = load('deployment-dryrun.json');

  it('reports only fields our manager owns: edits, and fields Git dropped; no defaults, status or other managers', () => {
    const diff = diffObject({ desired: dryRun, live, manager: MANAGER });
    expect(diff.action).toBe('update');
    expect(diff.ref).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'api' });
    expect(diff.differences).toEqual([
      { pointer: '/spec/replicas', kind: 'changed', desired: 3, live: 5 },
      { pointer: '/spec/template/spec/containers/1/args', kind: 'unexpected', live: ['--port', '8080'] },
      { pointer: '/spec/template/spec/containers/1/image', kind: 'changed', desired: 'api:1.2', live: 'api:hotfix' },
    ]);
  });

  it('finds list items by their keys, not their positions', () => {
    const reordered = clone(live) as Loose;
    reordered.spec.template.spec.containers.reverse();
    const diff = diffObject({ desired: dryRun, live: reordered, manager: MANAGER });
    expect(diff.differences.map((d) => d.pointer)).toEqual(['/spec/replicas', '/spec/template/spec/containers/1/args', '/spec/template/spec/containers/1/image']);
  });

  it('is unchanged when live equals the dry-run on owned fields, whatever else differs', () => {
    const same = clone(dryRun) as Loose;
    same.spec.progressDeadlineSeconds = 30; // not ours
    same.metadata.labels.team = 'other'; // owned by kubectl-label
    same.status = { replicas: 1 };
    same.metadata.resourceVersion = '1';
    const diff = diffObject({ desired: dryRun, live: same, manager: MANAGER });
    expect(diff).toMatchObject({ action: 'unchanged', differences: [] });
  });

  it('reports a missing owned field and a deleted list item once, at the item', () => {
    const edited = clone(dryRun) as Loose;
    delete edited.metadata.labels['driftgate.dev/managed-by'];
    edited.spec.template.spec.containers[1].env = [];
    const diff = diffObject({ desired: dryRun, live: edited, manager: MANAGER });
    expect(diff.differences).toEqual([
      { pointer: '/metadata/labels/driftgate.dev~1managed-by', kind: 'missing', desired: 'driftgate-sync' },
      { pointer: '/spec/template/spec/containers/1/env/0', kind: 'missing', desired: { name: 'MODE', value: 'prod' } },
    ]);
  });

  it('a new object is a create with every owned field', () => {
    const diff = diffObject({ desired: dryRun, live: undefined, manager: MANAGER });
    expect(diff.action).toBe('create');
    expect(diff.differences.every((d) => d.kind === 'missing')).toBe(true);
    expect(diff.differences.map((d) => d.pointer)).toEqual([
      '/metadata/labels/app',
      '/metadata/labels/driftgate.dev~1managed-by',
      '/spec/replicas',
      '/spec/selector',
      '/spec/template/metadata/labels/app',
      '/spec/template/spec/containers/1/env/0/name',
      '/spec/template/spec/containers/1/env/0/value',
      '/spec/template/spec/containers/1/image',
      '/spec/template/spec/containers/1/name',
    ]);
  });

  it('ignores by JSON pointer with a target selector, and by the object annotation', () => {
    const { rules, findings } = compileIgnoreRules({
      ignore: [
        { paths: ['/spec/replicas'], target: { kind: 'Deploy.*', labelSelector: 'app in (api,web),!legacy' } },
        { paths: ['/spec/template/spec/containers/1/image'], target: { namespace: 'other' } },
      ],
    });
    expect(findings).toEqual([]);
    const diff = diffObject({ desired: dryRun, live, manager: MANAGER, ignore: rules });
    expect(diff.differences.map((d) => d.pointer)).toEqual(['/spec/template/spec/containers/1/args', '/spec/template/spec/containers/1/image']);
    expect(diff.ignored.map((d) => d.pointer)).toEqual(['/spec/replicas']);

    const annotated = clone(live) as Loose;
    annotated.metadata.annotations['driftgate.dev/drift-ignore'] = '/spec/template/spec/containers/1/image, /spec/template/spec/containers/1/args';
    const d2 = diffObject({ desired: dryRun, live: annotated, manager: MANAGER, ignore: rules });
    expect(d2.differences).toEqual([]);
    expect(d2.action).toBe('unchanged');
  });

  it('ignores a path inside an atomic field by comparing what remains', () => {
    const edited = clone(dryRun) as Loose;
    edited.spec.selector.matchLabels.extra = 'x';
    const without = diffObject({ desired: dryRun, live: edited, manager: MANAGER });
    expect(without.differences.map((d) => d.pointer)).toEqual(['/spec/selector']);
    const { rules } = compileIgnoreRules([{ paths: ['/spec/selector/matchLabels/extra'] }]);
    expect(diffObject({ desired: dryRun, live: edited, manager: MANAGER, ignore: rules }).action).toBe('unchanged');
    edited.spec.selector.matchLabels.app = 'changed';
    const still = diffObject({ desired: dryRun, live: edited, manager: MANAGER, ignore: rules });
    expect(still.differences).toEqual([{ pointer: '/spec/selector', kind: 'changed', desired: { matchLabels: { app: 'api' } }, live: { matchLabels: { app: 'changed' } } }]);
  });
});

describe('managed fields', () => {
  it('merges Apply entries of our manager only, skipping status and Update entries', () => {
    const set = ownedFields(load('deployment-live.json'), MANAGER);
    expect([...set.children.keys()]).toEqual(['f:metadata', 'f:spec']);
    expect(ownedFields(load('deployment-live.json'), 'kubectl-edit').children.size).toBe(0); // Update, not Apply
  });

  it('resolves set items by value and list items by index', () => {
    const set = parseFieldsV1({ 'f:finalizers': { 'v:"a"': {} }, 'f:x': { 'i:1': {} }, 'bogus': {} });
    expect([...set.children.keys()]).toEqual(['f:finalizers', 'f:x']);
    expect(resolveStep(['b', 'a'], { value: 'a' })).toEqual({ found: true, value: 'a', segment: 1 });
    expect(resolveStep(['b'], { index: 1 })).toMatchObject({ found: false });
  });
});

describe('ignore rule validation', () => {
  it('reports bad rules as located findings', () => {
    const { rules, findings } = compileIgnoreRules({ ignore: [{ paths: ['spec/replicas'] }, { paths: ['/a'], target: { kind: '(' } }, { paths: ['/a'], target: { labelSelector: 'a in (' } }, 'x'] }, { file: '.driftgate/drift.yaml' });
    expect(rules).toEqual([]);
    expect(findings.map((f) => [f.pointer, f.ruleId])).toEqual([
      ['/ignore/0/paths/0', 'drift/ignore-invalid'],
      ['/ignore/1/target/kind', 'drift/ignore-invalid'],
      ['/ignore/2/target/labelSelector', 'drift/ignore-invalid'],
      ['/ignore/3', 'drift/ignore-invalid'],
    ]);
    expect(findings[0]!.file).toBe('.driftgate/drift.yaml');
  });
});

describe('rendering', () => {
  it('renders text and markdown, hiding Secret values', () => {
    const diff = diffObject({ desired: load('deployment-dryrun.json'), live: load('deployment-live.json'), manager: MANAGER });
    const secret = { ref: { apiVersion: 'v1', kind: 'Secret', namespace: 'shop', name: 'db' }, action: 'update' as const, differences: [{ pointer: '/data/password', kind: 'changed' as const, desired: 'czNjcjN0', live: 'b2xk' }], ignored: [] };
    const report = { objects: [diff, secret], prune: [{ apiVersion: 'v1', kind: 'ConfigMap', namespace: 'shop', name: 'old' }] };
    const text = renderDriftText(report);
    expect(text).toContain('~ Deployment shop/api (3 fields)');
    expect(text).toContain('/spec/replicas: live 5, Git 3');
    expect(text).toContain('- ConfigMap shop/old (prune)');
    expect(text).not.toContain('czNjcjN0');
    expect(text).toContain('(secret value hidden)');
    expect(summarizeDrift(report)).toMatchObject({ update: 2, fields: 4, prune: 1 });
    const md = renderDriftMarkdown(report, { title: 'Drift' });
    expect(md).toContain('| Deployment shop/api |');
    expect(md).not.toContain('czNjcjN0');
    const cut = renderDriftMarkdown(report, { maxChars: 200 });
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut).toContain('truncated');
  });
});

describe('adoptIgnored', () => {
  it('copies live values at ignored pointers into the payload, leaving the rest and the input untouched', () => {
    const desired = { data: { replicas: '1', color: 'blue' }, list: [{ a: 1 }] };
    const live = { data: { replicas: '5', color: 'red' }, list: [{ a: 9 }] };
    const out = adoptIgnored(desired, live, ['/data/replicas', '/list/0/a', '/data/missing']);
    expect(out).toEqual({ data: { replicas: '5', color: 'blue' }, list: [{ a: 9 }] });
    expect(desired.data.replicas).toBe('1');
  });
});
