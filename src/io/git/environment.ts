import { simpleGit, type SimpleGit } from 'simple-git';

/**
 * How every git process driftgate starts is configured: a minimal environment (simple-git 4
 * strips inherited GIT_* variables anyway), no terminal prompts, a block timeout, and a token
 * passed as an `http.extraheader` through GIT_CONFIG_* variables. The token therefore never
 * appears in a URL, in argv (so not in `ps` or in simple-git's debug output) or in git's
 * error messages.
 */
export interface GitProcessOptions {
  /** Directory the git process runs in. */
  readonly baseDir: string;
  /** A token for HTTPS remotes (GitHub: installation token or PAT). */
  readonly token?: string;
  /**
   * The remote the token is for. The header is configured for `https://<its host>/` only
   * (`http.<url>.extraheader`), so git sends it to no other host (submodules, redirects, a
   * changed remote) and never over plain http; without an https URL the token is not used.
   */
  readonly tokenUrl?: string;
  /** Kill git after this long without output. */
  readonly timeoutMs?: number;
  /** Bytes written to the process's stdin (for `cat-file --batch`). */
  readonly input?: string;
  /**
   * HOME for git. The agent's private cache passes its own directory so no user or system
   * config leaks in; commands run in a user's checkout keep the user's HOME (safe.directory).
   */
  readonly home?: string;
}

export const DEFAULT_GIT_TIMEOUT_MS = 60_000;

const CONFIG_ENV = ['GIT_CONFIG_COUNT', 'GIT_CONFIG_KEY_0', 'GIT_CONFIG_VALUE_0'] as const;

/** `AUTHORIZATION: basic base64(x-access-token:TOKEN)`, which GitHub accepts for every token kind. */
export function authorizationHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')}`;
}

/** The strings that must never leave the process: the token and its header encodings. */
export function secretForms(token: string | undefined): string[] {
  if (!token) return [];
  return [token, Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')];
}

/** Replaces every secret form and any `user:password@` in URLs with `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1***@');
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join('***');
  return out;
}

/** `https://host[:port]/` for an https URL, the only prefix a token is configured for; undefined otherwise. */
export function tokenScope(remote: string | undefined): string | undefined {
  if (remote === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(remote);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.hostname === '') return undefined;
  return `https://${url.host}/`;
}

export function gitProcess(options: GitProcessOptions): SimpleGit {
  const { env, allow } = gitEnvironment(options);
  const input = options.input;
  return simpleGit({
    baseDir: options.baseDir,
    trimmed: false,
    maxConcurrentProcesses: 2,
    timeout: { block: options.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS },
    allowEnvironment: allow,
    unsafe: { allowUnsafeConfigEnvCount: true },
    config: ['core.quotepath=false'],
    ...(input !== undefined ? { input: () => input } : {}),
  }).env(env);
}

/**
 * The environment of a git process (see gitProcess), and the variables simple-git must let
 * through. A reader that cannot wait for a process (a file of a tree read when first asked for,
 * inside a synchronous check) starts git with the same environment.
 */
export function gitEnvironment(options: Pick<GitProcessOptions, 'baseDir' | 'token' | 'tokenUrl' | 'home'>): { env: Record<string, string>; allow: string[] } {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: options.home ?? process.env.HOME ?? options.baseDir,
    GIT_TERMINAL_PROMPT: '0',
    LANG: 'C',
    LC_ALL: 'C',
  };
  const allow = ['GIT_TERMINAL_PROMPT'];
  if (options.home !== undefined) {
    env.GIT_CONFIG_NOSYSTEM = '1';
    allow.push('GIT_CONFIG_NOSYSTEM');
  }
  const scope = tokenScope(options.tokenUrl);
  if (options.token && scope !== undefined) {
    env.GIT_CONFIG_COUNT = '1';
    env.GIT_CONFIG_KEY_0 = `http.${scope}.extraheader`;
    env.GIT_CONFIG_VALUE_0 = authorizationHeader(options.token);
    allow.push(...CONFIG_ENV);
  }
  return { env, allow };
}
