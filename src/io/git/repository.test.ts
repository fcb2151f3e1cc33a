import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Real git processes: on a loaded machine each takes tens of milliseconds, a test several.
vi.setConfig({ testTimeout: 30_000 });
import { createGitFixture, type GitFixture } from '../../../test/support/git-fixture.js';
import { installGitShim } from '../../../test/support/git-shim.js';
import { changesBetween, GitOperationError, GitRepository, normalizePath, parseCatFileBatch, parseLsTree, parseNameStatus, type TreeFile } from './repository.js';

let fixture: GitFixture | undefined;
afterEach(() => {
  fixture?.cleanup();
  fixture = undefined;
});

/** The git commands a repository runs through its private `run` (every command but cat-file and the joint rev-parse). */
function spyOnRun(repo: GitRepository) {
  return vi.spyOn(repo as unknown as { run(args: string[], what: string): Promise<string> }, 'run');
}

function setup(): { fx: GitFixture; repo: GitRepository } {
  fixture = createGitFixture();
  return { fx: fixture, repo: new GitRepository({ dir: fixture.work }) };
}

describe('GitRepository.readTree with limits', () => {
  it('reads only selected files, and checks sizes before reading: a large blob is listed, never loaded', async () => {
    const { fx, repo } = setup();
    const huge = new Uint8Array(3 * 1024 * 1024).fill(0x61);
    fx.commit({ 'tenants/a.yaml': 'kind: A\n', 'tenants/big.yaml': huge, 'tenants/blob.bin': new Uint8Array([0, 1, 2]), 'tenants/README.md': '# x\n' });
    const readBlobs = vi.spyOn(repo as unknown as { readBlobs(listed: readonly unknown[]): Promise<Map<string, Buffer>> }, 'readBlobs');
    const snap = await repo.readTree({ revision: 'HEAD', path: 'tenants', select: (p) => p.endsWith('.yaml'), maxFileBytes: 1024 * 1024 });
    expect(snap.files.map((f) => f.path)).toEqual(['tenants/a.yaml']);
    expect(snap.tooLarge).toEqual([{ path: 'tenants/big.yaml', size: huge.byteLength }]);
    // One cat-file batch, asked for the one selected small blob only.
    expect(readBlobs).toHaveBeenCalledTimes(1);
    expect(readBlobs.mock.calls[0]?.[0]).toHaveLength(1);
  });
});

