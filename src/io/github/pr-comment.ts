import type { GitHubClient } from './client.js';
import { toGitHubError } from './errors.js';
import { GITHUB_LIMITS, truncateChars } from './limits.js';
import type { RepoRef } from './repository.js';

export interface CommentUpsert {
  /** Pull request (or issue) number. */
  readonly issueNumber: number;
  /** Identifies "our" comment across runs; stored as a hidden HTML comment. Letters, digits, `._:/-`. */
  readonly marker: string;
  /** Markdown; cut to GitHub's 65,536 characters. */
  readonly body: string;
  /** `update-only` never creates a comment (e.g. a clean PR that never had findings). */
  readonly mode: 'create-or-update' | 'update-only';
  /** The bot's login when known (e.g. `github-actions[bot]`): only its comments are updated. */
  readonly author?: string;
}

export interface CommentUpsertResult {
  readonly action: 'created' | 'updated' | 'unchanged' | 'absent';
  readonly id?: number;
  readonly htmlUrl?: string;
}

const MARKER_KEY = /^[A-Za-z0-9._:/-]+$/;

/** The hidden line that marks a comment as driftgate's. */
export function commentMarker(key: string): string {
  if (!MARKER_KEY.test(key)) throw new RangeError(`comment marker ${JSON.stringify(key)} may only contain letters, digits and ._:/-`);
  return `<!-- driftgate:${key} -->`;
}

/**
 * Whether a listed comment is driftgate's own: it carries the marker, and it was written by a
 * bot (`user.type == "Bot"`: GITHUB_TOKEN's github-actions[bot] or an App), and, when the
 * caller knows its login (`author`), by exactly that one. Anyone can paste the marker into a
 * comment of their own; such a comment is never edited.
 */
function isOwnComment(comment: { body?: string | null; user?: { login?: string; type?: string } | null }, marker: string, author: string | undefined): boolean {
  if (!(comment.body ?? '').includes(marker)) return false;
  if (comment.user?.type !== 'Bot') return false;
  return author === undefined || comment.user.login === author;
}

/**
 * Finds this bot's comment carrying the marker and updates it in place (skipping the write
 * when nothing changed), or creates it. Comments by anyone else are never touched, even if
 * they carry the marker.
 */
export async function upsertComment(client: GitHubClient, repository: RepoRef, request: CommentUpsert): Promise<CommentUpsertResult> {
  const marker = commentMarker(request.marker);
  const body = truncateChars(`${marker}\n${request.body}`, GITHUB_LIMITS.commentBodyChars);
  let existing: { id: number; body: string; htmlUrl: string } | undefined;
  try {
    const comments = await client.paginate(client.rest.issues.listComments, { ...repository, issue_number: request.issueNumber, per_page: 100 });
    const chosen = comments.find((c) => isOwnComment(c, marker, request.author));
    if (chosen) existing = { id: chosen.id, body: chosen.body ?? '', htmlUrl: chosen.html_url };
  } catch (error) {
    throw toGitHubError(error, `list comments of #${request.issueNumber}`);
  }
  if (existing) {
    if (existing.body === body) return { action: 'unchanged', id: existing.id, htmlUrl: existing.htmlUrl };
    try {
      const response = await client.rest.issues.updateComment({ ...repository, comment_id: existing.id, body });
      return { action: 'updated', id: response.data.id, htmlUrl: response.data.html_url };
    } catch (error) {
      throw toGitHubError(error, `update comment ${existing.id}`);
    }
  }
  if (request.mode === 'update-only') return { action: 'absent' };
  try {
    const response = await client.rest.issues.createComment({ ...repository, issue_number: request.issueNumber, body });
    return { action: 'created', id: response.data.id, htmlUrl: response.data.html_url };
  } catch (error) {
    throw toGitHubError(error, `comment on #${request.issueNumber}`);
  }
}
