/**
 * The project's canonical home, the one place every absolute link (SARIF `informationUri` and
 * `helpUri`, docs links) derives from. package.json `repository`, `homepage` and `bugs` say the
 * same; src/core/findings/project.test.ts keeps the two equal.
 */
export const REPOSITORY_URL = 'https://github.com/driftgate/driftgate';

/**
 * An absolute link to a file of the repository at the release tag of `version` (`v1.2.3`), so a
 * SARIF file keeps pointing at the documentation of the version that wrote it.
 * `relative` is a repository path with an optional `#fragment`, e.g. `docs/rules.md#schema-type`.
 */
export function repositoryFileUrl(relative: string, version: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative)) return relative;
  const ref = /^\d+\.\d+\.\d+(?:[-+].*)?$/.test(version) ? `v${version}` : 'main';
  return `${REPOSITORY_URL}/blob/${ref}/${relative.replace(/^\.?\//, '')}`;
}

/** The anchor of a rule id in docs/rules.md: `schema/type` → `schema-type`. */
export function ruleAnchor(ruleId: string): string {
  return ruleId.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Where a rule is documented, relative to the repository root. */
export function ruleDocPath(ruleId: string): string {
  return `docs/rules.md#${ruleAnchor(ruleId)}`;
}
