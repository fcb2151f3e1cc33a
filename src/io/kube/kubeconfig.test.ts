import { createServer } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { KubeConfigError, loadKubeConfig } from './kubeconfig.js';
import { preflight } from './preflight.js';

const kubeconfig = (o: { cluster: string; server: string; context?: string; current?: string; skip?: boolean }): string => `apiVersion: v1
kind: Config
clusters:
- name: ${o.cluster}
  cluster:
    server: ${o.server}${o.skip ? '\n    insecure-skip-tls-verify: true' : ''}
users:
- name: ${o.cluster}-user
  user:
    token: t
contexts:
- name: ${o.context ?? o.cluster}
  context:
    cluster: ${o.cluster}
    user: ${o.cluster}-user
${o.current !== undefined ? `current-context: ${o.current}\n` : ''}`;

function dir(): string {
  return mkdtempSync(path.join(tmpdir(), 'driftgate-kc-'));
}

describe('kubeconfig discovery, as kubectl does it', () => {
  it('takes --kubeconfig relative to the working directory, and says when it is missing', () => {
    const d = dir();
    writeFileSync(path.join(d, 'kc'), kubeconfig({ cluster: 'a', server: 'https://a.example:6443', current: 'a' }));
    expect(loadKubeConfig({ path: 'kc', env: {}, cwd: d }).kubeConfig.getCurrentCluster()?.server).toBe('https://a.example:6443');
    expect(() => loadKubeConfig({ path: 'nope', env: {}, cwd: d })).toThrow(/--kubeconfig nope: no such file/);
  });

  it('merges a KUBECONFIG list with the first file winning, skipping missing files', () => {
    const d = dir();
    writeFileSync(path.join(d, 'one'), kubeconfig({ cluster: 'a', server: 'https://a.example', current: 'a' }));
    writeFileSync(path.join(d, 'two'), kubeconfig({ cluster: 'a', server: 'https://shadowed.example', context: 'b', current: 'b' }));
    const list = [path.join(d, 'missing'), path.join(d, 'one'), path.join(d, 'two')].join(path.delimiter);
    const found = loadKubeConfig({ env: { KUBECONFIG: list, HOME: d }, cwd: d });
    expect(found.kubeConfig.getCurrentContext()).toBe('a');
    expect(found.kubeConfig.getCurrentCluster()?.server).toBe('https://a.example');
    expect(found.kubeConfig.getContexts().map((c) => c.name)).toEqual(['a', 'b']);
    expect(loadKubeConfig({ env: { KUBECONFIG: list }, context: 'b', cwd: d }).kubeConfig.getCurrentContext()).toBe('b');
    expect(() => loadKubeConfig({ env: { KUBECONFIG: path.join(d, 'missing') }, cwd: d })).toThrow(/KUBECONFIG names no file that exists/);
    expect(() => loadKubeConfig({ env: { KUBECONFIG: list }, context: 'c', cwd: d })).toThrow(/context "c" is not in .* \(contexts: a, b\)/);
  });

  it('falls back to ~/.kube/config, then to the in-cluster service account', () => {
    const home = dir();
    mkdirSync(path.join(home, '.kube'));
    writeFileSync(path.join(home, '.kube/config'), kubeconfig({ cluster: 'h', server: 'https://home.example', current: 'h' }));
    expect(loadKubeConfig({ env: { HOME: home }, cwd: home }).source).toBe(path.join(home, '.kube/config'));
    const sa = dir();
    writeFileSync(path.join(sa, 'token'), 'x');
    const empty = dir();
    const pod = loadKubeConfig({ env: { HOME: empty, KUBERNETES_SERVICE_HOST: '10.0.0.1', KUBERNETES_SERVICE_PORT: '443' }, cwd: empty, serviceAccountDir: sa });
    expect(pod.source).toBe('the in-cluster service account');
    expect(pod.kubeConfig.getCurrentCluster()).toMatchObject({ server: 'https://10.0.0.1:443', caFile: path.join(sa, 'ca.crt') });
  });

  it('says in one sentence that nothing was found, instead of falling back to http://localhost:8080', () => {
    const empty = dir();
    const attempt = () => loadKubeConfig({ env: { HOME: empty }, cwd: empty, serviceAccountDir: path.join(empty, 'none') });
    expect(attempt).toThrow(KubeConfigError);
    expect(attempt).toThrow(/^no kubeconfig found: pass --kubeconfig FILE, set KUBECONFIG, create ~\/.kube\/config, or run in a pod with a service account$/);
  });

  it('explains a plain-http server and a missing current context', () => {
    const d = dir();
    writeFileSync(path.join(d, 'http'), kubeconfig({ cluster: 'a', server: 'http://127.0.0.1:8080', current: 'a' }));
    expect(() => loadKubeConfig({ path: 'http', env: {}, cwd: d })).toThrow(/uses plain http .* insecure-skip-tls-verify/);
    writeFileSync(path.join(d, 'nocontext'), kubeconfig({ cluster: 'a', server: 'https://a.example' }));
    expect(() => loadKubeConfig({ path: 'nocontext', env: {}, cwd: d })).toThrow(/sets no current-context; pass --context NAME/);
  });
});

describe('long-running commands with no usable cluster', () => {
  async function run(argv: string[], env: Record<string, string>) {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let err = '';
    stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    const code = await main({ argv, stdout, stderr, env: { PATH: process.env.PATH ?? '', ...env }, cwd: env.HOME ?? '/' });
    return { code, stderr: err };
  }

  it('operator, agent and diff exit 2 with one clear line when no kubeconfig exists', async () => {
    const home = dir();
    for (const argv of [['operator'], ['agent', '--repo', home], ['diff', '.']]) {
      const r = await run(argv, { HOME: home });
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr).toBe(`driftgate ${argv[0]}: no kubeconfig found: pass --kubeconfig FILE, set KUBECONFIG, create ~/.kube/config, or run in a pod with a service account\n`);
      expect(r.stderr).not.toContain('skipTLSVerify');
    }
  }, 60_000);

  it('the operator gives up on an API server that never answers, with exit code 2 (no endless retry)', async () => {
    // A port that refuses connections: bind, note the port, close.
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    await new Promise<void>((r) => server.close(() => r()));
    const d = dir();
    writeFileSync(path.join(d, 'kc'), kubeconfig({ cluster: 'a', server: `https://127.0.0.1:${port}`, current: 'a' }));
    const kc = loadKubeConfig({ path: 'kc', env: {}, cwd: d }).kubeConfig;
    const waits: number[] = [];
    await expect(preflight({ kubeConfig: kc, path: '/apis/x/v1/ys', what: 'ys', attempts: 3, delayMs: 10, sleep: async (ms) => void waits.push(ms) })).rejects.toThrow(
      /did not answer after 3 attempts/,
    );
    expect(waits).toEqual([10, 20]);
  });
});

describe('loading a kubeconfig never quotes it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-kc-redact-'));
  it('a YAML error names the position but not the lines around it (tokens, keys)', () => {
    const file = path.join(dir, 'broken');
    writeFileSync(file, 'apiVersion: v1\nusers:\n- name: u\n  user:\n    token: sup3r-s3cret-t0ken\n    password: hunter2hunter2\n  name: [bad\n');
    let message = '';
    try {
      loadKubeConfig({ path: file, env: {}, cwd: dir });
    } catch (error) {
      expect(error).toBeInstanceOf(KubeConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^cannot read the kubeconfig .*broken: /);
    expect(message).not.toContain('sup3r-s3cret-t0ken');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('\n');
  });
});
