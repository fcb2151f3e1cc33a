import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitFixture, type GitFixture } from '../../test/support/git-fixture.js';
import { installGitShim, type GitShim } from '../../test/support/git-shim.js';
import { GitSource } from '../io/git/source.js';
import { readRevisionSources } from './sources.js';

/**
 * What git is asked for one new revision of the synced repository: the agent reads every
 * commit, so each process is paid once per commit (each costs a fork of a process of
 * hundreds of MiB). The read at the trusted revision (the last applied) finds what the read
 * of that revision listed.
 */

const configMap = (name: string, value: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: default\ndata:\n  v: "${value}"\n`;

describe('reading a new revision', { timeout: 60_000 }, () => {
  let fx: GitFixture;
  let shim: GitShim;
  beforeAll(() => {
    fx = createGitFixture();
    shim = installGitShim();
  });
  afterAll(() => {
    shim.remove();
    fx.cleanup();
  });

  it('asks git for one listing and one batch of blobs, and honours the trusted ignore file', async () => {
    const source = new GitSource({ repo: fx.remoteUrl, branch: 'main', cacheDir: path.join(fx.root, 'cache') });
    const read = async (trusted: string | undefined): Promise<{ revision: string; files: string[]; ignored: string[] }> => {
      const revision = await source.fetch({ expected: await source.remoteHead() });
      const sources = await readRevisionSources(source.cache, { revision, path: 'cluster', env: {}, ...(trusted !== undefined ? { trustedRevision: trusted } : {}) });
      await source.pin('applied', revision);
      return { revision, files: sources.tree.sources.files.map((f) => f.path), ignored: sources.tree.ignored.map((i) => i.file) };
    };
    fx.commit({ 'cluster/a.yaml': configMap('a', '1'), 'cluster/scratch.yaml': configMap('s', '1'), 'cluster/.driftgateignore': 'scratch.yaml\n', '.driftgate/drift.yaml': 'ignore: []\n' });
    const first = await read(undefined);
    expect(first.ignored).toEqual(['cluster/scratch.yaml']);
    fx.commit({ 'cluster/a.yaml': configMap('a', '2') });
    const second = await read(first.revision);
    // the revision after it, with a new ignore rule: judged by the trusted (applied) ignore file
    fx.commit({ 'cluster/a.yaml': configMap('a', '3'), 'cluster/.driftgateignore': 'scratch.yaml\na.yaml\n' });
    shim.reset();
    const third = await read(second.revision);
    expect(shim.subcommands()).toEqual(['ls-remote', 'fetch', 'ls-tree', 'cat-file', 'update-ref']);
    expect(third.files).toEqual(['cluster/a.yaml']);
    expect(third.ignored).toEqual(['cluster/scratch.yaml']);
    // once applied, its ignore file is the trusted one
    fx.commit({ 'cluster/b.yaml': configMap('b', '1') });
    const fourth = await read(third.revision);
    expect(fourth.files).toEqual(['cluster/b.yaml']);
    expect(fourth.ignored.sort()).toEqual(['cluster/a.yaml', 'cluster/scratch.yaml']);
  });
});
