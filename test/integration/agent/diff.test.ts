// `driftgate diff`: the field-level preview of a pull request's change against the live
// cluster, as the agent would apply it; no noise from server defaults.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { diffCommand } from '../../../src/cli/diff.js';
import { testKubeconfigPath } from '../../support/cluster.js';
import { configMapYaml, createAgentHarness, type AgentHarness } from './harness.js';

let h: AgentHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function sink(): Writable & { text: string } {
  const s = new Writable({
    write(chunk, _enc, cb) {
      s.text += String(chunk);
      cb();
    },
  }) as Writable & { text: string };
  s.text = '';
  return s;
}

async function runDiff(cwd: string, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const stdout = sink();
  const stderr = sink();
  const code = await diffCommand.run({ argv: ['--kubeconfig', testKubeconfigPath(), ...argv], stdout, stderr, env: {}, cwd });
  return { code, out: stdout.text, err: stderr.text };
}

function serviceYaml(name: string, namespace: string, port: number): string {
  return ['apiVersion: v1', 'kind: Service', 'metadata:', `  name: ${name}`, `  namespace: ${namespace}`, 'spec:', '  selector: { app: web }', '  ports:', `    - port: ${port}`, ''].join('\n');
}

describe('driftgate diff', () => {
  it('previews field changes, creates and prunes of a change; server defaults are not differences', async () => {
    h = await createAgentHarness();
    const ns = h.namespace;
    const base = h.fx.commit({
      'cluster/app.yaml': configMapYaml('app', ns, { color: 'blue', size: 'm' }),
      'cluster/old.yaml': configMapYaml('old', ns, { v: '1' }),
      'cluster/web.yaml': serviceYaml('web', ns, 80),
    });
    await h.poll();

    // nothing changed: the defaulted Service (clusterIP, protocol, targetPort, ...) is no difference
    const clean = await runDiff(h.fx.work, ['cluster']);
    expect(clean.err).toBe('');
    expect(clean.out).toContain('0 to create, 0 to update (0 fields), 0 to prune, 3 unchanged');
    expect(clean.code).toBe(0);

    h.fx.commit({
      'cluster/app.yaml': configMapYaml('app', ns, { color: 'green', size: 'm' }),
      'cluster/old.yaml': null,
      'cluster/new.yaml': configMapYaml('new', ns, { v: '1' }),
      'cluster/web.yaml': serviceYaml('web', ns, 8080),
    });
    const result = await runDiff(h.fx.work, ['--base', base, 'cluster']);
    expect(result.err).toBe('');
    expect(result.code).toBe(1);
    expect(result.out).toContain(`~ ConfigMap ${ns}/app (1 field)`);
    expect(result.out).toContain('/data/color: live "blue", Git "green"');
    expect(result.out).toContain(`+ ConfigMap ${ns}/new (create)`);
    expect(result.out).toContain(`- ConfigMap ${ns}/old (prune)`);
    // ports are a list keyed by port and protocol: a new port is another item, the old one goes
    expect(result.out).toContain(`~ Service ${ns}/web (2 fields)`);
    expect(result.out).toContain('/spec/ports/0: absent live, Git {"protocol":"TCP","port":8080,"targetPort":8080}');
    expect(result.out).toContain('/spec/ports/0: live {"protocol":"TCP","port":80,"targetPort":80}, no longer in Git');
    expect(result.out).not.toContain('clusterIP');

    const md = await runDiff(h.fx.work, ['--base', base, '--format', 'markdown', 'cluster']);
    expect(md.out).toContain('| object | change |');
    expect(md.out).toContain(`| ConfigMap ${ns}/old | prune |`);
    const json = JSON.parse((await runDiff(h.fx.work, ['--base', base, '--format', 'json', 'cluster'])).out) as { summary: { create: number; update: number; prune: number }; checkRun: { conclusion: string } };
    expect(json.summary).toMatchObject({ create: 1, update: 2, prune: 1 });
    expect(json.checkRun.conclusion).toBe('neutral');
  });

  it('shows what a kubectl edit changed live as a difference to Git', async () => {
    h = await createAgentHarness({ settings: { drift: 'warn' } });
    const ns = h.namespace;
    h.fx.commit({ 'cluster/app.yaml': configMapYaml('app', ns, { color: 'blue' }) });
    await h.poll();
    await h.client.request({ method: 'PATCH', path: `/api/v1/namespaces/${ns}/configmaps/app`, query: { fieldManager: 'kubectl-edit' }, contentType: 'application/merge-patch+json', body: { data: { color: 'red' } } });
    const result = await runDiff(h.fx.work, ['cluster/app.yaml']);
    expect(result.code).toBe(1);
    expect(result.out).toContain('/data/color: live "red", Git "blue"');
  });
});
