/**
 * Where catalog CRDs come from, as a user names it on the command line (`driftgate crds add
 * SOURCE`) and as the lockfile records it. Pure: parsing and printing only.
 */

export const CATALOG_SOURCE_TYPES = ['path', 'git', 'cluster'] as const;
export type CatalogSourceType = (typeof CATALOG_SOURCE_TYPES)[number];

/** The word `crds add` takes for the cluster (with --kubeconfig). */
export const CLUSTER_SOURCE = 'cluster';

export type SourceSpec =
  | { readonly type: 'path'; readonly path: string }
  | { readonly type: 'git'; readonly url: string; readonly ref: string | undefined }
  | { readonly type: 'cluster' };

const GIT_SCHEMES = /^(?:https?|ssh|git|file):\/\//i;
const SCP_LIKE = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:/;

/**
 * SOURCE → what it names. A URL (https, ssh, git, file) or scp-like address is git, with an
 * optional `@REF` after the repository path (`https://github.com/o/r@v1.2.3`); `cluster` is the
 * API server; anything else is a path.
 */
export function parseSourceSpec(source: string): SourceSpec {
  if (source === CLUSTER_SOURCE) return { type: 'cluster' };
  if (!GIT_SCHEMES.test(source) && !SCP_LIKE.test(source)) return { type: 'path', path: source };
  // The ref is after the last `@` that follows the last `/`: `git@host:o/r` has none.
  const at = source.lastIndexOf('@');
  if (at > source.lastIndexOf('/') && at > 0) {
    const head = source.slice(0, at);
    // scp-like `git@host:repo@v1` has its user `@` before the slash; a bare `user@host:repo` has no slash at all.
    if (!(SCP_LIKE.test(source) && !head.includes('/') && !head.includes(':'))) return { type: 'git', url: head, ref: source.slice(at + 1) || undefined };
  }
  return { type: 'git', url: source, ref: undefined };
}

/** A URL without credentials (`https://user:token@host/…` → `https://host/…`): never written to a lockfile or printed. */
export function redactUrl(url: string): string {
  if (!GIT_SCHEMES.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.username === '' && parsed.password === '') return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/[^/@]*@/, '//');
  }
}

/** A ref a user may name: a tag or branch, no options, no revision expressions. */
export function isSafeRef(ref: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._\/+-]*$/.test(ref) && !ref.includes('..') && !ref.endsWith('.lock') && !ref.endsWith('/');
}
