// The GitOps loop: new revision → gates → staged apply → prune → inventory → drift watch →
// reports. Runs while this process leads; everything it needs to resume after a restart is
// in the cluster (the inventory ConfigMap) and in Git.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { setMaxListeners } from 'node:events';
import type { Logger } from 'pino';
import { sleep } from '../controller/clock.js';
import type { Clock, TimerHandle } from '../core/ports/clock.js';
import { adoptIgnored, compileIgnoreRules, ignoredPointers, type CompiledIgnoreRule } from '../core/drift/ignore.js';
import { keyOf, objectId, type ObjectKey } from '../core/drift/ownership.js';
import { summarizeDrift, type DriftReport } from '../core/drift/render.js';
import { touchesDesired } from '../core/drift/touched.js';
import { type KubeObject, type Manifest, type LiveObject, isRecord } from '../core/manifest/manifest.js';
import { parseYaml } from '../core/yaml/parse.js';
import { TENANT_GROUP, TENANT_KIND } from '../core/tenant/names.js';
import { HUB_VERSION, TENANT_VERSIONS } from '../core/tenant/conversion.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import { GitOperationError } from '../io/git/repository.js';
import { RevisionPoller, type PollClock, type PollOutcome } from '../io/git/poller.js';
import { GitSource } from '../io/git/source.js';
import { applyObject } from '../io/kube/apply.js';
import { KubeClient, serviceAccountUser } from '../io/kube/client.js';
import { isNotFound } from '../io/kube/errors.js';
import { DEFAULT_SCOPE, parseScopeConfig, type ScopeConfigResult } from '../core/scope/config.js';
import { Discovery } from '../io/kube/discovery.js';
import type { EventRecorder } from '../io/kube/events.js';
import { InventoryStore } from '../io/kube/inventory.js';
import { ReportStateStore } from '../io/kube/report-store.js';
import { desiredObjects, errorMessage, FIELD_MANAGER } from './apply.js';
import { objectDrift, type ObjectDrift } from './drift.js';
import { DriftQueue } from './drift-queue.js';
import { runGates } from './gates.js';
import { isCrdManifest } from '../core/kube/crd.js';
import { sameJsonText } from '../core/kube/json.js';
import { resolveScopes, withDefaultNamespace } from './guard.js';
import type { AgentMetrics, SyncPhase } from './metrics.js';
import { AgentReporter, DEFAULT_CHECK_RUN_SPACING_MS, pullRequestFromMessage, type TenantRef } from './report.js';
import { readRevisionSources, type RevisionSources } from './sources.js';
import { shardPart, syncRevision, short, type ShardEnvironment, type SyncResult } from './sync.js';
import { ManagedWatch } from './watch.js';
import { NamespaceCache } from './namespace-cache.js';
import { touchedTenants } from './touched-tenants.js';
import { describesShard, shardSelectors, inShard, shardInventoryName, shardReportStateName, shardSuffix, type AgentShard } from './shard.js';
import type { KubeConfig } from '@kubernetes/client-node';
import { ParseMemo } from '../core/yaml/parse-memo.js';
import { VerdictMemo } from '../core/memo/verdict-memo.js';

/**
 * Characters of parse results the agent keeps between revisions (file text and JSON): a
 * 10,000-tenant repository of 4 MB of YAML holds about 9 M. Past the bound, the least recently used
 * files are parsed again.
 */
const PARSE_MEMO_CHARS = 32 * 1024 * 1024;
/** How long a sync waits for the changed tenants' early `pending` to be written before it judges the revision. */
const SYNCING_SENT_WAIT_MS = 250;
/** File texts and verdicts held by the verdict memo: a 10,000-tenant repository holds about 6 M. */
const VERDICT_MEMO_CHARS = 32 * 1024 * 1024;

export const DRIFT_MODES = ['enforce', 'warn'] as const;
export type DriftMode = (typeof DRIFT_MODES)[number];

export interface AgentSettings {
  readonly repo: string;
  readonly branch: string;
  readonly path: string;
  readonly intervalMs: number;
  readonly drift: DriftMode;
  readonly dryRun: boolean;
  /** The namespace of the inventory ConfigMap and the lease. */
  readonly namespace: string;
  readonly cacheDir: string;
  readonly token?: string;
  readonly allowEmptyPrune: boolean;
  readonly readyTimeoutMs: number;
  /** Full drift scan (dry-run of every object) at this period; the watch covers changes in between. */
  readonly driftScanIntervalMs: number;
  readonly establishTimeoutMs?: number;
  readonly concurrency?: number;
  readonly gitTimeoutMs?: number;
  /** Backoff of GitHub report retries (default 2 s doubling to 5 min). */
  readonly reportRetry?: { readonly initialMs: number; readonly maxMs: number };
  /** The GitHub write spacing (DRIFTGATE_GITHUB_WRITE_INTERVAL): check-run updates are coalesced to one per interval. Default 1 s. */
  readonly githubWriteIntervalMs?: number;
  /** Where the sync's scope comes from (trusted: never the synced repository); default: DEFAULT_SCOPE. */
  readonly scope?: ScopeSource;
  /** Namespace for namespaced objects in Git that name none. */
  readonly defaultNamespace?: string;
  /** Every apply, dry-run and delete impersonates this service account. */
  readonly serviceAccount?: { readonly namespace: string; readonly name: string };
  /** CRDs this sync may take over although it did not create them (`--adopt-crd`; trusted). */
  readonly adoptCrds?: readonly string[];
  /** Delete CRDs that left Git (`--prune-crds`; default: kept and reported). */
  readonly pruneCrds?: boolean;
  /**
   * This loop is shard `index` of `count` (> 1) of the sync (docs/agent.md "Sharding"): its own git
   * cache `<cacheDir>/shard-<k>`, inventory, report state and drift watch, and only the shard's objects.
   */
  readonly shard?: AgentShard;
}