describe('GitRepository.readTree with deferred blobs', () => {
  it('reads a deferred file when first asked: from the checkout where it hashes to the blob, else with every other unread blob in one cat-file', async () => {
    const { fx } = setup();
    const binary = new Uint8Array([0, 1, 2, 255]);
    fx.commit({ 'tenants/a.yaml': 'kind: A\n', 'tenants/b.yaml': 'kind: B\n', 'tenants/c.yaml': 'kind: C\n', 'tenants/d.bin': binary, 'tenants/e.yaml': 'kind: E\n' });
    // The checkout holds a's and e's blobs, and not b's, c's or d's any more.
    writeFileSync(path.join(fx.work, 'tenants/b.yaml'), 'kind: edited\n');
    writeFileSync(path.join(fx.work, 'tenants/c.yaml'), 'kind: edited too\n');
    rmSync(path.join(fx.work, 'tenants/d.bin'));
    const shim = installGitShim();
    try {
      const repo = new GitRepository({ dir: fx.work, workTree: fx.work });
      const snap = await repo.readTree({ revision: 'HEAD', path: 'tenants', defer: () => true });
      const byPath = new Map(snap.files.map((f) => [f.path, f]));
      expect(shim.subcommands()).toEqual(['rev-parse', 'ls-tree']);
      // Path, blob id and size are known before a byte is read.
      expect(byPath.get('tenants/a.yaml')).toMatchObject({ path: 'tenants/a.yaml', size: 8 });
      expect(byPath.get('tenants/a.yaml')?.blob).toMatch(/^[0-9a-f]{40}$/);
      shim.reset();
      expect(byPath.get('tenants/a.yaml')?.text).toBe('kind: A\n');
      expect(shim.subcommands()).toEqual([]);
      // b is not in the checkout: b, c and d (every blob still unread) come from one cat-file.
      expect(byPath.get('tenants/b.yaml')?.text).toBe('kind: B\n');
      expect(shim.subcommands()).toEqual(['cat-file']);
      expect(byPath.get('tenants/c.yaml')?.text).toBe('kind: C\n');
      expect(Buffer.from(byPath.get('tenants/d.bin')?.bytes ?? []).equals(Buffer.from(binary))).toBe(true);
      expect(byPath.get('tenants/d.bin')?.text).toBeUndefined();
      // A spread copies the contents (the getters are the object's own).
      expect({ ...byPath.get('tenants/e.yaml') }).toMatchObject({ path: 'tenants/e.yaml', text: 'kind: E\n' });
      expect(shim.subcommands()).toEqual(['cat-file']);
    } finally {
      shim.remove();
    }
  });

  it('reads the files it is not told to defer at once, each named by its blob', async () => {
    const { fx } = setup();
    fx.commit({ 'tenants/a.yaml': 'kind: A\n', 'tenants/b.yaml': 'kind: B\n' });
    const repo = new GitRepository({ dir: fx.work });
    const snap = await repo.readTree({ revision: 'HEAD', path: 'tenants', defer: () => false });
    const shim = installGitShim();
    try {
      expect(snap.files.map((f) => [f.path, f.text])).toEqual([
        ['tenants/a.yaml', 'kind: A\n'],
        ['tenants/b.yaml', 'kind: B\n'],
      ]);
      expect(snap.files.every((f) => /^[0-9a-f]{40}$/.test(f.blob ?? ''))).toBe(true);
      expect(shim.calls()).toEqual([]);
    } finally {
      shim.remove();
    }
  });

  it('fails a deferred read whose blob git no longer has as an incomplete read, not as other contents', async () => {
    const { fx } = setup();
    fx.commit({ 'tenants/a.yaml': 'kind: A\n' });
    const repo = new GitRepository({ dir: fx.work });
    const snap = await repo.readTree({ revision: 'HEAD', path: 'tenants', defer: () => true });
    const file = snap.files[0];
    const objects = path.join(fx.work, '.git', 'objects', (file?.blob ?? '').slice(0, 2));
    rmSync(objects, { recursive: true, force: true });
    expect(() => file?.text).toThrow(GitOperationError);
  });
});

