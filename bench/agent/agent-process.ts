// The agent under measurement, in its own process (clean RSS): a SyncAgent driven poll by poll
// over stdin ("poll" → one ls-remote and, if the head moved, the pipeline), printing one JSON
// line per poll with its duration, the API requests it made and the process's peak RSS.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { KubeConfig } from '@kubernetes/client-node';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { SyncAgent } from '../../src/agent/agent.js';
import { AgentMetrics } from '../../src/agent/metrics.js';
import { realClock } from '../../src/controller/clock.js';
import { KubeClient } from '../../src/io/kube/client.js';

const [kubeconfig, repo, namespace, cacheDir] = process.argv.slice(2) as [string, string, string, string];
const kc = new KubeConfig();
kc.loadFromFile(kubeconfig);
const counts = { requests: 0, writes: 0, watches: 0 };
const client = new KubeClient({
  kubeConfig: kc,
  userAgent: 'driftgate-agent-bench',
  onRequest: (r) => {
    counts.requests++;
    if (r.watch) counts.watches++;
    else if (r.method !== 'GET') counts.writes++;
  },
});
const agent = new SyncAgent(
  { repo, branch: 'main', path: 'cluster', intervalMs: 3_600_000, drift: 'enforce', dryRun: false, namespace, cacheDir, allowEmptyPrune: false, readyTimeoutMs: 300_000, driftScanIntervalMs: 0, concurrency: 16 },
  { kubeConfig: kc, clock: realClock, log: pino({ level: 'warn' }, pino.destination(2)), metrics: new AgentMetrics(new Registry()), client },
);
await agent.start({ poll: false });

function peakRssKiB(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : Math.round(process.memoryUsage().rss / 1024);
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'quit') break;
  const before = { ...counts };
  const t0 = performance.now();
  const outcome = await agent.pollOnce();
  const ms = performance.now() - t0;
  process.stdout.write(
    JSON.stringify({
      kind: outcome?.kind,
      outcome: agent.lastSync?.outcome,
      objects: agent.lastSync?.applied.length,
      ms,
      requests: counts.requests - before.requests,
      writes: counts.writes - before.writes,
      peakRssKiB: peakRssKiB(),
    }) + '\n',
  );
}
await agent.stop();
client.close();
process.exit(0);