/** The key of the scope in a `--scope-configmap` ConfigMap. */
export const SCOPE_CONFIGMAP_KEY = 'scope.yaml';

export type ScopeSource =
  | { readonly kind: 'default' }
  /** A file read once at start (`--scope FILE`). */
  | { readonly kind: 'file'; readonly path: string; readonly text: string }
  /** A ConfigMap in the agent's own namespace, read for every revision (`--scope-configmap NAME`). */
  | { readonly kind: 'configmap'; readonly name: string };

export interface AgentDependencies {
  readonly kubeConfig: KubeConfig;
  readonly clock: Clock;
  readonly random?: () => number;
  readonly log: Logger;
  readonly metrics: AgentMetrics;
  readonly github?: GitHubReporter;
  readonly events?: EventRecorder;
  /** Shared with the operator when both run in one process. */
  readonly client?: KubeClient;
}

/** A stable id for one (repository, branch, path): the value of the sync label. */
export function syncId(settings: { repo: string; branch: string; path: string }, displayUrl: string): string {
  const path = settings.path.replace(/^\.?\/+|\/+$/g, '');
  return createHash('sha256').update(`${displayUrl}\0${settings.branch}\0${path}`).digest('hex').slice(0, 10);
}

export interface AgentConditions {
  readonly source: { ok: boolean; reason: string; message: string };
  readonly sync: { ok: boolean; reason: string; message: string };
}

export class SyncAgent {
  readonly settings: AgentSettings;
  readonly sync: string;
  readonly source: GitSource;
  readonly client: KubeClient;
  readonly discovery: Discovery;
  readonly inventory: InventoryStore;
  /** Sharded: the unsharded inventory (`driftgate-inventory-<sync>`), read while a shard has none of its own. */
  readonly legacyInventory: InventoryStore | undefined;
  readonly shard: AgentShard | undefined;
  readonly reporter: AgentReporter;
  readonly watch: ManagedWatch;
  /** The live namespaces for the scope gate, from an informer once it has listed them (namespace-cache.ts). */
  private readonly namespaces: NamespaceCache;
  /** The sync's identity: every apply, dry-run and delete (the agent's client unless --service-account). */
  readonly writeClient: KubeClient;
  private readonly ownsWriteClient: boolean;
  private readonly d: AgentDependencies;
  private readonly log: Logger;
  private poller: RevisionPoller | undefined;
  private desired = new Map<string, KubeObject>();
  /** The keys of `desired`, by the same ids (made once per revision: the watch tracks them). */
  private desiredKeys = new Map<string, ObjectKey>();
  /** The text of each file of the applied revision, by path (touchedTenants compares a new revision's files with it). */
  private appliedTexts: Map<string, string> | undefined;
  private ignore: CompiledIgnoreRule[] = [];
  private appliedRevision: string | undefined;
  /** The objects of the applied revision as the gate read them: the base of annotation waivers. */
  private appliedManifests: readonly Manifest[] | undefined;
  private readonly drifted = new Map<string, ObjectDrift>();
  /**
   * Parse results of earlier revisions, by file text: a commit that changes one file of 1,000
   * parses one file. Bounded by the text it holds (see PARSE_MEMO_CHARS).
   */
  readonly parseMemo = new ParseMemo({ maxChars: PARSE_MEMO_CHARS });
  /**
   * Schema and admission verdicts of earlier revisions, by object (its file's path and text) and
   * everything else they depend on: a commit that changes one tenant judges one tenant's object,
   * and the cross-document rules over all. Bounded like the parse memo (VERDICT_MEMO_CHARS).
   */
  readonly verdictMemo = new VerdictMemo({ maxChars: VERDICT_MEMO_CHARS });
  /** Drift checks keyed by object id (objectId); created by start(), shut down by stop(). */
  private driftChecks: DriftQueue | undefined;
  private scanTimer: TimerHandle | undefined;
  private stopping = new AbortController();
  private busy: Promise<unknown> = Promise.resolve();
  private ready = false;
  private lastResult: SyncResult | undefined;
  private conditionsValue: AgentConditions = {
    source: { ok: false, reason: 'Pending', message: 'not polled yet' },
    sync: { ok: false, reason: 'Pending', message: 'nothing applied yet' },
  };

