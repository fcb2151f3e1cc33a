// Helpers for the Action's tests: a real git repository shaped like a pull request
// checkout, the runner's environment, and readers for what the Action leaves behind
// ($GITHUB_OUTPUT, $GITHUB_STEP_SUMMARY, workflow commands on stdout).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inputVariable } from '../../../src/action/inputs.js';
import { createRunnerRuntime } from '../../../src/action/runtime.js';

export const TESTDATA = path.join(path.dirname(new URL(import.meta.url).pathname), 'testdata');
export const WIDGET_CRD = readFileSync(path.join(TESTDATA, 'widgets-crd.yaml'), 'utf8');

/** A Widget document; `size` is written as given (a quoted string is a schema error). */
export function widget(name: string, size: string): string {
  return `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${name}\n  namespace: default\nspec:\n  size: ${size}\n  colour: red\n`;
}

/** `count` Widgets in one file, each with a wrong `size` type: `count` located errors. */
export function brokenWidgets(count: number, prefix = 'w'): string {
  return Array.from({ length: count }, (_, i) => widget(`${prefix}${i}`, '"big"')).join('---\n');
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: os.tmpdir(),
};

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { env: { ...process.env, ...GIT_ENV }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function writeFiles(dir: string, files: Readonly<Record<string, string | null>>): void {
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, file);
    if (content === null) {
      rmSync(full, { force: true });
      continue;
    }
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

export interface PrRepo {
  readonly dir: string;
  /** The base branch tip the event names. */
  readonly baseSha: string;
  /** The PR head. */
  readonly headSha: string;
  /** GitHub's test merge commit (what actions/checkout checks out, `GITHUB_SHA`). */
  readonly mergeSha: string;
  /** Where the PR branched off. */
  readonly forkPointSha: string;
}

/**
 * A repository like actions/checkout leaves it on a `pull_request` event: `main` with
 * `base`, a PR branch adding `head` on top, optionally `main` moving on with
 * `baseLater`, and the work tree detached at the merge of the two.
 */
export function createPrRepo(options: { base: Record<string, string>; head: Record<string, string | null>; baseLater?: Record<string, string> }): PrRepo {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-action-repo-'));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'commit.gpgsign', 'false');
  writeFiles(dir, options.base);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const forkPointSha = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', '-b', 'pr');
  writeFiles(dir, options.head);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  const headSha = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', 'main');
  if (options.baseLater) {
    writeFiles(dir, options.baseLater);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base moves on');
  }
  const baseSha = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'merge', '-q', '--no-ff', '--no-edit', 'pr');
  const mergeSha = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', '--detach', mergeSha);
  return { dir, baseSha, headSha, mergeSha, forkPointSha };
}

/** A `pull_request` event payload as GitHub writes it (the fields driftgate reads and a few more). */
export function pullRequestEvent(repo: PrRepo, options: { number?: number; fork?: boolean } = {}): Record<string, unknown> {
  const number = options.number ?? 7;
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      state: 'open',
      head: { ref: 'pr', sha: repo.headSha, repo: { full_name: options.fork ? 'outsider/tenants' : 'acme/tenants', fork: options.fork === true } },
      base: { ref: 'main', sha: repo.baseSha, repo: { full_name: 'acme/tenants', fork: false } },
    },
    repository: { full_name: 'acme/tenants' },
  };
}

export interface RunnerFiles {
  readonly dir: string;
  readonly eventPath: string;
  readonly outputPath: string;
  readonly summaryPath: string;
  readonly runnerTemp: string;
}

/** The files a runner provides to a step. */
export function runnerFiles(event: unknown): RunnerFiles {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-runner-'));
  const files = {
    dir,
    eventPath: path.join(dir, 'event.json'),
    outputPath: path.join(dir, 'output.txt'),
    summaryPath: path.join(dir, 'summary.md'),
    runnerTemp: path.join(dir, 'temp'),
  };
  mkdirSync(files.runnerTemp);
  writeFileSync(files.eventPath, JSON.stringify(event, null, 2));
  writeFileSync(files.outputPath, '');
  writeFileSync(files.summaryPath, '');
  return files;
}

/** The environment a runner gives a step of a `pull_request` workflow, with `inputs` as INPUT_* variables. */
export function runnerEnv(options: { repo: PrRepo; files: RunnerFiles; apiUrl: string; inputs: Record<string, string>; eventName?: string }): Record<string, string> {
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: options.files.eventPath,
    GITHUB_WORKSPACE: options.repo.dir,
    GITHUB_REPOSITORY: 'acme/tenants',
    GITHUB_SHA: options.repo.mergeSha,
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_STEP_SUMMARY: options.files.summaryPath,
    GITHUB_OUTPUT: options.files.outputPath,
    RUNNER_TEMP: options.files.runnerTemp,
  };
  for (const [name, value] of Object.entries(options.inputs)) env[inputVariable(name)] = value;
  return env;
}

/** Parses `$GITHUB_OUTPUT` (`name<<delimiter` blocks). */
export function readOutputs(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const out: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const [, name = '', delimiter] = m;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
    out[name] = value.join('\n');
  }
  return out;
}

/** Workflow commands on stdout, parsed (`::error file=a,line=1::msg`). */
export function workflowCommands(stdout: string): { command: string; properties: Record<string, string>; message: string }[] {
  const unescape = (s: string): string => s.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  return stdout
    .split('\n')
    .map((line) => /^::([a-z-]+)( [^:]*)?::(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      command: m[1] ?? '',
      properties: Object.fromEntries(
        (m[2] ?? '')
          .trim()
          .split(',')
          .filter((p) => p.includes('='))
          .map((p) => [p.slice(0, p.indexOf('=')), unescape(p.slice(p.indexOf('=') + 1))]),
      ),
      message: unescape(m[3] ?? ''),
    }));
}

class Collector extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    this.text += chunk.toString();
    callback();
  }
}

/** A runner runtime over `env` whose stdout is captured. */
export function capturedRuntime(env: Record<string, string>): { runtime: ReturnType<typeof createRunnerRuntime>; stdout: () => string } {
  const out = new Collector();
  return { runtime: createRunnerRuntime({ env, stdout: out }), stdout: () => out.text };
}

export function cleanup(...dirs: string[]): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
