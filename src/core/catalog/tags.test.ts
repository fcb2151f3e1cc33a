import { describe, expect, it } from 'vitest';
import { newerTags, parseLsRemoteTags } from './tags.js';
import { parseSourceSpec, redactUrl } from './source.js';

describe('newerTags', () => {
  it('lists newer release tags, newest first, without pre-releases of a release', () => {
    expect(newerTags('v1.2.3', ['v1.2.2', 'v1.2.3', 'v1.10.0', 'v1.3.0-rc.1', 'v1.3.0', 'latest', 'v2.0.0'])).toEqual(['v2.0.0', 'v1.10.0', 'v1.3.0']);
  });
  it('lists pre-releases when the locked tag is one', () => {
    expect(newerTags('v1.3.0-rc.1', ['v1.3.0-rc.2', 'v1.3.0', 'v1.3.0-rc.10'])).toEqual(['v1.3.0', 'v1.3.0-rc.10', 'v1.3.0-rc.2']);
  });
  it('says nothing for a ref that is not a version', () => {
    expect(newerTags('main', ['v1.0.0'])).toBeUndefined();
  });
  it('reads ls-remote output, folding peeled tags', () => {
    expect(parseLsRemoteTags('a\trefs/tags/v1.0.0\nb\trefs/tags/v1.0.0^{}\nc\trefs/heads/main\n')).toEqual(['v1.0.0']);
  });
});

describe('parseSourceSpec', () => {
  it('reads git URLs with @REF, scp-like addresses, cluster and paths', () => {
    expect(parseSourceSpec('https://github.com/cert-manager/cert-manager@v1.21.1')).toEqual({ type: 'git', url: 'https://github.com/cert-manager/cert-manager', ref: 'v1.21.1' });
    expect(parseSourceSpec('file:///tmp/repo.git')).toEqual({ type: 'git', url: 'file:///tmp/repo.git', ref: undefined });
    expect(parseSourceSpec('git@github.com:o/r.git')).toEqual({ type: 'git', url: 'git@github.com:o/r.git', ref: undefined });
    expect(parseSourceSpec('git@github.com:o/r.git@v1')).toEqual({ type: 'git', url: 'git@github.com:o/r.git', ref: 'v1' });
    expect(parseSourceSpec('cluster')).toEqual({ type: 'cluster' });
    expect(parseSourceSpec('charts/x/crds')).toEqual({ type: 'path', path: 'charts/x/crds' });
  });
  it('never keeps credentials of a URL', () => {
    expect(redactUrl('https://user:secret@example.com/o/r.git')).toBe('https://example.com/o/r.git');
  });
});
