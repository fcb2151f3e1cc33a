// crd-diff --kubeconfig against a real kube-apiserver (tools/kube-testenv): the live CRD's
// status.storedVersions, and every stored object validated against the head schema.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { dump } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import {
  createTestNamespace,
  deleteNamespace,
  eventually,
  installCrd,
  kubeRequest,
  randomSuffix,
  testKubeConfig,
  testKubeconfigPath,
} from '../../support/cluster.js';

const group = `crdcompat-${randomSuffix()}.example.com`;
const name = `gizmos.${group}`;
const kc = testKubeConfig();
let namespace = '';
let dir = '';

const alphaSchema = {
  type: 'object',
  properties: {
    spec: { type: 'object', properties: { owner: { type: 'string' }, size: { type: 'integer' }, color: { type: 'string' } } },
  },
};

function gizmoCrd(versions: readonly { name: string; served: boolean; storage: boolean; spec: Record<string, unknown> }[]): Record<string, unknown> {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name },
    spec: {
      group,
      names: { plural: 'gizmos', singular: 'gizmo', kind: 'Gizmo', listKind: 'GizmoList' },
      scope: 'Namespaced',
      versions: versions.map((v) => ({ name: v.name, served: v.served, storage: v.storage, schema: { openAPIV3Schema: { type: 'object', properties: { spec: v.spec } } } })),
    },
  };
}

const v1alpha1 = { name: 'v1alpha1', served: true, storage: true, spec: alphaSchema.properties.spec };
const v1Base = { name: 'v1', served: true, storage: true, spec: alphaSchema.properties.spec };
/** The PR: v1 requires owner and caps size at 5, and v1alpha1 (still in storedVersions) is deleted. */
const v1Head = {
  name: 'v1',
  served: true,
  storage: true,
  spec: { type: 'object', required: ['owner'], properties: { owner: { type: 'string' }, size: { type: 'integer', maximum: 5 }, color: { type: 'string' } } },
};

async function createGizmo(version: string, objectName: string, spec: Record<string, unknown>): Promise<void> {
  const response = await kubeRequest(kc, {
    method: 'POST',
    path: `/apis/${group}/${version}/namespaces/${namespace}/gizmos`,
    body: { apiVersion: `${group}/${version}`, kind: 'Gizmo', metadata: { name: objectName }, spec },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

function capture(): { stream: Writable; text: () => string } {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out += chunk.toString('utf8');
      callback();
    },
  });
  return { stream, text: () => out };
}

async function crdDiff(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = capture();
  const stderr = capture();
  const code = await main({ argv: ['crd-diff', ...args], stdout: stdout.stream, stderr: stderr.stream, env: {}, cwd: dir });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'crd-compat-live-'));
  namespace = await createTestNamespace(kc, 'crd-compat');
  // Objects are first stored as v1alpha1; then storage moves to v1 (v1alpha1 stays served),
  // so status.storedVersions lists both.
  await installCrd(kc, gizmoCrd([v1alpha1]));
  await eventually(() => createGizmo('v1alpha1', 'old-complete', { owner: 'team-a', size: 1 }), { timeoutMs: 30_000, message: 'create v1alpha1 gizmo' });
  await createGizmo('v1alpha1', 'old-no-owner', { size: 2 });
  await installCrd(kc, gizmoCrd([{ ...v1alpha1, storage: false }, v1Base]));
  await eventually(() => createGizmo('v1', 'new-too-big', { owner: 'team-b', size: 9 }), { timeoutMs: 30_000, message: 'create v1 gizmo' });
  await createGizmo('v1', 'new-complete', { owner: 'team-c', size: 3, color: 'red' });

  writeFileSync(path.join(dir, 'base.yaml'), dump(gizmoCrd([{ ...v1alpha1, storage: false }, v1Base])));
  writeFileSync(path.join(dir, 'head.yaml'), dump(gizmoCrd([v1Head])));
}, 240_000);

afterAll(async () => {
  await kubeRequest(kc, { method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${name}` });
  if (namespace) await deleteNamespace(kc, namespace);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface JsonFinding {
  readonly ruleId: string;
  readonly severity: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
}

describe('crd-diff --kubeconfig', () => {
  it('reports the removed stored version and the stored objects that would fail on their next write', async () => {
    const stored = await kubeRequest(kc, { method: 'GET', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${name}` });
    expect((stored.body as { status: { storedVersions: string[] } }).status.storedVersions.sort()).toEqual(['v1', 'v1alpha1']);

    const run = await crdDiff(['base.yaml', 'head.yaml', '--kubeconfig', testKubeconfigPath(), '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const findings = (JSON.parse(run.stdout) as { findings: JsonFinding[] }).findings;

    const live = findings.filter((f) => f.message.includes('status.storedVersions but missing'));
    expect(live.map((f) => [f.ruleId, f.severity, f.file])).toEqual([['crd-compat/version-removed', 'error', 'head.yaml']]);
    expect(live[0]?.message).toContain('v1alpha1');

    const objects = findings.filter((f) => f.ruleId === 'crd-compat/stored-objects-invalid');
    expect(objects.map((f) => f.severity)).toEqual(['error']);
    const message = objects[0]?.message ?? '';
    // old-no-owner lacks the new required field, new-too-big exceeds the new maximum; the two complete objects pass.
    expect(message).toMatch(/^v1: 2 of 4 stored objects would fail validation against the head schema on their next write; 1 of them even on an update that leaves them unchanged/);
    expect(message).toContain(`${namespace}/old-no-owner`);
    expect(message).toContain(`${namespace}/new-too-big`);
    expect(message).not.toContain('new-complete');

    // The static findings are there too: the in-place edits and the removed version.
    const rules = new Set(findings.map((f) => f.ruleId));
    for (const id of ['required-added', 'bound-tightened', 'version-removed']) expect(rules).toContain(`crd-compat/${id}`);
  });

  it('finds nothing live when the head keeps every stored version and its schema accepts every object', async () => {
    writeFileSync(path.join(dir, 'same.yaml'), dump(gizmoCrd([{ ...v1alpha1, storage: false }, v1Base])));
    const run = await crdDiff(['base.yaml', 'same.yaml', '--kubeconfig', testKubeconfigPath(), '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ summary: { error: 0, warning: 0, info: 0 }, findings: [] });
    expect(run.code).toBe(0);
  });
});
