import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Real git processes: on a loaded machine each takes tens of milliseconds, a test several.
vi.setConfig({ testTimeout: 30_000 });
import { createGitFixture, type GitFixture } from '../../../test/support/git-fixture.js';
import { installGitShim } from '../../../test/support/git-shim.js';
import { authorizationHeader, gitProcess, tokenScope } from './environment.js';
import { GitSource, remoteUrl } from './source.js';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function fixture(): GitFixture {
  const fx = createGitFixture();
  cleanups.push(() => fx.cleanup());
  return fx;
}

function source(fx: GitFixture, extra: { token?: string; repo?: string; timeoutMs?: number } = {}): GitSource {
  return new GitSource({ repo: extra.repo ?? fx.remoteUrl, branch: 'main', cacheDir: path.join(fx.root, 'cache'), token: extra.token, timeoutMs: extra.timeoutMs });
}

describe('GitSource', () => {
  it('asks git nothing about a commit one of its refs holds (pinned, or the last fetched head)', async () => {
    const fx = fixture();
    const first = fx.commit({ 't/a.yaml': 'v: 1\n' });
    const shim = installGitShim();
    cleanups.push(() => shim.remove());
    const calls = shim.calls;
    const src = source(fx);
    expect(await src.fetch()).toBe(first);
    expect(calls().some((c) => c.includes('fetch'))).toBe(true);
    shim.reset();
    expect(await src.fetch({ expected: first })).toBe(first);
    expect(await src.ensureCommit(first)).toBe(true);
    expect(calls()).toEqual([]);
    // a new head is fetched; once pinned, the old one is still held without a question
    const second = fx.commit({ 't/a.yaml': 'v: 2\n' });
    await src.pin('applied', first);
    shim.reset();
    expect(await src.fetch({ expected: second })).toBe(second);
    const before = calls().length;
    // one process for a new head: the fetch (no question whether the cache has it, and the
    // fetched commit is read from the ref file the fetch wrote)
    expect(shim.subcommands()).toEqual(['fetch']);
    expect(await src.ensureCommit(first)).toBe(true);
    expect(await src.ensureCommit(second)).toBe(true);
    expect(calls().length).toBe(before);
    // a commit no ref of this process holds is asked about
    expect(await src.ensureCommit('0'.repeat(40))).toBe(false);
    expect(calls().length).toBeGreaterThan(before);
  });

  it('finds the fetched head when its ref is packed, and when the cache already had the commit', async () => {
    const fx = fixture();
    const first = fx.commit({ 't/a.yaml': 'v: 1\n' });
    const src = source(fx);
    expect(await src.fetch()).toBe(first);
    // refs packed (as a gc would): the ref file is gone, git is asked
    const cache = path.join(fx.root, 'cache');
    execFileSync('git', ['pack-refs', '--all'], { cwd: cache });
    expect(existsSync(path.join(cache, 'refs/driftgate/remote/main'))).toBe(false);
    const fresh = source(fx); // a new process: nothing held
    expect(await fresh.fetch({ expected: first })).toBe(first);
    // a new head after that is written loose again, and read from its file
    const second = fx.commit({ 't/a.yaml': 'v: 2\n' });
    expect(await fresh.fetch({ expected: second })).toBe(second);
    expect(readFileSync(path.join(cache, 'refs/driftgate/remote/main'), 'utf8').trim()).toBe(second);
  });

  it('resolves the head with ls-remote and fetches it shallowly into a private bare cache', async () => {
    const fx = fixture();
    fx.commit({ 't/a.yaml': 'v: 1\n' });
    const head = fx.commit({ 't/a.yaml': 'v: 2\n' });
    const src = source(fx);
    expect(await src.remoteHead()).toBe(head);
    expect(await src.fetch()).toBe(head);
    const cache = path.join(fx.root, 'cache');
    expect(existsSync(path.join(cache, 'HEAD'))).toBe(true);
    expect(existsSync(path.join(cache, 'shallow'))).toBe(true); // depth 1: history not transferred
    const snap = await src.snapshot({ revision: head, path: 't' });
    expect(snap.files.map((f) => Buffer.from(f.bytes).toString())).toEqual(['v: 2\n']);
    // a fetch of a commit already present transfers nothing and returns it
    expect(await src.fetch({ expected: head })).toBe(head);
  });

  it('accepts a local path as the repository', async () => {
    const fx = fixture();
    const head = fx.commit({ 'a.yaml': 'a\n' });
    const src = source(fx, { repo: fx.remote });
    expect(src.displayUrl.startsWith('file://')).toBe(true);
    expect(await src.fetch()).toBe(head);
  });

  it('handles a force-push: the new head replaces the old, and the pinned old commit stays readable', async () => {
    const fx = fixture();
    fx.commit({ 'p/a.yaml': 'base\n' });
    const before = fx.commit({ 'p/a.yaml': 'before\n' });
    const src = source(fx);
    await src.fetch();
    await src.pin('applied', before);
    const after = fx.amendAndForcePush({ 'p/a.yaml': 'after\n', 'p/b.yaml': 'b\n' });
    expect(after).not.toBe(before);
    expect(await src.remoteHead()).toBe(after);
    expect(await src.fetch()).toBe(after);
    const snap = await src.snapshot({ revision: after, path: 'p' });
    expect(snap.files.map((f) => [f.path, Buffer.from(f.bytes).toString()])).toEqual([['p/a.yaml', 'after\n'], ['p/b.yaml', 'b\n']]);
    // no ancestry between the two: the diff still works on the two shallow commits
    expect(await src.cache.changedFiles({ base: before, head: after })).toEqual([
      { path: 'p/a.yaml', status: 'modified' },
      { path: 'p/b.yaml', status: 'added' },
    ]);
  });

  it('reports an unknown branch as not-found and an unreachable remote as unreachable', async () => {
    const fx = fixture();
    fx.commit({ 'a.yaml': 'a\n' });
    const other = new GitSource({ repo: fx.remoteUrl, branch: 'nope', cacheDir: path.join(fx.root, 'c2') });
    await expect(other.remoteHead()).rejects.toMatchObject({ reason: 'not-found' });
    const gone = source(fx, { repo: 'file:///nonexistent/repo.git' });
    await expect(gone.remoteHead()).rejects.toMatchObject({ reason: 'unreachable' });
    await expect(gone.fetch()).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('refuses credentials in the URL', () => {
    expect(() => remoteUrl('https://user:secret@example.com/r.git')).toThrow(/GITHUB_TOKEN/);
    expect(remoteUrl('git@github.com:org/repo.git')).toBe('git@github.com:org/repo.git');
    expect(remoteUrl('/srv/repo')).toBe('file:///srv/repo');
  });
});

describe('GitSource over HTTP', () => {
  async function server(handler: (headers: IncomingHttpHeaders, url: string, res: import('node:http').ServerResponse) => void): Promise<string> {
    const srv: Server = createServer((req, res) => handler(req.headers, req.url ?? '', res));
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => { srv.closeAllConnections(); srv.close(() => r()); }));
    return `http://127.0.0.1:${(srv.address() as AddressInfo).port}/org/repo.git`;
  }

  it('refuses to send a token over plain http: nothing reaches the server, and the error does not quote the token', async () => {
    const token = 'ghs_supersecret123';
    const seen: string[] = [];
    const url = await server((_headers, u, res) => {
      seen.push(u);
      res.writeHead(401, { 'www-authenticate': 'Basic realm="x"' }).end('denied');
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-src-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    let error: unknown;
    try {
      new GitSource({ repo: url, branch: 'main', cacheDir: dir, token });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ name: 'GitOperationError', reason: 'invalid' });
    expect((error as Error).message).toMatch(/only over https/);
    expect((error as Error).message).not.toContain(token);
    expect(seen).toEqual([]);
    // Without a token the same remote is fetched from (and the server sees no Authorization).
    const src = new GitSource({ repo: url, branch: 'main', cacheDir: dir });
    await expect(src.remoteHead()).rejects.toMatchObject({ name: 'GitOperationError' });
    expect(seen.length).toBeGreaterThan(0);
  });

  it('configures the token header for the remote\'s https host only, as git matches URLs', async () => {
    const token = 'ghs_scoped';
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-scope-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const git = gitProcess({ baseDir: dir, home: dir, token, tokenUrl: 'https://github.example.com/org/repo.git' });
    const header = async (url: string): Promise<string> => (await git.raw(['config', '--get-urlmatch', 'http.extraheader', url]).catch(() => '')).trim();
    expect(await header('https://github.example.com/org/other.git')).toBe(authorizationHeader(token));
    expect(await header('https://evil.example.net/org/repo.git')).toBe('');
    expect(await header('http://github.example.com/org/repo.git')).toBe('');
    expect(await header('https://github.example.com.evil.net/x')).toBe('');
    expect(tokenScope('http://github.com/o/r')).toBeUndefined();
    expect(tokenScope('file:///tmp/r')).toBeUndefined();
    expect(tokenScope('https://ghe.corp:8443/o/r.git')).toBe('https://ghe.corp:8443/');
  });

  it('gives up on a remote that stops answering after the timeout', async () => {
    const url = await server(() => undefined); // never responds
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-src-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const src = new GitSource({ repo: url, branch: 'main', cacheDir: dir, timeoutMs: 400 });
    await expect(src.remoteHead()).rejects.toMatchObject({ reason: 'timeout' });
  });
});
