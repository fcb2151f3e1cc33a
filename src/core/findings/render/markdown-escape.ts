/**
 * Text from a repository or a pull request (file names, messages quoting manifest values,
 * object names) goes into GitHub markdown: PR comments, check-run summaries and the job
 * summary. It must read as text there: no HTML (`<img>`, `<!--` that would hide the rest of
 * a comment or forge driftgate's marker), no mentions that notify people (`@org/team`), no
 * links, images or emphasis, no bare URL that GitHub would turn into a link (`https://…`,
 * `www.…`, `user@host`), and no way out of a table cell or a code span.
 */

const ZERO_WIDTH_SPACE = '\u200B';

/** Plain text for a markdown paragraph or table cell: HTML entities, backslash escapes, no mentions. */
export function escapeMarkdownText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1')
    .replace(/@(?=[A-Za-z0-9])/g, `@${ZERO_WIDTH_SPACE}`)
    // GitHub autolinks `scheme://host` and `www.host` in text; a zero-width space breaks the match.
    .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
    .replace(/\b(www)\./gi, `$1${ZERO_WIDTH_SPACE}.`)
    .replace(/\r?\n|\r/g, '<br>');
}

/**
 * A code span holding any text: the fence is one backtick longer than the longest run inside,
 * padded with spaces when the text starts or ends with a backtick; `|` is escaped for tables
 * (GitHub unescapes it inside code in table cells); line breaks become spaces.
 */
export function markdownCode(text: string): string {
  const flat = text.replace(/\r?\n|\r/g, ' ').replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}
