// The labelled sample of the release-history replay (test/replay/labelled.json): findings on
// real CRD changes of six public projects, each judged by hand with the reason written down.
// The CRDs are not vendored: each pair is re-read from a local bare mirror of the project
// (REPLAY_MIRRORS, default /work/.mirror/owner+name) and compared again. Without the mirror (CI
// has no network) the project's cases are skipped, and the test says why.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/cli/run-main.js';
import { comparePair, crdsAtTags, hasMirror, mirrorDir, PROJECTS } from '../replay/history.js';

interface LabelledCase {
  readonly project: string;
  readonly crd: string;
  readonly base: string;
  readonly head: string;
  readonly rule: string;
  readonly version?: string;
  readonly path?: string;
  /**
   * error: the gate must report the finding as an error; not-error: it must report it, below
   * error; no-finding: a change the gate once reported falsely must not be reported at all.
   */
  readonly verdict: 'error' | 'not-error' | 'no-finding';
  readonly reason: string;
}

const sample = JSON.parse(readFileSync(path.join(REPO_ROOT, 'test/replay/labelled.json'), 'utf8')) as { cases: LabelledCase[] };

describe('the labelled sample', () => {
  it('holds at least 60 errors and 60 non-errors, each with a reason', () => {
    expect(sample.cases.filter((c) => c.verdict === 'error').length).toBeGreaterThanOrEqual(60);
    expect(sample.cases.filter((c) => c.verdict !== 'error').length).toBeGreaterThanOrEqual(60);
    for (const c of sample.cases) expect(c.reason.length, `${c.crd} ${c.base}..${c.head} ${c.rule}`).toBeGreaterThan(20);
  });
});

for (const project of PROJECTS) {
  const cases = sample.cases.filter((c) => c.project === project.repo);
  if (cases.length === 0) continue;
  const present = hasMirror(project.repo);
  describe.skipIf(!present)(`${project.repo} (${present ? `mirror at ${mirrorDir(project.repo)}` : `skipped: no mirror at ${mirrorDir(project.repo)}; set REPLAY_MIRRORS or fetch the repository`})`, () => {
    const pairs = [...new Set(cases.map((c) => `${c.base} ${c.head}`))];
    for (const pair of pairs) {
      const [base = '', head = ''] = pair.split(' ');
      it(`${base}..${head}: every labelled finding judged as labelled`, { timeout: 60_000 }, () => {
        const atTags = crdsAtTags(project, [base, head]);
        const mismatches: string[] = [];
        const compared = new Map<string, ReturnType<typeof comparePair>>();
        for (const c of cases.filter((x) => x.base === base && x.head === head)) {
          const before = atTags.get(base)?.find((x) => x.key === c.crd);
          const after = atTags.get(head)?.find((x) => x.key === c.crd);
          if (!before || !after) {
            mismatches.push(`${c.crd}: not found at both tags`);
            continue;
          }
          const result = compared.get(c.crd) ?? comparePair(project.repo, c.crd, { tag: base, manifest: before.manifest }, { tag: head, manifest: after.manifest });
          compared.set(c.crd, result);
          if (result.crash) mismatches.push(`${c.crd}: crashed: ${result.crash}`);
          const matching = result.findings.filter((f) => f.rule === c.rule && (c.path === undefined || f.path === c.path) && (c.version === undefined || f.version === c.version));
          const label = `${c.crd} ${c.rule} ${c.version ?? ''} ${c.path ?? ''}`;
          if (c.verdict === 'no-finding') {
            if (matching.length > 0) mismatches.push(`${label}: labelled no finding (${c.reason}), reported as ${matching.map((f) => f.severity).join(', ')}`);
          } else if (matching.length === 0) mismatches.push(`${label}: no such finding (expected ${c.verdict})`);
          else if (c.verdict === 'error' && !matching.some((f) => f.severity === 'error')) mismatches.push(`${label}: expected an error, got ${matching.map((f) => f.severity).join(', ')}`);
          else if (c.verdict === 'not-error' && matching.some((f) => f.severity === 'error')) mismatches.push(`${label}: labelled not an error (${c.reason}), reported as an error`);
        }
        expect(mismatches).toEqual([]);
      });
    }
  });
}
