import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_URL, repositoryFileUrl, ruleAnchor } from './project.js';

describe('the project URL', () => {
  it('is the one package.json names as repository, homepage and bugs', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      repository: { type: string; url: string };
      homepage: string;
      bugs: { url: string };
    };
    expect(pkg.repository).toEqual({ type: 'git', url: `git+${REPOSITORY_URL}.git` });
    expect(pkg.homepage).toBe(`${REPOSITORY_URL}#readme`);
    expect(pkg.bugs.url).toBe(`${REPOSITORY_URL}/issues`);
  });

  it('builds absolute links at the release tag, and leaves absolute links alone', () => {
    expect(repositoryFileUrl('docs/rules.md#a', 'v1.2.3')).toBe(`${REPOSITORY_URL}/blob/v1.2.3/docs/rules.md#a`);
    expect(repositoryFileUrl('./docs/x.md', 'main')).toBe(`${REPOSITORY_URL}/blob/main/docs/x.md`);
    expect(repositoryFileUrl('https://example.com/x', 'main')).toBe('https://example.com/x');
    expect(ruleAnchor('crd-compat/field-removed')).toBe('crd-compat-field-removed');
  });
});
