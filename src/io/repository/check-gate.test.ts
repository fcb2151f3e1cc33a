import { afterAll, describe, expect, it } from 'vitest';
import { createGitFixture, type GitFixture } from '../../../test/support/git-fixture.js';
import { judgeRevision } from '../../core/gate/judge.js';
import { shippedBuiltinRegistry } from '../builtin-schemas.js';
import { bundledDefaults } from '../fs/package-assets.js';
import { readCheckGate } from './check-gate.js';

// Not a ConfigMap: the default pack reads those across files as its parameters, whoever reports them.
const account = (name: string): string => `apiVersion: v1\nkind: ServiceAccount\nmetadata: {name: ${name}, namespace: team-a}\n`;

describe('readCheckGate: who judges unreported files by their facts alone', { timeout: 60_000 }, () => {
  let fx: GitFixture | undefined;
  afterAll(() => fx?.cleanup());

  it('a check of named paths drops the other files\' objects, unless the scope gate reads every object', async () => {
    fx = createGitFixture();
    fx.commit({ 'apps/a.yaml': account('a'), 'apps/b.yaml': account('b') });
    const objectFiles = async (scope: { defaultNamespace?: string }): Promise<string[]> => {
      const { input } = await readCheckGate({
        root: fx!.work,
        cwd: fx!.work,
        paths: ['apps/a.yaml'],
        exclude: [],
        env: { PATH: process.env.PATH ?? '' },
        crdPaths: [],
        fallback: bundledDefaults(),
        ...scope,
        check: { now: new Date('2026-12-07T00:00:00Z'), builtins: shippedBuiltinRegistry(), unreportedByFacts: true },
      });
      const verdict = await judgeRevision(input);
      return [...new Set(verdict.manifests.map((m) => m.file))].sort();
    };
    expect(await objectFiles({})).toEqual(['apps/a.yaml']);
    expect(await objectFiles({ defaultNamespace: 'team-a' })).toEqual(['apps/a.yaml', 'apps/b.yaml']);
  });
});
