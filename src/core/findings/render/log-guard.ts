// Text printed where a GitHub Actions runner reads the log (the Action's own log lines, the CLI's
// text report when it runs in a workflow step) must never be read as a workflow command.

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Every Unicode White_Space character (what .NET's Char.IsWhiteSpace, and so the runner's
 * TrimStart, treats as blank), plus U+FEFF which JavaScript's `\s` counts. `\s` alone misses
 * U+0085 (NEXT LINE).
 */
const BLANK = '\\t\\n\\v\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
/** Characters some reader of the log may take as the end of a line. */
const LINE_BREAK = '\\n\\v\\f\\r\\u0085\\u2028\\u2029';
/** The first `:` of a `::` that has only blanks before it since the start or a line break. */
const COMMAND_START = new RegExp(`(?<=(?:^|[${LINE_BREAK}])[${BLANK}]*):(?=:)`, 'g');

/**
 * Makes text safe to print in the step's log, as the runner parses it: the runner splits output
 * into lines at CR, LF and CRLF (.NET ReadLine), trims leading whitespace, and reads a line
 * that then starts with `::` as a workflow command (`::add-mask::`, `::stop-commands::`, …),
 * and `##[` anywhere in a line as a legacy command. Every Unicode blank counts as leading
 * whitespace and every line separator (VT, FF, NEL, U+2028, U+2029) as a line start, so a
 * `\u0085::set-output` is as inert as a `\n::set-output`. A zero-width space (not a blank)
 * after the first `:` or `#` keeps the text readable and inert. Commands driftgate means go
 * through `command()`.
 */
export function neutralizeCommands(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(COMMAND_START, `:${ZERO_WIDTH_SPACE}`).replace(/##\[/g, `#${ZERO_WIDTH_SPACE}#[`))
    .join('\n');
}
