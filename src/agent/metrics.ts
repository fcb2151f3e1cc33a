// The agent's Prometheus series (registered on the process's one Registry, shared with the
// operator when both run in one process).
import { Counter, exponentialBuckets, Gauge, Histogram, type Registry } from 'prom-client';

/** The steps of a revision's sync, in order (driftgate_sync_phase_seconds). */
export const SYNC_PHASES = ['fetch', 'read', 'early-status', 'cluster-read', 'judge', 'guards', 'apply', 'inventory'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];

export class AgentMetrics {
  readonly syncDuration: Histogram<'outcome'>;
  readonly syncPhase: Histogram<'phase'>;
  readonly syncTotal: Counter<'outcome' | 'reason'>;
  readonly lastAppliedRevision: Gauge<'revision'>;
  readonly lastAppliedTimestamp: Gauge;
  readonly applyErrors: Counter;
  readonly driftObjects: Gauge;
  readonly driftDetected: Counter<'mode'>;
  readonly driftCorrected: Counter;
  readonly gitPolls: Counter<'result'>;
  readonly gitLastSuccess: Gauge;
  readonly webhookRequests: Counter<'outcome'>;
  readonly githubReports: Counter<'kind' | 'result'>;
  readonly kubeRequests: Counter<'method' | 'code'>;
  readonly pruned: Counter;
  readonly shardHeld: Gauge<'shard'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.syncDuration = new Histogram({ name: 'driftgate_sync_duration_seconds', help: 'Time to check, apply and prune one revision', labelNames: ['outcome'], buckets: exponentialBuckets(0.05, 2, 12), registers });
    this.syncPhase = new Histogram({
      name: 'driftgate_sync_phase_seconds',
      help: `Time one revision's sync spends in each step: ${SYNC_PHASES.join(', ')} (see docs/agent.md)`,
      labelNames: ['phase'],
      buckets: exponentialBuckets(0.005, 2, 14),
      registers,
    });
    this.syncTotal = new Counter({ name: 'driftgate_sync_total', help: 'Revisions handled, by outcome and reason', labelNames: ['outcome', 'reason'], registers });
    this.lastAppliedRevision = new Gauge({ name: 'driftgate_last_applied_revision_info', help: 'The commit applied last (value 1, the revision is a label)', labelNames: ['revision'], registers });
    this.lastAppliedTimestamp = new Gauge({ name: 'driftgate_last_applied_timestamp_seconds', help: 'When the last revision was applied', registers });
    this.applyErrors = new Counter({ name: 'driftgate_apply_errors_total', help: 'Objects whose server-side apply failed', registers });
    this.driftObjects = new Gauge({ name: 'driftgate_drift_objects', help: 'Managed objects that currently differ from Git', registers });
    this.driftDetected = new Counter({ name: 'driftgate_drift_detected_total', help: 'Drift detections, by --drift mode', labelNames: ['mode'], registers });
    this.driftCorrected = new Counter({ name: 'driftgate_drift_corrected_total', help: 'Drifted objects reverted to Git', registers });
    this.gitPolls = new Counter({ name: 'driftgate_git_polls_total', help: 'ls-remote polls, by result (changed, unchanged, error)', labelNames: ['result'], registers });
    this.gitLastSuccess = new Gauge({ name: 'driftgate_git_last_success_timestamp_seconds', help: 'Last successful poll of the remote', registers });
    this.webhookRequests = new Counter({ name: 'driftgate_webhook_requests_total', help: 'Webhook requests, by outcome', labelNames: ['outcome'], registers });
    this.githubReports = new Counter({ name: 'driftgate_github_reports_total', help: 'Reports to GitHub, by kind and result', labelNames: ['kind', 'result'], registers });
    this.kubeRequests = new Counter({ name: 'driftgate_kube_requests_total', help: 'Requests to the API server from the agent, by method and status code', labelNames: ['method', 'code'], registers });
    this.pruned = new Counter({ name: 'driftgate_pruned_total', help: 'Objects deleted because they left Git', registers });
    this.shardHeld = new Gauge({ name: 'driftgate_agent_shard_held', help: 'Sharded agent (--shards > 1): 1 for each shard this replica syncs now, 0 otherwise', labelNames: ['shard'], registers });
  }

  setAppliedRevision(revision: string, nowMs: number): void {
    this.lastAppliedRevision.reset();
    this.lastAppliedRevision.set({ revision }, 1);
    this.lastAppliedTimestamp.set(nowMs / 1000);
  }
}
