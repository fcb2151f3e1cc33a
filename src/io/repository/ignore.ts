import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileRe2 } from '../../core/kube/re2.js';

/**
 * `.driftgateignore` (gitignore syntax) and `--exclude GLOB`: which files of a tree are not
 * read. Patterns of a `.driftgateignore` are relative to its directory; `--exclude` globs are
 * relative to the repository root (or match a base name when they have no `/`), as in
 * gitignore. The last matching pattern wins; `!pattern` re-includes.
 */

export const IGNORE_FILE = '.driftgateignore';

interface Rule {
  /** The glob, compiled with RE2: linear in the name whatever the pattern (`*a*a*a*a*a*c`). */
  readonly regex: { test(input: string): boolean };
  readonly negate: boolean;
  readonly directoryOnly: boolean;
  /** Repository-relative directory the pattern is relative to ('' for the root). */
  readonly base: string;
  readonly source: string;
}

/** Translates one gitignore glob (without its `!` and trailing `/`) to a regular expression. */
export function globToRegExp(glob: string): RegExp {
  // As in gitignore: a pattern with a `/` (other than a trailing one) is relative to its base.
  const anchored = glob.includes('/');
  const body = glob.replace(/^\//, '');
  let re = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i] ?? '';
    if (c === '\\' && i + 1 < body.length) {
      re += escape(body[++i] ?? '');
    } else if (c === '*') {
      if (body[i + 1] === '*') {
        const before = i === 0 || body[i - 1] === '/';
        const after = body[i + 2] === '/' || i + 2 === body.length;
        if (before && after) {
          // `**/` matches zero or more directories; a trailing `**` matches everything below.
          if (i + 2 === body.length) re += '.*';
          else re += '(?:.*/)?';
          i += body[i + 2] === '/' ? 2 : 1;
          continue;
        }
        re += '[^/]*';
        i += 1;
        continue;
      }
      re += '[^/]*';
    } else if (c === '?') {
      re += '[^/]';
    } else if (c === '[') {
      const end = body.indexOf(']', i + 1);
      if (end === -1) {
        re += '\\[';
      } else {
        const set = body.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\');
        re += `[${set}]`;
        i = end;
      }
    } else {
      re += escape(c);
    }
  }
  return new RegExp(anchored ? `^${re}$` : `^(?:.*/)?${re}$`);
}

/** An ignore file is untrusted input: a pattern that is not a valid glob (say `[z-a]`) matches itself literally. */
function safeGlob(glob: string): RegExp {
  try {
    return globToRegExp(glob);
  } catch {
    return new RegExp(`^(?:.*/)?${glob.split('').map(escape).join('')}$`);
  }
}

// The translated glob run by RE2: the translation uses only what RE2 and JavaScript read alike
// (negated classes, optional groups, escapes), and a JavaScript RegExp backtracks on
// `*a*a*a*a*a*c` against a long name for seconds.
function linear(re: RegExp): { test(input: string): boolean } {
  const compiled = compileRe2(re.source);
  return compiled.ok ? compiled.re : { test: () => false };
}

const escape = (c: string): string => c.replace(/[.+^${}()|[\]\\/]/g, '\\$&');

function parseRules(text: string, base: string, source: string): Rule[] {
  const rules: Rule[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    let line = rawLine.replace(/(?<!\\)\s+$/, '');
    if (line === '' || line.startsWith('#')) continue;
    let negate = false;
    if (line.startsWith('!')) {
      negate = true;
      line = line.slice(1);
    } else if (line.startsWith('\\!') || line.startsWith('\\#')) {
      line = line.slice(1);
    }
    const directoryOnly = line.endsWith('/');
    if (directoryOnly) line = line.replace(/\/+$/, '');
    if (line === '') continue;
    rules.push({ regex: linear(safeGlob(line)), negate, directoryOnly, base, source });
  }
  return rules;
}

export interface IgnoreMatcher {
  /**
   * Why a repository-relative file is ignored, or undefined when it is read. `named` is the
   * path the user named that holds the file: patterns naming it or its parents do not apply
   * (naming a directory checks it, even one a .driftgateignore lists).
   */
  ignored(file: string, named?: string): string | undefined;
  /** Why a directory is ignored (so that a walk need not enter it), with the same `named` rule. */
  ignoredDirectory(dir: string, named?: string): string | undefined;
}

export interface IgnoreOptions {
  /** Repository root (absolute). */
  readonly root: string;
  /** Repository-relative directories whose .driftgateignore applies (the checked roots); the root's always does. */
  readonly directories: readonly string[];
  /** --exclude globs, relative to the repository root. */
  readonly exclude: readonly string[];
}

/** Loads the ignore rules that apply to a check. */
export async function loadIgnoreRules(options: IgnoreOptions): Promise<IgnoreMatcher> {
  const rules: Rule[] = [];
  const dirs = [...new Set(['', ...options.directories.map((d) => (d === '.' ? '' : d))])].sort((a, b) => a.length - b.length);
  for (const dir of dirs) {
    let text: string;
    try {
      text = await readFile(path.join(options.root, dir, IGNORE_FILE), 'utf8');
    } catch {
      continue;
    }
    rules.push(...parseRules(text, dir, `${dir ? dir + '/' : ''}${IGNORE_FILE}`));
  }
  for (const glob of options.exclude) rules.push(...parseRules(glob, '', `--exclude ${glob}`));
  return createMatcher(rules);
}