describe('GitRepository.readTree', () => {
  it('reads every file under the path, byte for byte, and nothing beside it', async () => {
    const { fx, repo } = setup();
    const binary = new Uint8Array([0, 1, 2, 255, 10, 10]);
    fx.commit({
      'tenants/a.yaml': 'kind: A\n',
      'tenants/nested/b.yaml': 'name: héllo ✓\n',
      'tenants/blob.bin': binary,
      'tenants-old/c.yaml': 'kind: C\n',
      'README.md': '# hi\n',
    });
    const snap = await repo.readTree({ revision: 'HEAD', path: './tenants/' });
    expect(snap.revision).toBe(fx.head());
    expect(snap.exists).toBe(true);
    expect(snap.path).toBe('tenants');
    const byPath = new Map(snap.files.map((f) => [f.path, Buffer.from(f.bytes)]));
    expect([...byPath.keys()].sort()).toEqual(['tenants/a.yaml', 'tenants/blob.bin', 'tenants/nested/b.yaml']);
    expect(byPath.get('tenants/nested/b.yaml')?.toString('utf8')).toBe('name: héllo ✓\n');
    expect(byPath.get('tenants/blob.bin')?.equals(Buffer.from(binary))).toBe(true);
  });

  it('reads an older revision even after the files changed', async () => {
    const { fx, repo } = setup();
    const first = fx.commit({ 'p/a.yaml': 'v: 1\n' });
    fx.commit({ 'p/a.yaml': 'v: 2\n', 'p/b.yaml': 'new\n' });
    const snap = await repo.readTree({ revision: first, path: 'p' });
    expect(snap.files.map((f) => [f.path, Buffer.from(f.bytes).toString()])).toEqual([['p/a.yaml', 'v: 1\n']]);
  });

  it('says when the path does not exist, and reads the whole tree for an empty path', async () => {
    const { fx, repo } = setup();
    fx.commit({ 'x/a.yaml': 'a\n', 'b.yaml': 'b\n' });
    const missing = await repo.readTree({ revision: 'HEAD', path: 'nope' });
    expect(missing).toMatchObject({ exists: false, files: [] });
    const whole = await repo.readTree({ revision: 'HEAD' });
    expect(whole.files.map((f) => f.path).sort()).toEqual(['b.yaml', 'x/a.yaml']);
  });

  it('skips symlinks instead of following them', async () => {
    const { fx, repo } = setup();
    fx.commit({ 'p/a.yaml': 'a\n' });
    fx.git(['update-index', '--add', '--cacheinfo', `120000,${fx.git(['hash-object', '-w', '--stdin'], fx.work).trim() || '0'},p/link.yaml`]);
    // hash-object of empty stdin: a link to "" — enough to create a mode 120000 entry.
    fx.git(['commit', '--quiet', '-m', 'link']);
    const snap = await repo.readTree({ revision: 'HEAD', path: 'p' });
    expect(snap.files.map((f) => f.path)).toEqual(['p/a.yaml']);
    expect(snap.skipped).toEqual(['p/link.yaml']);
  });

  it('never returns a partial tree when an object is missing', async () => {
    const { fx, repo } = setup();
    fx.commit({ 'p/a.yaml': 'a: 1\n', 'p/b.yaml': 'b: 2\n' });
    const blob = fx.git(['rev-parse', 'HEAD:p/b.yaml']).trim();
    rmSync(path.join(fx.work, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    await expect(repo.readTree({ revision: 'HEAD', path: 'p' })).rejects.toMatchObject({ name: 'GitOperationError', reason: 'incomplete' });
  });
});

describe('GitRepository.readTrees, read again (the agent reads every revision)', () => {
  it('lists a commit once for the same paths, and gives a text blob read again as the same string', async () => {
    const { fx, repo } = setup();
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x0a]);
    const latin1 = new Uint8Array([0x61, 0xe9, 0x0a]); // not UTF-8
    const head = fx.commit({ 't/a.yaml': 'a: 1\n', 't/é.yaml': 'b: "ü"\n', 't/bom.yaml': bom, 't/latin1.yaml': latin1, 'x.yaml': 'x\n' });
    const run = spyOnRun(repo);
    const first = (await repo.readTrees({ revision: head, paths: ['t'] })).get('t');
    const second = (await repo.readTrees({ revision: head, paths: ['t'] })).get('t');
    expect(run.mock.calls.filter(([args]) => args[0] === 'ls-tree')).toHaveLength(1);
    // Other paths at the same commit are listed for themselves.
    expect((await repo.readTrees({ revision: head, paths: ['x.yaml'] })).get('x.yaml')?.files.map((f) => f.path)).toEqual(['x.yaml']);
    expect(run.mock.calls.filter(([args]) => args[0] === 'ls-tree')).toHaveLength(2);
    const byPath = (snap: typeof first): Map<string, NonNullable<typeof first>['files'][number]> => new Map((snap?.files ?? []).map((f) => [f.path, f]));
    const [a1, a2] = [byPath(first), byPath(second)];
    // Plain UTF-8 text: kept as text, the same string both times; size in bytes; bytes encode it back.
    expect(a1.get('t/a.yaml')?.text).toBe('a: 1\n');
    expect(a2.get('t/é.yaml')?.text).toBe(a1.get('t/é.yaml')?.text);
    expect(a1.get('t/é.yaml')?.size).toBe(Buffer.byteLength('b: "ü"\n'));
    expect(Buffer.from(a2.get('t/é.yaml')?.bytes ?? []).toString('utf8')).toBe('b: "ü"\n');
    // A byte-order mark or bytes that are not UTF-8 stay bytes, exactly as committed.
    for (const [name, bytes] of [['t/bom.yaml', bom], ['t/latin1.yaml', latin1]] as const) {
      for (const snap of [a1, a2]) {
        expect(snap.get(name)?.text).toBeUndefined();
        expect([...(snap.get(name)?.bytes ?? [])]).toEqual([...bytes]);
      }
    }
    // Read at a revision (a --base run), text blobs come back as their bytes.
    const at = await repo.readFilesAtRevision({ revision: head, paths: ['t/é.yaml', 't/latin1.yaml'] });
    expect(Buffer.from((at.get('t/é.yaml') as { bytes: Uint8Array }).bytes).toString('utf8')).toBe('b: "ü"\n');
    expect([...(at.get('t/latin1.yaml') as { bytes: Uint8Array }).bytes]).toEqual([...latin1]);
  });
});

