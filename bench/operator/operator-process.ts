// The operator under benchmark, in its own process so its peak RSS is its own. Bundled by
// run.ts with esbuild (no TypeScript loader in the measured process). Reads commands on stdin
// ("stats"), answers one JSON line on stdout; "stop" stops it gracefully.
import { createInterface } from 'node:readline';
import process from 'node:process';
import { KubeConfig } from '@kubernetes/client-node';
import { CONTROLLER_NAME, Operator } from '../../src/operator/operator.js';

const [kubeconfig, workersText, leaderElect] = process.argv.slice(2);
const kc = new KubeConfig();
kc.loadFromFile(kubeconfig!);

const counts = { requests: 0, watches: 0, writes: 0, byKey: {} as Record<string, number> };
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function resourceOf(path: string): string {
  // /api/v1/namespaces/x/resourcequotas/y → resourcequotas; /apis/g/v/namespaces/x/t/y/status → t/status
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  const start = parts[0] === 'api' ? 2 : 3;
  const rest = parts.slice(start);
  if (rest[0] === 'namespaces' && rest.length >= 3) rest.splice(0, 2);
  const kind = rest[0] ?? 'discovery';
  return rest[2] !== undefined ? `${kind}/${rest[2]}` : kind;
}

const operator = new Operator({
  kubeConfig: kc,
  workers: Number(workersText ?? '8'),
  resyncMs: 600_000,
  // Warnings (watch restarts, failed reconciles) go to stderr; set BENCH_QUIET=1 to drop them.
  ...(process.env.BENCH_QUIET ? {} : { log: (level: string, message: string, fields?: Record<string, unknown>) => { if (level !== 'debug') process.stderr.write(`[operator ${level}] ${message} ${fields ? JSON.stringify(fields) : ''}\n`); } }),
  ...(leaderElect === 'true' ? { leaderElection: { namespace: 'default', name: 'bench-operator' } } : {}),
  onRequest: (r) => {
    if (r.watch) counts.watches++;
    else counts.requests++;
    if (!r.watch && WRITE.has(r.method) && r.status >= 200 && r.status < 300) counts.writes++;
    const key = `${r.watch ? 'WATCH' : r.method} ${resourceOf(r.path)} ${r.status}`;
    counts.byKey[key] = (counts.byKey[key] ?? 0) + 1;
  },
});

void operator.lostLeadership.then(() => {
  process.stderr.write('[operator] lost leadership during the benchmark\n');
  process.exit(3);
});
await operator.start();
process.stdout.write(JSON.stringify({ started: true }) + '\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'stats') {
    process.stdout.write(
      JSON.stringify({
        ...counts,
        byKey: { ...counts.byKey },
        reconciles: await operator.metrics.reconcileCount(CONTROLLER_NAME),
        reconcileErrors: await operator.metrics.reconcileCount(CONTROLLER_NAME, 'error'),
        rssBytes: process.memoryUsage().rss,
        maxRssKiB: process.resourceUsage().maxRSS,
        cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
        queue: operator.controller.queue.len(),
      }) + '\n',
    );
  } else if (line === 'stop') {
    await operator.stop();
    process.exit(0);
  }
}
await operator.stop();
