// In process, as the agent judges each new revision: read two revisions of a repository and judge
// them alternately with the agent's parse memo and kept verdicts, and print the medians of the
// warm runs. Usage: npx tsx bench/agent/judge-revisions.ts <git repository> [runs=24] [path=tenants]
// (bench/check builds a 10,000-tenant repository at bench/.work/check/corpus whose HEAD changes
// 10 files of HEAD~1). No cluster; figures only, nothing is asserted.
import { GitRepository } from '../../src/io/git/repository.js';
import { readRevisionSources } from '../../src/agent/sources.js';
import { runGates } from '../../src/agent/gates.js';
import { ParseMemo } from '../../src/core/yaml/parse-memo.js';
import { VerdictMemo } from '../../src/core/memo/verdict-memo.js';

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: judge-revisions.ts <git repository> [runs] [path]');
  process.exit(2);
}
const runs = Number(process.argv[3] ?? 24);
const syncPath = process.argv[4] ?? 'tenants';
const repo = new GitRepository({ dir });
const older = await repo.resolveRevision('HEAD~1');
const newer = await repo.resolveRevision('HEAD');
// The agent's own bounds (src/agent/agent.ts).
const parseMemo = new ParseMemo({ maxChars: 32 * 1024 * 1024 });
const verdictMemo = new VerdictMemo({ maxChars: 32 * 1024 * 1024 });
const times: { read: number; judge: number }[] = [];
for (let i = 0; i < runs; i++) {
  const revision = i % 2 === 0 ? older : newer;
  const started = performance.now();
  const sources = await readRevisionSources(repo, { revision, trustedRevision: older, path: syncPath, env: process.env });
  const read = performance.now();
  const gates = await runGates({ sources, liveCrds: [], parseCache: parseMemo, verdictMemo, now: new Date(0) });
  times.push({ read: read - started, judge: performance.now() - read });
  if (i < 2) console.log(`${revision.slice(0, 7)}: ${gates.manifests.length} objects, ${gates.checkFindings.length} findings${gates.refused ? ', refused' : ''}`);
}
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const warm = times.slice(2);
console.log(`warm runs: ${warm.length}; read the revision: median ${median(warm.map((t) => t.read)).toFixed(0)} ms; judge it: median ${median(warm.map((t) => t.judge)).toFixed(0)} ms`);
console.log(`parse memo: ${parseMemo.stats.hits} hits, ${parseMemo.stats.misses} misses, ${parseMemo.stats.reused} files' manifests found again; kept verdicts: ${verdictMemo.stats.hits} hits, ${verdictMemo.stats.misses} misses`);
