import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Real git processes: on a loaded machine each takes tens of milliseconds, a test several.
vi.setConfig({ testTimeout: 30_000 });
import { createGitFixture, type GitFixture } from '../../../test/support/git-fixture.js';
import { installGitShim } from '../../../test/support/git-shim.js';
import { GitRepository } from './repository.js';
import { readBlobsFromWorkTree } from './work-tree-blobs.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-worktree-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function fixture(): GitFixture {
  const fx = createGitFixture();
  cleanups.push(() => fx.cleanup());
  return fx;
}

/** The blob id git gives these bytes (SHA-1, or SHA-256 in a repository of that format). */
function blobId(dir: string, bytes: string): string {
  return execFileSync('git', ['hash-object', '--stdin'], { cwd: dir, input: bytes, encoding: 'utf8' }).trim();
}

describe('readBlobsFromWorkTree', () => {
  it('returns a file only when its bytes are the blob: same size is not enough', () => {
    const dir = tempDir();
    execFileSync('git', ['init', '--quiet', dir]);
    writeFileSync(path.join(dir, 'same.yaml'), 'a: 1\n');
    writeFileSync(path.join(dir, 'edited.yaml'), 'a: 2\n'); // same size as the blob, other bytes
    writeFileSync(path.join(dir, 'longer.yaml'), 'a: 10\n');
    const listed = [
      { path: 'same.yaml', blob: blobId(dir, 'a: 1\n'), size: 5 },
      { path: 'edited.yaml', blob: blobId(dir, 'a: 3\n'), size: 5 },
      { path: 'longer.yaml', blob: blobId(dir, 'a: 4\n'), size: 5 },
      { path: 'missing.yaml', blob: blobId(dir, 'b: 1\n'), size: 5 },
    ];
    const read = readBlobsFromWorkTree(dir, listed);
    expect([...read.keys()]).toEqual([listed[0]?.blob]);
    expect(read.get(listed[0]?.blob ?? '')?.toString()).toBe('a: 1\n');
  });

  it('follows no symlink (the file or a directory on its way) and waits on no FIFO, even when the target holds the blob', () => {
    const dir = tempDir();
    execFileSync('git', ['init', '--quiet', dir]);
    const outside = tempDir();
    writeFileSync(path.join(outside, 'target.yaml'), 'a: 1\n');
    mkdirSync(path.join(dir, 't'));
    symlinkSync(path.join(outside, 'target.yaml'), path.join(dir, 't', 'link.yaml'));
    execFileSync('mkfifo', [path.join(dir, 't', 'fifo.yaml')]);
    // a directory on the way that is a symlink out of the checkout
    symlinkSync(outside, path.join(dir, 'linked'));
    const blob = blobId(dir, 'a: 1\n');
    const read = readBlobsFromWorkTree(dir, [
      { path: 't/link.yaml', blob, size: 5 },
      { path: 't/fifo.yaml', blob, size: 5 },
      { path: 'linked/target.yaml', blob, size: 5 },
    ]);
    expect(read.size).toBe(0);
    // the same file, inside the checkout, is read
    writeFileSync(path.join(dir, 't', 'plain.yaml'), 'a: 1\n');
    expect(readBlobsFromWorkTree(dir, [{ path: 't/plain.yaml', blob, size: 5 }]).get(blob)?.toString()).toBe('a: 1\n');
  });

  it('checks SHA-256 ids in a repository of that object format', () => {
    const dir = tempDir();
    execFileSync('git', ['init', '--quiet', '--object-format=sha256', dir]);
    writeFileSync(path.join(dir, 'a.yaml'), 'kind: A\n');
    const blob = blobId(dir, 'kind: A\n');
    expect(blob).toHaveLength(64);
    expect(readBlobsFromWorkTree(dir, [{ path: 'a.yaml', blob, size: 8 }]).get(blob)?.toString()).toBe('kind: A\n');
    expect(readBlobsFromWorkTree(dir, [{ path: 'a.yaml', blob: blob.replace(/^./, (c) => (c === '0' ? '1' : '0')), size: 8 }]).size).toBe(0);
  });
});

describe('GitRepository with a work tree', () => {
  it('reads the revision, taking from the checkout only the files that are its blobs', async () => {
    const fx = fixture();
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++) files[`t/t${i}.yaml`] = `name: t${i}\n`;
    const head = fx.commit(files);
    const shim = installGitShim();
    cleanups.push(() => shim.remove());

    // The checkout is the commit: no blob is read through git.
    const clean = await new GitRepository({ dir: fx.work, workTree: fx.work }).readTree({ revision: head, path: 't' });
    expect(clean.files.map((f) => new TextDecoder().decode(f.bytes))).toEqual(Object.keys(files).sort().map((p) => files[p]));
    expect(shim.subcommands()).toEqual(['ls-tree']);

    // An edit not committed: the revision's bytes, read from git for that file alone.
    const edited = createGitFixture();
    cleanups.push(() => edited.cleanup());
    const editedHead = edited.commit({ 'p/a.yaml': 'a: 1\n', 'p/b.yaml': 'b: 1\n' });
    writeFileSync(path.join(edited.work, 'p', 'a.yaml'), 'a: 2\n');
    shim.reset();
    const snapshot = await new GitRepository({ dir: edited.work, workTree: edited.work }).readTree({ revision: editedHead, path: 'p' });
    expect(snapshot.files.map((f) => [f.path, new TextDecoder().decode(f.bytes)])).toEqual([
      ['p/a.yaml', 'a: 1\n'],
      ['p/b.yaml', 'b: 1\n'],
    ]);
    expect(shim.subcommands()).toEqual(['ls-tree', 'cat-file']);
    expect(shim.calls().find((c) => c.includes('cat-file'))).toBeDefined();
  });
});