  constructor(settings: AgentSettings, deps: AgentDependencies) {
    this.settings = settings;
    this.d = deps;
    const shard = settings.shard !== undefined && settings.shard.count > 1 ? settings.shard : undefined;
    this.shard = shard;
    const cacheDir = shard ? path.join(settings.cacheDir, `shard-${shard.index}`) : settings.cacheDir;
    this.source = new GitSource({ repo: settings.repo, branch: settings.branch, cacheDir, token: settings.token, timeoutMs: settings.gitTimeoutMs });
    this.sync = syncId(settings, this.source.displayUrl);
    this.log = deps.log.child({ sync: this.sync, ...(shard ? { shard: shard.index } : {}) });
    this.client =
      deps.client ??
      new KubeClient({
        kubeConfig: deps.kubeConfig,
        userAgent: 'driftgate-agent',
        onRequest: (r) => deps.metrics.kubeRequests.inc({ method: r.method, code: String(r.status) }),
      });
    this.ownsWriteClient = settings.serviceAccount !== undefined;
    this.writeClient = settings.serviceAccount
      ? new KubeClient({
          kubeConfig: deps.kubeConfig,
          userAgent: 'driftgate-agent',
          impersonate: { user: serviceAccountUser(settings.serviceAccount.namespace, settings.serviceAccount.name) },
          onRequest: (r) => deps.metrics.kubeRequests.inc({ method: r.method, code: String(r.status) }),
        })
      : this.client;
    this.discovery = new Discovery({ client: this.client, now: () => deps.clock.monotonic() });
    const inventoryOptions = { client: this.client, resolver: this.discovery, namespace: settings.namespace, sync: this.sync, fieldManager: FIELD_MANAGER };
    this.inventory = new InventoryStore({ ...inventoryOptions, ...(shard ? { name: shardInventoryName(this.sync, shard.index) } : {}) });
    this.legacyInventory = shard ? new InventoryStore(inventoryOptions) : undefined;
    this.namespaces = new NamespaceCache({ client: this.client, clock: deps.clock, log: (message) => this.log.warn({}, message) });
    this.watch = new ManagedWatch({
      client: this.client,
      discovery: this.discovery,
      clock: deps.clock,
      sync: this.sync,
      ...(shard ? { selectorsFor: (apiVersion: string, kind: string) => shardSelectors(shard, apiVersion, kind) } : {}),
      onDrift: (key, live, previous) => {
        // an update that left every field Git sets as it was cannot be drift (the operator's
        // finalizer, a shard label, someone's annotation): no dry-run for it
        const desired = this.desired.get(objectId(key));
        if (previous && live && desired && !touchesDesired(desired, previous, live)) return;
        this.scheduleDriftCheck(key);
      },
      onObserved: (live) => {
        if (live.kind === TENANT_KIND) this.reporter.tenantChanged({ ...(live.metadata.namespace ? { namespace: live.metadata.namespace } : {}), name: live.metadata.name });
      },
      log: (m) => this.log.debug(m),
    });
    this.reporter = new AgentReporter({
      github: deps.github,
      clock: deps.clock,
      readyTimeoutMs: settings.readyTimeoutMs,
      lookupTenant: (t) => this.#liveTenant(t),
      store: new ReportStateStore({ client: this.client, resolver: this.discovery, namespace: settings.namespace, sync: this.sync, fieldManager: `${FIELD_MANAGER}-report`, inventory: this.inventory, ...(shard ? { name: shardReportStateName(this.sync, shard.index) } : {}) }),
      ...(shard ? { nameSuffix: shardSuffix(shard) } : {}),
      checkRunSpacingMs: settings.githubWriteIntervalMs ?? DEFAULT_CHECK_RUN_SPACING_MS,
      log: { info: (o, m) => this.log.info(o, m), warn: (o, m) => this.log.warn(o, m) },
      onPosted: (kind, ok) => deps.metrics.githubReports.inc({ kind, result: ok ? 'ok' : 'error' }),
      ...(settings.reportRetry ? { retry: settings.reportRetry } : {}),
    });
  }

  get conditions(): AgentConditions {
    return this.conditionsValue;
  }

  /** True once the state was restored and the first poll happened. */
  get isReady(): boolean {
    return this.ready;
  }

  get lastSync(): SyncResult | undefined {
    return this.lastResult;
  }

  get currentDrift(): DriftReport {
    return { objects: [...this.drifted.values()].map((d) => d.diff), prune: [] };
  }

  /**
   * Starts the loop (call while leading). Resolves once the previous state is restored.
   * `poll: false` leaves polling to pollOnce() (tests and benchmarks drive it).
   */
  async start(options: { poll?: boolean } = {}): Promise<void> {
    this.stopping = new AbortController();
    setMaxListeners(256, this.stopping.signal); // one listener per request in flight
    const driftChecks = new DriftQueue({
      clock: this.d.clock,
      check: (id) => this.checkDriftById(id),
      exclusive: (fn) => this.exclusive(fn),
      onError: (fields, message) => this.log.warn(fields, message),
    });
    this.driftChecks = driftChecks;
    await this.restore();
    const clock = this.d.clock;
    const pollClock: PollClock = { now: () => clock.now(), sleep: (ms, signal) => sleep(clock, ms, signal).catch(() => undefined) };
    this.poller = new RevisionPoller({
      source: this.source,
      intervalMs: this.settings.intervalMs,
      jitter: 0.1,
      ...(this.d.random ? { random: this.d.random } : {}),
      clock: pollClock,
      ...(this.appliedRevision ? { initialHead: this.appliedRevision } : {}),
      onRevision: (head) => this.exclusive(() => this.handleRevision(head)),
      onPoll: (o) => this.onPoll(o),
    });
    if (options.poll !== false) this.poller.start();
    else this.ready = true;
    // the watch may report drift while the restore lists: those keys wait for the workers
    driftChecks.start();
    this.scheduleScan(this.settings.driftScanIntervalMs);
  }

