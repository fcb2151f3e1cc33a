/**
 * The project's canonical home, the one place every absolute link (SARIF `informationUri` and
 * `helpUri`, docs links) derives from. package.json `repository`, `homepage` and `bugs` say the
 * same; src/core/findings/project.test.ts keeps the two equal.
 */
export const REPOSITORY_URL = 'https://github.com/driftgate/driftgate';

/**
 * The git ref whose documentation this build links to (SARIF `helpUri`s). `main` until a release:
 * no tag exists before one is pushed, and a link must resolve. The release commit sets it to
 * `vX.Y.Z` (docs/releasing.md) so that a released version links to its own docs; the commit after
 * the tag sets it back to `main`. render/sarif.test.ts allows only `main` or the package's own tag.
 */
export const DOCS_REF: string = 'main';

/**
 * An absolute link to a file of the repository at `ref` (DOCS_REF for the docs of this build).
 * `relative` is a repository path with an optional `#fragment`, e.g. `docs/rules.md#schema-type`.
 */
export function repositoryFileUrl(relative: string, ref: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative)) return relative;
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
