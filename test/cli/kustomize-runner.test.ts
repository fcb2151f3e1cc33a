// The kustomize runner's sandbox: an output cap, a timeout and a run budget, each a finding
// naming the directory, never a hang; every path resolved on disk first (symlinks, FIFOs, size);
// no network (a local listener sees no request); a process group that dies with driftgate; and
// no user file is written.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTree, planTree } from '../../src/core/repository/check-tree.js';
import { renderSummaryText } from '../../src/core/repository/report.js';
import { runCli } from './run-cli.js';
import { findKustomize, networkIsolation, NO_NETWORK_NAMESPACE_NOTE, RenderBudget, renderKustomization, renderKustomizeRoots, resolveKustomizePaths } from '../../src/io/repository/kustomize.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-kz-'));
  scratch.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const configMaps = (n: number): string =>
  Array.from({ length: n }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\ndata:\n  key: "${'x'.repeat(100)}"\n`).join('---\n');

async function rootOf(dir: string, files: Record<string, string>): Promise<ReturnType<typeof planTree>['roots'][number]> {
  const plan = planTree(Object.entries(files).map(([p, text]) => ({ path: p, bytes: new TextEncoder().encode(text) })));
  const root = plan.roots[0];
  if (!root) throw new Error(`no kustomization in ${dir}`);
  return root;
}

describe('renderKustomization', () => {
  it('renders with the real kustomize and writes nothing into the tree', async () => {
    const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(2) };
    const dir = tree(files);
    const tool = await findKustomize({ PATH: path.join(repoRoot, '.cache/bin') });
    expect(tool?.label).toBe('kustomize build');
    const r = await renderKustomization(await rootOf(dir, files), tool, { root: dir, env: { PATH: '' } });
    expect(r.output).toContain('config.kubernetes.io/origin: |\n      path: ');
    expect(readdirSync(path.join(dir, 'app')).sort()).toEqual(['cms.yaml', 'kustomization.yaml']);
  });

  it('stops a build whose output is over the cap', async () => {
    const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(200) };
    const dir = tree(files);
    const tool = await findKustomize({ PATH: path.join(repoRoot, '.cache/bin') });
    const r = await renderKustomization(await rootOf(dir, files), tool, { root: dir, env: { PATH: '' }, maxOutputBytes: 4096 });
    expect(r.output).toBeUndefined();
    expect(r.problem).toMatchObject({ ruleId: 'kustomize/build-failed', file: 'app/kustomization.yaml', line: 1, column: 1 });
    expect(r.problem?.message).toBe('kustomize build app wrote more than 4096 bytes and was stopped; the kustomization was not checked');
  });

  it('stops a build that does not finish in time (a kustomize that never ends)', async () => {
    const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(1) };
    const dir = tree(files);
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    // Stands in for a kustomize stuck on a pathological input: it never exits on its own.
    writeFileSync(path.join(bin, 'kustomize'), '#!/bin/sh\nexec sleep 600\n');
    chmodSync(path.join(bin, 'kustomize'), 0o755);
    const tool = await findKustomize({ PATH: bin });
    const r = await renderKustomization(await rootOf(dir, files), tool, { root: dir, env: { PATH: '/usr/bin:/bin' }, timeoutMs: 100 });
    expect(r.problem).toMatchObject({ ruleId: 'kustomize/build-failed', file: 'app/kustomization.yaml' });
    expect(r.problem?.message).toBe('kustomize build app did not finish within 100 ms and was stopped; the kustomization was not checked');
  });
});

const KUSTOMIZE_BIN = path.join(repoRoot, '.cache/bin');
const encode = (files: Record<string, string>): { path: string; bytes: Uint8Array }[] => Object.entries(files).map(([p, text]) => ({ path: p, bytes: new TextEncoder().encode(text) }));

describe('resolveKustomizePaths', () => {
  it('tells files, directories, missing paths, special files, large files and links that leave the tree apart, without opening anything', async () => {
    const outside = tree({ 'secret.yaml': 'apiVersion: v1\nkind: Secret\nmetadata: {name: s}\n', 'base/kustomization.yaml': 'resources: []\n' });
    const dir = tree({ 'a/cm.yaml': 'x: 1\n', 'a/sub/kustomization.yaml': 'resources: []\n' });
    symlinkSync(path.join(outside, 'base'), path.join(dir, 'a/linked-dir'));
    symlinkSync(path.join(outside, 'secret.yaml'), path.join(dir, 'a/linked.yaml'));
    symlinkSync('cm.yaml', path.join(dir, 'a/inside-link.yaml'));
    symlinkSync('nowhere.yaml', path.join(dir, 'a/dangling.yaml'));
    expect(spawnSync('mkfifo', [path.join(dir, 'a/pipe.env')]).status).toBe(0);
    writeFileSync(path.join(dir, 'a/huge.txt'), '');
    truncateSync(path.join(dir, 'a/huge.txt'), 2_000_000); // sparse: no real bytes written
    const facts = await resolveKustomizePaths(['a/cm.yaml', 'a/sub', 'a/linked-dir', 'a/linked.yaml', 'a/inside-link.yaml', 'a/dangling.yaml', 'a/pipe.env', 'a/huge.txt', 'a/missing'], { root: dir, maxBytes: 1_000_000 });
    expect(Object.fromEntries([...facts].map(([p, f]) => [p, f.kind]))).toEqual({
      'a/cm.yaml': 'file',
      'a/sub': 'directory',
      'a/linked-dir': 'outside',
      'a/linked.yaml': 'outside',
      'a/inside-link.yaml': 'file',
      'a/dangling.yaml': 'missing',
      'a/pipe.env': 'special',
      'a/huge.txt': 'too-large',
      'a/missing': 'missing',
    });
  });
});

describe('renderKustomizeRoots', () => {
  it('never hands kustomize a root whose paths leave the tree: a symlinked base directory pointing outside is a finding, the outside file never read', async () => {
    const outside = tree({ 'base/kustomization.yaml': 'resources: [secret.yaml]\n', 'base/secret.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: sentinel-7f3a}\n' });
    const files = { 'app/kustomization.yaml': 'resources:\n  - ../linked\n' };
    const dir = tree(files);
    symlinkSync(path.join(outside, 'base'), path.join(dir, 'linked'));
    const tool = await findKustomize({ PATH: KUSTOMIZE_BIN });
    const result = await renderKustomizeRoots({ files: encode(files), roots: ['app'], tool, root: dir, env: { PATH: '' } });
    expect(result.renders).toEqual([]);
    expect(result.paths.get('linked')?.kind).toBe('outside');
    const plan = planTree(encode(files), result.paths);
    expect(plan.findings).toEqual([expect.objectContaining({ ruleId: 'kustomize/outside-repository', file: 'app/kustomization.yaml', line: 2, column: 5 })]);
    expect(JSON.stringify(plan)).not.toContain('sentinel-7f3a');
  });

  it('refuses a FIFO as a generator input before kustomize could block on it', async () => {
    const files = { 'app/kustomization.yaml': 'configMapGenerator:\n  - name: c\n    envs: [pipe.env]\n' };
    const dir = tree(files);
    expect(spawnSync('mkfifo', [path.join(dir, 'app/pipe.env')]).status).toBe(0);
    const tool = await findKustomize({ PATH: KUSTOMIZE_BIN });
    const result = await renderKustomizeRoots({ files: encode(files), roots: ['app'], tool, root: dir, env: { PATH: '' } });
    expect(result.renders).toEqual([]);
    expect(planTree(encode(files), result.paths).findings).toEqual([expect.objectContaining({ ruleId: 'kustomize/special-file', line: 3, column: 12 })]);
  });

  it('refuses a root estimated over the object bound before kustomize runs (a diamond of nine levels: 50·2^9 objects)', async () => {
    const files: Record<string, string> = { 'l0/kustomization.yaml': 'resources: [cms.yaml]\n', 'l0/cms.yaml': configMaps(50) };
    for (let k = 1; k <= 9; k++) {
      for (const side of ['a', 'b']) files[`l${k}${side}/kustomization.yaml`] = `namePrefix: ${side}-\nresources: [../l${k - 1}]\n`;
      files[`l${k}/kustomization.yaml`] = `resources: [../l${k}a, ../l${k}b]\n`;
    }
    const dir = tree(files);
    // A kustomize that would hang: only the plan can have refused the root.
    const tool = { command: '/bin/sleep', args: ['600'], label: 'sleep' };
    const budget = new RenderBudget({ totalMs: 600_000 });
    const result = await renderKustomizeRoots({ files: encode(files), roots: ['l9'], tool, root: dir, env: { PATH: '' }, budget });
    expect(result.renders).toEqual([
      expect.objectContaining({ root: 'l9', problem: expect.objectContaining({ ruleId: 'kustomize/budget', file: 'l9/kustomization.yaml', line: 1, column: 1 }) }),
    ]);
    expect(result.renders[0]?.problem?.message).toContain('it would render about 25600 objects');
    expect(budget.remainingMs()).toBeGreaterThan(590_000);
  });

  it('says so in the notes when kustomize renders without a network namespace (unshare unavailable), and the summary prints it', async () => {
    const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(1) };
    const dir = tree(files);
    const tool = await findKustomize({ PATH: KUSTOMIZE_BIN });
    const without = await renderKustomizeRoots({ files: encode(files), roots: ['app'], tool, root: dir, env: { PATH: '' }, isolation: null });
    expect(without.renders[0]?.output).toContain('name: c0');
    expect(without.notes).toEqual([NO_NETWORK_NAMESPACE_NOTE]);
    const summary = checkTree({ files: encode(files), renders: without.renders, now: new Date(0), notes: without.notes }).summary;
    expect(renderSummaryText(summary)).toContain(`  note: ${NO_NETWORK_NAMESPACE_NOTE}`);
    // With a namespace (where this host can make one), no note.
    const isolation = networkIsolation();
    if (isolation !== null) expect((await renderKustomizeRoots({ files: encode(files), roots: ['app'], tool, root: dir, env: { PATH: '' } })).notes).toEqual([]);
  });

  it("stops at the run's output budget and names every root it left out", async () => {
    const files: Record<string, string> = {};
    for (const name of ['r1', 'r2', 'r3', 'r4', 'r5']) {
      files[`${name}/kustomization.yaml`] = 'resources: [cms.yaml]\n';
      files[`${name}/cms.yaml`] = configMaps(10);
    }
    const dir = tree(files);
    const tool = await findKustomize({ PATH: KUSTOMIZE_BIN });
    const result = await renderKustomizeRoots({ files: encode(files), roots: ['r1', 'r2', 'r3', 'r4', 'r5'], tool, root: dir, env: { PATH: '' }, budget: new RenderBudget({ totalMs: 600_000, totalBytes: 3000 }) });
    const leftOut = result.renders.filter((r) => r.problem?.ruleId === 'kustomize/budget');
    expect(result.renders).toHaveLength(5);
    expect(leftOut.length).toBeGreaterThanOrEqual(3);
    const names = leftOut.map((r) => r.root).join(', ');
    for (const r of leftOut) {
      expect(r.problem).toMatchObject({ file: `${r.root}/kustomization.yaml`, line: 1, column: 1 });
      expect(r.problem?.message).toBe(`${r.root} was not rendered: the run's render budget (600 s of kustomize time and 3000 bytes of output for the whole run) was spent; roots not rendered: ${names}`);
    }
  });
});

