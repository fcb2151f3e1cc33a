// `npm run replay:crds [-- --project NAME] [--findings FILE]`: the CRD gate over the release
// history of six public projects, read from local bare mirrors (REPLAY_MIRRORS, default
// /work/.mirror/owner+name). Prints per project: release tags, CRD pairs compared (consecutive
// releases where the CRD changed), errors by rule, warnings, crashes and the slowest pair.
// --findings writes every finding as one JSON line, the raw material of the labelled sample.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hasMirror, PROJECTS, replayProject, type PairResult } from './history.js';

const { values } = parseArgs({ options: { project: { type: 'string' }, findings: { type: 'string' } } });
const lines: string[] = [];
let failed = false;

for (const project of PROJECTS) {
  if (values.project !== undefined && !project.repo.includes(values.project)) continue;
  if (!hasMirror(project.repo)) {
    console.log(`${project.repo}: no mirror, skipped`);
    continue;
  }
  const started = performance.now();
  let pairs = 0;
  let warnings = 0;
  let crashes = 0;
  let slowest: PairResult | undefined;
  let slowestCpu: PairResult | undefined;
  let summary = { unchanged: 0, tags: 0 };
  const errors = new Map<string, number>();
  for (const result of replayProject(project)) {
    if (!('findings' in result)) {
      summary = result;
      continue;
    }
    pairs++;
    if (!slowest || result.milliseconds > slowest.milliseconds) slowest = result;
    if (!slowestCpu || result.cpuMilliseconds > slowestCpu.cpuMilliseconds) slowestCpu = result;
    if (result.crash) {
      crashes++;
      console.log(`  CRASH ${result.crd} ${result.base}..${result.head}: ${result.crash}`);
    }
    for (const f of result.findings) {
      if (f.severity === 'error') errors.set(f.rule, (errors.get(f.rule) ?? 0) + 1);
      else if (f.severity === 'warning') warnings++;
      if (values.findings !== undefined) {
        lines.push(JSON.stringify({ project: result.project, crd: result.crd, base: result.base, head: result.head, rule: f.rule, severity: f.severity, version: f.version, path: f.path, message: f.message }));
      }
    }
  }
  const total = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(`${project.repo}: ${summary.tags} release tags, ${pairs} changed CRD pairs (${summary.unchanged} unchanged skipped), ${total} errors, ${warnings} warnings, ${crashes} crashes, slowest pair ${slowest ? `${slowest.milliseconds.toFixed(0)} ms wall (${slowest.crd} ${slowest.base}..${slowest.head})` : '-'}, most CPU ${slowestCpu ? `${slowestCpu.cpuMilliseconds.toFixed(0)} ms (${slowestCpu.crd} ${slowestCpu.base}..${slowestCpu.head})` : '-'}, ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
  for (const [rule, count] of [...errors].sort((a, b) => b[1] - a[1])) console.log(`  ${rule}: ${count}`);
  if (crashes > 0 || (slowest?.milliseconds ?? 0) >= 1000) failed = true;
}
if (values.findings !== undefined) writeFileSync(values.findings, lines.join('\n') + '\n');
process.exitCode = failed ? 1 : 0;
