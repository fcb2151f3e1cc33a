import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RenderedKustomization } from '../../core/repository/check-tree.js';
import type { Kustomization } from '../../core/repository/kustomization.js';

/**
 * Renders a kustomization with the kustomize on PATH (`kustomize build`, else `kubectl
 * kustomize`). The repository is untrusted: no plugins, no exec functions, no helm, no
 * network (remote references are refused before this runs; proxies point nowhere as a second
 * guard), a timeout and an output size cap. kustomize runs on a wrapper kustomization in a
 * temporary directory that adds `buildMetadata: [originAnnotations, transformerAnnotations]`,
 * so the user's files are never written and every rendered object names its source.
 */

export interface KustomizeTool {
  readonly command: string;
  readonly args: readonly string[];
  readonly label: string;
}

export interface RenderOptions {
  /** Repository root (absolute). */
  readonly root: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs?: number;
  readonly maxOutputBytes?: number;
}

export const DEFAULT_KUSTOMIZE_TIMEOUT_MS = 60_000;
export const DEFAULT_KUSTOMIZE_MAX_OUTPUT = 32 * 1024 * 1024;

async function onPath(name: string, env: RenderOptions['env']): Promise<string | undefined> {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The kustomize to run: a `kustomize` binary on PATH, else `kubectl kustomize`. */
export async function findKustomize(env: RenderOptions['env']): Promise<KustomizeTool | undefined> {
  const kustomize = await onPath('kustomize', env);
  if (kustomize) return { command: kustomize, args: ['build', '--load-restrictor', 'LoadRestrictionsRootOnly'], label: 'kustomize build' };
  const kubectl = await onPath('kubectl', env);
  if (kubectl) return { command: kubectl, args: ['kustomize', '--load-restrictor', 'LoadRestrictionsRootOnly'], label: 'kubectl kustomize' };
  return undefined;
}

/** Control characters out, length bounded: kustomize's stderr goes into a finding. */
function clean(text: string, replacements: readonly [string, string][]): string {
  let out = text;
  for (const [from, to] of replacements) out = out.split(from).join(to);
  out = out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  const lines = out.trim().split('\n').filter((l) => l.trim() !== '');
  const last = lines.slice(-3).join(' | ');
  return last.length > 600 ? last.slice(0, 597) + '...' : last;
}

export async function renderKustomization(k: Kustomization, tool: KustomizeTool | undefined, options: RenderOptions): Promise<RenderedKustomization> {
  const root = k.dir || '.';
  const problem = (ruleId: string, message: string, hint: string): RenderedKustomization => ({
    root: k.dir,
    problem: { ruleId, severity: 'error', message, file: k.file, line: 1, column: 1, hint },
  });
  if (!tool) {
    return problem(
      'kustomize/unavailable',
      `${root} holds a kustomization, but neither kustomize nor kubectl is on PATH: it was not rendered, and only its resource files were checked as they are`,
      'Install kustomize (or kubectl) where driftgate runs, or render in CI and check the output with `kustomize build DIR | driftgate check -`.',
    );
  }
  const repoRoot = await realpath(options.root);
  const wrapper = await realpath(await mkdtemp(path.join(os.tmpdir(), 'driftgate-kustomize-')));
  try {
    // A root outside the repository (a named path such as ../other) is read with absolute paths.
    const outside = path.isAbsolute(k.dir);
    const target = path.relative(wrapper, outside ? k.dir : path.join(repoRoot, k.dir)).split(path.sep).join('/');
    await writeFile(
      path.join(wrapper, 'kustomization.yaml'),
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - ${JSON.stringify(target)}\nbuildMetadata: [originAnnotations, transformerAnnotations]\n`,
    );
    const originPrefix = path.posix.normalize(path.relative(wrapper, outside ? path.parse(wrapper).root : repoRoot).split(path.sep).join('/'));
    const result = await run(tool, wrapper, options);
    const replacements: [string, string][] = [
      [wrapper + '/', ''],
      [repoRoot + '/', ''],
      [originPrefix + '/', ''],
    ];
    if (result.kind === 'timeout') {
      return problem('kustomize/build-failed', `${tool.label} ${root} did not finish within ${formatMs(options.timeoutMs ?? DEFAULT_KUSTOMIZE_TIMEOUT_MS)} and was stopped; the kustomization was not checked`, 'Simplify the kustomization, or render it in CI and pipe the output to `driftgate check -`.');
    }
    if (result.kind === 'too-large') {
      return problem('kustomize/build-failed', `${tool.label} ${root} wrote more than ${options.maxOutputBytes ?? DEFAULT_KUSTOMIZE_MAX_OUTPUT} bytes and was stopped; the kustomization was not checked`, 'Split the kustomization, or render it in CI and pipe the output to `driftgate check -`.');
    }
    if (result.code !== 0) {
      return problem('kustomize/build-failed', `${tool.label} ${root} failed: ${clean(result.stderr, replacements) || `exit ${result.code}`}`, 'Fix the kustomization so that `kustomize build` succeeds; its objects were not checked.');
    }
    return { root: k.dir, output: result.stdout, originPrefix: originPrefix === '.' ? '' : originPrefix, ...(outside ? { originBase: '/' } : {}) };
  } finally {
    await rm(wrapper, { recursive: true, force: true });
  }
}

const formatMs = (ms: number): string => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

type RunResult = { kind: 'exit'; code: number; stdout: string; stderr: string } | { kind: 'timeout' } | { kind: 'too-large' };

function run(tool: KustomizeTool, dir: string, options: RenderOptions): Promise<RunResult> {
  const max = options.maxOutputBytes ?? DEFAULT_KUSTOMIZE_MAX_OUTPUT;
  const nowhere = 'http://127.0.0.1:9';
  const env: Record<string, string> = {
    PATH: options.env.PATH ?? '',
    HOME: dir,
    KUBECONFIG: path.join(dir, 'no-kubeconfig'),
    GIT_TERMINAL_PROMPT: '0',
    GIT_ALLOW_PROTOCOL: 'file',
    HTTP_PROXY: nowhere,
    HTTPS_PROXY: nowhere,
    http_proxy: nowhere,
    https_proxy: nowhere,
    NO_PROXY: '',
  };
  return new Promise((resolve) => {
    const child = spawn(tool.command, [...tool.args, dir], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let settled = false;
    const finish = (r: RunResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const stop = (r: RunResult): void => {
      try {
        if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // already gone
      }
      finish(r);
    };
    const timer = setTimeout(() => stop({ kind: 'timeout' }), options.timeoutMs ?? DEFAULT_KUSTOMIZE_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.byteLength;
      if (outBytes > max) stop({ kind: 'too-large' });
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 64 * 1024) err += chunk.toString('utf8');
    });
    child.on('error', (error) => finish({ kind: 'exit', code: 127, stdout: '', stderr: error.message }));
    child.on('close', (code) => finish({ kind: 'exit', code: code ?? 1, stdout: Buffer.concat(out).toString('utf8'), stderr: err }));
  });
}