  /** Polls now (a verified push webhook). */
  trigger(): void {
    this.poller?.trigger();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    this.scanTimer?.cancel();
    // no key is handed out from here; a check in flight sees the abort and ends
    const driftStopped = this.driftChecks?.stop();
    this.driftChecks = undefined;
    await this.poller?.stop();
    await this.busy.catch(() => undefined);
    await driftStopped;
    this.reporter.stop();
    await this.watch.stop();
    await this.namespaces.stop();
    if (this.ownsWriteClient) this.writeClient.close();
    this.ready = false;
  }

  /** The scope of this sync now: the configured file or ConfigMap, or the default. */
  async loadScope(): Promise<ScopeConfigResult> {
    const source = this.settings.scope ?? { kind: 'default' };
    if (source.kind === 'default') return { scope: DEFAULT_SCOPE, findings: [] };
    if (source.kind === 'file') return parseScopeConfig(source.text, { file: `cluster:scope/${path.basename(source.path)}` });
    const file = `cluster:configmap/${this.settings.namespace}/${source.name}`;
    let text: string | undefined;
    try {
      const cm = await this.client.request<unknown>({ method: 'GET', path: `/api/v1/namespaces/${encodeURIComponent(this.settings.namespace)}/configmaps/${encodeURIComponent(source.name)}`, signal: this.stopping.signal });
      const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
      text = typeof data[SCOPE_CONFIGMAP_KEY] === 'string' ? data[SCOPE_CONFIGMAP_KEY] : undefined;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    if (text === undefined) {
      return {
        scope: DEFAULT_SCOPE,
        findings: [{ ruleId: 'scope/config', severity: 'error', file, message: `the scope ConfigMap ${this.settings.namespace}/${source.name} (key ${SCOPE_CONFIGMAP_KEY}) does not exist; nothing is applied without the configured scope`, hint: 'Create it (see docs/agent.md, "Scope"), or start the agent without --scope-configmap.' }],
      };
    }
    return parseScopeConfig(text, { file });
  }

  /** Runs one poll and, if the head moved, the whole pipeline (tests and benchmarks). */
  async pollOnce(): Promise<PollOutcome | undefined> {
    return this.poller?.pollOnce();
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.busy.catch(() => undefined).then(fn);
    this.busy = run.catch(() => undefined);
    return run;
  }

  /** Re-reads what was applied before a restart: the desired set, the watch, the report state. */
  private async restore(): Promise<void> {
    const inv = await this.inventory.read(this.stopping.signal);
    // Statuses are re-derived from the live tenants: restore the report state only once the
    // watch has listed them, so a restart never posts a stale `pending`.
    if (!inv?.appliedRevision) {
      await this.reporter.restore();
      return;
    }
    this.appliedRevision = inv.appliedRevision;
    try {
      await this.source.fetch({ expected: inv.appliedRevision });
      const present = await this.source.ensureCommit(inv.appliedRevision);
      if (!present) throw new GitOperationError(`commit ${short(inv.appliedRevision)} is no longer fetchable`, 'not-found');
      const sources = await readRevisionSources(this.source.cache, { revision: inv.appliedRevision, trustedRevision: inv.appliedRevision, path: this.settings.path, env: process.env });
      const gates = await runGates({ sources, liveCrds: [], parseCache: this.parseMemo, verdictMemo: this.verdictMemo, now: new Date(this.d.clock.now()) });
      this.appliedManifests = gates.manifests;
      const namespacedOf = await resolveScopes({ discovery: this.discovery }, gates.manifests, gates.manifests.filter(isCrdManifest));
      const isNamespaced = (o: KubeObject): boolean => namespacedOf(o.apiVersion, o.kind) ?? false;
      const part = shardPart(desiredObjects(gates.manifests.map((m) => withDefaultNamespace(m.object, this.settings.defaultNamespace, isNamespaced)), this.sync), this.shard);
      if (this.shard && !describesShard(inv.entries, part, this.shard)) {
        // Written with another number of shards (a reshard): its revision is not this shard's
        // part applied. Sync the head again (its stale entries are handed over or pruned).
        this.appliedRevision = undefined;
        this.log.info({ revision: inv.appliedRevision }, 'the inventory was written with another number of shards; syncing the head again');
        await this.reporter.restore();
        return;
      }
      this.setDesired(part, undefined, sources);
      await this.watch.track(this.desiredKeys);
      await this.watch.synced();
      this.d.metrics.setAppliedRevision(inv.appliedRevision, this.d.clock.now());
      this.conditionsValue = { ...this.conditionsValue, sync: { ok: true, reason: 'Applied', message: `restored: ${short(inv.appliedRevision)} is applied` } };
      this.log.info({ revision: inv.appliedRevision, objects: this.desired.size }, 'restored the applied revision from the inventory');
    } catch (error) {
      // Git is unreachable or the commit is gone (force-push): the next poll applies the head.
      this.log.warn({ revision: inv.appliedRevision, err: errorMessage(error) }, 'could not re-read the applied revision; waiting for the next poll');
      await this.reporter.restore();
      return;
    }
    await this.reporter.restore({ revision: inv.appliedRevision, tenants: tenantsOf(this.desired) });
  }

  private setDesired(objects: readonly KubeObject[], judged: { readonly index: DesiredIndex } | undefined, sources: RevisionSources): void {
    const index = judged?.index ?? indexDesired(objects);
    this.desired = index.objects;
    this.desiredKeys = index.keys;
    this.appliedTexts = new Map(sources.tree.sources.files.flatMap((f) => (f.text !== undefined ? [[f.path, f.text] as const] : [])));
    this.ignore = [];
    if (sources.driftConfig) {
      const parsed = parseYaml(new TextDecoder().decode(sources.driftConfig.bytes), { file: sources.driftConfig.path });
      const doc = parsed.documents.find((d) => d.value !== null && d.value !== undefined);
      const { rules, findings } = compileIgnoreRules(doc?.value, { file: sources.driftConfig.path });
      this.ignore = rules;
      for (const f of findings) this.log.warn({ file: f.file, pointer: f.pointer }, `drift ignore rule ignored: ${f.message}`);
    }
  }

  private onPoll(outcome: PollOutcome): void {
    const result = outcome.kind === 'error' ? 'error' : outcome.kind;
    this.d.metrics.gitPolls.inc({ result });
    if (outcome.kind !== 'error') {
      this.d.metrics.gitLastSuccess.set(this.d.clock.now() / 1000);
      if (!this.conditionsValue.source.ok) this.log.info({ revision: outcome.head }, 'the Git source is reachable');
      this.conditionsValue = { ...this.conditionsValue, source: { ok: true, reason: 'Succeeded', message: `head ${short(outcome.head ?? '')}` } };
    } else if (outcome.error instanceof GitOperationError || outcome.head === undefined) {
      const message = errorMessage(outcome.error);
      const reason = outcome.error instanceof GitOperationError ? `FetchFailed:${outcome.error.reason}` : 'FetchFailed';
      this.conditionsValue = { ...this.conditionsValue, source: { ok: false, reason, message } };
      this.log.warn({ err: message, applied: this.appliedRevision }, 'Git source failed; the last applied revision stays in place');
    }
    this.ready = true;
  }

  /** The pipeline for one new head. Throws (to be retried) when the revision could not be handled. */
  private async handleRevision(head: string): Promise<void> {
    const started = this.d.clock.monotonic();
    // Each step's time, for driftgate_sync_phase_seconds: where a slow sync spends it.
    let stepStarted = started;
    const stepDone = (phase: SyncPhase): void => {
      const now = this.d.clock.monotonic();
      this.d.metrics.syncPhase.observe({ phase }, (now - stepStarted) / 1000);
      stepStarted = now;
    };
    const log = this.log.child({ revision: head });
    const revision = await this.source.fetch({ expected: head });
    // The trusted configuration (ignore files, the policy pack, waivers, the CRD gate's
    // severities) is the last applied revision's: a change to it takes effect one revision later.
    const trusted = this.appliedRevision !== undefined && (await this.source.ensureCommit(this.appliedRevision)) ? this.appliedRevision : undefined;
    stepDone('fetch');
    const sources = await readRevisionSources(this.source.cache, { revision, path: this.settings.path, env: process.env, ...(trusted !== undefined ? { trustedRevision: trusted } : {}) });
    stepDone('read');
    const shard = this.shard;
    // Rendered trees are left to the check: a file a renderer reads is not what it applies.
    if (this.appliedTexts && this.appliedRevision !== undefined && !this.settings.dryRun && sources.tree.renders.length === 0 && sources.tree.helm === undefined) {
      // The tenants whose files changed hear `pending` now, before the check: a pull request's
      // status moves as soon as its commit is read (see touched-tenants.ts).
      const touched = touchedTenants({
        previous: this.appliedTexts,
        files: sources.tree.sources.files,
        parse: (text, file) => parseYaml(text, { file, scalars: 'kubernetes', cache: this.parseMemo }).documents.map((d) => d.value),
        ...(this.settings.defaultNamespace !== undefined ? { defaultNamespace: this.settings.defaultNamespace } : {}),
        limit: this.reporter.maxTenantStatuses,
        ...(shard ? { mine: (key: ObjectKey) => inShard(key, shard) } : {}),
      });
      if (touched && touched.length > 0) {
        this.reporter.revisionSyncing({ sha: revision, changed: touched });
        // the request leaves before the judge holds the event loop (a quarter second at most)
        await this.reporter.syncingSent(revision, SYNCING_SENT_WAIT_MS);
      }
    }
    stepDone('early-status');
    // The desired set the check admitted, indexed once, and the tenants it changes (onJudged below).
    let judged: { readonly objects: readonly KubeObject[]; readonly index: DesiredIndex; readonly changed: TenantRef[] } | undefined;
    if (trusted !== undefined && this.appliedManifests === undefined) {
      // Not restored (the restore failed): the applied revision's objects, for annotation waivers.
      const applied = await readRevisionSources(this.source.cache, { revision: trusted, trustedRevision: trusted, path: this.settings.path, env: process.env });
      this.appliedManifests = (await runGates({ sources: applied, liveCrds: [], parseCache: this.parseMemo, verdictMemo: this.verdictMemo, now: new Date(this.d.clock.now()) })).manifests;
    }
    const result = await syncRevision(
      {
        client: this.client,
        discovery: this.discovery,
        inventory: this.inventory,
        clock: this.d.clock,
        sync: this.sync,
        fieldManager: FIELD_MANAGER,
        dryRun: this.settings.dryRun,
        allowEmptyPrune: this.settings.allowEmptyPrune,
        signal: this.stopping.signal,
        parseCache: this.parseMemo, verdictMemo: this.verdictMemo,
        writeClient: this.writeClient,
        guard: {
          loadScope: () => this.loadScope(),
          namespaces: (signal) => this.namespaces.source(signal),
          ownNamespace: this.settings.namespace,
          ...(this.settings.defaultNamespace !== undefined ? { defaultNamespace: this.settings.defaultNamespace } : {}),
          ...(this.settings.adoptCrds !== undefined ? { adoptCrds: this.settings.adoptCrds } : {}),
          ...(this.settings.pruneCrds !== undefined ? { pruneCrds: this.settings.pruneCrds } : {}),
        },
        liveUid: (key) => this.watch.get(key)?.metadata.uid,
        ...(this.settings.establishTimeoutMs !== undefined ? { establishTimeoutMs: this.settings.establishTimeoutMs } : {}),
        ...(this.settings.concurrency !== undefined ? { concurrency: this.settings.concurrency } : {}),
        unchanged: (o, id) => this.isUnchanged(o, id),
        ...(trusted !== undefined && this.appliedManifests ? { waiverBase: this.appliedManifests } : {}),
        ...(this.shard ? { shard: this.shardEnvironment(this.shard) } : {}),
        onJudged: (desired) => {
          // The tenants this revision changes hear `pending` now if they did not when it was read
          // (tenants a renderer makes), while the cluster's gates and the apply run.
          const index = indexDesired(desired);
          const changed = changedTenants(this.desired, index.objects);
          judged = { objects: desired, index, changed };
          this.reporter.revisionSyncing({ sha: revision, changed });
        },
        onStep: stepDone,
      },
      sources,
    );
    this.lastResult = result;
    if (judged?.objects !== result.desired) judged = undefined;
    const seconds = (this.d.clock.monotonic() - started) / 1000;
    this.d.metrics.syncDuration.observe({ outcome: result.outcome }, seconds);
    this.d.metrics.syncTotal.inc({ outcome: result.outcome, reason: result.reason });
    if (result.errors.length > 0) this.d.metrics.applyErrors.inc(result.errors.length);
    for (const p of result.pruned) if (p.outcome === 'deleted') this.d.metrics.pruned.inc();

    if (result.outcome !== 'applied') {
      log.warn({ outcome: result.outcome, reason: result.reason, findings: result.findings.filter((f) => f.severity === 'error').length }, result.message);
      for (const e of result.errors) log.warn({ object: objectId(e.key) }, `apply failed: ${e.message}`);
      this.conditionsValue = { ...this.conditionsValue, sync: { ok: false, reason: result.reason, message: result.message } };
      this.reporter.revisionNotApplied(result);
      if (result.outcome === 'failed') throw new Error(result.message); // retried with backoff
      return; // refused: not retried until the head moves
    }

    log.info({ objects: result.applied.length, pruned: result.pruned.filter((p) => p.outcome === 'deleted').length, seconds: Math.round(seconds * 1000) / 1000, dryRun: result.dryRun }, result.message);
    for (const p of result.pruned) {
      if (p.outcome === 'deleted' || p.outcome === 'would-delete') log.info({ object: objectId(p.key) }, result.dryRun ? 'would prune' : 'pruned');
      else if (p.outcome === 'skipped') log.info({ object: objectId(p.key), verdict: p.verdict, ...(p.message ? { detail: p.message } : {}) }, 'left in place: not provably this sync\'s, or protected');
    }
    this.conditionsValue = { ...this.conditionsValue, sync: { ok: true, reason: 'Applied', message: result.message } };
    if (result.dryRun) return;

    const previousDesired = this.desired;
    this.setDesired(result.desired, judged, sources);
    this.appliedRevision = revision;
    this.appliedManifests = result.manifests;
    // The pin (a git process) runs while the watch and the reports move on; its failure still
    // fails the revision, which is then handled again (applying nothing, reporting the same).
    const pinned = this.source.pin('applied', revision).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    this.d.metrics.setAppliedRevision(revision, this.d.clock.now());
    for (const a of result.applied) this.watch.expect(a.key, a.live);
    this.drifted.clear();
    this.d.metrics.driftObjects.set(0);
    await this.watch.track(this.desiredKeys);
    this.reporter.revisionApplied({ result, tenants: tenantsOf(this.desired), changed: judged?.changed ?? changedTenants(previousDesired, this.desired) });
    const pin = await pinned;
    if (pin) throw pin.error;
  }

  private shardEnvironment(shard: AgentShard): ShardEnvironment {
    return {
      ...shard,
      ...(this.legacyInventory ? { legacyInventory: this.legacyInventory } : {}),
      ownedElsewhere: async (signal) => {
        const uids = new Set<string>();
        let legacy: Promise<Awaited<ReturnType<InventoryStore['read']>>> | undefined;
        for (let k = 0; k < shard.count; k++) {
          if (k === shard.index) continue;
          const store = new InventoryStore({ client: this.client, resolver: this.discovery, namespace: this.settings.namespace, sync: this.sync, fieldManager: FIELD_MANAGER, name: shardInventoryName(this.sync, k) });
          let entries = (await store.read(signal))?.entries;
          if (entries === undefined) {
            // shard k has not written its own yet: its part of the unsharded inventory
            legacy ??= this.legacyInventory?.read(signal) ?? Promise.resolve(undefined);
            entries = (await legacy)?.entries.filter((e) => inShard(e, { index: k, count: shard.count }));
          }
          for (const e of entries ?? []) if (e.uid) uids.add(e.uid);
        }
        return uids;
      },
    };
  }

  /** Same manifest as the applied revision, present live and not drifted: no need to apply it again. */
  private isUnchanged(object: KubeObject, id: string): boolean {
    const before = this.desired.get(id);
    if (!before || this.drifted.has(id) || this.driftChecks?.pending(id)) return false;
    // an object made from an unchanged file is the one applied before (see ownedCopy): its key is too
    if (!this.watch.get(before === object ? (this.desiredKeys.get(id) ?? keyOf(object)) : keyOf(object))) return false;
    return sameJsonText(before, object);
  }

  /** The periodic safety net: every desired object goes on the drift queue (a resync, as an informer's). */
  private scheduleScan(ms: number): void {
    if (ms <= 0) return;
    this.scanTimer = this.d.clock.setTimer(ms, () => {
      if (this.stopping.signal.aborted) return;
      this.driftChecks?.resync(this.desired.keys());
      this.scheduleScan(ms);
    });
  }

  /** Dry-runs every desired object and handles what drifted (the periodic safety net). */
  async scanAll(): Promise<void> {
    for (const key of [...this.desired.values()].map(keyOf)) await this.checkDrift(key);
  }

  /** A watch event: the object's key goes on the drift queue after the debounce (once, however many events). */
  private scheduleDriftCheck(key: ObjectKey): void {
    if (this.stopping.signal.aborted) return;
    this.driftChecks?.objectChanged(objectId(key));
  }

  /** The drift queue's reconcile: the object the key names in the applied revision (none: nothing to check). */
  private async checkDriftById(id: string): Promise<void> {
    const desired = this.desired.get(id);
    if (desired === undefined) return;
    await this.checkDrift(keyOf(desired));
  }

  /** Checks one object and reverts (enforce) or reports (warn) what drifted. */
  async checkDrift(key: ObjectKey): Promise<ObjectDrift | undefined> {
    const id = objectId(key);
    const desired = this.desired.get(id);
    if (!desired || this.settings.dryRun || this.stopping.signal.aborted) return undefined;
    const drift = await objectDrift({ client: this.client, writeClient: this.writeClient, discovery: this.discovery, fieldManager: FIELD_MANAGER, ignore: this.ignore, signal: this.stopping.signal }, desired);
    const log = this.log.child({ object: id, revision: this.appliedRevision });
    if (drift.diff.action === 'unchanged') {
      if (this.drifted.delete(id)) this.d.metrics.driftObjects.set(this.drifted.size);
      return drift;
    }
    const pointers = drift.diff.action === 'create' ? ['(object deleted)'] : drift.diff.differences.map((d) => d.pointer);
    this.d.metrics.driftDetected.inc({ mode: this.settings.drift });
    const regarding = {
      apiVersion: desired.apiVersion,
      kind: desired.kind,
      name: desired.metadata.name ?? '',
      ...(desired.metadata.namespace ? { namespace: desired.metadata.namespace } : {}),
      ...(drift.live?.metadata.uid ? { uid: drift.live.metadata.uid } : {}),
    };
    if (this.settings.drift === 'enforce') {
      // Only the object this sync recorded is reverted: a look-alike re-created under the same
      // name (another uid, our labels copied) is someone else's and is left alone.
      const inventory = await this.inventory.read(this.stopping.signal);
      const entry = inventory?.entries.find((e) => objectId(e) === id);
      if (drift.live && entry?.uid !== undefined && drift.live.metadata.uid !== entry.uid) {
        log.warn({ uid: drift.live.metadata.uid, recorded: entry.uid }, 'not reverting drift: the live object is not the one this sync recorded (re-created by someone else)');
        return drift;
      }
      // fields an ignore rule names keep their live values ("adopt")
      const payload = drift.live ? adoptIgnored(desired, drift.live, [...ignoredPointers(this.ignore, desired), ...ignoredPointers(this.ignore, drift.live)]) : desired;
      const live = await applyObject({ client: this.writeClient, resolver: this.discovery }, payload, { fieldManager: FIELD_MANAGER, force: true, signal: this.stopping.signal });
      if (inventory && live.metadata.uid !== '' && entry?.uid !== live.metadata.uid) {
        // re-created after a delete: record the new uid, so prune can still prove it is ours
        await this.inventory.write({ ...inventory, entries: inventory.entries.map((e) => (objectId(e) === id ? { ...e, uid: live.metadata.uid } : e)) }, this.stopping.signal);
      }
      this.watch.expect(key, live);
      this.d.metrics.driftCorrected.inc();
      this.d.events?.record({ regarding: { ...regarding, uid: live.metadata.uid }, type: 'Normal', reason: 'DriftCorrected', action: 'Apply', note: `reverted to Git ${short(this.appliedRevision ?? '')}: ${pointers.join(', ')}` });
      log.info({ fields: pointers }, 'drift reverted to Git');
      this.drifted.delete(id);
    } else {
      this.drifted.set(id, drift);
      this.d.events?.record({ regarding, type: 'Warning', reason: 'DriftDetected', action: 'Compare', note: `differs from Git ${short(this.appliedRevision ?? '')}: ${pointers.join(', ')} (not reverted: --drift=warn)` });
      log.warn({ fields: pointers }, 'drift detected (warn mode: not reverted)');
    }
    this.d.metrics.driftObjects.set(this.drifted.size);
    const report: DriftReport = this.settings.drift === 'enforce' ? { objects: [drift.diff], prune: [] } : this.currentDrift;
    if (summarizeDrift(report).update + summarizeDrift(report).create > 0) {
      const pullRequest = await this.pullRequestOf(this.appliedRevision);
      this.reporter.driftFound({ report, mode: this.settings.drift, ...(pullRequest !== undefined ? { pullRequest } : {}) });
    }
    return drift;
  }

  private async pullRequestOf(revision: string | undefined): Promise<number | undefined> {
    if (!revision) return undefined;
    try {
      return pullRequestFromMessage(await this.source.cache.commitMessage(revision));
    } catch {
      return undefined;
    }
  }

  /**
   * A tenant as the watch sees it, in whichever version the repository declares it (the watch
   * follows the applied apiVersion; v1 first, the hub).
   */
  #liveTenant(t: { readonly namespace?: string; readonly name: string }): LiveObject | undefined {
    for (const version of [HUB_VERSION, ...TENANT_VERSIONS.filter((v) => v !== HUB_VERSION)]) {
      const live = this.watch.get({ apiVersion: `${TENANT_GROUP}/${version}`, kind: TENANT_KIND, ...(t.namespace ? { namespace: t.namespace } : {}), name: t.name });
      if (live !== undefined) return live;
    }
    return undefined;
  }

