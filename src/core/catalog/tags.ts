/**
 * Release tags newer than the locked one, for `driftgate crds outdated`. Tags are compared as
 * semantic versions (`v1.2.3`, `1.2.3`, `v1.2.3-rc.1`); tags that are not versions are ignored.
 * Pre-releases are listed only when the locked tag is itself a pre-release.
 */

interface Version {
  readonly core: readonly [number, number, number];
  readonly pre: readonly string[];
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersionTag(tag: string): Version | undefined {
  const m = SEMVER.exec(tag);
  if (!m) return undefined;
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] };
}

export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a.core[i] !== b.core[i]) return (a.core[i] ?? 0) - (b.core[i] ?? 0);
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i += 1) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x) ? Number(x) : undefined;
    const ny = /^\d+$/.test(y) ? Number(y) : undefined;
    if (nx !== undefined && ny !== undefined) return nx - ny;
    if (nx !== undefined) return -1;
    if (ny !== undefined) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Tags newer than `current`, newest first; undefined when `current` is not a version tag. */
export function newerTags(current: string, tags: readonly string[]): string[] | undefined {
  const locked = parseVersionTag(current);
  if (!locked) return undefined;
  const newer = tags
    .map((tag) => ({ tag, version: parseVersionTag(tag) }))
    .filter((t): t is { tag: string; version: Version } => t.version !== undefined && compareVersions(t.version, locked) > 0 && (t.version.pre.length === 0 || locked.pre.length > 0));
  return [...new Map(newer.map((t) => [t.tag, t])).values()].sort((a, b) => compareVersions(b.version, a.version)).map((t) => t.tag);
}

/** Tag names out of `git ls-remote --tags` output (peeled `^{}` lines folded into their tag). */
export function parseLsRemoteTags(output: string): string[] {
  const tags = new Set<string>();
  for (const line of output.split('\n')) {
    const ref = line.split('\t')[1]?.trim();
    if (!ref?.startsWith('refs/tags/')) continue;
    tags.add(ref.slice('refs/tags/'.length).replace(/\^\{\}$/, ''));
  }
  return [...tags];
}
