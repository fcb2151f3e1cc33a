// The sync pipeline against a real API server and real git repositories: apply, the gates,
// prune and its safety, force-pushes and an unreachable remote.
import { renameSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_LABEL, TRACKING_ANNOTATION } from '../../../src/core/drift/ownership.js';
import { isNotFound } from '../../../src/io/kube/errors.js';
import { configMapYaml, createAgentHarness, policyPackFiles, tenantYaml, type AgentHarness } from './harness.js';

let h: AgentHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

type Obj = { metadata: { labels?: Record<string, string>; annotations?: Record<string, string>; resourceVersion: string }; data?: Record<string, string>; spec?: Record<string, unknown> };

async function configMap(harness: AgentHarness, name: string): Promise<Obj | undefined> {
  try {
    return (await harness.get(`/api/v1/namespaces/${harness.namespace}/configmaps/${name}`)) as Obj;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

describe('sync agent: apply and gates', () => {
  it('applies a new commit with ownership marks and records it in the inventory', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    const first = h.fx.commit({
      ...policyPackFiles(),
      'cluster/app.yaml': configMapYaml('app', ns, { color: 'blue' }),
      'cluster/tenants/search.yaml': tenantYaml({ name: 'search', namespace: ns, tenantNamespace: h.tenantNamespace('search') }),
      'README.md': 'not under the synced path\n',
    });
    const outcome = await h.poll();
    expect(outcome?.kind).toBe('changed');
    expect(h.agent.lastSync).toMatchObject({ revision: first, outcome: 'applied', reason: 'Applied' });
    const cm = await configMap(h, 'app');
    expect(cm?.data).toEqual({ color: 'blue' });
    expect(cm?.metadata.labels?.[SYNC_LABEL]).toBe(h.agent.sync);
    expect(cm?.metadata.annotations?.[TRACKING_ANNOTATION]).toBe(`${h.agent.sync}:/ConfigMap:${ns}/app`);
    const inv = await h.agent.inventory.read();
    expect(inv?.appliedRevision).toBe(first);
    expect(inv?.entries.map((e) => `${e.kind}/${e.name}`).sort()).toEqual(['ConfigMap/app', 'TenantOnboarding/search']);

    // unchanged head: one ls-remote, nothing else
    expect((await h.poll())?.kind).toBe('unchanged');

    const second = h.fx.commit({ 'cluster/app.yaml': configMapYaml('app', ns, { color: 'green' }) });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: second, outcome: 'applied' });
    // only what changed is applied again; the tenant is unchanged and watched
    expect(h.agent.lastSync!.applied.map((a) => a.key.name)).toEqual(['app']);
    expect(h.agent.lastSync!.message).toContain('(1 unchanged)');
    expect((await configMap(h, 'app'))?.data).toEqual({ color: 'green' });
    // each applied revision timed each of its steps once (driftgate_sync_phase_seconds)
    const counts = Object.fromEntries((await h.metrics.syncPhase.get()).values.filter((v) => v.metricName === 'driftgate_sync_phase_seconds_count').map((v) => [v.labels.phase, v.value]));
    expect(counts).toEqual({ fetch: 2, read: 2, 'early-status': 2, 'cluster-read': 2, judge: 2, guards: 2, apply: 2, inventory: 2 });
  });

  it('refuses a commit that fails the policy pack and keeps the previous revision applied', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    const good = h.fx.commit({ ...policyPackFiles(), 'cluster/app.yaml': configMapYaml('app', ns, { color: 'blue' }) });
    await h.poll();
    const bad = h.fx.commit({
      'cluster/app.yaml': configMapYaml('app', ns, { color: 'red' }),
      // no admin group: the policy pack refuses it
      'cluster/tenants/bad.yaml': tenantYaml({ name: 'bad', namespace: ns, tenantNamespace: h.tenantNamespace('bad') }).replace(/adminGroups: \[[^\]]*\]/, 'adminGroups: []'),
    });
    const outcome = await h.poll();
    expect(outcome?.kind).toBe('changed'); // handled: refused revisions are not retried until the head moves
    const result = h.agent.lastSync!;
    expect(result).toMatchObject({ revision: bad, outcome: 'refused', reason: 'CheckFailed' });
    const errors = result.findings.filter((f) => f.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((f) => f.file === 'cluster/tenants/bad.yaml' && (f.line ?? 0) > 0)).toBe(true);
    // nothing of the refused commit reached the cluster
    expect((await configMap(h, 'app'))?.data).toEqual({ color: 'blue' });
    const inv = await h.agent.inventory.read();
    expect(inv).toMatchObject({ appliedRevision: good, attemptedRevision: bad });
    expect(inv?.attemptMessage).toMatch(/refused by the check/);
  });

  it('refuses an unsafe CRD change against the CRD live in the cluster', async () => {
    h = await createAgentHarness();
    const group = `${h.tenantNamespace('w')}.example.com`;
    const crd = (sizeType: string) =>
      [
        'apiVersion: apiextensions.k8s.io/v1',
        'kind: CustomResourceDefinition',
        'metadata:',
        `  name: widgets.${group}`,
        'spec:',
        `  group: ${group}`,
        '  names: { kind: Widget, plural: widgets, singular: widget, listKind: WidgetList }',
        '  scope: Namespaced',
        '  versions:',
        '    - name: v1',
        '      served: true',
        '      storage: true',
        '      schema:',
        '        openAPIV3Schema:',
        '          type: object',
        '          properties:',
        '            spec:',
        '              type: object',
        '              properties:',
        '                size:',
        `                  type: ${sizeType}`,
        '',
      ].join('\n');
    const widget = ['apiVersion: ' + group + '/v1', 'kind: Widget', 'metadata:', '  name: w1', `  namespace: ${h.namespace}`, 'spec:', '  size: large', ''].join('\n');
    const first = h.fx.commit({ 'cluster/crds/widgets.yaml': crd('string'), 'cluster/widget.yaml': widget });
    await h.poll();
    // staged: the CRD was applied and Established before the Widget that needs it
    expect(h.agent.lastSync).toMatchObject({ revision: first, outcome: 'applied' });
    expect(await h.get(`/apis/${group}/v1/namespaces/${h.namespace}/widgets/w1`)).toMatchObject({ spec: { size: 'large' } });

    h.fx.commit({ 'cluster/crds/widgets.yaml': crd('integer'), 'cluster/widget.yaml': widget.replace('large', '3') });
    await h.poll();
    const result = h.agent.lastSync!;
    expect(result).toMatchObject({ outcome: 'refused', reason: 'CrdGateFailed' });
    expect(result.findings.some((f) => f.ruleId.includes('type-changed') && f.file === 'cluster/crds/widgets.yaml')).toBe(true);
    const live = (await h.get(`/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.${group}`)) as { spec: { versions: Array<{ schema: { openAPIV3Schema: { properties: { spec: { properties: { size: { type: string } } } } } } }> } };
    expect(live.spec.versions[0]!.schema.openAPIV3Schema.properties.spec.properties.size.type).toBe('string');
    await h.client.request({ method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.${group}` });
  });

  it('refuses a revision that moves its CRD out of the synced path while objects of its kind exist (a removed CRD)', async () => {
    h = await createAgentHarness();
    const group = `${h.tenantNamespace('m')}.example.com`;
    const crd = [
      'apiVersion: apiextensions.k8s.io/v1',
      'kind: CustomResourceDefinition',
      'metadata:',
      `  name: widgets.${group}`,
      'spec:',
      `  group: ${group}`,
      '  names: { kind: Widget, plural: widgets, singular: widget, listKind: WidgetList }',
      '  scope: Namespaced',
      '  versions:',
      '    - { name: v1, served: true, storage: true, schema: { openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true } } }',
      '',
    ].join('\n');
    const widget = ['apiVersion: ' + group + '/v1', 'kind: Widget', 'metadata:', '  name: w1', `  namespace: ${h.namespace}`, 'spec:', '  size: large', ''].join('\n');
    const first = h.fx.commit({ 'cluster/crds/widgets.yaml': crd, 'cluster/widget.yaml': widget });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: first, outcome: 'applied' });

    // git mv cluster/crds/widgets.yaml vendor/: the agent no longer reads it.
    const moved = h.fx.commit({ 'cluster/crds/widgets.yaml': null, 'vendor/widgets.yaml': crd });
    await h.poll();
    const result = h.agent.lastSync!;
    expect(result).toMatchObject({ revision: moved, outcome: 'refused', reason: 'CrdGateFailed' });
    const removed = result.findings.filter((f) => f.ruleId === 'crd-compat/crd-removed');
    expect(removed).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining('holds 1 object of its kind') })]);
    // Nothing was pruned: the CRD and its object are intact.
    expect(await h.get(`/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.${group}`)).toBeTruthy();
    expect(await h.get(`/apis/${group}/v1/namespaces/${h.namespace}/widgets/w1`)).toMatchObject({ spec: { size: 'large' } });
    await h.client.request({ method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/widgets.${group}` });
  });
});