/**
 * The ignore rules of ignore files already read (from a git revision: the trusted one), by the
 * repository-relative directory each sits in, plus --exclude globs.
 */
export function matcherFromIgnoreFiles(files: readonly { readonly dir: string; readonly text: string }[], exclude: readonly string[] = []): IgnoreMatcher {
  const rules: Rule[] = [];
  const sorted = [...files].map((f) => ({ ...f, dir: f.dir === '.' ? '' : f.dir })).sort((a, b) => a.dir.length - b.dir.length);
  for (const f of sorted) rules.push(...parseRules(f.text, f.dir, `${f.dir ? f.dir + '/' : ''}${IGNORE_FILE}`));
  for (const glob of exclude) rules.push(...parseRules(glob, '', `--exclude ${glob}`));
  return createMatcher(rules);
}

/** A matcher from gitignore text, for tests and stdin-free uses. */
export function matcherFromText(text: string, base = '', source = IGNORE_FILE): IgnoreMatcher {
  return createMatcher(parseRules(text, base, source));
}

/** Paths (files, and directories) a matcher remembers its verdict for: a few large repositories' worth. */
const MAX_REMEMBERED_PATHS = 200_000;

function createMatcher(rules: readonly Rule[]): IgnoreMatcher {
  // No ignore file and no --exclude (most repositories): nothing is ignored, and nothing need be remembered.
  if (rules.length === 0) return { ignored: () => undefined, ignoredDirectory: () => undefined };
  const test = (candidate: string, isDirectory: boolean): Rule | undefined => {
    let verdict: Rule | undefined;
    for (const rule of rules) {
      if (rule.directoryOnly && !isDirectory) continue;
      if (rule.base && !candidate.startsWith(rule.base + '/')) continue;
      const relative = rule.base ? candidate.slice(rule.base.length + 1) : candidate;
      if (rule.regex.test(relative)) verdict = rule.negate ? undefined : rule;
    }
    return verdict;
  };
  // Per directory, once: a directory is ignored when its parent is or a pattern matches it. A
  // file of a deep tree costs one lookup, not a test of every prefix of its path (quadratic).
  const directories = new Map<string, Rule | null>();
  // Per file, once: the agent asks the same matcher about every file of every revision (see
  // readIgnoreMatcherAt), and each answer tests every rule. Both maps are bounded: emptied when full.
  const files = new Map<string, string | null>();
  const directory = (dir: string, stop: string): Rule | undefined => {
    if (directories.size >= MAX_REMEMBERED_PATHS) directories.clear();
    // Iterative: a tree thousands of levels deep must not overflow the stack.
    const pending: string[] = [];
    let d = dir;
    while (d !== stop && d !== '' && !directories.has(`${stop}\u0000${d}`)) {
      pending.push(d);
      const slash = d.lastIndexOf('/');
      d = slash === -1 ? '' : d.slice(0, slash);
    }
    let inherited = d === stop || d === '' ? undefined : directories.get(`${stop}\u0000${d}`) ?? undefined;
    for (let i = pending.length - 1; i >= 0; i--) {
      const p = pending[i] as string;
      const verdict = inherited ?? test(p, true);
      directories.set(`${stop}\u0000${p}`, verdict ?? null);
      inherited = verdict;
    }
    return directories.get(`${stop}\u0000${dir}`) ?? undefined;
  };
  /** The directory a user named stops the inheritance: patterns naming it or its parents do not apply. */
  const stopAt = (named: string | undefined): string => (named === undefined || named === '.' ? '' : named);
  const fileVerdict = (file: string, stop: string): string | undefined => {
    // As in git, a file below an ignored directory is ignored whatever later patterns say.
    const slash = file.lastIndexOf('/');
    const dir = slash === -1 ? '' : file.slice(0, slash);
    if (dir !== '' && dir !== stop && (stop === '' || dir.startsWith(stop + '/'))) {
      const rule = directory(dir, stop);
      if (rule) return `ignored by ${rule.source}`;
    }
    const rule = test(file, false);
    return rule ? `ignored by ${rule.source}` : undefined;
  };
  return {
    ignored(file: string, named?: string): string | undefined {
      const stop = stopAt(named);
      const key = `${stop}\u0000${file}`;
      const known = files.get(key);
      if (known !== undefined) return known ?? undefined;
      const verdict = fileVerdict(file, stop);
      if (files.size >= MAX_REMEMBERED_PATHS) files.clear();
      files.set(key, verdict ?? null);
      return verdict;
    },
    ignoredDirectory(dir: string, named?: string): string | undefined {
      const stop = stopAt(named);
      if (dir === stop || (stop !== '' && !dir.startsWith(stop + '/'))) return undefined;
      const rule = directory(dir, stop);
      return rule ? `ignored by ${rule.source}` : undefined;
    },
  };
}