describe('GitRepository.readTrees hands an unchanged text file out again', () => {
  it('as the same frozen object at the next revision, and a changed, renamed or re-sized file anew', async () => {
    const { fx, repo } = setup();
    const one = fx.commit({ 't/a.yaml': 'a: 1\n', 't/b.yaml': 'b: 1\n', 't/c.yaml': 'c: é\n' });
    const two = fx.commit({ 't/b.yaml': 'b: 2\n', 't/c.yaml': null, 't/d.yaml': 'c: é\n' });
    const files = async (revision: string): Promise<Map<string, TreeFile>> => new Map(((await repo.readTrees({ revision, paths: ['t'] })).get('t')?.files ?? []).map((f) => [f.path, f]));
    const first = await files(one);
    const second = await files(two);
    expect(second.get('t/a.yaml')).toBe(first.get('t/a.yaml'));
    expect(Object.isFrozen(second.get('t/a.yaml'))).toBe(true);
    expect(second.get('t/b.yaml')).not.toBe(first.get('t/b.yaml'));
    expect(second.get('t/b.yaml')?.text).toBe('b: 2\n');
    // The same text under another path is another file (a file's path is part of it).
    expect(second.get('t/d.yaml')?.path).toBe('t/d.yaml');
    expect(second.get('t/d.yaml')?.size).toBe(Buffer.byteLength('c: é\n'));
    // Back at the first revision, b is read as it was there.
    expect((await files(one)).get('t/b.yaml')?.text).toBe('b: 1\n');
  });
});

