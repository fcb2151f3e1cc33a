import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SimpleGit } from 'simple-git';
import { gitProcess, redact, secretForms, tokenScope } from './environment.js';
import { FULL_SHA, GitOperationError, GitRepository, checkRevision, toGitOperationError, type TreeSnapshot, type TreeReadLimits } from './repository.js';

/**
 * The agent's view of a remote branch: detect a new head cheaply (`ls-remote`, one round trip,
 * no objects), fetch it shallowly into a private bare cache, and read complete snapshots at
 * exact commits. No ancestry is assumed anywhere, so a force-push is just another head.
 */
export interface GitSourceOptions {
  /** `https://…`, `ssh://…`, `file://…`, or a local path. Credentials in the URL are refused. */
  readonly repo: string;
  readonly branch: string;
  /** A private directory for the bare cache; created when missing. */
  readonly cacheDir: string;
  /** Sent as an `http.extraheader`, never in the URL. */
  readonly token?: string;
  readonly timeoutMs?: number;
}

/** Refs under this prefix in the cache keep fetched and applied commits from being collected. */
const REF_PREFIX = 'refs/driftgate';

export class GitSource {
  readonly branch: string;
  /** The remote as it may be logged (never with credentials). */
  readonly displayUrl: string;
  private readonly url: string;
  private readonly secrets: string[];
  private readonly cacheDir: string;
  private readonly options: GitSourceOptions;
  private state: { git: SimpleGit; cache: GitRepository } | undefined;
  private initialized: Promise<void> | undefined;
  /**
   * Commits a ref of this cache holds (pinned by this process, or the tracking ref's last fetch):
   * present without asking git. Each check is a git process, and a process started from an agent
   * holding 400 MiB costs tens of milliseconds of its event loop.
   */
  private readonly held = new Map<string, string>();

  constructor(options: GitSourceOptions) {
    if (!/^[A-Za-z0-9._/-]+$/.test(options.branch) || options.branch.startsWith('-') || options.branch.includes('..')) {
      throw new GitOperationError(`invalid branch name ${JSON.stringify(options.branch)}`, 'invalid');
    }
    this.url = remoteUrl(options.repo);
    if (options.token && tokenScope(this.url) === undefined) {
      throw new GitOperationError(
        `a token is sent only over https, to the repository's own host; ${redact(this.url, secretForms(options.token))} is not an https URL (use https://, or no token for file:// and ssh remotes)`,
        'invalid',
      );
    }
    this.secrets = secretForms(options.token);
    this.displayUrl = redact(this.url, this.secrets);
    this.branch = options.branch;
    this.cacheDir = path.resolve(options.cacheDir);
    this.options = options;
  }

  /** The private bare cache (available once any other method has run). */
  get cache(): GitRepository {
    if (!this.state) throw new Error('GitSource used before init(); please report');
    return this.state.cache;
  }