describe('sync agent: prune', () => {
  it('prunes a file deleted in Git, but only objects carrying our marks', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    h.fx.commit({
      'cluster/a.yaml': configMapYaml('a', ns, { v: '1' }),
      'cluster/b.yaml': configMapYaml('b', ns, { v: '1' }),
      'cluster/keep.yaml': configMapYaml('keep', ns, { v: '1' }),
    });
    await h.poll();
    // someone opts "keep" out of pruning, and copies "a" (labels and all) under another name
    await h.client.request({
      method: 'PATCH',
      path: `/api/v1/namespaces/${ns}/configmaps/keep`,
      contentType: 'application/merge-patch+json',
      body: { metadata: { annotations: { 'driftgate.dev/prune': 'disabled' } } },
    });
    const a = (await configMap(h, 'a'))!;
    await h.client.request({ method: 'POST', path: `/api/v1/namespaces/${ns}/configmaps`, body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a-copy', labels: a.metadata.labels, annotations: a.metadata.annotations }, data: a.data } });

    h.fx.commit({ 'cluster/b.yaml': null, 'cluster/keep.yaml': null });
    await h.poll();
    const result = h.agent.lastSync!;
    expect(result.outcome).toBe('applied');
    expect(result.pruned.map((p) => [p.key.name, p.outcome, p.verdict])).toEqual([
      ['b', 'deleted', undefined],
      ['keep', 'skipped', 'prune-disabled'],
    ]);
    expect(await configMap(h, 'b')).toBeUndefined();
    expect(await configMap(h, 'keep')).toBeDefined();
    expect(await configMap(h, 'a')).toBeDefined();
    expect(await configMap(h, 'a-copy')).toBeDefined(); // never in the inventory, never pruned
    expect((await h.agent.inventory.read())?.entries.map((e) => e.name).sort()).toEqual(['a']);
  });

  it('refuses to prune everything when the path becomes empty, unless allowed', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    const good = h.fx.commit({ 'cluster/a.yaml': configMapYaml('a', ns, { v: '1' }), 'cluster/b.yaml': configMapYaml('b', ns, { v: '1' }), 'other/x.txt': 'x\n' });
    await h.poll();
    const emptied = h.fx.commit({ 'cluster/a.yaml': null, 'cluster/b.yaml': null });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: emptied, outcome: 'refused', reason: 'PruneRefused' });
    expect(h.agent.lastSync!.message).toMatch(/does not exist.*refusing to prune all 2/);
    expect(await configMap(h, 'a')).toBeDefined();
    expect(await configMap(h, 'b')).toBeDefined();
    expect(await h.agent.inventory.read()).toMatchObject({ appliedRevision: good, attemptedRevision: emptied });

    // configured to allow it (DRIFTGATE_ALLOW_EMPTY_PRUNE=true): a restart picks up the same head and prunes
    await h.restart({ allowEmptyPrune: true });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: emptied, outcome: 'applied' });
    expect(await configMap(h, 'a')).toBeUndefined();
    expect(await configMap(h, 'b')).toBeUndefined();
  });
});