describe('GitRepository.changedFiles and readFileAtRevision', () => {
  it('lists added, modified and deleted files; a rename is a deletion plus an addition', async () => {
    const { fx, repo } = setup();
    const base = fx.commit({ 't/a.yaml': 'a\n', 't/b.yaml': 'b\n', 't/c.yaml': 'c: same content for rename detection\n', 'other.txt': 'o\n' });
    fx.git(['mv', 't/c.yaml', 't/renamed.yaml']);
    const head = fx.commit({ 't/a.yaml': 'a2\n', 't/b.yaml': null, 't/new.yaml': 'n\n', 'other.txt': 'o2\n' });
    expect(await repo.changedFiles({ base, head, paths: ['t'] })).toEqual([
      { path: 't/a.yaml', status: 'modified' },
      { path: 't/b.yaml', status: 'deleted' },
      { path: 't/c.yaml', status: 'deleted' },
      { path: 't/new.yaml', status: 'added' },
      { path: 't/renamed.yaml', status: 'added' },
    ]);
    expect((await repo.changedFiles({ base, head })).map((c) => c.path)).toContain('other.txt');
  });

  it('reads a file at a revision and returns undefined where it does not exist', async () => {
    const { fx, repo } = setup();
    const base = fx.commit({ 'a.yaml': 'one\n' });
    const head = fx.commit({ 'a.yaml': null, 'b.yaml': 'two\n' });
    expect(Buffer.from((await repo.readFileAtRevision({ revision: base, path: 'a.yaml' }))!).toString()).toBe('one\n');
    expect(await repo.readFileAtRevision({ revision: head, path: 'a.yaml' })).toBeUndefined();
    expect(await repo.readFileAtRevision({ revision: base, path: 'b.yaml' })).toBeUndefined();
  });

  it('reads many files at a revision at once, as readFileAtRevision reads each: absent where missing, by size where too large', async () => {
    const { fx, repo } = setup();
    const base = fx.commit({ 'a.yaml': 'one\n', 'd/b.yaml': 'two\n', 'big.yaml': 'x'.repeat(100), 'same.yaml': 'one\n' });
    const read = await repo.readFilesAtRevision({ revision: base, paths: ['a.yaml', 'd/b.yaml', 'big.yaml', 'missing.yaml', 'd', 'same.yaml'], maxBytes: 50 });
    const text = (p: string): string | undefined => {
      const r = read.get(p);
      return r && 'bytes' in r ? Buffer.from(r.bytes).toString() : undefined;
    };
    expect([text('a.yaml'), text('d/b.yaml'), text('same.yaml')]).toEqual(['one\n', 'two\n', 'one\n']);
    expect(read.get('big.yaml')).toEqual({ tooLarge: 100 });
    // A missing path and a directory are not files: absent, as readFileAtRevision gives undefined.
    expect([...read.keys()].sort()).toEqual(['a.yaml', 'big.yaml', 'd/b.yaml', 'same.yaml']);
    expect(await repo.readFileAtRevision({ revision: base, path: 'd' })).toBeUndefined();
    await expect(repo.readFilesAtRevision({ revision: base, paths: ['../etc/passwd'] })).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('refuses revisions that look like options and paths that leave the repository', async () => {
    const { fx, repo } = setup();
    fx.commit({ 'a.yaml': 'a\n' });
    await expect(repo.resolveRevision('--output=/tmp/x')).rejects.toMatchObject({ reason: 'invalid' });
    await expect(repo.readFileAtRevision({ revision: 'HEAD', path: '../etc/passwd' })).rejects.toMatchObject({ reason: 'invalid' });
    await expect(repo.resolveRevision('no-such-branch')).rejects.toMatchObject({ reason: 'not-found' });
    // the failed calls wrote nothing into the repository
    expect(readdirSync(fx.work).sort()).toEqual(['.git', 'a.yaml']);
  });
});

describe('a --base run asks git once for what several reads need', () => {
  /** Two commits that differ in every way a tree can: edits, additions, deletions, a rename, a mode, a type, a folder become a file. */
  function history(fx: GitFixture): { base: string; head: string } {
    const base = fx.commit({ 't/a.yaml': 'a\n', 't/b.yaml': 'b\n', 't/c.yaml': 'c: for rename\n', 't/run.sh': 'echo\n', 't/link.yaml': 'l\n', 'x/y.yaml': 'y\n', 'other.txt': 'o\n', 'policies/p.yaml': 'p\n' });
    fx.git(['mv', 't/c.yaml', 't/renamed.yaml']);
    fx.git(['update-index', '--chmod=+x', 't/run.sh']);
    // t/link.yaml becomes a symbolic link: a type change
    fx.git(['rm', '--quiet', '--cached', 't/link.yaml']);
    const target = fx.git(['hash-object', '-w', '--stdin'], fx.work).trim();
    fx.git(['update-index', '--add', '--cacheinfo', `120000,${target},t/link.yaml`]);
    const head = fx.commit({ 't/a.yaml': 'a2\n', 't/b.yaml': null, 't/new.yaml': 'n\n', 'x/y.yaml': null, x: 'now a file\n', 'other.txt': 'o2\n' });
    return { base, head };
  }

  it('compares two listings as `git diff --name-status --no-renames` does, under any paths', async () => {
    const { fx, repo } = setup();
    const { base, head } = history(fx);
    const listing = (rev: string): ReturnType<typeof parseLsTree> => parseLsTree(fx.git(['ls-tree', '-r', '-z', '-l', '--full-tree', rev]));
    for (const paths of [[], ['t'], ['x'], ['t/a.yaml', 'other.txt'], ['nowhere']]) {
      const byGit = parseNameStatus(fx.git(['diff', '--name-status', '-z', '--no-renames', base, head, '--', ...paths]));
      expect(changesBetween(listing(base), listing(head), paths.length === 0 ? [''] : paths), paths.join(',')).toEqual(byGit);
    }
    expect(changesBetween(listing(base), listing(head), ['']).map((c) => c.path)).toEqual(expect.arrayContaining(['t/link.yaml', 't/run.sh', 'x', 'x/y.yaml']));

    // With both commits listed, changedFiles starts no `diff`; without, it asks git.
    const run = spyOnRun(repo);
    const fresh = await repo.changedFiles({ base, head, paths: ['t'] });
    expect(run.mock.calls.map(([args]) => args[0])).toEqual(['diff']);
    await Promise.all([repo.listTrees({ revision: base, paths: [''] }), repo.listTrees({ revision: head, paths: [''] })]);
    run.mockClear();
    expect(await repo.changedFiles({ base, head, paths: ['t'] })).toEqual(fresh);
    expect(run).not.toHaveBeenCalled();
  });

  it('a read that a listing in flight covers waits for it instead of listing again', async () => {
    const { fx, repo } = setup();
    const { base, head } = history(fx);
    const run = spyOnRun(repo);
    // As a --base run starts them: the whole base tree (ignore files), the pack, the changed files, what changed.
    const [whole, pack, files, changed] = await Promise.all([
      repo.listTrees({ revision: base, paths: [''] }),
      repo.listTrees({ revision: base, paths: ['policies'] }),
      repo.readFilesAtRevision({ revision: base, paths: ['t/a.yaml', 't/b.yaml', 'x'] }),
      repo.listTrees({ revision: head, paths: [''] }).then(() => repo.changedFiles({ base, head })),
    ]);
    expect(run.mock.calls.map(([args]) => args[0])).toEqual(['ls-tree', 'ls-tree']);
    expect(pack.get('policies')?.entries.map((e) => e.path)).toEqual(['policies/p.yaml']);
    expect(whole.get('')?.entries.length).toBeGreaterThan(5);
    expect([...files.keys()].sort()).toEqual(['t/a.yaml', 't/b.yaml']);
    expect(changed).toEqual(parseNameStatus(fx.git(['diff', '--name-status', '-z', '--no-renames', base, head])));
  });

  it('a listing in flight that fails leaves each waiting read to fail with its own error', async () => {
    const { fx, repo } = setup();
    fx.commit({ 'a.yaml': 'a\n' });
    const missing = 'f'.repeat(40);
    const run = spyOnRun(repo);
    const [listed, read] = await Promise.allSettled([repo.listTrees({ revision: missing, paths: [''] }), repo.readFilesAtRevision({ revision: missing, paths: ['a.yaml'] })]);
    // The read waited for the listing, then asked git itself.
    expect(run.mock.calls.map(([args]) => args.slice(0, 2).join(' '))).toEqual(['ls-tree -r', 'ls-tree -z']);
    expect(listed.status).toBe('rejected');
    expect(read.status).toBe('rejected');
    expect((read as PromiseRejectedResult).reason).toBeInstanceOf(GitOperationError);
    expect(String((read as PromiseRejectedResult).reason)).toContain(`ls-tree ${missing}`);
  });

  it('resolves several revisions in one rev-parse, and one by one when any of them is not a plain name or does not resolve', async () => {
    const { fx } = setup();
    const first = fx.commit({ 'a.yaml': 'a\n' });
    const second = fx.commit({ 'a.yaml': 'b\n' });
    fx.git(['tag', 'v1', first]);
    const shim = installGitShim();
    try {
      const repo = new GitRepository({ dir: fx.work });
      expect(await repo.resolveRevisions(['HEAD~1', 'HEAD', 'v1'])).toEqual([first, second, first]);
      expect(shim.subcommands()).toEqual(['rev-parse']);
      // Ids resolved once are not asked again.
      shim.reset();
      expect(await repo.resolveRevisions([first, second])).toEqual([first, second]);
      expect(shim.subcommands()).toEqual([]);

      // An unknown revision: the error names it, whichever call finds it.
      const unknown = await repo.resolveRevisions(['HEAD', 'no-such-branch']).catch((e: unknown) => e);
      expect(unknown).toBeInstanceOf(GitOperationError);
      expect(String(unknown)).toContain('no-such-branch');

      // A name that is also a file in the checkout: git refuses the joint call as ambiguous; one by one resolves it.
      fx.commit({ 'v1^{commit}': 'a file named like a revision\n' });
      const fresh = new GitRepository({ dir: fx.work });
      shim.reset();
      expect(await fresh.resolveRevisions(['v1', 'HEAD~2'])).toEqual([first, first]);
      // A range is never joined: it prints two lines.
      shim.reset();
      await fresh.resolveRevisions(['v1..HEAD', 'HEAD']).catch(() => undefined);
      expect(shim.calls().some((c) => c.includes('rev-parse v1..HEAD'))).toBe(false);
    } finally {
      shim.remove();
    }
  });
});

describe('parsers', () => {
  it('parseLsTree reads padded sizes, trees and submodules, and paths with spaces and tabs', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const out = `100644 blob ${a}      12\tdir/with space.yaml\x00040000 tree ${b}       -\tdir\x00160000 commit ${b}       -\tsub\x00100755 blob ${a} 1234567\ttab\there.yaml\x00`;
    expect(parseLsTree(out)).toEqual([
      { mode: '100644', type: 'blob', blob: a, size: 12, path: 'dir/with space.yaml' },
      { mode: '040000', type: 'tree', blob: b, size: 0, path: 'dir' },
      { mode: '160000', type: 'commit', blob: b, size: 0, path: 'sub' },
      { mode: '100755', type: 'blob', blob: a, size: 1234567, path: 'tab\there.yaml' },
    ]);
    expect(parseLsTree('')).toEqual([]);
    expect(() => parseLsTree(`100644 blob ${a} 12 no-tab\x00`)).toThrow(/unexpected ls-tree output/);
    // A record without a tab is refused even when a later record has one.
    expect(() => parseLsTree(`100644 blob ${a} 12 no-tab\x00100644 blob ${a} 1\tx\x00`)).toThrow(/unexpected ls-tree output: "100644 blob a+ 12 no-tab"/);
  });

  it('parseCatFileBatch rejects a missing object and a short read', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const ok = Buffer.from(`${a} blob 2\nhi\n${b} blob 0\n\n`);
    expect([...parseCatFileBatch(ok, [a, b]).entries()].map(([k, v]) => [k, v.toString()])).toEqual([[a, 'hi'], [b, '']]);
    expect(() => parseCatFileBatch(Buffer.from(`${a} missing\n`), [a])).toThrow(GitOperationError);
    expect(() => parseCatFileBatch(Buffer.from(`${a} blob 5\nhi\n`), [a])).toThrow(/short read/);
    expect(() => parseCatFileBatch(Buffer.from(`${a} blob 2\nhi\n`), [a, b])).toThrow(/not read/);
  });

  it('parseNameStatus handles paths with spaces and sorts', () => {
    expect(parseNameStatus('M\0b b.yaml\0A\0a.yaml\0T\0c\0')).toEqual([
      { path: 'a.yaml', status: 'added' },
      { path: 'b b.yaml', status: 'modified' },
      { path: 'c', status: 'modified' },
    ]);
  });

  it('normalizePath', () => {
    expect(normalizePath('./a//b/')).toBe('a/b');
    expect(normalizePath('.')).toBe('');
    expect(() => normalizePath('a/../../b')).toThrow(/leaves the repository/);
  });
});
