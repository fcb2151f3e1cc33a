// In process, as the agent judges each new revision: read two revisions of a repository and judge
// them alternately with the agent's parse memo and kept verdicts, and print the medians of the
// warm runs. Usage: npx tsx bench/agent/judge-revisions.ts <git repository> [runs=24] [path=tenants]
// (bench/check builds a 10,000-tenant repository at bench/.work/check/corpus whose HEAD changes
// 10 files of HEAD~1). With `--agent-layout` instead of a repository, it builds (once) and reads
// the layout of bench:agent's part B: 10,000 tenants one per file under cluster/tenants, the
// shipped pack, and a HEAD that changes one tenant's CPU. No cluster; figures only, nothing is
// asserted.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GitRepository } from '../../src/io/git/repository.js';
import { readRevisionSources } from '../../src/agent/sources.js';
import { runGates } from '../../src/agent/gates.js';
import { ParseMemo } from '../../src/core/yaml/parse-memo.js';
import { VerdictMemo } from '../../src/core/memo/verdict-memo.js';
import { liveNamespaceOwners, type NamespaceMeta } from '../../src/agent/guard.js';
import { DEFAULT_SCOPE } from '../../src/core/scope/config.js';
import { evaluateScope, tenantKeys } from '../../src/core/scope/evaluate.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, OWNER_ANNOTATION } from '../../src/core/tenant/names.js';

const agentLayout = process.argv[2] === '--agent-layout';
const dir = agentLayout ? agentLayoutRepository() : process.argv[2];
if (dir === undefined) {
  console.error('usage: judge-revisions.ts <git repository> | --agent-layout [runs] [path]');
  process.exit(2);
}
const runs = Number(process.argv[3] ?? 24);
const syncPath = process.argv[4] ?? (agentLayout ? 'cluster' : 'tenants');

/** bench:agent part B's repository (bench/agent/run.ts): made once under bench/.work/agent-layout. */
function agentLayoutRepository(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const repo = path.join(root, 'bench/.work/agent-layout');
  if (existsSync(path.join(repo, '.git'))) return repo;
  const tenant = (i: number, cpu: string): string =>
    `apiVersion: platform.example.com/v1\nkind: TenantOnboarding\nmetadata:\n  name: t${i}\n  namespace: bench-scale\nspec:\n  namespace: s-${i}\n  quota:\n    cpu: "${cpu}"\n    memory: 128Mi\n    gpuCount: 0\n  networkPolicy:\n    allowEgressTo: [kube-system]\n  access:\n    adminGroups: [t${i}-admins]\n`;
  mkdirSync(path.join(repo, 'cluster/tenants'), { recursive: true });
  cpSync(path.join(root, 'policies'), path.join(repo, 'policies'), { recursive: true, filter: (p) => !p.includes(`${path.sep}tests`) });
  for (let i = 0; i < 10_000; i++) writeFileSync(path.join(repo, `cluster/tenants/t${i}.yaml`), tenant(i, '50m'));
  const git = (...args: string[]): void => void execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], { cwd: repo, stdio: 'ignore' });
  git('init', '--quiet');
  git('add', '-A');
  git('commit', '--quiet', '-m', '10,000 tenants');
  writeFileSync(path.join(repo, 'cluster/tenants/t7.yaml'), tenant(7, '750m'));
  git('commit', '--quiet', '-am', 'one tenant changed');
  return repo;
}
const repo = new GitRepository({ dir });
const older = await repo.resolveRevision('HEAD~1');
const newer = await repo.resolveRevision('HEAD');
// The agent's own bounds (src/agent/agent.ts).
const parseMemo = new ParseMemo({ maxChars: 32 * 1024 * 1024 });
const verdictMemo = new VerdictMemo({ maxChars: 32 * 1024 * 1024 });
const times: { read: number; judge: number; judgeCpu: number; scope: number }[] = [];
/**
 * The scope gate's evaluation as the agent runs it (src/agent/guard.ts scopeGate), with the
 * default scope and the namespace cache's answers: each tenant's namespace exists, made by the
 * operator for that tenant (what the cluster holds after part B's full sync).
 */
const namespaceMetas = new Map<string, NamespaceMeta>();
function namespacesOf(manifests: Awaited<ReturnType<typeof runGates>>['manifests']): void {
  for (const m of manifests) {
    const spec = m.object.spec as { namespace?: unknown } | undefined;
    if (m.object.kind !== 'TenantOnboarding' || typeof spec?.namespace !== 'string' || namespaceMetas.has(spec.namespace)) continue;
    namespaceMetas.set(spec.namespace, { name: spec.namespace, labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE }, annotations: { [OWNER_ANNOTATION]: `${m.object.metadata.namespace ?? ''}/${m.object.metadata.name ?? ''}` } });
  }
}
async function judgeScope(manifests: Awaited<ReturnType<typeof runGates>>['manifests']): Promise<number> {
  let tenantSet: Set<string> | undefined;
  const owners = await liveNamespaceOwners({ client: undefined as never, sync: 'bench' }, { has: (key) => (tenantSet ??= tenantKeys(manifests)).has(key) }, { read: async () => namespaceMetas.values(), byName: (name) => namespaceMetas.get(name) });
  const findings = evaluateScope({ manifests, scope: DEFAULT_SCOPE, ownNamespace: 'driftgate-system', namespaceOwners: owners, discovered: new Map([['platform.example.com/v1/TenantOnboarding', true]]), namespaced: () => undefined });
  return findings.length;
}
// The judge's CPU time beside its wall time: on a shared host the wall time moves with the neighbours.
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (let i = 0; i < runs; i++) {
  const revision = i % 2 === 0 ? older : newer;
  const started = performance.now();
  const sources = await readRevisionSources(repo, { revision, trustedRevision: older, path: syncPath, env: process.env });
  const read = performance.now();
  const cpuAtRead = cpuMs();
  const gates = await runGates({ sources, liveCrds: [], parseCache: parseMemo, verdictMemo, now: new Date(0) });
  const judged = performance.now();
  const judgeCpu = cpuMs() - cpuAtRead;
  if (i < 2) namespacesOf(gates.manifests);
  const scopeFindings = await judgeScope(gates.manifests);
  times.push({ read: read - started, judge: judged - read, judgeCpu, scope: performance.now() - judged });
  if (i < 2) console.log(`${revision.slice(0, 7)}: ${gates.manifests.length} objects, ${gates.checkFindings.length} findings${gates.refused ? ', refused' : ''}; scope: ${scopeFindings} findings`);
}
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const warm = times.slice(2);
console.log(`warm runs: ${warm.length}; read the revision: median ${median(warm.map((t) => t.read)).toFixed(0)} ms; judge it: median ${median(warm.map((t) => t.judge)).toFixed(0)} ms (CPU ${median(warm.map((t) => t.judgeCpu)).toFixed(0)} ms); the scope gate's evaluation: median ${median(warm.map((t) => t.scope)).toFixed(1)} ms`);
console.log(`parse memo: ${parseMemo.stats.hits} hits, ${parseMemo.stats.misses} misses, ${parseMemo.stats.reused} files' manifests found again; kept verdicts: ${verdictMemo.stats.hits} hits, ${verdictMemo.stats.misses} misses`);