describe('no network', () => {
  const isolation = networkIsolation();
  async function listener(): Promise<{ server: Server; url: string; requests: () => number }> {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.end('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: fetched}\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cm.yaml`, requests: () => requests };
  }
  // Straight to the runner, past the plan that refuses remote references: the sandbox itself must hold.
  const remoteRoot = async (url: string): Promise<{ dir: string; root: ReturnType<typeof planTree>['roots'][number] }> => {
    const files = { 'app/kustomization.yaml': `resources: [cm.yaml]\n`, 'app/cm.yaml': configMaps(1) };
    const dir = tree(files);
    writeFileSync(path.join(dir, 'app/kustomization.yaml'), `resources:\n  - ${url}\n`);
    return { dir, root: await rootOf(dir, files) };
  };

  it.skipIf(isolation === null)('kustomize in its network namespace reaches no local listener, even with a remote resource handed to it', async () => {
    const { server, url, requests } = await listener();
    try {
      const { dir, root } = await remoteRoot(url);
      const r = await renderKustomization(root, await findKustomize({ PATH: KUSTOMIZE_BIN }), { root: dir, env: { PATH: '' } });
      expect(r.problem?.ruleId).toBe('kustomize/build-failed');
      expect(requests()).toBe(0);
    } finally {
      server.close();
    }
  });

  it('without the namespace, the proxy guard alone does not cover loopback (why remote references are refused before kustomize runs)', async () => {
    const { server, url, requests } = await listener();
    try {
      const { dir, root } = await remoteRoot(url);
      await renderKustomization(root, await findKustomize({ PATH: KUSTOMIZE_BIN }), { root: dir, env: { PATH: '' }, isolateNetwork: false });
      expect(requests()).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });
});

describe('a process group that dies with driftgate', () => {
  /** Whether a process is gone (a zombie waiting for a reaper counts as gone). */
  const gone = (pid: number): boolean => {
    try {
      return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return true;
    }
  };
  async function until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`kills a running kustomize when driftgate gets ${signal}`, async () => {
      const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(1) };
      const dir = tree(files);
      const bin = path.join(dir, 'bin');
      mkdirSync(bin);
      const pidFile = path.join(dir, 'kustomize.pid');
      const argsFile = path.join(dir, 'kustomize.args');
      // A kustomize that never ends, and a child of its own (the whole group must go). Its last
      // argument is the temporary directory driftgate made for the render.
      writeFileSync(path.join(bin, 'kustomize'), `#!/bin/sh\nfor a in "$@"; do last="$a"; done\necho "$last" > ${argsFile}\nsleep 600 &\necho "$$ $!" > ${pidFile}\nwait\n`);
      chmodSync(path.join(bin, 'kustomize'), 0o755);
      const script = path.join(dir, 'render.mts');
      writeFileSync(script, `import { findKustomize, renderKustomization } from ${JSON.stringify(path.join(repoRoot, 'src/io/repository/kustomize.ts'))};
import { planTree } from ${JSON.stringify(path.join(repoRoot, 'src/core/repository/check-tree.ts'))};
const files = ${JSON.stringify(files)};
const root = planTree(Object.entries(files).map(([p, t]) => ({ path: p, bytes: new TextEncoder().encode(t) }))).roots[0];
await renderKustomization(root, await findKustomize({ PATH: ${JSON.stringify(bin)} }), { root: ${JSON.stringify(dir)}, env: { PATH: '/usr/bin:/bin' } });
`);
      const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: 'ignore' });
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
      await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim().split(' ').length === 2);
      const pids = readFileSync(pidFile, 'utf8').trim().split(' ').map(Number);
      const wrapper = readFileSync(argsFile, 'utf8').trim();
      expect(pids.every((p) => !gone(p))).toBe(true);
      expect(path.basename(wrapper)).toMatch(/^driftgate-kustomize-/);
      expect(existsSync(wrapper)).toBe(true);
      child.kill(signal);
      expect(await exited).toBe(signal);
      await until(() => pids.every(gone));
      // The render's temporary directory went with the run (no `finally` runs on a signal).
      expect(existsSync(wrapper)).toBe(false);
    });
  }

  it('kills a running kustomize when driftgate dies by SIGKILL (no handler runs: the parent-death signal does it)', async () => {
    const files = { 'app/kustomization.yaml': 'resources: [cms.yaml]\n', 'app/cms.yaml': configMaps(1) };
    const dir = tree(files);
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    const pidFile = path.join(dir, 'kustomize.pid');
    const argsFile = path.join(dir, 'kustomize.args');
    writeFileSync(path.join(bin, 'kustomize'), `#!/bin/sh\nfor a in "$@"; do last="$a"; done\necho "$last" > ${argsFile}\necho $$ > ${pidFile}.tmp\nmv ${pidFile}.tmp ${pidFile}\nexec sleep 600\n`);
    chmodSync(path.join(bin, 'kustomize'), 0o755);
    const script = path.join(dir, 'render.mts');
    writeFileSync(script, `import { findKustomize, renderKustomization } from ${JSON.stringify(path.join(repoRoot, 'src/io/repository/kustomize.ts'))};
import { planTree } from ${JSON.stringify(path.join(repoRoot, 'src/core/repository/check-tree.ts'))};
const files = ${JSON.stringify(files)};
const root = planTree(Object.entries(files).map(([p, t]) => ({ path: p, bytes: new TextEncoder().encode(t) }))).roots[0];
await renderKustomization(root, await findKustomize({ PATH: ${JSON.stringify(bin)} }), { root: ${JSON.stringify(dir)}, env: { PATH: '/usr/bin:/bin' } });
`);
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    await until(() => existsSync(pidFile));
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    await until(() => /sleep/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    await until(() => gone(pid));
    // Nothing of driftgate runs after a SIGKILL: the render's temporary directory is left, and removed here.
    rmSync(readFileSync(argsFile, 'utf8').trim(), { recursive: true, force: true });
  });
});