describe('sync agent: the Git source', () => {
  it('follows a force-push to a rewritten commit', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    h.fx.commit({ 'cluster/a.yaml': configMapYaml('a', ns, { v: 'base' }) });
    const before = h.fx.commit({ 'cluster/a.yaml': configMapYaml('a', ns, { v: 'before' }), 'cluster/b.yaml': configMapYaml('b', ns, { v: '1' }) });
    await h.poll();
    expect(h.agent.lastSync?.revision).toBe(before);
    const after = h.fx.amendAndForcePush({ 'cluster/a.yaml': configMapYaml('a', ns, { v: 'after' }), 'cluster/b.yaml': null });
    await h.poll();
    expect(h.agent.lastSync).toMatchObject({ revision: after, outcome: 'applied' });
    expect((await configMap(h, 'a'))?.data).toEqual({ v: 'after' });
    expect(await configMap(h, 'b')).toBeUndefined(); // pruned: it is not in the rewritten commit
  });

  it('keeps the last good revision while the remote is unreachable, and catches up when it is back', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    const good = h.fx.commit({ 'cluster/a.yaml': configMapYaml('a', ns, { v: '1' }) });
    await h.poll();
    renameSync(h.fx.remote, `${h.fx.remote}.away`);
    const down = await h.pollOnce();
    expect(down?.kind).toBe('error');
    expect(h.agent.conditions.source).toMatchObject({ ok: false, reason: 'FetchFailed:unreachable' });
    expect(h.agent.conditions.source.message).not.toMatch(/token/i);
    expect((await configMap(h, 'a'))?.data).toEqual({ v: '1' });
    expect((await h.agent.inventory.read())?.appliedRevision).toBe(good);

    renameSync(`${h.fx.remote}.away`, h.fx.remote);
    const next = h.fx.commit({ 'cluster/a.yaml': configMapYaml('a', ns, { v: '2' }) });
    const up = await h.poll();
    expect(up?.kind).toBe('changed');
    expect(h.agent.conditions.source.ok).toBe(true);
    expect(h.agent.lastSync?.revision).toBe(next);
    expect((await configMap(h, 'a'))?.data).toEqual({ v: '2' });
  });
});
