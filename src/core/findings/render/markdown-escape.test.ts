import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';
import { escapeMarkdownText, markdownCode } from './markdown-escape.js';

describe('repository text in GitHub markdown reads as text', () => {
  it('no HTML, no comment that hides the rest, no mentions, no links or images', () => {
    const out = escapeMarkdownText('hi @acme/admins and @octocat <img src=x onerror=y> <!-- driftgate:report --> ![i](https://e/x.png) [l](https://e) *b* a|b\nnext');
    expect(out).not.toMatch(/<(?!br>)/);
    expect(out).not.toMatch(/@[A-Za-z]/);
    expect(out).not.toContain('](');
    expect(out).toContain('&lt;img');
    expect(out).toContain('&lt;\\!--');
    expect(out).toContain('a\\|b<br>next');
  });
  it('code spans hold any backticks and never end early', () => {
    expect(markdownCode('a.yaml:1:2')).toBe('`a.yaml:1:2`');
    expect(markdownCode('x`y.yaml')).toBe('``x`y.yaml``');
    expect(markdownCode('`x``.yaml')).toBe('``` `x``.yaml ```');
    expect(markdownCode('a|b')).toBe('`a\\|b`');
  });
  it('the findings table escapes messages, hints, objects and file names', () => {
    const md = renderMarkdown([
      { ruleId: 'r/x', severity: 'error', message: '<img src=x> @org/team', hint: '<!-- hide', file: 'a`b`.yaml', line: 1, column: 2, object: { kind: 'K', name: '<b>n</b>' } },
    ]);
    expect(md).toContain('``a`b`.yaml:1:2``');
    expect(md).not.toContain('<img');
    expect(md).not.toContain('<!--');
    expect(md).not.toContain('<b>');
    expect(md).not.toContain('@org/team');
  });
});

describe('bare URLs in repository text are not turned into links', () => {
  // GitHub's extended autolinks: http(s)://, www., and e-mail addresses (also after mailto:/xmpp:).
  const autolink = /\b(?:https?|ftp|mailto|xmpp):\/\/|\bwww\.|[A-Za-z0-9._+-]@[A-Za-z0-9-]+\./i;
  it('breaks every scheme, www. and e-mail form in messages and tables', () => {
    for (const text of ['see https://evil.example/login', 'HTTP://EVIL.example', 'ftp://x.example/a', 'www.evil.example', 'WWW.Evil.example/x', 'mail me@evil.example', 'mailto:me@evil.example', 'a (https://x.example) b']) {
      const out = escapeMarkdownText(text);
      expect(out, text).not.toMatch(autolink);
    }
    const md = renderMarkdown([{ ruleId: 'r/x', severity: 'error', message: 'go to https://evil.example/fix', hint: 'or www.evil.example', file: 'a.yaml', object: { kind: 'K', name: 'n' } }]);
    expect(md).not.toMatch(autolink);
    expect(md).toContain('https:\u200B//evil.example/fix');
  });
});