  /** The commit the remote branch points at now: one `ls-remote`, no objects transferred. */
  async remoteHead(): Promise<string> {
    await this.init();
    const ref = `refs/heads/${this.branch}`;
    const out = await this.run(['ls-remote', '--end-of-options', this.url, ref], 'ls-remote');
    for (const line of out.split('\n')) {
      const [sha, name] = line.split('\t');
      if (name === ref && sha && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
    }
    throw new GitOperationError(`branch ${JSON.stringify(this.branch)} not found at ${this.displayUrl}`, 'not-found');
  }

  /**
   * Fetches the branch head at depth 1 (forced, so a force-push simply replaces it) and
   * returns the fetched commit. When `expected` is given and a ref of this cache holds it,
   * git is not asked at all. A new head is fetched without asking first whether the cache
   * has it: that question costs a process on every new commit, and the fetch of a commit the
   * cache already has transfers nothing.
   */
  async fetch(options: { expected?: string } = {}): Promise<string> {
    await this.init();
    if (options.expected !== undefined && this.holds(options.expected)) return options.expected;
    const tracking = `${REF_PREFIX}/remote/${this.branch}`;
    await this.run(['fetch', '--depth=1', '--no-tags', '--force', '--no-write-fetch-head', '--end-of-options', this.url, `+refs/heads/${this.branch}:${tracking}`], 'fetch');
    const head = (await this.looseRef(tracking)) ?? (await this.cache.resolveRevision(tracking));
    this.held.set(tracking, head);
    return head;
  }

  /**
   * The commit a ref of the cache names, read from its file when the fetch left it loose (as
   * it does: refs are packed only by `git pack-refs` or a gc); undefined when it is not loose
   * or not a commit id, and then git is asked.
   */
  private async looseRef(ref: string): Promise<string | undefined> {
    const text = await readFile(path.join(this.cacheDir, ...ref.split('/')), 'utf8').catch(() => undefined);
    const sha = text?.trim();
    return sha !== undefined && FULL_SHA.test(sha) ? sha : undefined;
  }

  /** Whether a ref of this cache holds the commit, as far as this process set it. */
  private holds(sha: string): boolean {
    for (const held of this.held.values()) if (held === sha) return true;
    return false;
  }

  /**
   * Makes sure a specific commit is present (for diffs against the last applied revision).
   * Servers that refuse fetching by id (plain `file://` remotes) leave it absent: callers treat
   * an absent base as "everything changed".
   */
  async ensureCommit(sha: string): Promise<boolean> {
    checkRevision(sha);
    await this.init();
    if (this.holds(sha) || (await this.cache.hasCommit(sha))) return true;
    try {
      await this.run(['fetch', '--depth=1', '--no-tags', '--no-write-fetch-head', '--end-of-options', this.url, sha], 'fetch by id');
    } catch {
      return false;
    }
    return this.cache.hasCommit(sha);
  }

  /** Keeps a commit's objects in the cache under a name (e.g. `applied`) until re-pinned. */
  async pin(name: 'applied' | 'attempted', sha: string): Promise<void> {
    checkRevision(sha);
    await this.run(['update-ref', `${REF_PREFIX}/${name}`, sha], 'update-ref');
    this.held.set(`${REF_PREFIX}/${name}`, sha);
  }

  /** Complete snapshots of several paths at one commit (see GitRepository.readTrees). */
  async snapshots(options: { revision: string; paths: readonly string[] } & TreeReadLimits): Promise<Map<string, TreeSnapshot>> {
    await this.init();
    return this.cache.readTrees(options);
  }

  /** A complete snapshot of a path at a commit (see GitRepository.readTree). */
  async snapshot(options: { revision: string; path?: string }): Promise<TreeSnapshot> {
    await this.init();
    return this.cache.readTree(options);
  }

  /** Creates the bare cache when missing. Called by every other method. */
  init(): Promise<void> {
    return (this.initialized ??= (async () => {
      await mkdir(this.cacheDir, { recursive: true, mode: 0o700 });
      const common = { token: this.options.token, tokenUrl: this.url, timeoutMs: this.options.timeoutMs, home: this.cacheDir };
      this.state = { git: gitProcess({ baseDir: this.cacheDir, ...common }), cache: new GitRepository({ dir: this.cacheDir, ...common }) };
      const head = await stat(path.join(this.cacheDir, 'HEAD')).catch(() => undefined);
      if (!head) await this.run(['init', '--bare', '--quiet', this.cacheDir], 'init');
    })().catch((error: unknown) => {
      this.initialized = undefined;
      throw error;
    }));
  }

  private async run(args: string[], what: string): Promise<string> {
    try {
      if (!this.state) throw new Error('GitSource used before init(); please report');
      return await this.state.git.raw(args);
    } catch (error) {
      throw toGitOperationError(error, `${what} ${this.displayUrl}`, this.secrets);
    }
  }
}

/** A URL git can fetch from. Local paths become absolute `file://` URLs (so `--depth` is honoured). */
export function remoteUrl(repo: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo)) {
    const parsed = new URL(repo);
    if (parsed.username !== '' || parsed.password !== '') {
      throw new GitOperationError('the repository URL carries credentials; pass the token through GITHUB_TOKEN instead', 'invalid');
    }
    return repo;
  }
  if (/^[^/]+@[^/:]+:/.test(repo)) return repo; // scp-like ssh: git@github.com:org/repo.git
  return pathToFileURL(path.resolve(repo)).href;
}
