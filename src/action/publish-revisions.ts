import { existsSync } from 'node:fs';
import path from 'node:path';
import { git, hasCommit } from './revisions.js';

/**
 * The revisions `mode: publish` judges a fork PR with. The second stage runs in the base
 * repository's own workflow (on `workflow_run`, from the default branch), so its checkout is
 * trusted: that commit supplies the configuration (policy pack, ignore rules, scope, CRD gate
 * settings). The PR head is fetched as data only: its files are read from git objects, never
 * checked out, and no PR code runs.
 */
export type PublishRevisions =
  | { readonly ok: true; readonly trustedBase: string; readonly head: string }
  | { readonly ok: false; readonly problem: string };

export async function preparePublishRevisions(options: {
  readonly workspace: string;
  /** The commit stage 1 ran on, as GitHub wrote it in the workflow_run event. */
  readonly headSha: string;
  /** A PR number whose head is `headSha` (checked with GitHub); its `refs/pull/N/head` is fetched when the SHA alone is not served. */
  readonly pullRequest?: number;
  readonly log: (message: string) => void;
}): Promise<PublishRevisions> {
  const { workspace, headSha, log } = options;
  if (!existsSync(path.join(workspace, '.git'))) {
    return { ok: false, problem: `${workspace} is not a git checkout. mode: publish judges the PR itself and needs the base branch checked out (actions/checkout with no ref).` };
  }
  let trustedBase: string;
  try {
    trustedBase = await git(workspace, ['rev-parse', '--verify', 'HEAD^{commit}']);
  } catch {
    return { ok: false, problem: `${workspace} has no HEAD commit. mode: publish needs the base branch checked out (actions/checkout with no ref).` };
  }
  if (trustedBase === headSha) {
    // The configuration would then be the PR's own: refuse rather than let a PR judge itself.
    return { ok: false, problem: `the checkout is the PR head ${headSha.slice(0, 7)}. mode: publish reads the configuration from the checkout, so check out the base branch (actions/checkout with no ref), never the PR head.` };
  }
  if (!(await hasCommit(workspace, headSha))) {
    const refs = [headSha, ...(options.pullRequest !== undefined ? [`refs/pull/${options.pullRequest}/head`] : [])];
    for (const ref of refs) {
      log(`driftgate: fetching ${ref} (the PR head, read as data)`);
      try {
        await git(workspace, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', ref]);
      } catch (error) {
        log(`driftgate: git fetch ${ref} failed: ${firstLine(error)}`);
      }
      if (await hasCommit(workspace, headSha)) break;
    }
  }
  if (!(await hasCommit(workspace, headSha))) {
    return { ok: false, problem: `the PR head ${headSha} could not be fetched from origin, so it was not checked.` };
  }
  return { ok: true, trustedBase, head: headSha };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((l) => l.trim() !== '') ?? text;
}
