import { describe, expect, it } from 'vitest';
import { createGitFixture } from '../../../test/support/git-fixture.js';
import { GitRepository } from '../git/repository.js';
import { globToRegExp, matcherFromText } from './ignore.js';
import { readIgnoreMatcherAt } from './tree-sources.js';

describe('.driftgateignore (gitignore syntax)', () => {
  const cases: [pattern: string, file: string, ignored: boolean][] = [
    ['*.generated.yaml', 'a.generated.yaml', true],
    ['*.generated.yaml', 'deep/dir/a.generated.yaml', true],
    ['*.generated.yaml', 'a.yaml', false],
    ['/root.yaml', 'root.yaml', true],
    ['/root.yaml', 'sub/root.yaml', false],
    ['apps/*.yaml', 'apps/a.yaml', true],
    ['apps/*.yaml', 'apps/sub/a.yaml', false],
    ['apps/*.yaml', 'x/apps/a.yaml', false],
    ['testdata/', 'src/x/testdata/a.yaml', true],
    ['testdata/', 'src/testdata.yaml', false],
    ['**/fixtures/**', 'a/fixtures/b/c.yaml', true],
    ['docs/**/*.yaml', 'docs/a/b/c.yaml', true],
    ['docs/**/*.yaml', 'docs/c.yaml', true],
    ['file-?.yaml', 'file-1.yaml', true],
    ['file-?.yaml', 'file-10.yaml', false],
    ['file-[0-9].yaml', 'file-7.yaml', true],
    ['file-[!0-9].yaml', 'file-7.yaml', false],
    ['\\#hash.yaml', '#hash.yaml', true],
    ['# a comment', '# a comment', false],
  ];
  for (const [pattern, file, ignored] of cases) {
    it(`${JSON.stringify(pattern)} ${ignored ? 'ignores' : 'keeps'} ${file}`, () => {
      expect(matcherFromText(pattern).ignored(file) !== undefined).toBe(ignored);
    });
  }

  it('the last matching pattern wins; ! re-includes a file', () => {
    const m = matcherFromText('*.yaml\n!keep.yaml\n');
    expect(m.ignored('drop.yaml')).toBe('ignored by .driftgateignore');
    expect(m.ignored('keep.yaml')).toBeUndefined();
  });

  it('a file under an ignored directory stays ignored, as in git', () => {
    expect(matcherFromText('build/\n!build/keep.yaml\n').ignored('build/keep.yaml')).toBeDefined();
  });

  it('patterns of a nested ignore file are relative to its directory', () => {
    const m = matcherFromText('/local.yaml\n', 'apps', 'apps/.driftgateignore');
    expect(m.ignored('apps/local.yaml')).toBe('ignored by apps/.driftgateignore');
    expect(m.ignored('local.yaml')).toBeUndefined();
    expect(m.ignored('other/apps/local.yaml')).toBeUndefined();
  });

  it('patterns on the named directory or its parents do not apply below it', () => {
    const m = matcherFromText('broken/\n');
    expect(m.ignored('examples/broken/a.yaml')).toBeDefined();
    expect(m.ignored('examples/broken/a.yaml', 'examples/broken')).toBeUndefined();
  });

  it('an invalid pattern is taken literally, never an exception', () => {
    const m = matcherFromText('[z-a].yaml\n');
    expect(m.ignored('[z-a].yaml')).toBeDefined();
    expect(m.ignored('b.yaml')).toBeUndefined();
  });

  it('a/**/b matches zero or more directories between a and b', () => {
    const re = globToRegExp('a/**/b');
    expect(['a/b', 'a/x/b', 'a/x/y/b'].map((p) => re.test(p))).toEqual([true, true, true]);
    expect(['ab', 'a/bc', 'x/a/b'].map((p) => re.test(p))).toEqual([false, false, false]);
  });
});

describe('readIgnoreMatcherAt: one matcher per set of ignore files', () => {
  it('gives the matcher it made for the same ignore files at another revision, and a new one when a text or an exclude changes', async () => {
    const fx = createGitFixture();
    try {
      const first = fx.commit({ '.driftgateignore': 'drafts/\n', 'apps/.driftgateignore': '*.local.yaml\n', 'apps/a.yaml': 'a: 1\n' });
      const second = fx.commit({ 'apps/a.yaml': 'a: 2\n' });
      const repo = new GitRepository({ dir: fx.work });
      const atFirst = await readIgnoreMatcherAt(repo, first, ['.']);
      expect(await readIgnoreMatcherAt(repo, second, ['.'])).toBe(atFirst);
      expect(atFirst.ignored('drafts/x.yaml')).toBe('ignored by .driftgateignore');
      expect(atFirst.ignored('apps/b.local.yaml')).toBe('ignored by apps/.driftgateignore');
      expect(atFirst.ignored('apps/a.yaml')).toBeUndefined();

      const withExclude = await readIgnoreMatcherAt(repo, second, ['.'], ['apps/a.yaml']);
      expect(withExclude).not.toBe(atFirst);
      expect(withExclude.ignored('apps/a.yaml')).toBe('ignored by --exclude apps/a.yaml');

      const third = fx.commit({ 'apps/.driftgateignore': '*.draft.yaml\n' });
      const atThird = await readIgnoreMatcherAt(repo, third, ['.']);
      expect(atThird).not.toBe(atFirst);
      expect(atThird.ignored('apps/b.local.yaml')).toBeUndefined();
      expect(atThird.ignored('apps/b.draft.yaml')).toBe('ignored by apps/.driftgateignore');
    } finally {
      fx.cleanup();
    }
    // real git processes: tens of milliseconds each on a loaded machine
  }, 30_000);
});