  /** The live object the watch has for a key (tests). */
  liveOf(key: ObjectKey): LiveObject | undefined {
    return this.watch.get(key);
  }
}

/** A desired set by object id (the first object of an id wins), with each object's key. */
export interface DesiredIndex {
  readonly objects: Map<string, KubeObject>;
  readonly keys: Map<string, ObjectKey>;
}

export function indexDesired(list: readonly KubeObject[]): DesiredIndex {
  const objects = new Map<string, KubeObject>();
  const keys = new Map<string, ObjectKey>();
  for (const o of list) {
    const key = keyOf(o);
    const id = objectId(key);
    if (objects.has(id)) continue;
    objects.set(id, o);
    keys.set(id, key);
  }
  return { objects, keys };
}

/** Every TenantOnboarding of a desired set. */
export function tenantsOf(desired: ReadonlyMap<string, KubeObject>): TenantRef[] {
  const out: TenantRef[] = [];
  for (const o of desired.values()) if (o.kind === TENANT_KIND) out.push({ ...(o.metadata.namespace ? { namespace: o.metadata.namespace } : {}), name: o.metadata.name ?? '' });
  return out;
}

/**
 * The tenants whose TenantOnboarding changed between two desired sets (all of them when there
 * is no previous set): they get commit statuses on the new commit (unless there are too many).
 */
export function changedTenants(previous: ReadonlyMap<string, KubeObject>, next: ReadonlyMap<string, KubeObject>): TenantRef[] {
  const out: TenantRef[] = [];
  for (const [id, o] of next) {
    if (o.kind !== TENANT_KIND) continue;
    const before = previous.get(id);
    if (previous.size > 0 && before && sameJsonText(before, o)) continue;
    out.push({ ...(o.metadata.namespace ? { namespace: o.metadata.namespace } : {}), name: o.metadata.name ?? '' });
  }
  return out;
}
