/** A GitHub repository, as the REST API's `{owner}` and `{repo}` path parameters. */
export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

const NAME = /^[A-Za-z0-9_.-]+$/;

/** Parses `owner/name` (e.g. `$GITHUB_REPOSITORY`); undefined when it is not of that form. */
export function parseRepository(text: string): RepoRef | undefined {
  const parts = text.trim().split('/');
  if (parts.length !== 2) return undefined;
  const [owner = '', repo = ''] = parts;
  if (!NAME.test(owner) || !NAME.test(repo)) return undefined;
  return { owner, repo };
}

export function formatRepository(repository: RepoRef): string {
  return `${repository.owner}/${repository.repo}`;
}
