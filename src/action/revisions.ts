import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EventContext } from './event.js';

const run = promisify(execFile);

/** The revisions the checks compare: head is what the PR proposes, base what it changes. */
export interface Comparison {
  readonly head: string;
  /** Undefined: check the head tree as a whole (no event base, or not a git checkout). */
  readonly base?: string;
  /** Said in the summary when the comparison is less exact than asked for. */
  readonly note?: string;
  /**
   * The revision the policy pack and the CRD gate's configuration are read at: the base branch's
   * tip (the event's base commit), never the head, so a pull request cannot weaken its own gate.
   */
  readonly trusted?: string;
}

/** git in the workspace, never prompting; stdout trimmed. */
export async function git(workspace: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run('git', ['-C', workspace, ...args], { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  return stdout.trim();
}

export async function hasCommit(workspace: string, sha: string): Promise<boolean> {
  try {
    await git(workspace, ['cat-file', '-e', `${sha}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure the event's head and base commits are in the checkout (actions/checkout
 * fetches only the merge commit by default: fetch the two by SHA, depth 1, with the
 * credentials checkout left behind), then compares head with its merge base, so only
 * what the PR changed is selected. Without enough history it falls back to the base
 * commit and says so.
 */
export async function prepareComparison(workspace: string, event: EventContext, log: (message: string) => void): Promise<Comparison> {
  if (!existsSync(path.join(workspace, '.git'))) {
    return { head: event.headSha, note: `${workspace} is not a git checkout: the work tree was checked as a whole.` };
  }
  const wanted = [event.headSha, ...(event.baseSha ? [event.baseSha] : [])];
  const missing: string[] = [];
  for (const sha of wanted) if (!(await hasCommit(workspace, sha))) missing.push(sha);
  if (missing.length > 0) {
    log(`driftgate: fetching ${missing.join(', ')} (not in the checkout)`);
    try {
      await git(workspace, ['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', ...missing]);
    } catch (error) {
      log(`driftgate: git fetch failed: ${firstLine(error)}`);
    }
  }
  if (!(await hasCommit(workspace, event.headSha))) {
    return { head: 'HEAD', note: `The head commit ${event.headSha} is not in the checkout and could not be fetched: the checked-out HEAD was checked as a whole.` };
  }
  if (!event.baseSha) return { head: event.headSha };
  if (!(await hasCommit(workspace, event.baseSha))) {
    return { head: event.headSha, note: `The base commit ${event.baseSha} could not be fetched: every file was checked, not only the changed ones.` };
  }
  try {
    const mergeBase = await git(workspace, ['merge-base', event.baseSha, event.headSha]);
    if (/^[0-9a-f]{40,64}$/.test(mergeBase)) return { head: event.headSha, base: mergeBase, trusted: event.baseSha };
  } catch {
    // Shallow history: no merge base in reach.
  }
  return {
    head: event.headSha,
    base: event.baseSha,
    trusted: event.baseSha,
    note: 'The merge base of the PR is not in the (shallow) checkout, so the head was compared with the base branch tip; files changed on the base branch since may be included. Use `fetch-depth: 0` on actions/checkout for exact results.',
  };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((l) => l.trim() !== '') ?? text;
}