describe('driftgate check: every kustomization accounted for', () => {
  const broken: Record<string, { files: Record<string, string>; rule: string; at: string; why: string }> = {
    cycle: { files: { 'a/kustomization.yaml': 'resources: [../b]\n', 'b/kustomization.yaml': 'resources: [../a]\n' }, rule: 'kustomize/cycle', at: 'a/kustomization.yaml', why: 'in a kustomization cycle' },
    list: { files: { 'a/kustomization.yaml': '- resources\n- cm.yaml\n', 'a/cm.yaml': configMaps(1) }, rule: 'kustomize/not-a-mapping', at: 'a/kustomization.yaml', why: 'it is a list, not a mapping' },
    empty: { files: { 'a/kustomization.yaml': '' }, rule: 'kustomize/empty', at: 'a/kustomization.yaml', why: 'it is empty' },
    remote: { files: { 'a/kustomization.yaml': 'resources: [cm.yaml]\nopenapi:\n  path: git::https://example.com/schema.json\n', 'a/cm.yaml': configMaps(1) }, rule: 'kustomize/remote-reference', at: 'a/kustomization.yaml', why: 'remote reference git::https://example.com/schema.json (a/kustomization.yaml)' },
  };
  for (const [name, c] of Object.entries(broken)) {
    it(`${name}: a finding at the file, exit 1, and the summary never says it was rendered`, async () => {
      const dir = tree({ '.driftgateignore': '', ...c.files });
      const json = await runCli(['check', '.', '--format', 'json'], dir, { PATH: KUSTOMIZE_BIN });
      expect(json.code).toBe(1);
      const report = JSON.parse(json.stdout) as { findings: { ruleId: string; file: string; line: number; column: number }[]; checked: { kustomizations: { root: string; status: string; reason?: string }[]; skippedFiles: { file: string; reason: string }[] } };
      expect(report.findings).toContainEqual(expect.objectContaining({ ruleId: c.rule, file: c.at }));
      expect(report.checked.kustomizations).toContainEqual({ root: 'a', objects: 0, status: 'not rendered', reason: c.why });
      expect(report.checked.skippedFiles.filter((f) => /rendered with kustomize/.test(f.reason))).toEqual([]);
      const text = await runCli(['check', '.'], dir, { PATH: KUSTOMIZE_BIN });
      expect(text.stdout).not.toContain('No problems found');
    });
  }
});
