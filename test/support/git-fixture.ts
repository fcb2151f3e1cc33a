// Real git repositories in temporary folders for tests: a working repository to commit in and a
// bare "remote" it pushes to, reachable as a file:// URL. No network.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface GitFixture {
  readonly root: string;
  /** The working repository commits are made in. */
  readonly work: string;
  /** The bare repository the work repository pushes to. */
  readonly remote: string;
  readonly remoteUrl: string;
  git(args: readonly string[], cwd?: string): string;
  /** Writes (string or bytes) and deletes (null) files, commits, pushes; returns the commit id. */
  commit(files: Record<string, string | Uint8Array | null>, message?: string): string;
  /** Rewrites the last commit with these changes and force-pushes it; returns the new id. */
  amendAndForcePush(files: Record<string, string | Uint8Array | null>): string;
  head(): string;
  cleanup(): void;
}

const ENV = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  GIT_AUTHOR_NAME: 'driftgate test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'driftgate test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  LANG: 'C',
};

export function createGitFixture(options: { branch?: string } = {}): GitFixture {
  const branch = options.branch ?? 'main';
  const root = mkdtempSync(path.join(tmpdir(), 'driftgate-git-'));
  const work = path.join(root, 'work');
  const remote = path.join(root, 'remote.git');
  const git = (args: readonly string[], cwd = work): string =>
    execFileSync('git', [...args], { cwd, env: { ...ENV, HOME: root }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  mkdirSync(work);
  git(['init', '--quiet', '--initial-branch', branch]);
  git(['init', '--quiet', '--bare', '--initial-branch', branch, remote], root);
  git(['remote', 'add', 'origin', remote]);

  const write = (files: Record<string, string | Uint8Array | null>): void => {
    const added: string[] = [];
    for (const [file, content] of Object.entries(files)) {
      const full = path.join(work, file);
      if (content === null) {
        git(['rm', '--quiet', '-r', '--', file]);
        continue;
      }
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
      added.push(file);
    }
    for (let i = 0; i < added.length; i += 500) git(['add', '--', ...added.slice(i, i + 500)]);
  };
  const head = (): string => git(['rev-parse', 'HEAD']).trim();
  let count = 0;
  return {
    root,
    work,
    remote,
    remoteUrl: pathToFileURL(remote).href,
    git,
    head,
    commit(files, message) {
      write(files);
      count += 1;
      git(['commit', '--quiet', '--allow-empty', '-m', message ?? `commit ${count}`]);
      git(['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`]);
      return head();
    },
    amendAndForcePush(files) {
      write(files);
      git(['commit', '--quiet', '--amend', '--allow-empty', '-m', `rewritten ${++count}`]);
      git(['push', '--quiet', '--force', 'origin', `HEAD:refs/heads/${branch}`]);
      return head();
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
