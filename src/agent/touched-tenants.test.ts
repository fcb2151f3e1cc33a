import { describe, expect, it } from 'vitest';
import { keptTextFile } from '../core/manifest/files.js';
import { parseYaml } from '../core/yaml/parse.js';
import { MAX_TOUCHED_FILES, touchedTenants, type TouchedTenantsInput } from './touched-tenants.js';

const tenant = (name: string, namespace?: string, extra = ''): string =>
  ['apiVersion: platform.example.com/v1', 'kind: TenantOnboarding', 'metadata:', `  name: ${name}`, ...(namespace ? [`  namespace: ${namespace}`] : []), 'spec:', `  owner: team-${name}${extra}`, ''].join('\n');

const parse: TouchedTenantsInput['parse'] = (text, file) => parseYaml(text, { file, scalars: 'kubernetes' }).documents.map((d) => d.value);

function files(texts: Record<string, string>) {
  return Object.entries(texts).map(([path, text]) => keptTextFile(path, text, Buffer.byteLength(text)));
}

describe('touchedTenants: the tenants declared in the files a revision changed', () => {
  const before = { 'cluster/a.yaml': tenant('a', 'tenants'), 'cluster/b.yaml': tenant('b', 'tenants'), 'cluster/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n' };
  const previous = new Map(Object.entries(before));

  it('names the tenants of changed and added files, not those of unchanged files', () => {
    const next = files({ ...before, 'cluster/b.yaml': tenant('b', 'tenants', '-2'), 'cluster/c.yaml': `${tenant('c', 'tenants')}---\n${tenant('d')}` });
    expect(touchedTenants({ previous, files: next, parse, limit: 50 })).toEqual([
      { namespace: 'tenants', name: 'b' },
      { namespace: 'tenants', name: 'c' },
    ]);
    // a tenant without a namespace takes the agent's default one
    expect(touchedTenants({ previous, files: next, parse, limit: 50, defaultNamespace: 'teams' })).toContainEqual({ namespace: 'teams', name: 'd' });
  });

  it('parses no file that did not change, and none without a TenantOnboarding in its text', () => {
    const parsed: string[] = [];
    const counting: TouchedTenantsInput['parse'] = (text, file) => {
      parsed.push(file);
      return parse(text, file);
    };
    const next = files({ ...before, 'cluster/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: y\n', 'cluster/a.yaml': tenant('a', 'tenants', '-2') });
    expect(touchedTenants({ previous, files: next, parse: counting, limit: 50 })).toEqual([{ namespace: 'tenants', name: 'a' }]);
    expect(parsed).toEqual(['cluster/a.yaml']);
  });

  it('says nothing it could not put in a status context: names Kubernetes would refuse, other groups, other shards', () => {
    const next = files({
      'cluster/bad.yaml': [tenant('Bad_Name', 'tenants'), tenant(`x${'y'.repeat(300)}`, 'tenants'), tenant('ok', 'Not-A-Label'), tenant('ok', `"tenants\\n[x](http://e)"`)].join('---\n'),
      'cluster/other.yaml': tenant('a', 'tenants').replace('platform.example.com', 'evil.example.com'),
      'cluster/mine.yaml': `${tenant('mine', 'tenants')}---\n${tenant('theirs', 'tenants')}`,
    });
    expect(touchedTenants({ previous, files: next, parse, limit: 50, mine: (key) => key.name !== 'theirs' })).toEqual([{ namespace: 'tenants', name: 'mine' }]);
  });

  it('gives up on a bulk change: more tenants than the limit, or more changed files than it reads', () => {
    const many = files(Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`cluster/t${i}.yaml`, tenant(`t${i}`, 'tenants')])));
    expect(touchedTenants({ previous, files: many, parse, limit: 4 })).toHaveLength(4);
    expect(touchedTenants({ previous, files: many, parse, limit: 3 })).toBeUndefined();
    const parsed: string[] = [];
    const counting: TouchedTenantsInput['parse'] = (text, file) => {
      parsed.push(file);
      return parse(text, file);
    };
    const flood = files(Object.fromEntries(Array.from({ length: MAX_TOUCHED_FILES + 1 }, (_, i) => [`cluster/f${i}.yaml`, tenant(`f${i}`, 'tenants')])));
    expect(touchedTenants({ previous, files: flood, parse: counting, limit: 10_000 })).toBeUndefined();
    expect(parsed).toEqual([]); // counted before a file is parsed
  });
});
