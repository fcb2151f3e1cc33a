import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DRIFT_CONFIG_FILE
} from "./chunk-VTFDB4QN.js";
import {
  FIELD_MANAGER,
  applyStaged,
  desiredObjects,
  errorMessage,
  objectDrift,
  pendingCreateIds,
  pool,
  readLive,
  renderDriftMarkdown,
  summarizeDrift,
  summaryLine
} from "./chunk-TD3MY53B.js";
import {
  bundledDefaults
} from "./chunk-GE4NSKEB.js";
import {
  ControllerManager,
  bodyErrorStatus,
  checksHandler,
  jsonLogger,
  leaseTimings,
  logLevelFrom,
  parseListenAddress,
  preflight,
  readBody
} from "./chunk-M76MRHP7.js";
import {
  booleanFlag,
  choiceFlag,
  durationFlag,
  parseDuration,
  parseFlags,
  stringFlag,
  stringListFlag
} from "./chunk-Z452NP5D.js";
import {
  BucketRateLimiter,
  Controller,
  EventRecorder,
  Informer,
  ItemExponentialFailureRateLimiter,
  KubeListWatch,
  MaxOfRateLimiter,
  WorkQueue,
  objectKey,
  require_prom_client,
  shardOf
} from "./chunk-HWPZG7EF.js";
import {
  applyObject,
  conditionOf,
  readConditions,
  realClock,
  sleep
} from "./chunk-IM7INI7Z.js";
import {
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
} from "./chunk-2IALR2DG.js";
import {
  NAMESPACE_OWNER_ANNOTATIONS,
  NAMESPACE_OWNER_LABELS,
  evaluateScope,
  namespaceOwner,
  tenantKeys
} from "./chunk-HGB6RDUD.js";
import {
  ADOPT_ANNOTATION,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  SYNC_LABEL,
  adoptionVerdict,
  keyOf,
  objectId,
  ownership,
  stageObjects,
  staleEntries
} from "./chunk-KAYWDQ2T.js";
import {
  listNamespaceNames
} from "./chunk-7FOZGFP3.js";
import {
  KubeClient,
  METADATA_LIST_ACCEPT,
  resourcePath,
  serviceAccountUser
} from "./chunk-T6OVLOIO.js";
import {
  KubeConfigError,
  loadKubeConfig
} from "./chunk-5W6O6VUX.js";
import "./chunk-MFMFR2PW.js";
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-NNZSHM3M.js";
import {
  builtinNamespaced,
  crdScopes,
  kindsToDiscover
} from "./chunk-CC3D42HG.js";
import {
  UsageError
} from "./chunk-QKXTWADI.js";
import {
  COMMIT_STATES,
  GITHUB_LIMITS,
  GitHubError,
  annotationsFromFindings,
  createGitHubClient,
  createGitHubReporter,
  parseRepository,
  prefixWithinBytes,
  utf8Bytes
} from "./chunk-I5VKMKXE.js";
import {
  collectRevisionTree,
  readShipped,
  toTreeCheckInput
} from "./chunk-ESXUYV4Z.js";
import {
  crdConfigOf,
  judgeRevision
} from "./chunk-E2VFHP5V.js";
import {
  escapeMarkdownText
} from "./chunk-RET5VQAC.js";
import "./chunk-CSDPHAQI.js";
import "./chunk-64J67USD.js";
import {
  withoutBuildMetadata
} from "./chunk-MXE4BIAM.js";
import "./chunk-ZOVCY564.js";
import "./chunk-6BWAKWOG.js";
import "./chunk-TYLT3RTZ.js";
import {
  DEFAULT_SCOPE,
  parseScopeConfig
} from "./chunk-3WP4UGOX.js";
import "./chunk-HU76YHMH.js";
import "./chunk-GPONTDMT.js";
import {
  FULL_SHA,
  GitRepository,
  checkRevision,
  gitProcess,
  normalizePath,
  redact,
  secretForms,
  toGitOperationError,
  tokenScope
} from "./chunk-IUNAPEHB.js";
import {
  GitOperationError
} from "./chunk-OOKHHDSX.js";
import {
  shippedBuiltinRegistry
} from "./chunk-MMXFP5VJ.js";
import "./chunk-EUBTILL7.js";
import "./chunk-MF4G7RIR.js";
import {
  ConflictError,
  KubeApiError,
  NotFoundError,
  isNotFound,
  isTransient
} from "./chunk-W3SMC6LJ.js";
import {
  EXIT
} from "./chunk-EPIZTMXX.js";
import "./chunk-CLQXV4ER.js";
import {
  loadPolicyPackFiles
} from "./chunk-FHQF5O2M.js";
import "./chunk-7KVUWLWS.js";
import {
  describeObject,
  sortFindings
} from "./chunk-H3D7EU6G.js";
import {
  CRD_COMPAT_CONFIG
} from "./chunk-GDE5VDXL.js";
import {
  DEFAULT_FILE_LIMITS
} from "./chunk-B4M4T37N.js";
import "./chunk-26SC35N5.js";
import {
  HUB_VERSION,
  TENANT_VERSIONS
} from "./chunk-QIT537GL.js";
import {
  TENANT_GROUP,
  TENANT_KIND,
  tenantKey
} from "./chunk-MMGUTR4Y.js";
import {
  ANNOTATIONS,
  LABELS,
  LEASES,
  LEGACY_AGENT_SHARD_LABEL,
  SHARD_LABEL
} from "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-ST7MM6AH.js";
import "./chunk-FCYMUYXU.js";
import {
  parseYaml
} from "./chunk-WBO74T5U.js";
import "./chunk-3O2YG7YO.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-KBH4CR7T.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-MRIEY5D4.js";
import "./chunk-AGZPKFWY.js";
import "./chunk-DGOX45GZ.js";
import "./chunk-CS4G45DB.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-JJB4YJM7.js";
import {
  crdObjectsPath,
  deepEqual,
  isCrdManifest,
  sameJsonText
} from "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import {
  isDns1123Label,
  isDns1123Subdomain
} from "./chunk-S2VHB6H6.js";
import "./chunk-5WTWSETK.js";
import {
  asLiveObject,
  isRecord,
  loadManifests,
  splitApiVersion
} from "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import {
  __toESM
} from "./chunk-SWXCCR26.js";

// src/cli/agent.ts
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path3 from "node:path";
import process2 from "node:process";

// src/agent/agent.ts
import { createHash as createHash3 } from "node:crypto";
import path2 from "node:path";
import { setMaxListeners } from "node:events";

// src/core/drift/touched.ts
function touchesDesired(desired, previous, current2) {
  if (!isRecord(desired)) return !deepEqual(previous, current2);
  const before = isRecord(previous) ? previous : void 0;
  const after = isRecord(current2) ? current2 : void 0;
  if (before === void 0 !== (after === void 0)) return true;
  if (before === void 0 && after === void 0) return !deepEqual(previous, current2);
  for (const [key, value] of Object.entries(desired)) {
    if (key === "status") continue;
    if (touchesDesired(value, before?.[key], after?.[key])) return true;
  }
  return false;
}

// src/io/git/poller.ts
var realPollClock = {
  now: () => Date.now(),
  sleep: (ms, signal) => new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  })
};
var RevisionPoller = class {
  options;
  clock;
  handled;
  wake = new AbortController();
  stopped = new AbortController();
  triggered = false;
  failures = 0;
  loop;
  constructor(options) {
    if (!(options.intervalMs > 0)) throw new RangeError("intervalMs must be positive");
    this.options = options;
    this.clock = options.clock ?? realPollClock;
    this.handled = options.initialHead;
  }
  /** The last head that was handled successfully. */
  get lastHandled() {
    return this.handled;
  }
  start() {
    this.loop ??= this.run();
  }
  /** Poll now (coalesces with a poll already running: at most one more poll follows it). */
  trigger() {
    this.triggered = true;
    this.wake.abort();
  }
  async stop() {
    this.stopped.abort();
    this.wake.abort();
    await this.loop;
  }
  /** One poll: ls-remote, then onRevision when the head moved. Exposed for tests and benchmarks. */
  async pollOnce() {
    let head;
    try {
      head = await this.options.source.remoteHead();
    } catch (error) {
      return this.report({ kind: "error", error });
    }
    if (head === this.handled) return this.report({ kind: "unchanged", head });
    try {
      await this.options.onRevision(head);
    } catch (error) {
      return this.report({ kind: "error", head, error });
    }
    this.handled = head;
    return this.report({ kind: "changed", head });
  }
  /** The delay before the next poll after this outcome. */
  nextDelay(outcome) {
    const interval = this.options.intervalMs;
    if (outcome.kind === "error") {
      const min = this.options.minBackoffMs ?? 1e3;
      return Math.min(interval, min * 2 ** Math.min(this.failures - 1, 20));
    }
    const jitter = this.options.jitter ?? 0.1;
    const random = this.options.random ?? Math.random;
    return Math.round(interval * (1 + jitter * random()));
  }
  report(outcome) {
    this.failures = outcome.kind === "error" ? this.failures + 1 : 0;
    this.options.onPoll?.(outcome);
    return outcome;
  }
  async run() {
    while (!this.stopped.signal.aborted) {
      this.triggered = false;
      const outcome = await this.pollOnce();
      if (this.stopped.signal.aborted) return;
      if (this.triggered) continue;
      this.wake = new AbortController();
      await this.clock.sleep(this.nextDelay(outcome), this.wake.signal);
    }
  }
};

// src/io/git/source.ts
import { mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
var REF_PREFIX = "refs/driftgate";
var GitSource = class {
  branch;
  /** The remote as it may be logged (never with credentials). */
  displayUrl;
  url;
  secrets;
  cacheDir;
  options;
  state;
  initialized;
  /**
   * Commits a ref of this cache holds (pinned by this process, or the tracking ref's last fetch):
   * present without asking git. Each check is a git process, and a process started from an agent
   * holding 400 MiB costs tens of milliseconds of its event loop.
   */
  held = /* @__PURE__ */ new Map();
  constructor(options) {
    if (!/^[A-Za-z0-9._/-]+$/.test(options.branch) || options.branch.startsWith("-") || options.branch.includes("..")) {
      throw new GitOperationError(`invalid branch name ${JSON.stringify(options.branch)}`, "invalid");
    }
    this.url = remoteUrl(options.repo);
    if (options.token && tokenScope(this.url) === void 0) {
      throw new GitOperationError(
        `a token is sent only over https, to the repository's own host; ${redact(this.url, secretForms(options.token))} is not an https URL (use https://, or no token for file:// and ssh remotes)`,
        "invalid"
      );
    }
    this.secrets = secretForms(options.token);
    this.displayUrl = redact(this.url, this.secrets);
    this.branch = options.branch;
    this.cacheDir = path.resolve(options.cacheDir);
    this.options = options;
  }
  /** The private bare cache (available once any other method has run). */
  get cache() {
    if (!this.state) throw new Error("GitSource used before init(); please report");
    return this.state.cache;
  }
  /** The commit the remote branch points at now: one `ls-remote`, no objects transferred. */
  async remoteHead() {
    await this.init();
    const ref = `refs/heads/${this.branch}`;
    const out = await this.run(["ls-remote", "--end-of-options", this.url, ref], "ls-remote");
    for (const line of out.split("\n")) {
      const [sha, name] = line.split("	");
      if (name === ref && sha && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
    }
    throw new GitOperationError(`branch ${JSON.stringify(this.branch)} not found at ${this.displayUrl}`, "not-found");
  }
  /**
   * Fetches the branch head at depth 1 (forced, so a force-push simply replaces it) and
   * returns the fetched commit. When `expected` is given and a ref of this cache holds it,
   * git is not asked at all. A new head is fetched without asking first whether the cache
   * has it: that question costs a process on every new commit, and the fetch of a commit the
   * cache already has transfers nothing.
   */
  async fetch(options = {}) {
    await this.init();
    if (options.expected !== void 0 && this.holds(options.expected)) return options.expected;
    const tracking = `${REF_PREFIX}/remote/${this.branch}`;
    await this.run(["fetch", "--depth=1", "--no-tags", "--force", "--no-write-fetch-head", "--end-of-options", this.url, `+refs/heads/${this.branch}:${tracking}`], "fetch");
    const head = await this.looseRef(tracking) ?? await this.cache.resolveRevision(tracking);
    this.held.set(tracking, head);
    return head;
  }
  /**
   * The commit a ref of the cache names, read from its file when the fetch left it loose (as
   * it does: refs are packed only by `git pack-refs` or a gc); undefined when it is not loose
   * or not a commit id, and then git is asked.
   */
  async looseRef(ref) {
    const text = await readFile(path.join(this.cacheDir, ...ref.split("/")), "utf8").catch(() => void 0);
    const sha = text?.trim();
    return sha !== void 0 && FULL_SHA.test(sha) ? sha : void 0;
  }
  /** Whether a ref of this cache holds the commit, as far as this process set it. */
  holds(sha) {
    for (const held of this.held.values()) if (held === sha) return true;
    return false;
  }
  /**
   * Makes sure a specific commit is present (for diffs against the last applied revision).
   * Servers that refuse fetching by id (plain `file://` remotes) leave it absent: callers treat
   * an absent base as "everything changed".
   */
  async ensureCommit(sha) {
    checkRevision(sha);
    await this.init();
    if (this.holds(sha) || await this.cache.hasCommit(sha)) return true;
    try {
      await this.run(["fetch", "--depth=1", "--no-tags", "--no-write-fetch-head", "--end-of-options", this.url, sha], "fetch by id");
    } catch {
      return false;
    }
    return this.cache.hasCommit(sha);
  }
  /** Keeps a commit's objects in the cache under a name (e.g. `applied`) until re-pinned. */
  async pin(name, sha) {
    checkRevision(sha);
    await this.run(["update-ref", `${REF_PREFIX}/${name}`, sha], "update-ref");
    this.held.set(`${REF_PREFIX}/${name}`, sha);
  }
  /** Complete snapshots of several paths at one commit (see GitRepository.readTrees). */
  async snapshots(options) {
    await this.init();
    return this.cache.readTrees(options);
  }
  /** A complete snapshot of a path at a commit (see GitRepository.readTree). */
  async snapshot(options) {
    await this.init();
    return this.cache.readTree(options);
  }
  /** Creates the bare cache when missing. Called by every other method. */
  init() {
    return this.initialized ??= (async () => {
      await mkdir(this.cacheDir, { recursive: true, mode: 448 });
      const common = { token: this.options.token, tokenUrl: this.url, timeoutMs: this.options.timeoutMs, home: this.cacheDir };
      this.state = { git: gitProcess({ baseDir: this.cacheDir, ...common }), cache: new GitRepository({ dir: this.cacheDir, ...common }) };
      const head = await stat(path.join(this.cacheDir, "HEAD")).catch(() => void 0);
      if (!head) await this.run(["init", "--bare", "--quiet", this.cacheDir], "init");
    })().catch((error) => {
      this.initialized = void 0;
      throw error;
    });
  }
  async run(args, what) {
    try {
      if (!this.state) throw new Error("GitSource used before init(); please report");
      return await this.state.git.raw(args);
    } catch (error) {
      throw toGitOperationError(error, `${what} ${this.displayUrl}`, this.secrets);
    }
  }
};
function remoteUrl(repo) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo)) {
    const parsed = new URL(repo);
    if (parsed.username !== "" || parsed.password !== "") {
      throw new GitOperationError("the repository URL carries credentials; pass the token through GITHUB_TOKEN instead", "invalid");
    }
    return repo;
  }
  if (/^[^/]+@[^/:]+:/.test(repo)) return repo;
  return pathToFileURL(path.resolve(repo)).href;
}

// src/io/kube/inventory.ts
import { createHash } from "node:crypto";
var INVENTORY_KEY = "inventory";
var META_KEY = "revision.json";
var PARTS_KEY = "parts";
var INVENTORY_PART_LABEL = LABELS.inventoryPart;
var INVENTORY_OF_ANNOTATION = ANNOTATIONS.inventoryOf;
function inventoryName(sync) {
  return `driftgate-inventory-${sync}`;
}
function entryLine(e) {
  return `${e.apiVersion} ${e.kind} ${e.namespace ?? "-"} ${e.name}${e.uid ? ` ${e.uid}` : ""}`;
}
var FIELD = /^\S+$/;
function readsBackAsItself(e) {
  const namespaceReadsBack = e.namespace === void 0 || FIELD.test(e.namespace) && e.namespace !== "-";
  const uidReadsBack = e.uid === void 0 || e.uid === "" || FIELD.test(e.uid);
  return FIELD.test(e.apiVersion) && FIELD.test(e.kind) && FIELD.test(e.name) && namespaceReadsBack && uidReadsBack;
}
function encodeWithReadBack(entries) {
  const byLine = /* @__PURE__ */ new Map();
  let readsBack = true;
  for (const e of entries) {
    readsBack &&= readsBackAsItself(e);
    const line = entryLine(e);
    if (!byLine.has(line)) byLine.set(line, e);
  }
  const lines = [...byLine.keys()].sort();
  const text = lines.join("\n") + (lines.length ? "\n" : "");
  if (!readsBack) return { text };
  const readBack = lines.map((line) => {
    const e = byLine.get(line);
    const fields = 3 + (e.namespace !== void 0 ? 1 : 0) + (e.uid ? 1 : 0);
    if (Object.isFrozen(e) && Object.keys(e).length === fields) return e;
    return Object.freeze({ apiVersion: e.apiVersion, kind: e.kind, ...e.namespace !== void 0 ? { namespace: e.namespace } : {}, name: e.name, ...e.uid ? { uid: e.uid } : {} });
  });
  return { text, readBack: Object.freeze(readBack) };
}
function decodeEntries(text) {
  const out = [];
  for (const line of text.split("\n")) {
    const [apiVersion, kind, namespace, name, uid] = line.trim().split(" ");
    if (!apiVersion || !kind || !namespace || !name) continue;
    out.push({ apiVersion, kind, ...namespace !== "-" ? { namespace } : {}, name, ...uid ? { uid } : {} });
  }
  return out;
}
var MAX_INVENTORY_BYTES = 900 * 1024;
var INVENTORY_PART_BYTES = 512 * 1024;
var InventoryCorruptError = class extends Error {
  name = "InventoryCorruptError";
};
function splitEncoded(encoded, maxBytes) {
  const chunks = [];
  let current2 = [];
  let size = 0;
  for (const line of encoded.split("\n")) {
    if (line === "") continue;
    const bytes = Buffer.byteLength(line) + 1;
    if (size > 0 && size + bytes > maxBytes) {
      chunks.push(current2.join("\n") + "\n");
      current2 = [];
      size = 0;
    }
    current2.push(line);
    size += bytes;
  }
  if (current2.length > 0) chunks.push(current2.join("\n") + "\n");
  return chunks;
}
function inventoryPartName(head, chunk) {
  const digest = createHash("sha256").update(chunk).digest("hex").slice(0, 16);
  return `${head.slice(0, 253 - 17)}-${digest}`;
}
var InventoryStore = class {
  name;
  options;
  /** Parts known to exist with their content (content-addressed: a name always means the same text). */
  parts = /* @__PURE__ */ new Map();
  /** Whether this process has looked for parts left by an interrupted write. */
  swept = false;
  /**
   * The entries of the last read, by what they were decoded from (the part names, which name their
   * content, or the head's list): a list read again unchanged is the same frozen entries.
   */
  decoded;
  /**
   * The last write's encoding, with the frozen entries a read of it gives (readBackEntries): a
   * list of the same entry objects, in any order, is not encoded again.
   */
  encoded;
  stats;
  encodings = 0;
  decodings = 0;
  constructor(options) {
    this.options = options;
    this.name = options.name ?? inventoryName(options.sync);
  }
  /** What the last write of this store stored. */
  get lastWrite() {
    return this.stats;
  }
  /** How many times this store decoded a stored list (a list it wrote or read before is not decoded again). */
  get decodeCount() {
    return this.decodings;
  }
  /** The stored inventory, or undefined when this sync never stored one. */
  async read(signal) {
    let cm;
    try {
      cm = await this.options.client.request({
        method: "GET",
        path: `/api/v1/namespaces/${encodeURIComponent(this.options.namespace)}/configmaps/${encodeURIComponent(this.name)}`,
        ...signal ? { signal } : {}
      });
    } catch (error) {
      if (isNotFound(error)) return void 0;
      throw error;
    }
    const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
    const partNames = typeof data[PARTS_KEY] === "string" ? data[PARTS_KEY].split("\n").filter((n) => n !== "") : [];
    const entries = partNames.length > 0 ? await this.decodedParts(partNames, signal) : typeof data[INVENTORY_KEY] === "string" ? this.decodedOnce(`head
${data[INVENTORY_KEY]}`, data[INVENTORY_KEY]) : [];
    let meta = {};
    try {
      const parsed = typeof data[META_KEY] === "string" ? JSON.parse(data[META_KEY]) : {};
      if (isRecord(parsed)) meta = parsed;
    } catch {
      meta = {};
    }
    const str2 = (k) => typeof meta[k] === "string" && meta[k] !== "" ? meta[k] : void 0;
    const applied = str2("appliedRevision");
    const attempted = str2("attemptedRevision");
    const message = str2("attemptMessage");
    return { ...applied ? { appliedRevision: applied } : {}, ...attempted ? { attemptedRevision: attempted } : {}, ...message ? { attemptMessage: message } : {}, entries };
  }
  /**
   * Another key of the same ConfigMap, owned by another field manager (e.g. the GitHub report
   * state), so writing it never touches the inventory and the other way round.
   */
  async readExtra(key, signal) {
    try {
      const cm = await this.options.client.request({
        method: "GET",
        path: `/api/v1/namespaces/${encodeURIComponent(this.options.namespace)}/configmaps/${encodeURIComponent(this.name)}`,
        ...signal ? { signal } : {}
      });
      const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
      return typeof data[key] === "string" ? data[key] : void 0;
    } catch (error) {
      if (isNotFound(error)) return void 0;
      throw error;
    }
  }
  async writeExtra(key, value, fieldManager, signal) {
    if (key === INVENTORY_KEY || key === META_KEY) throw new Error(`${key} belongs to the inventory itself`);
    await applyObject(
      { client: this.options.client, resolver: this.options.resolver },
      { apiVersion: "v1", kind: "ConfigMap", metadata: { name: this.name, namespace: this.options.namespace }, data: { [key]: value } },
      { fieldManager, force: true, ...signal ? { signal } : {} }
    );
  }
  /**
   * Removes a key written with writeExtra: applying the ConfigMap without it as the same field
   * manager lets server-side apply drop the field that manager alone owned.
   */
  async removeExtra(key, fieldManager, signal) {
    if (key === INVENTORY_KEY || key === META_KEY) throw new Error(`${key} belongs to the inventory itself`);
    await applyObject(
      { client: this.options.client, resolver: this.options.resolver },
      { apiVersion: "v1", kind: "ConfigMap", metadata: { name: this.name, namespace: this.options.namespace } },
      { fieldManager, force: true, ...signal ? { signal } : {} }
    );
  }
  /**
   * Stores the inventory (server-side apply: idempotent, no read-modify-write race): in the head
   * while it fits, else in parts written before the head that names them (see the file's top).
   */
  async write(inventory, signal) {
    const encodings = this.encodings;
    const { text: encoded, readBack } = this.encode(inventory.entries);
    const bytes = Buffer.byteLength(encoded);
    const meta = JSON.stringify({
      appliedRevision: inventory.appliedRevision ?? "",
      attemptedRevision: inventory.attemptedRevision ?? "",
      attemptMessage: (inventory.attemptMessage ?? "").slice(0, 1024)
    });
    const split = bytes > (this.options.maxHeadBytes ?? MAX_INVENTORY_BYTES);
    const chunks = split ? splitEncoded(encoded, this.options.partBytes ?? INVENTORY_PART_BYTES) : [];
    const names = chunks.map((c) => inventoryPartName(this.name, c));
    let partsWritten = 0;
    for (const [i, chunk] of chunks.entries()) {
      const name = names[i];
      if (this.parts.get(name) === chunk) continue;
      await this.apply(
        {
          apiVersion: "v1",
          kind: "ConfigMap",
          metadata: { name, namespace: this.options.namespace, labels: this.labels({ [INVENTORY_PART_LABEL]: "true" }), annotations: { [INVENTORY_OF_ANNOTATION]: this.name } },
          data: { [INVENTORY_KEY]: chunk }
        },
        signal
      );
      this.parts.set(name, chunk);
      partsWritten++;
    }
    await this.apply(
      {
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: { name: this.name, namespace: this.options.namespace, labels: this.labels({ "driftgate.dev/inventory": "true" }) },
        data: split ? { [PARTS_KEY]: names.join("\n"), [META_KEY]: meta } : { [INVENTORY_KEY]: encoded, [META_KEY]: meta }
      },
      signal
    );
    const from = split ? `parts
${names.join("\n")}` : `head
${encoded}`;
    const known = this.decoded;
    if (known?.from === from) this.encoded = { entries: new Set(known.entries), text: encoded, readBack: known.entries };
    else if (readBack !== void 0) this.decoded = { from, entries: readBack };
    const partsDeleted = await this.deleteUnnamedParts(new Set(names), signal);
    this.stats = { bytes, parts: chunks.length, partsWritten, partsDeleted, encodedAnew: this.encodings > encodings };
  }
  /** encodeEntries(entries), made again only when the distinct entries are not the objects of the last encoding. */
  encode(entries) {
    const last = this.encoded;
    if (last !== void 0 && sameObjects(last.entries, entries)) return last;
    const encoded = encodeWithReadBack(entries);
    this.encodings += 1;
    const readBack = encoded.readBack;
    this.encoded = readBack !== void 0 ? { entries: new Set(readBack), text: encoded.text, readBack } : void 0;
    return encoded;
  }
  labels(extra) {
    return { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [SYNC_LABEL]: this.options.sync, ...extra };
  }
  async apply(object, signal) {
    await applyObject({ client: this.options.client, resolver: this.options.resolver }, object, { fieldManager: this.options.fieldManager, force: true, ...signal ? { signal } : {} });
  }
  configMapPath(name) {
    return `/api/v1/namespaces/${encodeURIComponent(this.options.namespace)}/configmaps${name !== void 0 ? `/${encodeURIComponent(name)}` : ""}`;
  }
  async decodedParts(names, signal) {
    const from = `parts
${names.join("\n")}`;
    if (this.decoded?.from === from) return this.decoded.entries;
    return this.decodedOnce(from, (await this.readParts(names, signal)).join(""));
  }
  decodedOnce(from, text) {
    if (this.decoded?.from === from) return this.decoded.entries;
    const entries = Object.freeze(decodeEntries(text).map((e) => Object.freeze(e)));
    this.decodings += 1;
    this.decoded = { from, entries };
    return entries;
  }
  /** The parts' texts in order, each checked against its name (parts already known are not read again). */
  async readParts(names, signal) {
    const texts = [];
    for (const name of names) {
      let text = this.parts.get(name);
      if (text === void 0) {
        let cm;
        try {
          cm = await this.options.client.request({ method: "GET", path: this.configMapPath(name), ...signal ? { signal } : {} });
        } catch (error) {
          if (isNotFound(error)) throw new InventoryCorruptError(`the inventory ${this.options.namespace}/${this.name} names the part ${name}, which does not exist; the inventory cannot be trusted (please report)`);
          throw error;
        }
        const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
        const value = data[INVENTORY_KEY];
        if (typeof value !== "string" || inventoryPartName(this.name, value) !== name) {
          throw new InventoryCorruptError(`the inventory part ${this.options.namespace}/${name} does not hold what its name says (edited by hand?); the inventory cannot be trusted`);
        }
        text = value;
      }
      texts.push(text);
    }
    for (const known of [...this.parts.keys()]) if (!names.includes(known)) this.parts.delete(known);
    for (const [i, name] of names.entries()) this.parts.set(name, texts[i]);
    return texts;
  }
  /**
   * Deletes this head's parts that the head no longer names: the ones this process knew, and once
   * per process (and after a failed delete) every part found by label, e.g. left by a write
   * interrupted before its head.
   */
  async deleteUnnamedParts(keep, signal) {
    const doomed = new Set([...this.parts.keys()].filter((n) => !keep.has(n)));
    if (!this.swept) {
      const list = await this.options.client.request({
        method: "GET",
        path: this.configMapPath(),
        query: { labelSelector: `${INVENTORY_PART_LABEL}=true,${SYNC_LABEL}=${this.options.sync}` },
        accept: METADATA_LIST_ACCEPT,
        ...signal ? { signal } : {}
      });
      for (const item of isRecord(list) && Array.isArray(list.items) ? list.items : []) {
        const metadata = isRecord(item) && isRecord(item.metadata) ? item.metadata : {};
        const annotations = isRecord(metadata.annotations) ? metadata.annotations : {};
        if (typeof metadata.name === "string" && annotations[INVENTORY_OF_ANNOTATION] === this.name && !keep.has(metadata.name)) doomed.add(metadata.name);
      }
      this.swept = true;
    }
    let deleted = 0;
    for (const name of doomed) {
      try {
        await this.options.client.request({ method: "DELETE", path: this.configMapPath(name), ...signal ? { signal } : {} });
        deleted++;
      } catch (error) {
        if (!isNotFound(error)) {
          this.swept = false;
          continue;
        }
      }
      this.parts.delete(name);
    }
    return deleted;
  }
};
function sameObjects(known, entries) {
  if (entries.length < known.size) return false;
  const distinct = /* @__PURE__ */ new Set();
  for (const e of entries) {
    if (!known.has(e)) return false;
    distinct.add(e);
  }
  return distinct.size === known.size;
}

// src/io/kube/report-store.ts
var REPORT_STATE_KEY = "report.json";
function reportStateName(sync) {
  return `driftgate-report-${sync}`;
}
var ReportStateStore = class {
  name;
  o;
  legacy = false;
  constructor(options) {
    this.o = options;
    this.name = options.name ?? reportStateName(options.sync);
  }
  async read(signal) {
    let cm;
    try {
      cm = await this.o.client.request({ method: "GET", path: this.path(), ...signal ? { signal } : {} });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
    const text = data[REPORT_STATE_KEY];
    if (typeof text === "string") return text;
    const legacy = await this.o.inventory.readExtra(REPORT_STATE_KEY, signal);
    this.legacy = legacy !== void 0;
    return legacy;
  }
  async write(text, signal) {
    await applyObject(
      { client: this.o.client, resolver: this.o.resolver },
      {
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: { name: this.name, namespace: this.o.namespace, labels: { [SYNC_LABEL]: this.o.sync, "driftgate.dev/report-state": "true" } },
        data: { [REPORT_STATE_KEY]: text }
      },
      { fieldManager: this.o.fieldManager, force: true, ...signal ? { signal } : {} }
    );
    if (this.legacy) {
      await this.o.inventory.removeExtra(REPORT_STATE_KEY, this.o.fieldManager, signal);
      this.legacy = false;
    }
  }
  path() {
    return `/api/v1/namespaces/${encodeURIComponent(this.o.namespace)}/configmaps/${encodeURIComponent(this.name)}`;
  }
};

// src/agent/drift-queue.ts
var DRIFT_DEBOUNCE_MS = 100;
var DRIFT_STOP_DEADLINE_MS = 1e4;
function driftRateLimiter(clock) {
  return new MaxOfRateLimiter([new ItemExponentialFailureRateLimiter({ baseMs: 1e3, maxMs: 3e5 }), new BucketRateLimiter({ qps: 10, burst: 100, clock })]);
}
var DriftQueue = class {
  #controller;
  #clock;
  #stopping = false;
  constructor(options) {
    this.#clock = options.clock;
    this.#controller = new Controller({
      name: "drift",
      clock: options.clock,
      rateLimiter: options.rateLimiter ?? driftRateLimiter(options.clock),
      reconciler: {
        reconcile: async ({ key }) => {
          await options.exclusive(() => options.check(key));
          return {};
        }
      },
      log: (message, fields) => {
        if (!this.#stopping) options.onError(fields ?? {}, `drift check: ${message}`);
      }
    });
  }
  /** Starts the worker; keys added before wait for it. */
  start() {
    this.#controller.start();
  }
  /** A watch event for the object: checked after the debounce, once however many events arrive meanwhile. */
  objectChanged(id) {
    this.#controller.queue.addAfter(id, DRIFT_DEBOUNCE_MS);
  }
  /** Checks each of these objects (the periodic scan). */
  resync(ids) {
    for (const id of ids) this.#controller.enqueue(id);
  }
  /** Whether a check of the object is still to come or under way. */
  pending(id) {
    return this.#controller.queue.has(id);
  }
  /** Hands out no more keys and resolves once the check in flight (if any) ended or the deadline passed. */
  async stop() {
    this.#stopping = true;
    let timer;
    const deadline = new Promise((resolve) => timer = this.#clock.setTimer(DRIFT_STOP_DEADLINE_MS, resolve));
    await Promise.race([this.#controller.stop({ deadlineMs: DRIFT_STOP_DEADLINE_MS }), deadline]);
    timer?.cancel();
  }
};

// src/agent/gates.ts
async function runGates(input) {
  const { sources } = input;
  const live = new Map(input.liveCrds.flatMap((c) => isRecord(c) && crdName(c) !== void 0 ? [[crdName(c), c]] : []));
  const tooLarge = (sources.tooLarge ?? []).map((t) => ({
    ruleId: "input/file-too-large",
    severity: "error",
    file: t.path,
    message: `${t.path} is ${t.size} bytes, more than the ${DEFAULT_FILE_LIMITS.maxBytes}-byte limit; it was not read`,
    hint: "Split the file, or keep generated and binary files out of the synced path."
  }));
  const check = toTreeCheckInput(sources.tree, { now: input.now, builtins: shippedBuiltinRegistry(), ...input.parseCache ? { parseCache: input.parseCache } : {}, ...input.verdictMemo ? { verdictMemo: input.verdictMemo } : {} });
  const firstSync = sources.trustedRevision === void 0;
  const shipped = firstSync && sources.shippedPolicyFiles.length > 0 ? loadPolicyPackFiles(sources.shippedPolicyFiles.filter((f) => !f.path.endsWith(CRD_COMPAT_CONFIG))).pack.config : void 0;
  const verdict = await judgeRevision({
    check: { ...check, ...input.waiverBase ? { waiverBase: input.waiverBase } : {}, ...shipped ? { waiverLimits: shipped.waiverLimits } : {} },
    crd: {
      base: liveCrdManifests([...live.values()]),
      headIsApplied: true,
      managed: input.managedCrds ?? /* @__PURE__ */ new Set(),
      ...firstSync ? { config: crdConfigOf(sources.shippedPolicyFiles) } : {}
    },
    live: { crds: live, ...input.liveObjectCounts ? { objectCounts: input.liveObjectCounts } : {} },
    findings: tooLarge
  });
  return {
    checkFindings: [...verdict.checkFindings, ...verdict.scopeFindings],
    crdFindings: verdict.crdFindings,
    refused: verdict.refused,
    refusedBy: verdict.refusedBy,
    // What is applied: rendered objects without the render's build metadata.
    manifests: verdict.manifests.map(withoutBuildMetadata),
    verdict
  };
}
function crdName(value) {
  return isRecord(value) && isRecord(value.metadata) && typeof value.metadata.name === "string" ? value.metadata.name : void 0;
}
function liveCrdManifests(liveCrds) {
  const out = [];
  for (const crd of liveCrds) {
    const name = crdName(crd);
    if (!isRecord(crd) || name === void 0) continue;
    const { managedFields: _m, resourceVersion: _r, uid: _u, creationTimestamp: _c, generation: _g, ...metadata } = isRecord(crd.metadata) ? crd.metadata : {};
    const clean = { ...crd, apiVersion: "apiextensions.k8s.io/v1", kind: "CustomResourceDefinition", metadata };
    const parsed = parseYaml(JSON.stringify(clean, null, 1), { file: `cluster:customresourcedefinitions/${name}` });
    out.push(...loadManifests(parsed.documents).manifests);
  }
  return out;
}

// src/agent/guard.ts
function manifestsById(manifests, defaultNamespace, namespaced) {
  const out = /* @__PURE__ */ new Map();
  for (const m of manifests) {
    const id = objectId(keyOf(withDefaultNamespace(m.object, defaultNamespace, namespaced)));
    if (!out.has(id)) out.set(id, m);
  }
  return out;
}
function withDefaultNamespace(o, defaultNamespace, namespaced) {
  if (defaultNamespace === void 0 || o.metadata.namespace !== void 0 && o.metadata.namespace !== "" || !namespaced(o)) return o;
  return { ...o, metadata: { ...o.metadata, namespace: defaultNamespace } };
}
async function resolveScopes(env, manifests, crds) {
  const fromCrds = crdScopes(crds);
  const known = /* @__PURE__ */ new Map();
  for (const m of manifests) {
    const { apiVersion, kind } = m.object;
    const k = `${apiVersion}/${kind}`;
    if (known.has(k)) continue;
    let v = builtinNamespaced(apiVersion, kind) ?? fromCrds.get(`${splitApiVersion(apiVersion).group}/${kind}`);
    if (v === void 0) {
      try {
        v = (await env.discovery.resolve(apiVersion, kind)).namespaced;
      } catch (error) {
        if (!(error instanceof KindNotServedError)) throw error;
      }
    }
    known.set(k, v);
  }
  return (apiVersion, kind) => known.get(`${apiVersion}/${kind}`) ?? builtinNamespaced(apiVersion, kind) ?? fromCrds.get(`${splitApiVersion(apiVersion).group}/${kind}`);
}
function namespaceMetaOf(item) {
  const meta = isRecord(item) && isRecord(item.metadata) ? item.metadata : void 0;
  if (!meta || typeof meta.name !== "string") return void 0;
  return { name: meta.name, labels: ownStrings(meta.labels, NAMESPACE_OWNER_LABELS), annotations: ownStrings(meta.annotations, NAMESPACE_OWNER_ANNOTATIONS) };
}
function requestNamespaceList(env) {
  const settled = env.client.request({ method: "GET", path: "/api/v1/namespaces", accept: METADATA_LIST_ACCEPT, ...env.signal ? { signal: env.signal } : {} }).then(
    (list) => ({ list }),
    (error) => ({ error })
  );
  return {
    read: async () => {
      const result = await settled;
      if ("error" in result) throw result.error;
      const items = isRecord(result.list) && Array.isArray(result.list.items) ? result.list.items : [];
      return items.flatMap((item) => namespaceMetaOf(item) ?? []);
    }
  };
}
async function liveNamespaceOwners(env, tenants, source) {
  const out = /* @__PURE__ */ new Map();
  for (const meta of await (source ?? requestNamespaceList(env)).read()) out.set(meta.name, namespaceOwner(meta, { sync: env.sync, tenants }));
  return out;
}
async function scopeGate(env, guard, input) {
  const loaded = await guard.loadScope();
  if (loaded.findings.some((f) => f.severity === "error")) return loaded.findings;
  const tenants = tenantKeys(input.tenantsOf ?? input.manifests);
  for (const e of input.previous) if (e.kind === TENANT_KIND && e.namespace) tenants.add(tenantKey(e.namespace, e.name));
  const owners = await liveNamespaceOwners(env, tenants, input.namespaces);
  const discovered = await discoverKinds(env.discovery, kindsToDiscover(input.manifests, input.crds));
  return evaluateScope({
    discovered,
    manifests: input.manifests,
    crds: input.crds,
    scope: loaded.scope,
    ownNamespace: guard.ownNamespace,
    ...guard.defaultNamespace !== void 0 ? { defaultNamespace: guard.defaultNamespace } : {},
    namespaceOwners: owners,
    namespaced: input.namespaced
  });
}
var LIST_THRESHOLD = 5;
async function readLiveMetadata(env, objects) {
  const groups = /* @__PURE__ */ new Map();
  for (const o of objects) {
    const k = `${o.apiVersion}\0${o.kind}\0${o.metadata.namespace ?? ""}`;
    groups.set(k, [...groups.get(k) ?? [], o]);
  }
  const out = /* @__PURE__ */ new Map();
  const singles = [];
  for (const list of groups.values()) {
    const first = list[0];
    if (list.length < LIST_THRESHOLD) {
      singles.push(...list);
      continue;
    }
    let resource;
    try {
      resource = await env.discovery.resolve(first.apiVersion, first.kind);
    } catch (error) {
      if (error instanceof KindNotServedError) continue;
      throw error;
    }
    const wanted = new Set(list.map((o) => o.metadata.name));
    let next;
    do {
      const page = await env.client.request({
        method: "GET",
        path: resourcePath(resource, first.metadata.namespace ? { namespace: first.metadata.namespace } : {}),
        query: { limit: 500, continue: next },
        accept: METADATA_LIST_ACCEPT,
        ...env.signal ? { signal: env.signal } : {}
      });
      for (const item of isRecord(page) && Array.isArray(page.items) ? page.items : []) {
        const live = asLiveObject(item, { apiVersion: first.apiVersion, kind: first.kind });
        if (wanted.has(live.metadata.name)) out.set(objectId({ apiVersion: first.apiVersion, kind: first.kind, ...live.metadata.namespace ? { namespace: live.metadata.namespace } : {}, name: live.metadata.name }), live);
      }
      const cont = isRecord(page) && isRecord(page.metadata) && typeof page.metadata.continue === "string" ? page.metadata.continue : "";
      next = cont !== "" ? cont : void 0;
    } while (next !== void 0);
  }
  await pool(singles, env.concurrency ?? 8, async (o) => {
    const live = await readLive(env, keyOf(o));
    if (live) out.set(objectId(keyOf(o)), live);
  });
  return out;
}
function crdAdoption(input) {
  if (input.verdict === "absent") return "created";
  const recordedUid = input.recorded?.uid;
  if (input.recorded !== void 0 && (recordedUid !== void 0 ? input.liveUid === recordedUid : input.verdict === "ours")) return "ours";
  if (input.consent && input.verdict !== "other-sync" && input.verdict !== "operator-managed") return "consented";
  return "refused";
}
async function adoptionGate(env, objects, previous, located) {
  const names = new Set(objects.map((o) => o.metadata.name ?? ""));
  const inventory = /* @__PURE__ */ new Map();
  for (const e of previous) if (names.has(e.name)) inventory.set(objectId(e), e);
  const consented = new Set(env.adoptCrds ?? []);
  const verdicts = /* @__PURE__ */ new Map();
  const findings = [];
  const lives = await readLiveMetadata(env, objects);
  for (const o of objects) {
    const key = keyOf(o);
    const id = objectId(key);
    const live = lives.get(id);
    const recordedUid = inventory.get(id)?.uid;
    const verdict = adoptionVerdict(live, o, { sync: env.sync, ...recordedUid !== void 0 ? { recordedUid } : {} });
    if (isCrd(o)) {
      const crd = crdAdoption({ verdict, liveUid: live?.metadata.uid, recorded: inventory.get(id), consent: consented.has(key.name) });
      if (crd === "consented") {
        verdicts.set(id, "adopt");
        continue;
      }
      if (crd === "refused") {
        verdicts.set(id, verdict);
        findings.push(crdTakeoverFinding(located.get(id), key, verdict, live));
        continue;
      }
    }
    verdicts.set(id, verdict);
    if (verdict === "absent" || verdict === "ours" || verdict === "adopt") continue;
    const what = describe(key);
    const message = verdict === "needs-annotation" ? `${what} already exists and was not created by this sync; it is not taken over silently` : verdict === "operator-managed" ? `${what} already exists and is managed by the tenant operator; a sync never adopts it` : `${what} already exists and belongs to another sync (${String(live?.metadata.labels?.["driftgate.dev/sync"] ?? "?")}); a sync never adopts it`;
    const hint = verdict === "needs-annotation" ? `If this sync must own it from now on, add the annotation ${ADOPT_ANNOTATION}: "true" to the manifest; otherwise rename the object.` : "Remove the object from this path or give it another name.";
    findings.push(locatedFinding(located.get(id), key, { ruleId: verdict === "needs-annotation" ? "sync/adopt-required" : "sync/adopt-forbidden", message, hint }, "/metadata/name"));
  }
  return { findings: sortFindings(findings), verdicts };
}
function isCrd(o) {
  return splitApiVersion(o.apiVersion).group === "apiextensions.k8s.io" && o.kind === "CustomResourceDefinition";
}
function crdTakeoverFinding(m, key, verdict, live) {
  const what = describe(key);
  const owner = verdict === "other-sync" ? ` and belongs to another sync (${String(live?.metadata.labels?.["driftgate.dev/sync"] ?? "?")})` : verdict === "operator-managed" ? " and is managed by the tenant operator" : " and was not created by this sync";
  return locatedFinding(
    m,
    key,
    {
      ruleId: "sync/crd-adopt-forbidden",
      message: `${what} already exists${owner}; a sync never writes a CRD it did not create without the agent's consent (a CRD is cluster infrastructure: every object of its kind, of every team, depends on it)`,
      hint: verdict === "other-sync" || verdict === "operator-managed" ? "Remove the CRD from this path: it is managed elsewhere." : `Apply the CRD outside the tenant sync (the platform team's deployment), or start the agent with --adopt-crd ${key.name} (trusted configuration) to let this sync manage it; driftgate.dev/adopt in Git does not adopt a CRD.`
    },
    "/metadata/name"
  );
}
async function preflightDryRun(env, objects, verdicts, located, elsewhere) {
  const created = objects.filter((o) => verdicts.get(objectId(keyOf(o))) === "absent");
  const pending = pendingCreateIds([...created, ...elsewhere]);
  const rejected = [];
  const transient = [];
  const deferred = [];
  const stages = stageObjects(objects);
  for (const stage of [stages.crds, stages.namespaces, stages.rest]) {
    await pool(stage, env.concurrency ?? 8, async (o) => {
      const key = keyOf(o);
      const { group } = splitApiVersion(o.apiVersion);
      const inNewNamespace = key.namespace !== void 0 && pending.has(objectId({ apiVersion: "v1", kind: "Namespace", name: key.namespace }));
      if (inNewNamespace) {
        deferred.push(key);
        return;
      }
      try {
        await applyObject({ client: env.writeClient, resolver: env.discovery }, o, { fieldManager: env.fieldManager, force: true, dryRun: true, ...env.signal ? { signal: env.signal } : {} });
      } catch (error) {
        if (error instanceof KindNotServedError && pending.has(`crd-group:${group}`)) {
          deferred.push(key);
          return;
        }
        if (isTransient(error)) {
          transient.push({ key, message: errorMessage(error) });
          return;
        }
        const status = error instanceof KubeApiError ? ` (HTTP ${error.status}${error.reason ? ` ${error.reason}` : ""})` : "";
        rejected.push(
          locatedFinding(located.get(objectId(key)), key, {
            ruleId: "sync/dry-run-rejected",
            message: `${describe(key)}: the API server refused a dry-run apply as the sync's identity${status}: ${errorMessage(error)}`,
            hint: error instanceof KubeApiError && error.status === 403 ? "The sync's service account may not write this object: move it into the sync's scope or apply it another way." : "Fix the object; nothing of this revision was written."
          }, "/metadata/name")
        );
      }
    });
  }
  return { rejected, transient, deferred };
}
function locatedFinding(m, key, f, pointer) {
  const object = { apiVersion: key.apiVersion, kind: key.kind, ...key.namespace !== void 0 ? { namespace: key.namespace } : {}, name: key.name };
  if (!m) return { ...f, severity: "error", object };
  const loc = m.locate(pointer);
  return { ...f, severity: "error", file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object };
}
function describe(key) {
  return `${key.kind} ${key.namespace ? `${key.namespace}/` : ""}${key.name}`;
}
function ownStrings(value, keys) {
  const out = {};
  if (!isRecord(value)) return out;
  for (const k of keys) {
    const v = Object.hasOwn(value, k) ? value[k] : void 0;
    if (typeof v === "string") out[k] = v;
  }
  return out;
}

// src/agent/report-plan.ts
import { createHash as createHash2 } from "node:crypto";
var IN_PROGRESS = "in_progress";
function digestOf(write) {
  return createHash2("sha256").update(JSON.stringify(write)).digest("hex").slice(0, 16);
}
function planReport(state, events, timing, options) {
  let current2 = state;
  const writes = [];
  const quietAt = Math.max(timing.now, timing.lastWriteAt + options.spacingMs);
  const posted = /* @__PURE__ */ new Map();
  const postedOf = (context) => posted.get(context) ?? current2.posted[context];
  for (const event of events) {
    switch (event.kind) {
      case "tenant": {
        const sha = current2.sha;
        if (sha === void 0) break;
        const { key, status } = event;
        const admitted = admit(current2, key, status, options.maxTenantStatuses);
        current2 = admitted.state;
        if (status.state !== "pending" && recordedState(current2, key) !== status.state) {
          const failing = new Set(current2.failing);
          if (status.state === "failure") failing.add(key);
          else failing.delete(key);
          current2 = { ...current2, failing };
        }
        if (!admitted.admitted) break;
        const wanted = [];
        if (event.fresh && status.state !== "pending") wanted.push({ state: "pending", description: `applied ${sha.slice(0, 7)}; waiting for Ready` });
        wanted.push(status);
        for (const [i, next] of wanted.entries()) {
          const before = postedOf(event.context);
          if (before && before.state === next.state && before.description === next.description) continue;
          if (before && next.state === "pending") continue;
          writes.push({ kind: "status", sha, context: event.context, state: next.state, description: next.description, notBefore: timing.now, tenant: key, record: true, ...wanted.length > 1 && i === 0 ? { owedPending: true } : {} });
          posted.set(event.context, next);
        }
        break;
      }
      case "aggregate": {
        const sha = current2.sha;
        if (sha === void 0) break;
        const before = postedOf(options.syncContext);
        if (before?.state === event.status.state) break;
        if (before && before.state !== "pending" && event.status.state === "pending") break;
        writes.push({ kind: "status", sha, context: options.syncContext, state: event.status.state, description: event.status.description, notBefore: quietAt, record: true });
        posted.set(options.syncContext, event.status);
        break;
      }
      case "check-run": {
        const sha = current2.sha;
        if (sha === void 0) break;
        const recorded = current2.checkRun?.sha === sha ? current2.checkRun : void 0;
        const digest = digestOf(event.write);
        if (recorded?.digest === digest) break;
        if (recorded && recorded.conclusion !== IN_PROGRESS && event.write.conclusion === void 0) break;
        const notBefore = checkRunDueAt(current2, event.write.conclusion, timing, options);
        writes.push({ kind: "check-run", sha, ...recorded ? { id: recorded.id } : {}, write: event.write, digest, notBefore, record: true });
        break;
      }
      case "superseded": {
        const sha = current2.sha;
        if (sha === void 0) break;
        const recorded = current2.checkRun?.sha === sha ? current2.checkRun : void 0;
        const final = recorded !== void 0 && recorded.conclusion !== void 0 && recorded.conclusion !== IN_PROGRESS;
        if (event.checkRun && !final) {
          const digest = digestOf(event.checkRun);
          if (recorded?.digest !== digest) writes.push({ kind: "check-run", sha, ...recorded ? { id: recorded.id } : {}, write: event.checkRun, digest, notBefore: quietAt, record: false });
        }
        const before = postedOf(options.syncContext);
        if (event.aggregate.state !== "pending" && (before === void 0 || before.state === "pending")) {
          writes.push({ kind: "status", sha, context: options.syncContext, state: event.aggregate.state, description: event.aggregate.description, notBefore: quietAt, record: false });
        }
        break;
      }
      case "not-applied": {
        if (event.posted !== event.description) writes.push({ kind: "status", sha: event.sha, context: options.syncContext, state: "failure", description: event.description, notBefore: timing.now, record: false });
        writes.push({ kind: "failed-check-run", sha: event.sha, run: event.run, notBefore: quietAt });
        break;
      }
      case "drift-comment": {
        writes.push({ kind: "comment", sha: event.sha, issueNumber: event.pullRequest, body: event.body, notBefore: quietAt });
        break;
      }
    }
  }
  return { state: current2, writes };
}
function checkRunDueAt(state, conclusion, timing, options) {
  const quietAt = Math.max(timing.now, timing.lastWriteAt + options.spacingMs);
  const recorded = state.sha !== void 0 && state.checkRun?.sha === state.sha ? state.checkRun : void 0;
  if (!recorded || (conclusion ?? IN_PROGRESS) !== recorded.conclusion) return quietAt;
  return Math.max(quietAt, timing.lastCheckRunWriteAt + options.progressMs);
}
function recordWrite(state, write, result = {}) {
  if (write.kind === "status") {
    if (!write.record || state.sha !== write.sha) return state;
    return { ...state, posted: { ...state.posted, [write.context]: { state: write.state, description: write.description } } };
  }
  if (write.kind === "check-run") {
    const id = write.id ?? result.checkRunId;
    if (!write.record || state.sha !== write.sha || id === void 0) return state;
    return { ...state, checkRun: { id, sha: write.sha, digest: write.digest, conclusion: write.write.conclusion ?? IN_PROGRESS } };
  }
  return state;
}
function recordedState(state, key) {
  return state.failing.has(key) ? "failure" : "success";
}
function admit(state, key, status, max) {
  if (state.statusTenants.includes(key)) return { state, admitted: true };
  if (state.bulk !== void 0 || status.state === "pending" || recordedState(state, key) === status.state) return { state, admitted: false };
  if (state.statusTenants.length >= max) return { state, admitted: false };
  return { state: { ...state, statusTenants: [...state.statusTenants, key] }, admitted: true };
}

// src/agent/tenant-report.ts
function tenantKey2(tenant) {
  return `${tenant.namespace ?? "_"}/${tenant.name}`;
}
var ORDER = { failure: 0, pending: 1, success: 2 };
var LABEL = { failure: "failed", pending: "pending", success: "Ready" };
function countTenants(rows) {
  let failure2 = 0;
  let pending = 0;
  let success = 0;
  for (const r of rows) {
    if (r.status.state === "failure") failure2++;
    else if (r.status.state === "pending") pending++;
    else success++;
  }
  return { failure: failure2, pending, success, total: failure2 + pending + success };
}
function countsLine(counts) {
  if (counts.total === 0) return "no tenants";
  if (counts.success === counts.total) return `${counts.total} tenant${counts.total === 1 ? "" : "s"} Ready`;
  const parts = [];
  if (counts.failure > 0) parts.push(`${counts.failure} failed`);
  if (counts.pending > 0) parts.push(`${counts.pending} pending`);
  parts.push(`${counts.success} Ready`);
  return parts.join(", ");
}
function renderCounts(counts) {
  return ["| tenants | count |", "|---|---:|", `| failed | ${counts.failure} |`, `| pending | ${counts.pending} |`, `| Ready | ${counts.success} |`, `| **total** | **${counts.total}** |`].join("\n");
}
function omittedLine(omitted) {
  return `… and ${omitted} more tenant${omitted === 1 ? "" : "s"} (see the TenantOnboarding conditions)`;
}
function renderTenantTable(rows, options = {}) {
  const maxBytes = options.maxBytes ?? GITHUB_LIMITS.checkRunTextBytes;
  const sorted = rows.map((row) => ({ row, order: ORDER[row.status.state], key: tenantKey2(row.tenant) }));
  sorted.sort((a, b) => a.order - b.order || compare(a.key, b.key));
  const header2 = `### Tenants (${rows.length})

| tenant | state | detail |
|---|---|---|
`;
  if (rows.length === 0) return { markdown: "### Tenants (0)\n\nThis commit declares no TenantOnboarding.\n", shown: 0, omitted: 0 };
  const reserve = utf8Bytes(`
${omittedLine(rows.length)}
`);
  const lines = [];
  let bytes = utf8Bytes(header2);
  let fitting;
  for (const { row } of sorted) {
    const line = rowLine(row);
    const size = utf8Bytes(line);
    if (fitting === void 0 && bytes + size + reserve > maxBytes) fitting = lines.length;
    bytes += size;
    lines.push(line);
    if (bytes > maxBytes) break;
  }
  if (bytes <= maxBytes) return { markdown: header2 + lines.join(""), shown: lines.length, omitted: 0 };
  const shown = fitting ?? lines.length;
  const omitted = rows.length - shown;
  return { markdown: `${header2}${lines.slice(0, shown).join("")}
${omittedLine(omitted)}
`, shown, omitted };
}
function rowLine(row) {
  const name = row.tenant.namespace ? `${row.tenant.namespace}/${row.tenant.name}` : row.tenant.name;
  return `| ${escapeMarkdownText(name)} | ${LABEL[row.status.state]} | ${escapeMarkdownText(row.status.description)} |
`;
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/agent/report-state.ts
var REPORT_STATE_MAX_BYTES = 900 * 1024;
var REPORT_SUMMARY_MAX_BYTES = 16 * 1024;
function emptyReportState() {
  return { statusTenants: [], posted: {}, failing: /* @__PURE__ */ new Set() };
}
function encodeReportState(state, options = {}) {
  const maxBytes = options.maxBytes ?? REPORT_STATE_MAX_BYTES;
  const { failing, ...rest } = state;
  const base = { v: 2, ...rest };
  const fixed = utf8Bytes(JSON.stringify({ ...base, failing: {} }));
  const keys = [...failing].sort();
  let room = maxBytes - fixed;
  const grouped = {};
  let dropped = 0;
  for (const key of keys) {
    const slash = key.indexOf("/");
    const namespace = key.slice(0, slash);
    const name = key.slice(slash + 1);
    const cost = utf8Bytes(name) + 1 + (grouped[namespace] ? 0 : utf8Bytes(JSON.stringify(namespace)) + 4);
    if (cost > room) {
      dropped++;
      continue;
    }
    room -= cost;
    (grouped[namespace] ??= []).push(name);
  }
  const stored = { ...base, failing: Object.fromEntries(Object.entries(grouped).map(([ns, names]) => [ns, names.join(" ")])) };
  const text = JSON.stringify(stored);
  if (utf8Bytes(text) > maxBytes) return { text: JSON.stringify({ ...base, failing: {} }), droppedFailures: keys.length };
  return { text, droppedFailures: dropped };
}
function decodeReportState(text, options) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (!isRecord(parsed)) return void 0;
  const posted = readPosted(parsed.posted);
  const sha = typeof parsed.sha === "string" ? parsed.sha : void 0;
  const appliedAt = typeof parsed.appliedAt === "number" ? parsed.appliedAt : void 0;
  const checkRun = readCheckRun(parsed.checkRun);
  const common = { ...sha ? { sha } : {}, ...appliedAt !== void 0 ? { appliedAt } : {}, ...checkRun ? { checkRun } : {}, posted };
  if (parsed.v === 2) {
    const failing2 = /* @__PURE__ */ new Set();
    if (isRecord(parsed.failing)) {
      for (const [namespace, names] of Object.entries(parsed.failing)) {
        if (typeof names !== "string") continue;
        for (const name of names.split(" ")) if (name) failing2.add(`${namespace}/${name}`);
      }
    }
    const statusTenants = Array.isArray(parsed.statusTenants) ? parsed.statusTenants.filter((k) => typeof k === "string") : [];
    const sync = readSummary(parsed.sync);
    const drift = readSummary(parsed.drift);
    const mode = isRecord(parsed.drift) && (parsed.drift.mode === "enforce" || parsed.drift.mode === "warn") ? parsed.drift.mode : void 0;
    const state = {
      ...common,
      statusTenants,
      ...typeof parsed.bulk === "number" ? { bulk: parsed.bulk } : {},
      failing: failing2,
      ...sync ? { sync } : {},
      ...drift && mode ? { drift: { ...drift, mode } } : {}
    };
    return { state, format: 2 };
  }
  if (!Array.isArray(parsed.tenants)) return void 0;
  const tenants = parsed.tenants.filter((t) => isRecord(t) && typeof t.name === "string").map(tenantKey2);
  const failing = new Set(tenants.filter((k) => posted[`driftgate/${k}`]?.state === "failure"));
  const over = tenants.length > options.maxTenantStatuses;
  return { state: { ...common, statusTenants: over ? [] : tenants, ...over ? { bulk: tenants.length } : {}, failing }, format: 1 };
}
function boundedSummary(summary) {
  if (utf8Bytes(summary.summary) <= REPORT_SUMMARY_MAX_BYTES) return summary;
  const note = "\n\n… (cut: the rest is in the agent log)";
  const cut = prefixWithinBytes(summary.summary, REPORT_SUMMARY_MAX_BYTES - utf8Bytes(note));
  const at = cut.lastIndexOf("\n");
  return { title: summary.title, summary: `${at > 0 ? cut.slice(0, at) : cut}${note}` };
}
function readPosted(value) {
  const out = {};
  if (!isRecord(value)) return out;
  for (const [context, p] of Object.entries(value)) {
    if (isRecord(p) && typeof p.description === "string" && COMMIT_STATES.includes(p.state)) out[context] = { state: p.state, description: p.description };
  }
  return out;
}
function readCheckRun(value) {
  if (!isRecord(value) || typeof value.id !== "number" || typeof value.sha !== "string") return void 0;
  return { id: value.id, sha: value.sha, ...typeof value.digest === "string" ? { digest: value.digest } : {}, ...typeof value.conclusion === "string" ? { conclusion: value.conclusion } : {} };
}
function readSummary(value) {
  return isRecord(value) && typeof value.title === "string" && typeof value.summary === "string" ? { title: value.title, summary: value.summary } : void 0;
}

// src/io/kube/metadata-pages.ts
async function forEachMetadata(client, path4, options, visit) {
  let next;
  let seen = 0;
  do {
    const list = await client.request({
      method: "GET",
      path: path4,
      query: { limit: 500, continue: next },
      accept: METADATA_LIST_ACCEPT,
      ...options.signal ? { signal: options.signal } : {}
    });
    const items = isRecord(list) && Array.isArray(list.items) ? list.items : [];
    for (const item of items) visit(isRecord(item) && isRecord(item.metadata) ? item.metadata : {});
    seen += items.length;
    const cont = isRecord(list) && isRecord(list.metadata) && typeof list.metadata.continue === "string" ? list.metadata.continue : "";
    next = cont !== "" ? cont : void 0;
    if (next !== void 0 && seen >= options.maxItems) return { truncated: true };
  } while (next !== void 0);
  return { truncated: false };
}

// src/io/kube/namespace-contents.ts
var AUTOMATIC = /* @__PURE__ */ new Set(["/ConfigMap/kube-root-ca.crt", "/ServiceAccount/default"]);
var IGNORED_RESOURCES = /* @__PURE__ */ new Set(["/events", "events.k8s.io/events"]);
async function foreignObjectsIn(options) {
  const resources = await namespacedResources(options.client, options.signal);
  const foreign = [];
  const services = /* @__PURE__ */ new Set();
  const endpoints = [];
  const maxItems = options.maxItems ?? 5e3;
  for (const r of resources) {
    if (r.plural === "*") {
      foreign.push(r.kind);
      continue;
    }
    if (IGNORED_RESOURCES.has(`${r.group}/${r.plural}`)) continue;
    const root = r.group === "" ? `/api/${r.version}` : `/apis/${r.group}/${r.version}`;
    const path4 = `${root}/namespaces/${encodeURIComponent(options.namespace)}/${r.plural}`;
    try {
      const { truncated } = await forEachMetadata(options.client, path4, { maxItems, ...options.signal ? { signal: options.signal } : {} }, (meta) => {
        const name = typeof meta.name === "string" ? meta.name : "?";
        const uid = typeof meta.uid === "string" ? meta.uid : "";
        if (options.ownedUids.has(uid)) {
          if (r.group === "" && r.kind === "Service") services.add(name);
          return;
        }
        if (AUTOMATIC.has(`${r.group}/${r.kind}/${name}`)) return;
        if (Array.isArray(meta.ownerReferences) && meta.ownerReferences.length > 0) return;
        if (r.group === "" && r.kind === "Endpoints") {
          endpoints.push(name);
          return;
        }
        foreign.push(`${r.kind} ${name}`);
      });
      if (truncated) foreign.push(`${r.kind} (more than ${maxItems} objects; not examined)`);
    } catch (error) {
      if (isNotFound(error)) continue;
      if (error instanceof KubeApiError && (error.status === 403 || error.status === 405)) {
        foreign.push(`${r.kind} (cannot list: ${error.status === 403 ? "forbidden" : "not allowed"})`);
        continue;
      }
      throw error;
    }
  }
  for (const e of endpoints) if (!services.has(e)) foreign.push(`Endpoints ${e}`);
  return foreign;
}
async function namespacedResources(client, signal) {
  const sig = signal ? { signal } : {};
  const groupVersions = [{ group: "", version: "v1" }];
  const groups = await client.request({ method: "GET", path: "/apis", ...sig });
  for (const g of isRecord(groups) && Array.isArray(groups.groups) ? groups.groups : []) {
    if (!isRecord(g) || typeof g.name !== "string" || !isRecord(g.preferredVersion) || typeof g.preferredVersion.version !== "string") continue;
    groupVersions.push({ group: g.name, version: g.preferredVersion.version });
  }
  const out = [];
  for (const gv of groupVersions) {
    let doc;
    try {
      doc = await client.request({ method: "GET", path: gv.group === "" ? `/api/${gv.version}` : `/apis/${gv.group}/${gv.version}`, ...sig });
    } catch (error) {
      if (isNotFound(error)) continue;
      if (error instanceof KubeApiError && error.status === 503) {
        out.push({ ...gv, plural: "*", kind: `${gv.group}/${gv.version} (unavailable)` });
        continue;
      }
      throw error;
    }
    for (const r of isRecord(doc) && Array.isArray(doc.resources) ? doc.resources : []) {
      if (!isRecord(r) || typeof r.name !== "string" || r.name.includes("/") || r.namespaced !== true || typeof r.kind !== "string") continue;
      const verbs = Array.isArray(r.verbs) ? r.verbs : [];
      if (!verbs.includes("list")) continue;
      out.push({ ...gv, plural: r.name, kind: r.kind });
    }
  }
  return out;
}

// src/io/kube/prune.ts
var CRD_PRUNE_DISABLED = "crd-prune-disabled";
async function prune(options) {
  const results = [];
  const deletedUids = /* @__PURE__ */ new Set();
  for (const key of options.stale) {
    options.signal?.throwIfAborted();
    const result = await pruneOne(options, key, deletedUids);
    if (key.uid !== void 0 && (result.outcome === "deleted" || result.outcome === "would-delete" || result.outcome === "gone")) deletedUids.add(key.uid);
    results.push(result);
  }
  return results;
}
async function pruneOne(options, key, deletedUids) {
  const reader = options.readClient ?? options.client;
  const ref = { apiVersion: key.apiVersion, kind: key.kind, ...key.namespace !== void 0 ? { namespace: key.namespace } : {}, name: key.name };
  let path4;
  try {
    const resource = await options.resolver.resolve(key.apiVersion, key.kind);
    path4 = resourcePath(resource, { name: key.name, ...key.namespace !== void 0 ? { namespace: key.namespace } : {} });
  } catch (error) {
    if (error instanceof KindNotServedError) return { key: ref, outcome: "gone" };
    throw error;
  }
  let live;
  try {
    live = await reader.request({ method: "GET", path: path4, ...options.signal ? { signal: options.signal } : {} });
  } catch (error) {
    if (isNotFound(error)) return { key: ref, outcome: "gone" };
    throw error;
  }
  if (isCrdKey(key) && options.pruneCrds !== true) {
    return { key: ref, outcome: "skipped", verdict: CRD_PRUNE_DISABLED, message: "kept: a CRD that left Git is deleted only with --prune-crds" };
  }
  const meta = isRecord(live) && isRecord(live.metadata) ? live.metadata : {};
  const uid = typeof meta.uid === "string" ? meta.uid : void 0;
  if (key.uid === void 0 || uid !== key.uid) return { key: ref, outcome: "skipped", verdict: "not-recorded" };
  const verdict = ownership(live, options.sync, key);
  if (verdict !== "owned") return { key: ref, outcome: "skipped", verdict };
  if (meta.deletionTimestamp !== void 0) return { key: ref, outcome: options.dryRun ? "would-delete" : "deleted" };
  if (key.apiVersion === "v1" && key.kind === "Namespace") {
    const foreign = await foreignObjectsIn({ client: reader, namespace: key.name, ownedUids: options.ownedUids, ...options.signal ? { signal: options.signal } : {} });
    if (foreign.length > 0) {
      const more = foreign.length > 3 ? ` and ${foreign.length - 3} more` : "";
      return { key: ref, outcome: "skipped", verdict: "holds-foreign-objects", message: `holds objects this sync does not own: ${foreign.slice(0, 3).join(", ")}${more}` };
    }
  }
  if (isCrdKey(key)) {
    let foreign;
    try {
      foreign = await foreignCustomObjects({ client: reader, crd: live, ownedUids: deletedUids, ...options.signal ? { signal: options.signal } : {} });
    } catch (error) {
      return { key: ref, outcome: "failed", message: `its objects could not be listed, so it is kept: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (foreign.length > 0) {
      const more = foreign.length > 3 ? ` and ${foreign.length - 3} more` : "";
      return { key: ref, outcome: "skipped", verdict: "holds-foreign-objects", message: `objects of its kind exist that this sync does not own or still keeps: ${foreign.slice(0, 3).join(", ")}${more}` };
    }
  }
  try {
    await options.client.request({
      method: "DELETE",
      path: path4,
      query: { dryRun: options.dryRun ? "All" : void 0 },
      body: { kind: "DeleteOptions", apiVersion: "v1", propagationPolicy: "Background", preconditions: { uid: key.uid } },
      ...options.signal ? { signal: options.signal } : {}
    });
  } catch (error) {
    if (isNotFound(error)) return { key: ref, outcome: "gone" };
    if (error instanceof ConflictError) return { key: ref, outcome: "skipped", verdict: "copied" };
    const message = error instanceof Error ? error.message : String(error);
    return { key: ref, outcome: "failed", message };
  }
  return { key: ref, outcome: options.dryRun ? "would-delete" : "deleted" };
}
function keptCrdEntries(results, stale) {
  const kept = new Set(results.filter((r) => isCrdKey(r.key) && r.outcome === "skipped" && (r.verdict === CRD_PRUNE_DISABLED || r.verdict === "holds-foreign-objects")).map((r) => objectId(r.key)));
  return stale.filter((e) => kept.has(objectId(e)));
}
function isCrdKey(key) {
  return key.kind === "CustomResourceDefinition" && key.apiVersion.startsWith("apiextensions.k8s.io/");
}
function survivingEntries(results, stale) {
  const failed2 = new Set(results.filter((r) => r.outcome === "failed").map((r) => objectId(r.key)));
  return stale.filter((e) => failed2.has(objectId(e)));
}
async function foreignCustomObjects(options) {
  const spec = isRecord(options.crd) && isRecord(options.crd.spec) ? options.crd.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  const kind = typeof names.kind === "string" ? names.kind : "object";
  const objectsPath = crdObjectsPath(options.crd);
  if (objectsPath === void 0) return [`${kind} (no served version: its stored objects cannot be listed)`];
  const maxItems = options.maxItems ?? 5e3;
  const foreign = [];
  try {
    const { truncated } = await forEachMetadata(options.client, objectsPath, { maxItems, ...options.signal ? { signal: options.signal } : {} }, (meta) => {
      const uid = typeof meta.uid === "string" ? meta.uid : "";
      if (options.ownedUids.has(uid)) return;
      const name = typeof meta.name === "string" ? meta.name : "?";
      foreign.push(`${kind} ${typeof meta.namespace === "string" ? `${meta.namespace}/` : ""}${name}`);
    });
    if (truncated) foreign.push(`${kind} (more than ${maxItems} objects; not examined)`);
  } catch (error) {
    if (isNotFound(error)) return foreign;
    throw error;
  }
  return foreign;
}

// src/agent/shard.ts
var AGENT_SHARD_LABEL = SHARD_LABEL;
function isTenant(apiVersion, kind) {
  return kind === TENANT_KIND && splitApiVersion(apiVersion).group === TENANT_GROUP;
}
function shardOfObject(key, shards) {
  if (shards <= 1) return 0;
  const { group } = splitApiVersion(key.apiVersion);
  if (group === TENANT_GROUP && key.kind === TENANT_KIND && key.namespace !== void 0) return shardOf(`${key.namespace}/${key.name}`, shards);
  if (group === "" && key.kind === "Namespace") return shardOf(key.name, shards);
  if (key.namespace !== void 0 && key.namespace !== "") return shardOf(key.namespace, shards);
  return 0;
}
function inShard(key, shard) {
  return shardOfObject(key, shard.count) === shard.index;
}
function markShard(object, shard) {
  if (shard === void 0 || shard.count <= 1 || isTenant(object.apiVersion, object.kind)) return object;
  return { ...object, metadata: { ...object.metadata, labels: { ...object.metadata.labels ?? {}, [AGENT_SHARD_LABEL]: String(shard.index) } } };
}
function shardSelectors(shard, apiVersion, kind) {
  if (shard === void 0 || shard.count <= 1 || isTenant(apiVersion, kind)) return [{}];
  return [{ [AGENT_SHARD_LABEL]: String(shard.index) }, { [LEGACY_AGENT_SHARD_LABEL]: String(shard.index) }];
}
function splitStale(stale, wholeRevision) {
  const handOver = [];
  const prune2 = [];
  for (const e of stale) (wholeRevision.has(objectId(e)) ? handOver : prune2).push(e);
  return { handOver, prune: prune2 };
}
function describesShard(entries, part, shard) {
  const recorded = new Set(entries.map(objectId));
  return entries.every((e) => inShard(e, shard)) && part.every((o) => recorded.has(objectId(keyOf(o))));
}
function shardInventoryName(sync, shard) {
  return `driftgate-inventory-${sync}-shard-${shard}`;
}
function shardReportStateName(sync, shard) {
  return `driftgate-report-${sync}-shard-${shard}`;
}
function shardSuffix(shard) {
  return shard === void 0 || shard.count <= 1 ? "" : ` (shard ${shard.index}/${shard.count})`;
}

// src/agent/sync.ts
function shardPart(objects, shard) {
  if (shard === void 0) return [...objects];
  return objects.filter((o) => inShard(keyOf(o), shard)).map((o) => markShard(o, shard));
}
async function readPrevious(env) {
  const own = await env.inventory.read(env.signal);
  if (own !== void 0) return own;
  const shard = env.shard;
  const legacy = shard?.legacyInventory ? await shard.legacyInventory.read(env.signal) : void 0;
  if (shard === void 0 || legacy === void 0) return { entries: [] };
  return { entries: legacy.entries.filter((e) => inShard(e, shard)) };
}
async function syncRevision(env, sources) {
  const revision = sources.revision;
  const namespaces = env.guard ? env.guard.namespaces?.(env.signal) ?? requestNamespaceList({ client: env.client, ...env.signal ? { signal: env.signal } : {} }) : void 0;
  const previous = await readPrevious(env);
  const shard = env.shard;
  const liveCrds = await listLiveCrds(env);
  const managedCrds = new Set(previous.entries.filter((e) => e.apiVersion === "apiextensions.k8s.io/v1" && e.kind === "CustomResourceDefinition").map((e) => e.name));
  const liveObjectCounts = await countLiveObjects(env, liveCrds, managedCrds);
  env.onStep?.("cluster-read");
  const gates = await runGates({ sources, liveCrds, managedCrds, liveObjectCounts, ...env.waiverBase ? { waiverBase: env.waiverBase } : {}, ...env.parseCache ? { parseCache: env.parseCache } : {}, ...env.verdictMemo ? { verdictMemo: env.verdictMemo } : {}, now: new Date(env.clock.now()) });
  const findings = [...gates.checkFindings, ...gates.crdFindings];
  const base = { revision, findings, dryRun: env.dryRun, manifests: gates.manifests };
  const guard = env.guard;
  const writeClient = env.writeClient ?? env.client;
  const crdManifests = parseCrdManifests(gates);
  const namespacedOf = await resolveScopes({ discovery: env.discovery }, gates.manifests, crdManifests);
  const isNamespaced = (o) => namespacedOf(o.apiVersion, o.kind) ?? false;
  const defaultNamespace = guard?.defaultNamespace;
  const whole = desiredObjects(gates.manifests.map((m) => withDefaultNamespace(m.object, defaultNamespace, isNamespaced)), env.sync);
  const desired = shardPart(whole, shard);
  const located = manifestsById(gates.manifests, defaultNamespace, isNamespaced);
  const desiredKeys = desired.map(keyOf);
  const desiredIds = desiredKeys.map(objectId);
  const desiredIdSet = new Set(desiredIds);
  if (!gates.refused && !env.dryRun) env.onJudged?.(desired);
  env.onStep?.("judge");
  const stale = shard ? splitStale(staleEntries(previous.entries, desiredIdSet), new Set(whole.map((o) => objectId(keyOf(o))))).prune : staleEntries(previous.entries, desiredIdSet);
  const shardManifests = shard ? gates.manifests.filter((m) => inShard(keyOf(withDefaultNamespace(m.object, defaultNamespace, isNamespaced)), shard)) : gates.manifests;
  const refuse = async (reason, guardFindings, what) => {
    const all = [...findings, ...guardFindings];
    const message2 = refusalMessage(what, guardFindings);
    const inventory2 = { ...previous, attemptedRevision: revision, attemptMessage: message2 };
    if (!env.dryRun) await env.inventory.write(inventory2, env.signal);
    return { ...base, findings: all, outcome: "refused", reason, message: message2, desired: [], applied: [], errors: [], pruned: [], inventory: inventory2 };
  };
  const guardEnv = {
    client: env.client,
    writeClient,
    discovery: env.discovery,
    sync: env.sync,
    fieldManager: env.fieldManager,
    ...env.concurrency !== void 0 ? { concurrency: env.concurrency } : {},
    ...env.signal ? { signal: env.signal } : {},
    ...guard?.adoptCrds !== void 0 ? { adoptCrds: guard.adoptCrds } : {}
  };
  const scopeFindings = guard ? await scopeGate(guardEnv, guard, { manifests: shardManifests, tenantsOf: gates.manifests, crds: crdManifests, previous: previous.entries, namespaced: namespacedOf, ...namespaces ? { namespaces } : {} }) : [];
  if (gates.refused) {
    const all = [...findings, ...scopeFindings];
    const inventory2 = { ...previous, attemptedRevision: revision, attemptMessage: refusalMessage(gates.refusedBy === "crd-compat" ? "the CRD compatibility gate" : "the check", findings) };
    if (!env.dryRun) await env.inventory.write(inventory2, env.signal);
    return {
      ...base,
      findings: all,
      outcome: "refused",
      reason: gates.refusedBy === "crd-compat" ? "CrdGateFailed" : "CheckFailed",
      message: inventory2.attemptMessage,
      desired: [],
      applied: [],
      errors: [],
      pruned: [],
      inventory: inventory2
    };
  }
  if (scopeFindings.some((f) => f.severity === "error")) return refuse("ScopeRefused", scopeFindings, "the sync's scope");
  if ((!sources.pathExists || whole.length === 0) && previous.entries.length > 0 && !env.allowEmptyPrune) {
    const message2 = `${sources.pathExists ? "the synced path has no objects" : "the synced path does not exist"} at ${short(revision)}; refusing to prune all ${previous.entries.length} managed objects (set DRIFTGATE_ALLOW_EMPTY_PRUNE=true to allow it)`;
    const inventory2 = { ...previous, attemptedRevision: revision, attemptMessage: message2 };
    if (!env.dryRun) await env.inventory.write(inventory2, env.signal);
    return { ...base, outcome: "refused", reason: "PruneRefused", message: message2, desired, applied: [], errors: [], pruned: [], inventory: inventory2 };
  }
  const toApply = env.unchanged ? desired.filter((o) => !env.unchanged?.(o)) : desired;
  const elsewhere = shard ? await pendingElsewhere(env, toApply, whole.filter((o) => !inShard(keyOf(o), shard)), liveCrds) : [];
  if (guard) {
    const adoption = await adoptionGate(guardEnv, toApply, previous.entries, located);
    if (adoption.findings.length > 0) return refuse("AdoptionRefused", adoption.findings, "ownership (no takeover)");
    if (!env.dryRun) {
      const preflight2 = await preflightDryRun(guardEnv, toApply, adoption.verdicts, located, elsewhere);
      if (preflight2.rejected.length > 0) return refuse("DryRunRejected", preflight2.rejected, "the API server's dry-run as the sync's identity");
      if (preflight2.transient.length > 0) {
        const first = preflight2.transient[0];
        const message2 = `${preflight2.transient.length} object(s) could not be dry-run${first ? `; first: ${objectId(first.key)}: ${first.message}` : ""}; nothing was written, retrying`;
        const inventory2 = { ...previous, attemptedRevision: revision, attemptMessage: message2 };
        await env.inventory.write(inventory2, env.signal);
        const errors = preflight2.transient.map((t) => ({ key: t.key, message: t.message, transient: true }));
        return { ...base, outcome: "failed", reason: "ApplyFailed", message: message2, desired, applied: [], errors, pruned: [], inventory: inventory2 };
      }
    }
  }
  env.onStep?.("guards");
  const applyResult = await applyStaged(
    {
      client: writeClient,
      discovery: env.discovery,
      clock: env.clock,
      sync: env.sync,
      fieldManager: env.fieldManager,
      dryRun: env.dryRun,
      ...env.establishTimeoutMs !== void 0 ? { establishTimeoutMs: env.establishTimeoutMs } : {},
      ...env.concurrency !== void 0 ? { concurrency: env.concurrency } : {},
      ...env.signal ? { signal: env.signal } : {},
      ...elsewhere.length > 0 ? { waitFor: elsewhere } : {}
    },
    toApply
  );
  const appliedEntries = applyResult.applied.map((a) => ({ ...a.key, ...a.live.metadata.uid ? { uid: a.live.metadata.uid } : {} }));
  if (applyResult.errors.length > 0) {
    const entries = mergeEntries(previous.entries, appliedEntries);
    const first = applyResult.errors[0];
    const message2 = `${applyResult.errors.length} object(s) failed to apply${first ? `; first: ${objectId(first.key)}: ${first.message}` : ""}`;
    const inventory2 = { ...previous, entries, attemptedRevision: revision, attemptMessage: message2 };
    if (!env.dryRun) await env.inventory.write(inventory2, env.signal);
    return { ...base, outcome: "failed", reason: "ApplyFailed", message: message2, desired, applied: applyResult.applied, errors: applyResult.errors, pruned: [], inventory: inventory2 };
  }
  const previousById = new Map(previous.entries.map((e) => [objectId(e), e]));
  const appliedById = new Map(appliedEntries.map((e) => [objectId(e), e]));
  const desiredEntries = desiredKeys.map((k, i) => {
    const id = desiredIds[i] ?? objectId(k);
    const before = previousById.get(id);
    const uid = appliedById.get(id)?.uid ?? before?.uid ?? env.liveUid?.(k);
    if (before !== void 0 && before.uid === uid && before.apiVersion === k.apiVersion && before.kind === k.kind && before.namespace === k.namespace && before.name === k.name) return before;
    return { ...k, ...uid ? { uid } : {} };
  });
  const ownedUids = new Set([...desiredEntries, ...stale].flatMap((e) => e.uid ? [e.uid] : []));
  if (shard?.ownedElsewhere && stale.some((e) => e.apiVersion === "v1" && e.kind === "Namespace")) {
    for (const uid of await shard.ownedElsewhere(env.signal)) ownedUids.add(uid);
  }
  const pruned = await prune({ client: writeClient, readClient: env.client, resolver: env.discovery, sync: env.sync, stale, ownedUids, pruneCrds: guard?.pruneCrds === true, dryRun: env.dryRun, ...env.signal ? { signal: env.signal } : {} });
  const survivors = survivingEntries(pruned, stale);
  const kept = [...survivors, ...keptCrdEntries(pruned, stale)];
  const inventory = { entries: kept.length === 0 ? desiredEntries : mergeEntries(desiredEntries, kept), appliedRevision: revision, attemptedRevision: revision };
  env.onStep?.("apply");
  if (!env.dryRun) await env.inventory.write(inventory, env.signal);
  env.onStep?.("inventory");
  if (survivors.length > 0) {
    const message2 = `${survivors.length} object(s) could not be pruned; they stay in the inventory and are retried`;
    return { ...base, outcome: "failed", reason: "PruneFailed", message: message2, desired, applied: applyResult.applied, errors: [], pruned, inventory };
  }
  const deleted = pruned.filter((p) => p.outcome === "deleted" || p.outcome === "would-delete").length;
  const skipped = desired.length - toApply.length;
  const message = `${env.dryRun ? "would apply" : "applied"} ${applyResult.applied.length} object(s)${skipped > 0 ? ` (${skipped} unchanged)` : ""}${deleted > 0 ? `, ${env.dryRun ? "would prune" : "pruned"} ${deleted}` : ""} at ${short(revision)}`;
  return { ...base, outcome: "applied", reason: "Applied", message, desired, applied: applyResult.applied, errors: [], pruned, inventory };
}
async function pendingElsewhere(env, toApply, others, liveCrds) {
  const namespaces = new Set(toApply.flatMap((o) => o.metadata.namespace ? [o.metadata.namespace] : []));
  const groups = new Set(toApply.map((o) => splitApiVersion(o.apiVersion).group));
  const liveCrdNames = new Set(liveCrds.flatMap((c) => isRecord(c) && isRecord(c.metadata) && typeof c.metadata.name === "string" ? [c.metadata.name] : []));
  const crds = others.filter((o) => o.kind === "CustomResourceDefinition" && isRecord(o.spec) && typeof o.spec.group === "string" && groups.has(o.spec.group) && !liveCrdNames.has(o.metadata.name ?? ""));
  const wanted = others.filter((o) => o.apiVersion === "v1" && o.kind === "Namespace" && namespaces.has(o.metadata.name ?? ""));
  if (wanted.length === 0) return crds;
  if (wanted.length <= 20) {
    const missing = [];
    for (const o of wanted) if (!await namespaceExists(env, o.metadata.name ?? "")) missing.push(o);
    return [...crds, ...missing];
  }
  const live = await listNamespaceNames(env.client, env.signal);
  return [...crds, ...wanted.filter((o) => !live.has(o.metadata.name ?? ""))];
}
async function namespaceExists(env, name) {
  try {
    await env.client.request({ method: "GET", path: `/api/v1/namespaces/${encodeURIComponent(name)}`, accept: "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json", ...env.signal ? { signal: env.signal } : {} });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
function parseCrdManifests(gates) {
  return gates.manifests.filter(isCrdManifest);
}
async function countLiveObjects(env, liveCrds, managed) {
  const counts = /* @__PURE__ */ new Map();
  for (const crd of liveCrds) {
    if (!isRecord(crd) || !isRecord(crd.metadata) || typeof crd.metadata.name !== "string" || !managed.has(crd.metadata.name)) continue;
    const objectsPath = crdObjectsPath(crd);
    if (objectsPath === void 0) continue;
    let list;
    try {
      list = await env.client.request({
        method: "GET",
        path: `${objectsPath}?limit=1`,
        accept: METADATA_LIST_ACCEPT,
        ...env.signal ? { signal: env.signal } : {}
      });
    } catch (error) {
      if (error instanceof KubeApiError) continue;
      throw error;
    }
    if (!isRecord(list) || !Array.isArray(list.items)) continue;
    const remaining = isRecord(list.metadata) && typeof list.metadata.remainingItemCount === "number" ? list.metadata.remainingItemCount : 0;
    const more = isRecord(list.metadata) && typeof list.metadata.continue === "string" && list.metadata.continue !== "";
    counts.set(crd.metadata.name, list.items.length + (remaining > 0 ? remaining : more ? 1 : 0));
  }
  return counts;
}
async function listLiveCrds(env) {
  const list = await env.client.request({ method: "GET", path: "/apis/apiextensions.k8s.io/v1/customresourcedefinitions", ...env.signal ? { signal: env.signal } : {} });
  return isRecord(list) && Array.isArray(list.items) ? list.items : [];
}
function mergeEntries(a, b) {
  const byId = /* @__PURE__ */ new Map();
  for (const k of [...a, ...b]) byId.set(objectId(k), k);
  return [...byId.values()];
}
function refusalMessage(what, findings) {
  const errors = findings.filter((f) => f.severity === "error");
  const first = errors[0];
  const where = first?.file !== void 0 ? ` (${first.file}${first.line !== void 0 ? `:${first.line}` : ""})` : "";
  return `refused by ${what}: ${errors.length} error(s)${first ? `; first: ${first.ruleId}: ${first.message}${where}` : ""}`;
}
function short(revision) {
  return revision.slice(0, 7);
}

// src/core/health/health.ts
function rec(value) {
  return isRecord(value) ? value : {};
}
function num(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}
var current = (message = "Resource is current") => ({ status: "Current", reason: "Current", message });
var inProgress = (reason, message) => ({ status: "InProgress", reason, message });
var failed = (reason, message) => ({ status: "Failed", reason, message });
function objectHealth(object) {
  if (!isRecord(object)) return { status: "Unknown", reason: "NotAnObject", message: "not a Kubernetes object" };
  const metadata = rec(object.metadata);
  const status = rec(object.status);
  const kind = str(object.kind) ?? "";
  const apiVersion = str(object.apiVersion) ?? "";
  const group = apiVersion.includes("/") ? apiVersion.slice(0, apiVersion.indexOf("/")) : "";
  if (str(metadata.deletionTimestamp) !== void 0) return { status: "Terminating", reason: "Terminating", message: "Resource is being deleted" };
  const generation = num(metadata.generation);
  const observed = num(status.observedGeneration);
  if (generation !== void 0 && observed !== void 0 && observed !== generation) {
    return inProgress("LatestGenerationNotObserved", `${kind} generation is ${generation}, but latest observed generation is ${observed}`);
  }
  const conds = readConditions(status);
  const byType = (type) => conds.find((c) => c.type === type);
  const stalled = byType("Stalled");
  if (stalled?.status === "True") return failed(stalled.reason || "Stalled", stalled.message || "Resource is stalled");
  const reconciling = byType("Reconciling");
  if (reconciling?.status === "True") return inProgress(reconciling.reason || "Reconciling", reconciling.message || "Resource is being reconciled");
  const specific = KIND_RULES[`${group}/${kind}`];
  if (specific) return specific(object, rec(object.spec), status, byType);
  const ready = byType("Ready");
  if (ready?.status === "True") return current(ready.message || "Resource is Ready");
  if (ready?.status === "False") return inProgress(ready.reason || "NotReady", ready.message || "Resource is not Ready");
  if (ready?.status === "Unknown") return inProgress(ready.reason || "ReadyUnknown", ready.message || "Readiness is not known yet");
  return current();
}
function replicaRule(kindName, options) {
  return (_object, spec, status, byType) => {
    const progressing = byType("Progressing");
    if (progressing?.reason === "ProgressDeadlineExceeded") return failed("ProgressDeadlineExceeded", progressing.message || `${kindName} exceeded its progress deadline`);
    const want = num(spec.replicas) ?? 1;
    const have = num(status.replicas) ?? 0;
    const ready = num(status.readyReplicas) ?? 0;
    const updated = num(status.updatedReplicas) ?? 0;
    const available = num(status.availableReplicas) ?? 0;
    if (options.updated && updated < want) return inProgress("ReplicasNotUpdated", `Updated: ${updated}/${want}`);
    if (have > want) return inProgress("ExtraPods", `Pending termination: ${have - want}`);
    if (ready < want) return inProgress("ReplicasNotReady", `Ready: ${ready}/${want}`);
    if (options.available && available < want) return inProgress("ReplicasNotAvailable", `Available: ${available}/${want}`);
    return current(`${kindName} is available. Replicas: ${want}`);
  };
}
var KIND_RULES = {
  "apps/Deployment": replicaRule("Deployment", { available: true, updated: true }),
  "apps/ReplicaSet": replicaRule("ReplicaSet", { available: true, updated: false }),
  "apps/StatefulSet": (object, spec, status, byType) => {
    const strategy = str(rec(spec.updateStrategy).type);
    const base = replicaRule("StatefulSet", { available: false, updated: false })(object, spec, status, byType);
    if (base.status !== "Current" || strategy === "OnDelete") return base;
    const want = num(spec.replicas) ?? 1;
    const partition = num(rec(rec(spec.updateStrategy).rollingUpdate).partition) ?? 0;
    const updated = num(status.updatedReplicas) ?? 0;
    if (updated < want - partition) return inProgress("ReplicasNotUpdated", `Updated: ${updated}/${want - partition}`);
    const cur = str(status.currentRevision);
    const upd = str(status.updateRevision);
    if (partition === 0 && cur !== void 0 && upd !== void 0 && cur !== upd) return inProgress("RevisionMismatch", "Waiting for the update revision to become current");
    return base;
  },
  "apps/DaemonSet": (_object, _spec, status) => {
    const desired = num(status.desiredNumberScheduled) ?? 0;
    const scheduled = num(status.currentNumberScheduled) ?? 0;
    const updated = num(status.updatedNumberScheduled) ?? 0;
    const available = num(status.numberAvailable) ?? 0;
    const ready = num(status.numberReady) ?? 0;
    if (scheduled < desired) return inProgress("NotScheduled", `Scheduled: ${scheduled}/${desired}`);
    if (updated < desired) return inProgress("NotUpdated", `Updated: ${updated}/${desired}`);
    if (available < desired) return inProgress("NotAvailable", `Available: ${available}/${desired}`);
    if (ready < desired) return inProgress("NotReady", `Ready: ${ready}/${desired}`);
    return current(`All ${desired} pods are scheduled and available`);
  },
  "/Pod": (_object, _spec, status, byType) => {
    const phase = str(status.phase);
    if (phase === "Succeeded") return current("Pod has completed successfully");
    if (phase === "Failed") return failed("PodFailed", "Pod has failed");
    const statuses = Array.isArray(status.containerStatuses) ? status.containerStatuses : [];
    for (const cs of statuses) {
      const waiting = rec(rec(rec(cs).state).waiting);
      if (str(waiting.reason) === "CrashLoopBackOff") return failed("ContainerCrashLooping", `Container ${str(rec(cs).name) ?? ""} is in CrashLoopBackOff`);
    }
    if (phase === "Running" && byType("Ready")?.status === "True") return current("Pod is Ready");
    return inProgress("PodNotReady", `Pod phase is ${phase ?? "unknown"}`);
  },
  "batch/Job": (_object, spec, status, byType) => {
    if (byType("Failed")?.status === "True") return failed("JobFailed", byType("Failed")?.message || "Job has failed");
    if (byType("Complete")?.status === "True") return current("Job completed");
    const parallelism = num(spec.parallelism) ?? 1;
    const active = num(status.active) ?? 0;
    if (str(status.startTime) === void 0) return inProgress("JobNotStarted", "Job not started");
    return active >= Math.min(parallelism, 1) ? current(`Job in progress: ${active} active`) : inProgress("JobNotActive", "No active pods");
  },
  "/PersistentVolumeClaim": (_object, _spec, status) => str(status.phase) === "Bound" ? current("PVC is Bound") : inProgress("NotBound", `PVC is ${str(status.phase) ?? "Pending"}`),
  "/Service": (_object, spec, status) => {
    if (str(spec.type) !== "LoadBalancer") return current("Service is ready");
    const ingress = rec(status.loadBalancer).ingress;
    return Array.isArray(ingress) && ingress.length > 0 ? current("Service has a load balancer address") : inProgress("NoIPAssigned", "Waiting for a load balancer address");
  },
  "apiextensions.k8s.io/CustomResourceDefinition": (_object, _spec, _status, byType) => {
    const names = byType("NamesAccepted");
    if (names?.status === "False") return failed("NamesNotAccepted", names.message || "CRD names not accepted");
    return byType("Established")?.status === "True" ? current("CRD is established") : inProgress("NotEstablished", "CRD is not established yet");
  },
  "/Namespace": (_object, _spec, status) => str(status.phase) === "Terminating" ? { status: "Terminating", reason: "Terminating", message: "Namespace is terminating" } : current("Namespace is active")
};

// src/agent/tenant-status.ts
var STATUS_DESCRIPTION_MAX = 140;
function tenantStatus(input) {
  const elapsed = input.now - input.appliedAt;
  const late = elapsed >= input.readyTimeoutMs;
  const minutes = `${Math.round(input.readyTimeoutMs / 6e4)} min`;
  if (!isRecord(input.live)) {
    return late ? failure(`NotFound: the TenantOnboarding does not exist ${minutes} after apply`) : { state: "pending", description: "applied; waiting for the TenantOnboarding" };
  }
  const { health, generation, observed, ready } = liveFacts(input.live);
  if (health.status === "Failed") return failure(`${health.reason}: ${health.message}`);
  if (health.status === "Terminating") return failure("Terminating: the TenantOnboarding is being deleted");
  const current2 = generation !== void 0 && observed === generation;
  if (current2 && ready?.status === "True") return { state: "success", description: clip(`Ready${ready.message ? `: ${ready.message}` : ""}`) };
  if (late) {
    const why = !current2 ? `generation ${generation ?? "?"} not observed yet (observed ${observed ?? "none"})` : ready ? `${ready.reason || "NotReady"}${ready.message ? `: ${ready.message}` : ""}` : "no Ready condition";
    return failure(`not Ready within ${minutes}: ${why}`);
  }
  const detail = ready && ready.status !== "True" && ready.reason ? ` (${ready.reason})` : "";
  return { state: "pending", description: clip(`applied; waiting for Ready${detail}`) };
}
var LIVE_FACTS = /* @__PURE__ */ new WeakMap();
function liveFacts(live) {
  const known = LIVE_FACTS.get(live);
  if (known !== void 0) return known;
  const meta = isRecord(live.metadata) ? live.metadata : {};
  const status = isRecord(live.status) ? live.status : {};
  const facts = {
    health: objectHealth(live),
    generation: typeof meta.generation === "number" ? meta.generation : void 0,
    observed: typeof status.observedGeneration === "number" ? status.observedGeneration : void 0,
    ready: conditionOf(live, "Ready")
  };
  LIVE_FACTS.set(live, facts);
  return facts;
}
function failure(text) {
  return { state: "failure", description: clip(text) };
}
function clip(text) {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length <= STATUS_DESCRIPTION_MAX ? one : `${one.slice(0, STATUS_DESCRIPTION_MAX - 1)}…`;
}
function statusContext(tenant) {
  return `driftgate/${tenant.namespace ?? "_"}/${tenant.name}`;
}

// src/agent/report.ts
var CHECK_RUN_NAME = "driftgate sync";
var SYNC_STATUS_CONTEXT = "driftgate/sync";
var MAX_TENANT_STATUSES = 50;
var DEFAULT_CHECK_RUN_SPACING_MS = 1e3;
var DEFAULT_CHECK_RUN_PROGRESS_MS = 1e4;
function syncFailureDescription(result) {
  const first = result.findings.find((f) => f.severity === "error");
  const where = first ? `${first.file && !first.file.startsWith("cluster:") ? `${first.file}${first.line !== void 0 ? `:${first.line}` : ""} ` : ""}${first.ruleId}` : result.errors[0] ? `${result.errors[0].key.kind} ${result.errors[0].key.name}` : "";
  const count = result.findings.filter((f) => f.severity === "error").length;
  const text = `${result.reason}${count > 1 ? ` (${count} errors)` : ""}${where ? `: ${where}` : ""}${first ? ` ${first.message}` : ""}`;
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}
var GITHUB = "github";
var NOT_DERIVED = { state: "pending", description: "applied; waiting for the TenantOnboarding" };
var AgentReporter = class {
  o;
  spacingMs;
  progressMs;
  maxStatuses;
  planOptions;
  state = emptyReportState();
  /** Every tenant of `state.sha`, by key; undefined while unknown (a restart that could not re-read the commit). */
  tenants;
  /** The last derived status of each tenant of `state.sha`. */
  derived = /* @__PURE__ */ new Map();
  dirty = /* @__PURE__ */ new Set();
  allDirty = false;
  /** Tenants applied in this process's life that still owe their `pending`. */
  fresh = /* @__PURE__ */ new Set();
  /**
   * The revision being synced (revisionSyncing): the tenants it changes say `pending` before the
   * apply, and those statuses count as posted when it is applied. Process-local: a restart
   * before the apply syncs the revision again and says `pending` again.
   */
  judged;
  /**
   * Status contexts told `pending` while their commit was synced that are no tenant of what it
   * applied (a file's TenantOnboarding the sync did not apply as read), by commit: each gets `error`.
   */
  strays = /* @__PURE__ */ new Map();
  /** Who waits for the `pending` of a revision being synced to be written (syncingSent). */
  syncingWaiters = [];
  /** When this process last recorded an applied revision: background writes leave its changed tenants a quiet interval. */
  lastAppliedAt = Number.NEGATIVE_INFINITY;
  /** What the applied commit's aggregate status and check run show changed since they were last planned. */
  aggregateStale = false;
  checkRunStale = false;
  /** Refused or failed revisions still to report, by commit. */
  refusals = /* @__PURE__ */ new Map();
  /** The refusal status this process posted last: the same one is not posted again. */
  refusalPosted;
  /** The last writes of commits superseded before their report was final, by commit. */
  finals = /* @__PURE__ */ new Map();
  /** The comment on the pull request of a commit with drift, still to post. */
  comment;
  queue;
  limiter;
  /** Commits waiting for the write spacing (not for a retry): idle() waits for them. */
  spacing = /* @__PURE__ */ new Set();
  /** No write before this time: the backoff after a failed write. */
  holdUntil = Number.NEGATIVE_INFINITY;
  idleWaiters = [];
  timeoutTimer;
  /** When the last GitHub write of this reporter ended. */
  lastWriteAt = Number.NEGATIVE_INFINITY;
  /** When the applied commit's check run was last written by this process. */
  lastCheckRunWriteAt = Number.NEGATIVE_INFINITY;
  stopped = false;
  stateChanged = false;
  saving = Promise.resolve();
  checkRunName;
  externalIdPrefix;
  constructor(options) {
    this.o = options;
    this.spacingMs = options.checkRunSpacingMs ?? DEFAULT_CHECK_RUN_SPACING_MS;
    this.progressMs = Math.max(this.spacingMs, options.checkRunProgressMs ?? DEFAULT_CHECK_RUN_PROGRESS_MS);
    this.maxStatuses = options.maxTenantStatuses ?? MAX_TENANT_STATUSES;
    const suffix = options.nameSuffix ?? "";
    this.planOptions = { syncContext: `${SYNC_STATUS_CONTEXT}${suffix}`, maxTenantStatuses: this.maxStatuses, spacingMs: this.spacingMs, progressMs: this.progressMs };
    this.checkRunName = `${CHECK_RUN_NAME}${suffix}`;
    this.externalIdPrefix = `driftgate-sync${suffix.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "").replace(/-(\d+)-(\d+)$/, "-$1-of-$2")}`;
    const retry = options.retry ?? { initialMs: 2e3, maxMs: 3e5 };
    this.limiter = new ItemExponentialFailureRateLimiter({ baseMs: retry.initialMs, maxMs: retry.maxMs });
    this.queue = this.startQueue();
  }
  /** At most this many tenants get a commit status of their own per commit. */
  get maxTenantStatuses() {
    return this.maxStatuses;
  }
  get enabled() {
    return this.o.github !== void 0;
  }
  /** The state as restored or last changed (for tests and /status). */
  get current() {
    return this.state;
  }
  /**
   * Reads what was reported before a restart; statuses and the check run are then re-derived
   * from cluster state. `applied` is the commit the agent re-read from its inventory and its
   * tenants, when it could.
   */
  async restore(applied) {
    if (this.stopped) {
      this.stopped = false;
      this.holdUntil = Number.NEGATIVE_INFINITY;
      this.queue = this.startQueue();
      for (const sha of [...this.refusals.keys(), ...this.finals.keys(), ...this.comment ? [this.comment.sha] : []]) this.queue.add(sha);
    }
    let text;
    try {
      text = await this.o.store.read();
    } catch (error) {
      this.o.log.warn({ err: describe2(error) }, "could not read the report state; reporting as if nothing was reported");
    }
    if (text !== void 0) {
      const decoded = decodeReportState(text, { maxTenantStatuses: this.maxStatuses });
      if (decoded) {
        this.state = decoded.state;
        this.stateChanged = decoded.format === 1;
      } else {
        this.o.log.warn({}, "ignoring unreadable report state");
      }
    }
    if (applied) {
      if (this.state.sha === applied.revision) {
        this.tenants = new Map(applied.tenants.map((t) => [tenantKey2(t), t]));
      } else {
        this.o.log.info({ revision: applied.revision, recorded: this.state.sha }, "reporting a commit applied before the restart");
        this.applied({ sha: applied.revision, tenants: applied.tenants, changed: applied.tenants, sync: { title: `Applied ${short(applied.revision)}`, summary: `**Applied ${short(applied.revision)}** (before the agent restarted: what the sync changed was not recorded).` }, fresh: false });
        return;
      }
    }
    if (!this.o.github || !this.tenants || this.state.sha === void 0) return;
    this.allDirty = true;
    this.queue.add(this.state.sha);
    this.armTimeout();
  }
  /**
   * A revision the agent is syncing (read, or admitted by the check): `changed` hear `pending`
   * now, while the check, the cluster's gates and the apply run. Called again for the same
   * revision, the tenants add up (a failed apply retried posts nothing twice); over
   * maxTenantStatuses of them (a bulk change), none is added. Applied, the revision keeps these
   * statuses as its tenants' `pending`; refused, they turn `failure` with the refusal's reason.
   */
  revisionSyncing(input) {
    if (!this.o.github || this.state.sha === input.sha) return;
    const same = this.judged?.sha === input.sha ? this.judged : void 0;
    const keys = [.../* @__PURE__ */ new Set([...same?.keys ?? [], ...input.changed.map(tenantKey2)])];
    if (keys.length === 0 || keys.length > this.maxStatuses) {
      if (!same) this.judged = void 0;
      return;
    }
    this.judged = { sha: input.sha, keys, posted: same?.posted ?? /* @__PURE__ */ new Map() };
    this.queue.add(input.sha);
  }
  /**
   * Resolves once the `pending` of the tenants revisionSyncing named for `sha` is written (or its
   * write failed, or there is none to write), or after `maxMs`. The agent waits for it before it
   * judges the revision: judging holds the event loop for hundreds of milliseconds, and the
   * request would not leave before it ends.
   */
  syncingSent(sha, maxMs) {
    const judged = this.judged;
    if (!this.o.github || judged?.sha !== sha || judged.keys.every((k) => judged.posted.has(statusContext(parseKey(k))))) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = this.o.clock.setTimer(maxMs, done);
      const waiter = { sha, resolve: done };
      this.syncingWaiters.push(waiter);
      function done() {
        timer.cancel();
        resolve();
      }
    });
  }
  notifySyncing(sha) {
    const waiting = this.syncingWaiters;
    this.syncingWaiters = sha === void 0 ? [] : waiting.filter((w) => w.sha !== sha);
    for (const w of waiting) if (sha === void 0 || w.sha === sha) w.resolve();
  }
  /**
   * A revision was applied: the tenants it changed get `pending` now and their final status once
   * the operator reports; the check run `driftgate sync` lists every tenant of the revision.
   */
  revisionApplied(input) {
    const run = syncCheckRun(input.result, input.drift);
    this.applied({ sha: input.result.revision, tenants: input.tenants, changed: input.changed, sync: { title: run.title, summary: run.summary }, fresh: true });
  }
  applied(input) {
    const { sha } = input;
    const sameSha = this.state.sha === sha;
    if (!sameSha) this.finishSuperseded(sha);
    this.tenants = new Map(input.tenants.map((t) => [tenantKey2(t), t]));
    const judged = !sameSha && this.judged?.sha === sha ? this.judged : void 0;
    if (this.judged?.sha === sha) this.judged = void 0;
    const tenantsOfCommit = new Set(input.tenants.map(tenantKey2));
    const toldPending = judged?.keys.filter((k) => judged.posted.has(statusContext(parseKey(k)))) ?? [];
    const strays = toldPending.filter((k) => !tenantsOfCommit.has(k));
    if (strays.length > 0) this.strays.set(sha, new Set(strays.map((k) => statusContext(parseKey(k)))));
    const changed = [.../* @__PURE__ */ new Set([...input.changed.map(tenantKey2), ...judged?.keys.filter((k) => tenantsOfCommit.has(k)) ?? []])];
    const bulk = changed.length > this.maxStatuses;
    const statusTenants = sameSha ? this.state.statusTenants : bulk ? toldPending.filter((k) => tenantsOfCommit.has(k)) : changed;
    const keep = this.tenants;
    this.state = {
      sha,
      appliedAt: sameSha && this.state.appliedAt !== void 0 ? this.state.appliedAt : this.o.clock.now(),
      statusTenants,
      ...sameSha ? this.state.bulk !== void 0 ? { bulk: this.state.bulk } : {} : bulk ? { bulk: changed.length } : {},
      posted: sameSha ? this.state.posted : judged ? Object.fromEntries(judged.posted) : {},
      // a tenant that left Git is forgotten: if it comes back, it is a change of the commit
      failing: new Set([...this.state.failing].filter((k) => keep.has(k))),
      ...sameSha && this.state.checkRun ? { checkRun: this.state.checkRun } : {},
      sync: boundedSummary(input.sync),
      ...sameSha && this.state.drift ? { drift: this.state.drift } : {}
    };
    this.stateChanged = true;
    this.derived.clear();
    this.dirty.clear();
    this.allDirty = true;
    this.aggregateStale = false;
    this.checkRunStale = false;
    this.fresh = input.fresh ? new Set(statusTenants.filter((k) => this.state.posted[statusContext(parseKey(k))] === void 0)) : /* @__PURE__ */ new Set();
    if (input.fresh) this.lastAppliedAt = this.o.clock.now();
    if (!this.o.github) return;
    void this.persist();
    this.queue.add(sha);
    this.armTimeout();
  }
  /**
   * A newer commit was applied before the previous one's check run and aggregate status were
   * final: they get one last write each, from the tenants' states at this moment, so every
   * applied commit keeps a report (tenants still pending: `neutral`, "superseded by …").
   */
  finishSuperseded(next) {
    const sha = this.state.sha;
    if (!this.o.github || sha === void 0 || !this.tenants) return;
    const plan = planReport(this.state, [{ kind: "superseded", checkRun: this.checkRunOutput({ supersededBy: next }), aggregate: this.aggregate(sha) }], this.timing(), this.planOptions);
    if (plan.writes.length === 0) return;
    this.finals.set(sha, [...plan.writes]);
    this.queue.add(sha);
  }
  /**
   * A revision was refused or failed: a `failure` commit status `driftgate/sync` saying why (the
   * first located reason) and a failing check run with every finding as an annotation.
   */
  revisionNotApplied(result) {
    if (!this.o.github) return;
    const judged = this.judged?.sha === result.revision ? this.judged : void 0;
    if (result.outcome === "refused") this.judged = void 0;
    this.refusals.set(result.revision, { description: syncFailureDescription(result), run: syncCheckRun(result, void 0), ...result.outcome === "refused" && judged ? { judged: judged.posted } : {} });
    this.queue.add(result.revision);
  }
  /** Drift found after the sync: update the check run and comment on the pull request. */
  driftFound(input) {
    const sha = this.state.sha;
    if (sha === void 0 || !this.o.github) return;
    const s = summarizeDrift(input.report);
    const corrected = input.mode === "enforce";
    const title = corrected ? `Drift corrected: ${s.update + s.create} object(s) restored to Git` : `Drift detected: ${s.update + s.create} object(s) differ from Git`;
    const body = renderDriftMarkdown(input.report, { title: corrected ? "Drift detected and reverted (--drift=enforce)" : "Drift detected, not reverted (--drift=warn)" });
    this.state = { ...this.state, drift: { ...boundedSummary({ title, summary: body }), mode: input.mode } };
    this.stateChanged = true;
    this.checkRunStale = true;
    if (input.pullRequest !== void 0) this.comment = { sha, issueNumber: input.pullRequest, body };
    this.queue.add(sha);
  }
  /** A tenant's live object changed (from the watch), or, without one, possibly every tenant. */
  tenantChanged(tenant) {
    if (tenant === void 0) this.allDirty = true;
    else if (this.tenants?.has(tenantKey2(tenant))) this.dirty.add(tenantKey2(tenant));
    else return;
    if (this.state.sha !== void 0 && this.o.github) this.queue.add(this.state.sha);
  }
  /** Waits until nothing is queued, being sent or waiting for the write spacing (a retry's backoff is not waited for). For tests, benchmarks and shutdown. */
  async idle() {
    while (this.queue.processing() > 0 || !this.stopped && (this.queue.len() > 0 || this.spacing.size > 0)) {
      await new Promise((resolve) => this.idleWaiters.push(resolve));
    }
  }
  /** Commits with reports queued: waiting for a retry, for the write spacing, or being sent. */
  get backlog() {
    return this.queue.len() + this.queue.waiting() + this.queue.processing();
  }
  /** True while anything is queued, waiting or being sent. */
  get busy() {
    return this.backlog > 0;
  }
  stop() {
    this.stopped = true;
    this.notifySyncing();
    this.queue.shutDown();
    this.spacing.clear();
    this.timeoutTimer?.cancel();
    this.notifyIdle();
  }
  startQueue() {
    const queue = new WorkQueue({ name: "github-reports", clock: this.o.clock, rateLimiter: this.limiter });
    void this.work(queue);
    return queue;
  }
  /** The one worker: a commit at a time, so two GitHub writes are never in flight. */
  async work(queue) {
    for (; ; ) {
      const sha = await queue.get();
      if (sha === void 0) return;
      this.spacing.delete(sha);
      try {
        const now = this.o.clock.now();
        if (now < this.holdUntil) {
          queue.addAfter(sha, this.holdUntil - now);
        } else {
          const due = await this.reconcile(sha);
          if (due !== void 0 && !this.stopped) {
            this.spacing.add(sha);
            queue.addAfter(sha, due - this.o.clock.now());
          }
        }
      } catch (error) {
        if (!this.stopped) {
          const delay = this.limiter.when(GITHUB);
          this.holdUntil = this.o.clock.now() + delay;
          this.o.log.warn({ revision: sha, err: describe2(error), retryInMs: delay }, "reporting to GitHub failed; will retry");
          queue.addAfter(sha, delay);
        }
      } finally {
        queue.done(sha);
        this.notifyIdle();
      }
    }
  }
  notifyIdle() {
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
  /**
   * Reports what is due for one commit: a refusal's status, the applied commit's tenant statuses,
   * then background writes one at a time. Returns when the next background write is due, if any.
   * Throws (to be retried with backoff) when GitHub failed.
   */
  async reconcile(sha) {
    if (this.stopped || !this.o.github) return void 0;
    await this.postRefusalStatus(sha);
    if (sha === this.state.sha) await this.postStatuses(sha);
    else await this.postJudged(sha);
    await this.postStrays(sha);
    for (; ; ) {
      if (this.stopped) return void 0;
      const next = this.nextBackground(sha);
      if (next === void 0 || typeof next === "number") return next;
      try {
        await this.send(next.write);
      } catch (error) {
        if (!isPermanent(error)) {
          next.retry?.();
          throw error;
        }
        this.o.log.warn({ revision: sha, write: next.write.kind, err: describe2(error) }, "GitHub refused the report; dropping it");
      }
      next.sent();
      await this.persist();
    }
  }
  timing() {
    return { now: this.o.clock.now(), lastWriteAt: Math.max(this.lastWriteAt, this.lastAppliedAt), lastCheckRunWriteAt: this.lastCheckRunWriteAt };
  }
  /** The failure status of a refused or failed revision, unless this process posted the same one. */
  async postRefusalStatus(sha) {
    const refusal = this.refusals.get(sha);
    if (!refusal) return;
    const posted = this.refusalPosted?.sha === sha ? this.refusalPosted.description : void 0;
    const status = planReport(this.state, [{ kind: "not-applied", sha, description: refusal.description, posted, run: refusal.run }], this.timing(), this.planOptions).writes.find((w) => w.kind === "status");
    if (status) {
      await this.sendOrDrop(status);
      this.refusalPosted = { sha, description: refusal.description };
    }
    if (refusal.judged) await this.endPending(sha, refusal.judged, "failure", clip(`not applied: ${refusal.description}`));
  }
  /** The final state of statuses said `pending` for tenants the commit turned out not to apply. */
  async postStrays(sha) {
    const contexts = this.strays.get(sha);
    if (!contexts) return;
    await this.endPending(sha, contexts, `error`, `not applied by ${short(sha)}: no such tenant among the objects it applied`);
    if (contexts.size === 0) this.strays.delete(sha);
  }
  /** Ends statuses said `pending` before the commit was applied: each context leaves `contexts` once written (or refused for good). */
  async endPending(sha, contexts, state, description) {
    for (const context of [...contexts.keys()]) {
      if (this.stopped) return;
      await this.sendOrDrop({ kind: "status", sha, context, state, description, notBefore: this.o.clock.now(), record: false });
      contexts.delete(context);
    }
  }
  /** Sends a write; one GitHub refuses for good is dropped (logged), any other failure is thrown to be retried. */
  async sendOrDrop(write) {
    try {
      await this.send(write);
    } catch (error) {
      if (!isPermanent(error)) throw error;
      this.o.log.warn({ revision: write.sha, err: describe2(error) }, "GitHub refused the report; dropping it");
    }
  }
  /** The `pending` of the tenants a revision being synced changes, said before it is applied. */
  async postJudged(sha) {
    try {
      await this.postJudgedStatuses(sha);
    } finally {
      this.notifySyncing(sha);
    }
  }
  async postJudgedStatuses(sha) {
    const judged = this.judged;
    if (judged?.sha !== sha) return;
    const description = `syncing ${short(sha)}`;
    for (const key of judged.keys) {
      if (this.stopped || this.judged !== judged) return;
      const context = statusContext(parseKey(key));
      if (judged.posted.has(context)) continue;
      await this.send({ kind: "status", sha, context, state: "pending", description, notBefore: this.o.clock.now(), record: true });
      judged.posted.set(context, { state: "pending", description });
      if (this.judged !== judged && this.state.sha === sha && this.tenants?.has(key) === false) {
        const strays = this.strays.get(sha) ?? /* @__PURE__ */ new Set();
        this.strays.set(sha, strays.add(context));
      }
    }
  }
  /**
   * Re-derives the changed tenants' statuses, plans and posts the statuses of the tenants that
   * get one, and marks the aggregate status and the check run stale when anything they show changed.
   */
  async postStatuses(sha) {
    const tenants = this.tenants;
    if (!tenants) return;
    const full = this.allDirty;
    const keys = full ? [...tenants.keys()] : [...this.dirty];
    this.allDirty = false;
    this.dirty.clear();
    const first = full ? this.state.statusTenants.filter((k) => tenants.has(k)) : [];
    if (first.length > 0 && first.length < keys.length) {
      try {
        await this.postTenantStatuses(sha, first, true);
      } catch (error) {
        this.allDirty = true;
        throw error;
      }
      if (this.stopped || this.state.sha !== sha) return;
      const firstSet = new Set(first);
      await this.postTenantStatuses(sha, keys.filter((k) => !firstSet.has(k)), true);
      return;
    }
    await this.postTenantStatuses(sha, keys, full);
  }
  /** Derives `keys` anew, plans and posts their statuses; `changed`: the aggregate and the check run are stale whatever the derivation shows. */
  async postTenantStatuses(sha, keys, changed) {
    const tenants = this.tenants;
    if (!tenants) return;
    const now = this.o.clock.now();
    const appliedAt = this.state.appliedAt ?? now;
    let shown = changed;
    const events = [];
    for (const key of keys) {
      const tenant = tenants.get(key);
      if (!tenant) continue;
      const status = tenantStatus({ live: this.o.lookupTenant(tenant), appliedAt, now, readyTimeoutMs: this.o.readyTimeoutMs });
      const before = this.derived.get(key);
      if (!before || before.state !== status.state || before.description !== status.description) {
        this.derived.set(key, status);
        shown = true;
      }
      events.push({ kind: "tenant", key, context: statusContext(tenant), status, fresh: this.fresh.has(key) });
    }
    if (shown) {
      this.aggregateStale = true;
      this.checkRunStale = true;
    }
    const plan = planReport(this.state, events, this.timing(), this.planOptions);
    if (plan.state !== this.state) {
      this.state = plan.state;
      this.stateChanged = true;
    }
    const owing = new Set(plan.writes.flatMap((w) => w.kind === "status" && w.owedPending && w.tenant !== void 0 ? [w.tenant] : []));
    for (const e of events) if (e.kind === "tenant" && !owing.has(e.key)) this.fresh.delete(e.key);
    for (const [i, write] of plan.writes.entries()) {
      if (this.stopped) break;
      try {
        await this.send(write);
      } catch (error) {
        if (!isPermanent(error)) {
          for (const w of plan.writes.slice(i)) if (w.kind === "status" && w.tenant !== void 0) this.dirty.add(w.tenant);
          await this.persist();
          throw error;
        }
        this.o.log.warn({ revision: sha, err: describe2(error) }, "GitHub refused the report; dropping it");
      }
      if (this.state.sha !== sha) return;
      if (write.kind === "status" && write.owedPending && write.tenant !== void 0) this.fresh.delete(write.tenant);
    }
    await this.persist();
  }
  /**
   * The next background write of `sha` that is due (the aggregate status first, then the check
   * run, the comment, a superseded commit's last writes, a refused commit's check run), or when
   * the first one will be due, or undefined when there is none.
   */
  nextBackground(sha) {
    const timing = this.timing();
    const now = timing.now;
    const quietAt = Math.max(now, timing.lastWriteAt + this.spacingMs);
    if (quietAt > now) return this.hasBackground(sha) ? quietAt : void 0;
    if (sha === this.state.sha) {
      if (this.aggregateStale) {
        this.aggregateStale = false;
        const write = planReport(this.state, [{ kind: "aggregate", status: this.aggregate(sha) }], timing, this.planOptions).writes[0];
        if (write) return { write, sent: () => void 0, retry: () => this.aggregateStale = true };
      }
      if (this.checkRunStale) {
        const at = checkRunDueAt(this.state, this.conclusion(this.counts()), timing, this.planOptions);
        if (at > now) return at;
        this.checkRunStale = false;
        const output = this.checkRunOutput();
        const write = output ? planReport(this.state, [{ kind: "check-run", write: output }], timing, this.planOptions).writes[0] : void 0;
        if (write) return { write, sent: () => void 0, retry: () => this.checkRunStale = true };
      }
    }
    const comment = this.comment;
    if (comment?.sha === sha) {
      const write = planReport(this.state, [{ kind: "drift-comment", sha, pullRequest: comment.issueNumber, body: comment.body }], timing, this.planOptions).writes[0];
      this.comment = void 0;
      if (write) return { write, sent: () => void 0, retry: () => this.comment ??= comment };
    }
    const finals = this.finals.get(sha);
    const final = finals?.[0];
    if (finals && final) {
      return {
        write: final,
        sent: () => {
          finals.shift();
          if (finals.length === 0 && this.finals.get(sha) === finals) this.finals.delete(sha);
        }
      };
    }
    const refusal = this.refusals.get(sha);
    if (refusal) {
      const write = planReport(this.state, [{ kind: "not-applied", sha, description: refusal.description, posted: refusal.description, run: refusal.run }], timing, this.planOptions).writes.find((w) => w.kind === "failed-check-run");
      if (write) return { write, sent: () => this.refusals.get(sha) === refusal && this.refusals.delete(sha) };
    }
    return void 0;
  }
  /** Whether `sha` has background writes that may be due (without rendering anything). */
  hasBackground(sha) {
    return sha === this.state.sha && (this.aggregateStale || this.checkRunStale) || this.comment?.sha === sha || this.finals.has(sha) || this.refusals.has(sha);
  }
  /** Sends one planned write and records it in the report state. Throws GitHub's failure. */
  async send(planned) {
    const github = this.o.github;
    if (!github) return;
    const target = this.o.targetUrl ? { targetUrl: this.o.targetUrl } : {};
    const details = this.o.targetUrl ? { detailsUrl: this.o.targetUrl } : {};
    switch (planned.kind) {
      case "status": {
        await this.reported("status", () => github.setCommitStatus({ sha: planned.sha, context: planned.context, state: planned.state, description: planned.description, ...target }));
        this.o.log.info({ revision: planned.sha, context: planned.context, state: planned.state }, `commit status ${planned.state}: ${planned.description}`);
        this.record(recordWrite(this.state, planned));
        break;
      }
      case "check-run": {
        const ref = { name: this.checkRunName, headSha: planned.sha };
        const id = planned.id !== void 0 ? (await this.reported("check-run", () => github.updateCheckRun({ ...ref, id: planned.id }, planned.write)), planned.id) : (await this.reported("check-run", () => github.createCheckRunWithOutput({ ...ref, externalId: `${this.externalIdPrefix}:${planned.sha}`, ...details }, planned.write))).id;
        if (planned.record && this.state.sha === planned.sha) this.lastCheckRunWriteAt = this.o.clock.now();
        this.record(recordWrite(this.state, planned, { checkRunId: id }));
        break;
      }
      case "failed-check-run": {
        const { run } = planned;
        const annotations = annotationsFromFindings(run.findings.filter((f) => f.file !== void 0 && f.line !== void 0 && !f.file.startsWith("cluster:")));
        await this.reported("check-run", async () => {
          const created = await github.createCheckRun({ name: this.checkRunName, headSha: planned.sha, externalId: `${this.externalIdPrefix}:${planned.sha}`, ...details });
          await github.completeCheckRun(created, { conclusion: run.conclusion, title: run.title, summary: run.summary, annotations, overflowNote: "Run `driftgate check` on the commit for every finding." });
        });
        break;
      }
      case "comment": {
        const pr = await github.getPullRequest(planned.issueNumber);
        if (pr.mergeCommitSha !== planned.sha && pr.headSha !== planned.sha) {
          this.o.log.warn({ revision: planned.sha, pullRequest: planned.issueNumber }, `not commenting on #${planned.issueNumber}: GitHub does not list ${short(planned.sha)} as its merge or head commit`);
          this.o.onPosted?.("comment", false);
          break;
        }
        const text = `${planned.body}
Commit ${short(planned.sha)} was applied by the driftgate sync agent; the cluster changed afterwards.
`;
        await this.reported("comment", () => github.upsertComment({ issueNumber: planned.issueNumber, marker: "sync-drift", body: text, mode: "create-or-update" }));
        break;
      }
    }
    this.limiter.forget(GITHUB);
  }
  /** A GitHub write, counted as posted or failed. */
  async reported(kind, send) {
    try {
      const result = await this.write(send);
      this.o.onPosted?.(kind, true);
      return result;
    } catch (error) {
      this.o.onPosted?.(kind, false);
      throw error;
    }
  }
  record(next) {
    if (next === this.state) return;
    this.state = next;
    this.stateChanged = true;
  }
  armTimeout() {
    this.timeoutTimer?.cancel();
    const sha = this.state.sha;
    if (sha === void 0) return;
    const at = (this.state.appliedAt ?? this.o.clock.now()) + this.o.readyTimeoutMs;
    this.timeoutTimer = this.o.clock.setTimer(Math.max(0, at - this.o.clock.now()), () => {
      if (this.state.sha !== sha) return;
      this.allDirty = true;
      this.queue.add(sha);
    });
  }
  /** The counts by state of the tenants of the applied commit (not yet derived: pending). */
  counts() {
    let failure2 = 0;
    let success = 0;
    let total = 0;
    for (const key of this.tenants?.keys() ?? []) {
      const state = this.derived.get(key)?.state;
      if (state === "failure") failure2++;
      else if (state === "success") success++;
      total++;
    }
    return { failure: failure2, pending: total - failure2 - success, success, total };
  }
  rows() {
    const rows = [];
    for (const [key, tenant] of this.tenants ?? []) rows.push({ tenant, status: this.derived.get(key) ?? NOT_DERIVED });
    return rows;
  }
  /** The aggregate status of the applied commit: failure when a tenant failed, success when all are Ready. */
  aggregate(sha) {
    const counts = this.counts();
    if (counts.failure > 0) {
      const first = [...this.derived].filter(([key, s]) => s.state === "failure" && this.tenants?.has(key)).map(([key]) => key).sort()[0] ?? "";
      return { state: "failure", description: clip(`applied ${short(sha)}: ${first.replace(/^_\//, "")} failed; the check run "${this.checkRunName}" lists every tenant`) };
    }
    if (counts.pending > 0) return { state: "pending", description: `applied ${short(sha)}: ${counts.total} tenant${counts.total === 1 ? "" : "s"}, waiting for Ready` };
    return { state: "success", description: counts.total === 0 ? `applied ${short(sha)}: no tenants` : `applied ${short(sha)}: ${counts.total === 1 ? "the tenant is" : `all ${counts.total} tenants are`} Ready` };
  }
  /** The applied commit's check-run conclusion now (undefined: in progress). */
  conclusion(counts) {
    return counts.failure > 0 ? "failure" : counts.pending > 0 ? void 0 : this.state.drift?.mode === "warn" ? "neutral" : "success";
  }
  /** The check run of the applied commit as it should read now (or as it ends when a newer commit supersedes it). */
  checkRunOutput(options = {}) {
    const sha = this.state.sha;
    if (sha === void 0 || !this.tenants) return void 0;
    const rows = this.rows();
    const counts = countTenants(rows);
    const drift = this.state.drift;
    const superseded = options.supersededBy;
    const conclusion = this.conclusion(counts) ?? (superseded ? "neutral" : void 0);
    const applied = this.state.sync ?? { title: `Applied ${short(sha)}`, summary: `**Applied ${short(sha)}**` };
    const title = `${superseded && counts.pending > 0 ? `Superseded by ${short(superseded)}; ` : ""}${drift ? `${drift.title}; ` : ""}${applied.title}: ${countsLine(counts)}`;
    const statuses = this.state.bulk !== void 0 ? `No commit status per tenant on this commit: it changed ${this.state.bulk} tenants, more than ${this.maxStatuses}. This check run is the per-tenant report.` : `A commit status \`driftgate/<namespace>/<name>\` is posted for the tenants this commit changed and those whose state changed since it was last reported (${this.state.statusTenants.length} on this commit, at most ${this.maxStatuses}); every other tenant is reported here only.`;
    const note = superseded && counts.pending > 0 ? [`Commit ${short(superseded)} was applied before every tenant of this one was reported: the table is as it was then, and the check run of ${short(superseded)} follows the tenants from there.`, ""] : [];
    const summary = [applied.summary, "", `### Tenants: ${countsLine(counts)}`, "", ...note, renderCounts(counts), "", statuses, ...drift ? ["", drift.summary] : []].join("\n");
    const table = renderTenantTable(rows);
    return { output: { title, summary, text: table.markdown }, ...conclusion ? { conclusion } : {}, overflowNote: "Cut to fit GitHub’s limit: the agent log and the TenantOnboarding conditions have the rest." };
  }
  /** Records the state in the cluster; writes are serialized so an older state never lands last. */
  persist() {
    this.saving = this.saving.then(() => this.save());
    return this.saving;
  }
  async save() {
    if (!this.stateChanged) return;
    this.stateChanged = false;
    const encoded = encodeReportState(this.state);
    if (encoded.droppedFailures > 0) this.o.log.warn({ dropped: encoded.droppedFailures }, "the report state is full: some failing tenants are recorded as Ready, and may get a failure status again on a later commit");
    try {
      await this.o.store.write(encoded.text);
    } catch (error) {
      this.stateChanged = true;
      this.o.log.warn({ err: describe2(error) }, "could not record the report state in the cluster; will retry");
    }
  }
  /** A GitHub write; its end starts the quiet interval background reports wait for. */
  async write(send) {
    try {
      return await send();
    } finally {
      this.lastWriteAt = this.o.clock.now();
    }
  }
};
function describe2(error) {
  return error instanceof Error ? error.message : String(error);
}
function parseKey(key) {
  const slash = key.indexOf("/");
  const namespace = key.slice(0, slash);
  return { ...namespace !== "_" ? { namespace } : {}, name: key.slice(slash + 1) };
}
function syncCheckRun(result, drift) {
  const lines = [];
  lines.push(`**${result.message}**`, "");
  if (result.outcome === "applied") {
    const changed = result.applied.length;
    lines.push(`- objects applied: ${changed}`);
    const pruned = result.pruned.filter((p) => p.outcome === "deleted" || p.outcome === "would-delete");
    if (pruned.length > 0) lines.push(`- pruned: ${pruned.map((p) => `\`${describeObject({ ...p.key })}\``).join(", ")}`);
    const kept = result.pruned.filter((p) => p.outcome === "skipped");
    if (kept.length > 0) lines.push(`- left in place (not provably this sync's, or protected): ${kept.map((p) => `\`${describeObject({ ...p.key })}\` (${p.verdict}${p.message ? `: ${p.message.replace(/[`|<>]/g, " ")}` : ""})`).join(", ")}`);
    if (drift) lines.push("", renderDriftMarkdown(drift, { title: "Drift after apply" }));
  }
  if (result.errors.length > 0) {
    lines.push("", "| object | error |", "|---|---|");
    for (const e of result.errors.slice(0, 50)) lines.push(`| ${escapeMarkdownText(describeObject({ ...e.key }))} | ${escapeMarkdownText(e.message.replace(/\n/g, " "))} |`);
  }
  const errors = result.findings.filter((f) => f.severity === "error");
  if (errors.length > 0) {
    lines.push("", `${errors.length} error finding(s); the first ones:`, "");
    for (const f of errors.slice(0, 20)) lines.push(`- \`${f.ruleId}\` ${escapeMarkdownText(f.file ?? "")}${f.line !== void 0 ? `:${f.line}` : ""}: ${escapeMarkdownText(f.message)}`);
  }
  const conclusion = result.outcome === "applied" ? "success" : "failure";
  const title = result.outcome === "applied" ? `${result.dryRun ? "Dry run" : "Applied"} ${short(result.revision)}${drift ? `: ${summaryLine(drift)}` : ""}` : result.outcome === "refused" ? `Not applied: ${result.reason}` : `Apply failed: ${result.reason}`;
  return { conclusion, title: title.slice(0, 250), summary: lines.join("\n"), findings: result.findings };
}
function pullRequestFromMessage(message) {
  const first = message.split("\n")[0] ?? "";
  const merge = /^Merge pull request #(\d+) from /.exec(first);
  if (merge) return Number(merge[1]);
  const squash = /\(#(\d+)\)\s*$/.exec(first);
  return squash ? Number(squash[1]) : void 0;
}
function isPermanent(error) {
  return error instanceof GitHubError && (error.kind === "invalid" || error.kind === "not-found");
}

// src/agent/sources.ts
var YAML_FILE = /\.ya?ml$/i;
async function readRevisionSources(repository, options) {
  const path4 = normalizePath(options.path);
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const fallback = options.fallback ?? bundledDefaults();
  const tree = await collectRevisionTree({
    repository,
    revision: options.revision,
    ...options.trustedRevision !== void 0 ? { configRevision: options.trustedRevision } : {},
    paths: [path4],
    listAlso: [DRIFT_CONFIG_FILE],
    env: options.env,
    fallback,
    maxFileBytes
  });
  const shippedPolicyFiles = fallback.policiesDir ? await readShipped(repository.dir, fallback.policiesDir, "policies") : [];
  const config = (await repository.readTrees({ revision: options.revision, paths: [DRIFT_CONFIG_FILE], select: (p) => YAML_FILE.test(p), maxFileBytes })).get(DRIFT_CONFIG_FILE);
  const configFile = config?.files.find((f) => f.path === DRIFT_CONFIG_FILE);
  const tooLarge = [...new Map([...tree.tooLarge, ...config?.tooLarge ?? []].map((t) => [t.path, t])).values()];
  return {
    revision: tree.revision,
    pathExists: tree.pathExists,
    tree,
    shippedPolicyFiles,
    ...options.trustedRevision !== void 0 ? { trustedRevision: options.trustedRevision } : {},
    ...configFile ? { driftConfig: configFile } : {},
    ...tooLarge.length > 0 ? { tooLarge } : {}
  };
}

// src/agent/watch.ts
var ManagedWatch = class {
  o;
  informers = /* @__PURE__ */ new Map();
  tracked = /* @__PURE__ */ new Map();
  /** resourceVersions our own writes produced: their watch events are not drift. */
  own = /* @__PURE__ */ new Map();
  constructor(options) {
    this.o = options;
  }
  /** Starts informers for the kinds of `keys` (stopping ones no longer needed) and tracks exactly these objects. */
  async track(keys) {
    this.tracked = isKeyMap(keys) ? keys : new Map(keys.map((k) => [objectId(k), k]));
    const kinds = /* @__PURE__ */ new Map();
    for (const k of this.tracked.values()) {
      const id = `${k.apiVersion}/${k.kind}`;
      if (!kinds.has(id)) kinds.set(id, { apiVersion: k.apiVersion, kind: k.kind });
    }
    for (const [id, w] of this.informers) {
      if (!kinds.has(id)) {
        this.informers.delete(id);
        await Promise.all(w.informers.map((i) => i.informer.stop()));
      }
    }
    for (const [id, gvk] of kinds) {
      if (this.informers.has(id)) continue;
      let resource;
      try {
        resource = await this.o.discovery.resolve(gvk.apiVersion, gvk.kind);
      } catch (error) {
        this.o.log?.(`cannot watch ${gvk.kind} in ${gvk.apiVersion}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const informers = (this.o.selectorsFor?.(gvk.apiVersion, gvk.kind) ?? [{}]).map((extra) => {
        const labels = { ...extra, [SYNC_LABEL]: this.o.sync };
        const selector = Object.entries(labels).map(([k, v]) => `${k}=${v}`).join(",");
        const informer = new Informer({
          name: `${gvk.kind}(${selector})`,
          source: new KubeListWatch({ client: this.o.client, resource, kind: gvk.kind, labelSelector: selector }),
          clock: this.o.clock,
          resyncMs: 0,
          ...this.o.log ? { log: this.o.log } : {},
          ...this.o.onWatchEvent ? { observer: { event: (t) => this.o.onWatchEvent?.(t), restart: () => void 0, listed: () => void 0 } } : {}
        });
        const others = () => (this.informers.get(id)?.informers ?? []).map((i) => i.informer).filter((i) => i !== informer);
        informer.addHandler({
          add: (o) => this.changed(gvk, void 0, o),
          update: (prev, cur) => this.changed(gvk, prev, cur),
          delete: (o) => {
            if (others().length === 0) return this.deleted(gvk, o);
            if (others().some((i) => i.get(objectKey(o)) !== void 0)) return;
            void this.stillSelected(id, resource, o).then((moved) => {
              if (!moved) this.deleted(gvk, o);
            });
          }
        });
        return { informer, labels };
      });
      const watched = { informers, ...gvk };
      this.informers.set(id, watched);
      for (const { informer } of informers) informer.start();
      void this.reportMissingOnceListed(id, watched);
    }
  }
  /**
   * A tracked object the kind's first list does not return was deleted before the watch began
   * (between our apply and the list): no event will ever say so, and the periodic scan is minutes
   * away. It goes to `onDrift` as a deletion; the drift check then decides.
   */
  async reportMissingOnceListed(id, watched) {
    await Promise.all(watched.informers.map((i) => i.informer.waitForSync()));
    if (this.informers.get(id) !== watched) return;
    for (const key of this.tracked.values()) {
      if (`${key.apiVersion}/${key.kind}` === id && this.get(key) === void 0) this.o.onDrift(key, void 0);
    }
  }
  /** Waits until every informer listed once. */
  async synced() {
    await Promise.all([...this.informers.values()].flatMap((w) => w.informers.map((i) => i.informer.waitForSync())));
  }
  hasSynced() {
    return [...this.informers.values()].every((w) => w.informers.every((i) => i.informer.hasSynced()));
  }
  /**
   * The cached live object, or undefined. During a relabel both selections may hold it for a
   * moment: the first selection's (the current label's) is the newer, as objects move only to it.
   */
  get(key) {
    const w = this.informers.get(`${key.apiVersion}/${key.kind}`);
    const cacheKey = key.namespace ? `${key.namespace}/${key.name}` : key.name;
    for (const { informer } of w?.informers ?? []) {
      const found = informer.get(cacheKey);
      if (found !== void 0) return found;
    }
    return void 0;
  }
  /** Records the object our own apply produced, so its echo is not taken for drift. */
  expect(key, live) {
    this.own.set(objectId(key), live.metadata.resourceVersion);
    const labels = live.metadata.labels ?? {};
    for (const { informer, labels: wanted } of this.informers.get(`${key.apiVersion}/${key.kind}`)?.informers ?? []) {
      if (Object.entries(wanted).every(([k, v]) => labels[k] === v)) informer.assume(live);
    }
  }
  async stop() {
    const all = [...this.informers.values()];
    this.informers.clear();
    await Promise.all(all.flatMap((w) => w.informers.map((i) => i.informer.stop())));
  }
  /** Whether `o` still exists under one of its kind's selections (read from the server). */
  async stillSelected(id, resource, o) {
    const path4 = resourcePath(resource, { ...o.metadata.namespace ? { namespace: o.metadata.namespace } : {}, name: o.metadata.name });
    let live;
    try {
      live = await this.o.client.request({ method: "GET", path: path4 });
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      this.o.log?.(`cannot read ${path4} after it left a watch: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    const labels = live.metadata.labels ?? {};
    return (this.informers.get(id)?.informers ?? []).some(({ labels: wanted }) => Object.entries(wanted).every(([k, v]) => labels[k] === v));
  }
  keyFor(gvk, o) {
    return { apiVersion: gvk.apiVersion, kind: gvk.kind, ...o.metadata.namespace ? { namespace: o.metadata.namespace } : {}, name: o.metadata.name };
  }
  changed(gvk, previous, current2) {
    this.o.onObserved?.(current2);
    const key = this.keyFor(gvk, current2);
    const id = objectId(key);
    if (!this.tracked.has(id)) return;
    if (this.own.get(id) === current2.metadata.resourceVersion) return;
    if (previous && !meaningfulChange(previous, current2)) return;
    if (!previous) {
      const applied = this.own.get(id);
      if (applied !== void 0 && applied !== current2.metadata.resourceVersion) this.o.onDrift(key, current2);
      return;
    }
    this.o.onDrift(key, current2, previous);
  }
  deleted(gvk, o) {
    const key = this.keyFor(gvk, o);
    if (!this.tracked.has(objectId(key))) return;
    this.o.onDrift(key, void 0);
  }
};
function meaningfulChange(previous, current2) {
  return !deepEqual(comparable(previous), comparable(current2));
}
function comparable(o) {
  const { status: _s, metadata, ...rest } = o;
  const { resourceVersion: _r, managedFields: _m, generation: _g, ...meta } = metadata;
  return { ...rest, metadata: meta };
}
function isKeyMap(keys) {
  return !Array.isArray(keys);
}

// src/agent/namespace-cache.ts
var NamespaceCache = class {
  #o;
  #informer;
  #started = false;
  /** False from a failed list or watch until the informer hears from the server again. */
  #healthy = true;
  constructor(options) {
    this.#o = options;
    this.#informer = new Informer({
      name: "Namespace(metadata)",
      source: new KubeListWatch({ client: options.client, resource: { group: "", version: "v1", plural: "namespaces", namespaced: false }, kind: "Namespace", metadataOnly: true }),
      clock: options.clock,
      resyncMs: 0,
      transform: ownerFacts,
      observer: {
        event: (type) => {
          if (type !== "ERROR") this.#healthy = true;
        },
        restart: (reason) => {
          if (reason !== "short") this.#healthy = false;
        },
        listed: () => {
          this.#healthy = true;
        }
      },
      ...options.log ? { log: options.log } : {}
    });
  }
  /** Starts the informer (once); the syncs before it has listed list the namespaces themselves. */
  start() {
    if (this.#started) return;
    this.#started = true;
    this.#informer.start();
  }
  /** The namespaces for one sync: from the cache once it is listed and watching, else a LIST sent now. */
  source(signal) {
    this.start();
    if (!this.#informer.hasSynced() || !this.#healthy) return requestNamespaceList({ client: this.#o.client, ...signal ? { signal } : {} });
    const informer = this.#informer;
    return {
      read: async () => metasOf(informer.list())
    };
  }
  async stop() {
    if (this.#started) await this.#informer.stop();
    this.#started = false;
  }
};
function* metasOf(objects) {
  for (const o of objects) yield { name: o.metadata.name, labels: o.metadata.labels ?? {}, annotations: o.metadata.annotations ?? {} };
}
function ownerFacts(object) {
  const meta = namespaceMetaOf(object) ?? { name: object.metadata.name, labels: {}, annotations: {} };
  return {
    apiVersion: "v1",
    kind: "Namespace",
    metadata: {
      name: meta.name,
      uid: object.metadata.uid,
      resourceVersion: object.metadata.resourceVersion,
      labels: meta.labels,
      annotations: meta.annotations
    }
  };
}

// src/agent/touched-tenants.ts
var MAX_TOUCHED_FILES = 200;
function touchedTenants(input) {
  const changed = [];
  for (const file of input.files) {
    if (file.text === void 0 || input.previous.get(file.path) === file.text) continue;
    changed.push(file);
    if (changed.length > MAX_TOUCHED_FILES) return void 0;
  }
  const out = /* @__PURE__ */ new Map();
  for (const file of changed) {
    if (!file.text?.includes(TENANT_KIND)) continue;
    for (const value of input.parse(file.text, file.path)) {
      const tenant = tenantOf(value, input.defaultNamespace);
      if (!tenant) continue;
      if (input.mine && !input.mine({ apiVersion: tenant.apiVersion, kind: TENANT_KIND, namespace: tenant.namespace, name: tenant.name })) continue;
      out.set(`${tenant.namespace}/${tenant.name}`, { namespace: tenant.namespace, name: tenant.name });
      if (out.size > input.limit) return void 0;
    }
  }
  return [...out.values()];
}
function tenantOf(value, defaultNamespace) {
  if (!isRecord(value) || value.kind !== TENANT_KIND || typeof value.apiVersion !== "string" || !value.apiVersion.startsWith(`${TENANT_GROUP}/`)) return void 0;
  const meta = isRecord(value.metadata) ? value.metadata : void 0;
  const name = meta?.name;
  const namespace = meta?.namespace ?? defaultNamespace;
  if (typeof name !== "string" || !isDns1123Subdomain(name) || typeof namespace !== "string" || !isDns1123Label(namespace)) return void 0;
  return { apiVersion: value.apiVersion, namespace, name };
}

// src/core/yaml/parse-memo.ts
var ParseMemo = class {
  /** By text; each text holds the readings it was parsed with (see ScalarReading). */
  #entries = /* @__PURE__ */ new Map();
  #chars = 0;
  #maxChars;
  /** Parses found and made; `reused`: what callers made of a parse, found again (see derived). */
  stats = { hits: 0, misses: 0, reused: 0 };
  constructor(options) {
    this.#maxChars = options.maxChars;
  }
  get(text, reading) {
    const slot = this.#entries.get(text);
    const parsed = slot?.readings.get(reading);
    if (slot === void 0 || parsed === void 0) {
      this.stats.misses += 1;
      return void 0;
    }
    this.#touch(text, slot);
    this.stats.hits += 1;
    return parsed;
  }
  set(text, reading, parsed) {
    const json = JSON.stringify(parsed).length;
    if (text.length + json > this.#maxChars) return;
    let slot = this.#entries.get(text);
    if (slot?.readings.has(reading)) return;
    if (slot === void 0) {
      slot = { readings: /* @__PURE__ */ new Map(), derived: /* @__PURE__ */ new Map(), chars: text.length };
      this.#chars += text.length;
    }
    slot.readings.set(reading, deepFreeze(parsed));
    this.#grow(slot, json);
    this.#touch(text, slot);
    this.#evict();
  }
  /**
   * Kept with the text's entry, for this reading and path, once the text's parse is kept (a text
   * whose values JSON cannot hold is never kept, and neither is what is made of it). Dropped with
   * the entry. What is kept must not change: callers hand out objects nobody writes to.
   */
  derived(kind, text, reading, path4, make) {
    const key = `${kind}\0${reading}\0${path4}`;
    const found = this.#entries.get(text);
    const known = found?.derived.get(key);
    if (found !== void 0 && known !== void 0) {
      this.#touch(text, found);
      this.stats.reused += 1;
      return known;
    }
    const made = make();
    const slot = this.#entries.get(text);
    if (slot?.readings.has(reading) && !slot.derived.has(key)) {
      slot.derived.set(key, made);
      this.#grow(slot, text.length + key.length);
      this.#evict();
    }
    return made;
  }
  /** Most recently used last: Map keeps insertion order. */
  #touch(text, slot) {
    this.#entries.delete(text);
    this.#entries.set(text, slot);
  }
  #grow(slot, chars) {
    slot.chars += chars;
    this.#chars += chars;
  }
  /** Drops the least recently used entries until the memo is within its bound. */
  #evict() {
    for (const [key, value] of this.#entries) {
      if (this.#chars <= this.#maxChars) break;
      this.#entries.delete(key);
      this.#chars -= value.chars;
    }
  }
  /** Characters held (text and JSON). */
  get size() {
    return this.#chars;
  }
};
function deepFreeze(value) {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== "object" || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const item of Object.values(v)) stack.push(item);
  }
  return value;
}

// src/core/memo/verdict-memo.ts
var VerdictMemo = class {
  #maxChars;
  #kinds = /* @__PURE__ */ new Map();
  #chars = 0;
  stats = { hits: 0, misses: 0 };
  constructor(options) {
    this.#maxChars = options.maxChars;
  }
  /**
   * The verdicts of one kind (schema, admission) under one context, for the files of one run
   * (their texts by path). Entries of the kind computed under another context are dropped.
   */
  scope(kind, context, texts) {
    let entries = this.#kinds.get(kind);
    if (entries && entries.context !== context) {
      for (const file of entries.files.values()) this.#chars -= file.chars;
      entries = void 0;
    }
    if (!entries) {
      entries = { context, files: /* @__PURE__ */ new Map() };
      this.#kinds.set(kind, entries);
    }
    return new MemoScope(this, entries, texts);
  }
  /**
   * A value computed from inputs that are whole texts (`key`: the policy pack's files, the CRDs
   * it is type-checked against), kept for the next run when its key is the same text. One value
   * per kind, the latest: a run with another key computes and replaces it. Kinds are the
   * callers' few constants, so this holds a fixed number of values, each of a size its inputs
   * bound (a loaded pack, its type-check findings).
   */
  latest(kind, key, make) {
    const kept = this.#latest.get(kind);
    if (kept !== void 0 && kept.key === key) return kept.value;
    const value = make();
    this.#latest.set(kind, { key, value });
    return value;
  }
  #latest = /* @__PURE__ */ new Map();
  /** Characters held (file texts and verdicts). */
  get size() {
    return this.#chars;
  }
  /** @internal */
  grow(by) {
    this.#chars += by;
    if (this.#chars <= this.#maxChars) return;
    for (const entries of this.#kinds.values()) {
      for (const [path4, file] of entries.files) {
        if (this.#chars <= this.#maxChars) return;
        entries.files.delete(path4);
        this.#chars -= file.chars;
      }
    }
  }
};
var MemoScope = class {
  constructor(memo, entries, texts) {
    this.memo = memo;
    this.entries = entries;
    this.texts = texts;
  }
  memo;
  entries;
  texts;
  get(path4, item) {
    const file = this.#file(path4);
    const verdict = file?.items.get(item);
    if (verdict === void 0) this.memo.stats.misses += 1;
    else this.memo.stats.hits += 1;
    return verdict;
  }
  set(path4, item, verdict, chars) {
    const text = this.texts.get(path4);
    if (text === void 0) return;
    let file = this.#file(path4);
    if (!file) {
      file = { text, items: /* @__PURE__ */ new Map(), chars: text.length + path4.length };
      this.entries.files.set(path4, file);
      this.memo.grow(file.chars);
      if (this.entries.files.get(path4) !== file) return;
    }
    if (file.items.has(item)) return;
    file.items.set(item, verdict);
    const size = item.length + chars;
    file.chars += size;
    this.memo.grow(size);
  }
  /** The file's entries when its text is this run's; a stale file's entries are dropped. */
  #file(path4) {
    const last = this.#last;
    if (last !== void 0 && last.path === path4 && this.entries.files.get(path4) === last.file) return last.file;
    const text = this.texts.get(path4);
    const file = this.entries.files.get(path4);
    if (!file) return void 0;
    this.entries.files.delete(path4);
    if (text === void 0 || file.text !== text) {
      this.memo.grow(-file.chars);
      return void 0;
    }
    this.entries.files.set(path4, file);
    this.#last = { path: path4, file };
    return file;
  }
  #last;
};

// src/agent/agent.ts
var PARSE_MEMO_CHARS = 32 * 1024 * 1024;
var SYNCING_SENT_WAIT_MS = 250;
var VERDICT_MEMO_CHARS = 32 * 1024 * 1024;
var DRIFT_MODES = ["enforce", "warn"];
var SCOPE_CONFIGMAP_KEY = "scope.yaml";
function syncId(settings, displayUrl) {
  const path4 = settings.path.replace(/^\.?\/+|\/+$/g, "");
  return createHash3("sha256").update(`${displayUrl}\0${settings.branch}\0${path4}`).digest("hex").slice(0, 10);
}
var SyncAgent = class {
  settings;
  sync;
  source;
  client;
  discovery;
  inventory;
  /** Sharded: the unsharded inventory (`driftgate-inventory-<sync>`), read while a shard has none of its own. */
  legacyInventory;
  shard;
  reporter;
  watch;
  /** The live namespaces for the scope gate, from an informer once it has listed them (namespace-cache.ts). */
  namespaces;
  /** The sync's identity: every apply, dry-run and delete (the agent's client unless --service-account). */
  writeClient;
  ownsWriteClient;
  d;
  log;
  poller;
  desired = /* @__PURE__ */ new Map();
  /** The keys of `desired`, by the same ids (made once per revision: the watch tracks them). */
  desiredKeys = /* @__PURE__ */ new Map();
  /** The text of each file of the applied revision, by path (touchedTenants compares a new revision's files with it). */
  appliedTexts;
  ignore = [];
  appliedRevision;
  /** The objects of the applied revision as the gate read them: the base of annotation waivers. */
  appliedManifests;
  drifted = /* @__PURE__ */ new Map();
  /**
   * Parse results of earlier revisions, by file text: a commit that changes one file of 1,000
   * parses one file. Bounded by the text it holds (see PARSE_MEMO_CHARS).
   */
  parseMemo = new ParseMemo({ maxChars: PARSE_MEMO_CHARS });
  /**
   * Schema and admission verdicts of earlier revisions, by object (its file's path and text) and
   * everything else they depend on: a commit that changes one tenant judges one tenant's object,
   * and the cross-document rules over all. Bounded like the parse memo (VERDICT_MEMO_CHARS).
   */
  verdictMemo = new VerdictMemo({ maxChars: VERDICT_MEMO_CHARS });
  /** Drift checks keyed by object id (objectId); created by start(), shut down by stop(). */
  driftChecks;
  scanTimer;
  stopping = new AbortController();
  busy = Promise.resolve();
  ready = false;
  lastResult;
  conditionsValue = {
    source: { ok: false, reason: "Pending", message: "not polled yet" },
    sync: { ok: false, reason: "Pending", message: "nothing applied yet" }
  };
  constructor(settings, deps) {
    this.settings = settings;
    this.d = deps;
    const shard = settings.shard !== void 0 && settings.shard.count > 1 ? settings.shard : void 0;
    this.shard = shard;
    const cacheDir = shard ? path2.join(settings.cacheDir, `shard-${shard.index}`) : settings.cacheDir;
    this.source = new GitSource({ repo: settings.repo, branch: settings.branch, cacheDir, token: settings.token, timeoutMs: settings.gitTimeoutMs });
    this.sync = syncId(settings, this.source.displayUrl);
    this.log = deps.log.child({ sync: this.sync, ...shard ? { shard: shard.index } : {} });
    this.client = deps.client ?? new KubeClient({
      kubeConfig: deps.kubeConfig,
      userAgent: "driftgate-agent",
      onRequest: (r) => deps.metrics.kubeRequests.inc({ method: r.method, code: String(r.status) })
    });
    this.ownsWriteClient = settings.serviceAccount !== void 0;
    this.writeClient = settings.serviceAccount ? new KubeClient({
      kubeConfig: deps.kubeConfig,
      userAgent: "driftgate-agent",
      impersonate: { user: serviceAccountUser(settings.serviceAccount.namespace, settings.serviceAccount.name) },
      onRequest: (r) => deps.metrics.kubeRequests.inc({ method: r.method, code: String(r.status) })
    }) : this.client;
    this.discovery = new Discovery({ client: this.client, now: () => deps.clock.monotonic() });
    const inventoryOptions = { client: this.client, resolver: this.discovery, namespace: settings.namespace, sync: this.sync, fieldManager: FIELD_MANAGER };
    this.inventory = new InventoryStore({ ...inventoryOptions, ...shard ? { name: shardInventoryName(this.sync, shard.index) } : {} });
    this.legacyInventory = shard ? new InventoryStore(inventoryOptions) : void 0;
    this.namespaces = new NamespaceCache({ client: this.client, clock: deps.clock, log: (message) => this.log.warn({}, message) });
    this.watch = new ManagedWatch({
      client: this.client,
      discovery: this.discovery,
      clock: deps.clock,
      sync: this.sync,
      ...shard ? { selectorsFor: (apiVersion, kind) => shardSelectors(shard, apiVersion, kind) } : {},
      onDrift: (key, live, previous) => {
        const desired = this.desired.get(objectId(key));
        if (previous && live && desired && !touchesDesired(desired, previous, live)) return;
        this.scheduleDriftCheck(key);
      },
      onObserved: (live) => {
        if (live.kind === TENANT_KIND) this.reporter.tenantChanged({ ...live.metadata.namespace ? { namespace: live.metadata.namespace } : {}, name: live.metadata.name });
      },
      log: (m) => this.log.debug(m)
    });
    this.reporter = new AgentReporter({
      github: deps.github,
      clock: deps.clock,
      readyTimeoutMs: settings.readyTimeoutMs,
      lookupTenant: (t) => this.#liveTenant(t),
      store: new ReportStateStore({ client: this.client, resolver: this.discovery, namespace: settings.namespace, sync: this.sync, fieldManager: `${FIELD_MANAGER}-report`, inventory: this.inventory, ...shard ? { name: shardReportStateName(this.sync, shard.index) } : {} }),
      ...shard ? { nameSuffix: shardSuffix(shard) } : {},
      checkRunSpacingMs: settings.githubWriteIntervalMs ?? DEFAULT_CHECK_RUN_SPACING_MS,
      log: { info: (o, m) => this.log.info(o, m), warn: (o, m) => this.log.warn(o, m) },
      onPosted: (kind, ok) => deps.metrics.githubReports.inc({ kind, result: ok ? "ok" : "error" }),
      ...settings.reportRetry ? { retry: settings.reportRetry } : {}
    });
  }
  get conditions() {
    return this.conditionsValue;
  }
  /** True once the state was restored and the first poll happened. */
  get isReady() {
    return this.ready;
  }
  get lastSync() {
    return this.lastResult;
  }
  get currentDrift() {
    return { objects: [...this.drifted.values()].map((d) => d.diff), prune: [] };
  }
  /**
   * Starts the loop (call while leading). Resolves once the previous state is restored.
   * `poll: false` leaves polling to pollOnce() (tests and benchmarks drive it).
   */
  async start(options = {}) {
    this.stopping = new AbortController();
    setMaxListeners(256, this.stopping.signal);
    const driftChecks = new DriftQueue({
      clock: this.d.clock,
      check: (id) => this.checkDriftById(id),
      exclusive: (fn) => this.exclusive(fn),
      onError: (fields, message) => this.log.warn(fields, message)
    });
    this.driftChecks = driftChecks;
    await this.restore();
    const clock = this.d.clock;
    const pollClock = { now: () => clock.now(), sleep: (ms, signal) => sleep(clock, ms, signal).catch(() => void 0) };
    this.poller = new RevisionPoller({
      source: this.source,
      intervalMs: this.settings.intervalMs,
      jitter: 0.1,
      ...this.d.random ? { random: this.d.random } : {},
      clock: pollClock,
      ...this.appliedRevision ? { initialHead: this.appliedRevision } : {},
      onRevision: (head) => this.exclusive(() => this.handleRevision(head)),
      onPoll: (o) => this.onPoll(o)
    });
    if (options.poll !== false) this.poller.start();
    else this.ready = true;
    driftChecks.start();
    this.scheduleScan(this.settings.driftScanIntervalMs);
  }
  /** Polls now (a verified push webhook). */
  trigger() {
    this.poller?.trigger();
  }
  async stop() {
    this.stopping.abort();
    this.scanTimer?.cancel();
    const driftStopped = this.driftChecks?.stop();
    this.driftChecks = void 0;
    await this.poller?.stop();
    await this.busy.catch(() => void 0);
    await driftStopped;
    this.reporter.stop();
    await this.watch.stop();
    await this.namespaces.stop();
    if (this.ownsWriteClient) this.writeClient.close();
    this.ready = false;
  }
  /** The scope of this sync now: the configured file or ConfigMap, or the default. */
  async loadScope() {
    const source = this.settings.scope ?? { kind: "default" };
    if (source.kind === "default") return { scope: DEFAULT_SCOPE, findings: [] };
    if (source.kind === "file") return parseScopeConfig(source.text, { file: `cluster:scope/${path2.basename(source.path)}` });
    const file = `cluster:configmap/${this.settings.namespace}/${source.name}`;
    let text;
    try {
      const cm = await this.client.request({ method: "GET", path: `/api/v1/namespaces/${encodeURIComponent(this.settings.namespace)}/configmaps/${encodeURIComponent(source.name)}`, signal: this.stopping.signal });
      const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
      text = typeof data[SCOPE_CONFIGMAP_KEY] === "string" ? data[SCOPE_CONFIGMAP_KEY] : void 0;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    if (text === void 0) {
      return {
        scope: DEFAULT_SCOPE,
        findings: [{ ruleId: "scope/config", severity: "error", file, message: `the scope ConfigMap ${this.settings.namespace}/${source.name} (key ${SCOPE_CONFIGMAP_KEY}) does not exist; nothing is applied without the configured scope`, hint: 'Create it (see docs/agent.md, "Scope"), or start the agent without --scope-configmap.' }]
      };
    }
    return parseScopeConfig(text, { file });
  }
  /** Runs one poll and, if the head moved, the whole pipeline (tests and benchmarks). */
  async pollOnce() {
    return this.poller?.pollOnce();
  }
  exclusive(fn) {
    const run = this.busy.catch(() => void 0).then(fn);
    this.busy = run.catch(() => void 0);
    return run;
  }
  /** Re-reads what was applied before a restart: the desired set, the watch, the report state. */
  async restore() {
    const inv = await this.inventory.read(this.stopping.signal);
    if (!inv?.appliedRevision) {
      await this.reporter.restore();
      return;
    }
    this.appliedRevision = inv.appliedRevision;
    try {
      await this.source.fetch({ expected: inv.appliedRevision });
      const present = await this.source.ensureCommit(inv.appliedRevision);
      if (!present) throw new GitOperationError(`commit ${short(inv.appliedRevision)} is no longer fetchable`, "not-found");
      const sources = await readRevisionSources(this.source.cache, { revision: inv.appliedRevision, trustedRevision: inv.appliedRevision, path: this.settings.path, env: process.env });
      const gates = await runGates({ sources, liveCrds: [], parseCache: this.parseMemo, verdictMemo: this.verdictMemo, now: new Date(this.d.clock.now()) });
      this.appliedManifests = gates.manifests;
      const namespacedOf = await resolveScopes({ discovery: this.discovery }, gates.manifests, gates.manifests.filter(isCrdManifest));
      const isNamespaced = (o) => namespacedOf(o.apiVersion, o.kind) ?? false;
      const part = shardPart(desiredObjects(gates.manifests.map((m) => withDefaultNamespace(m.object, this.settings.defaultNamespace, isNamespaced)), this.sync), this.shard);
      if (this.shard && !describesShard(inv.entries, part, this.shard)) {
        this.appliedRevision = void 0;
        this.log.info({ revision: inv.appliedRevision }, "the inventory was written with another number of shards; syncing the head again");
        await this.reporter.restore();
        return;
      }
      this.setDesired(part, void 0, sources);
      await this.watch.track(this.desiredKeys);
      await this.watch.synced();
      this.d.metrics.setAppliedRevision(inv.appliedRevision, this.d.clock.now());
      this.conditionsValue = { ...this.conditionsValue, sync: { ok: true, reason: "Applied", message: `restored: ${short(inv.appliedRevision)} is applied` } };
      this.log.info({ revision: inv.appliedRevision, objects: this.desired.size }, "restored the applied revision from the inventory");
    } catch (error) {
      this.log.warn({ revision: inv.appliedRevision, err: errorMessage(error) }, "could not re-read the applied revision; waiting for the next poll");
      await this.reporter.restore();
      return;
    }
    await this.reporter.restore({ revision: inv.appliedRevision, tenants: tenantsOf(this.desired) });
  }
  setDesired(objects, judged, sources) {
    const index = judged?.index ?? indexDesired(objects);
    this.desired = index.objects;
    this.desiredKeys = index.keys;
    this.appliedTexts = new Map(sources.tree.sources.files.flatMap((f) => f.text !== void 0 ? [[f.path, f.text]] : []));
    this.ignore = [];
    if (sources.driftConfig) {
      const parsed = parseYaml(new TextDecoder().decode(sources.driftConfig.bytes), { file: sources.driftConfig.path });
      const doc = parsed.documents.find((d) => d.value !== null && d.value !== void 0);
      const { rules, findings } = compileIgnoreRules(doc?.value, { file: sources.driftConfig.path });
      this.ignore = rules;
      for (const f of findings) this.log.warn({ file: f.file, pointer: f.pointer }, `drift ignore rule ignored: ${f.message}`);
    }
  }
  onPoll(outcome) {
    const result = outcome.kind === "error" ? "error" : outcome.kind;
    this.d.metrics.gitPolls.inc({ result });
    if (outcome.kind !== "error") {
      this.d.metrics.gitLastSuccess.set(this.d.clock.now() / 1e3);
      if (!this.conditionsValue.source.ok) this.log.info({ revision: outcome.head }, "the Git source is reachable");
      this.conditionsValue = { ...this.conditionsValue, source: { ok: true, reason: "Succeeded", message: `head ${short(outcome.head ?? "")}` } };
    } else if (outcome.error instanceof GitOperationError || outcome.head === void 0) {
      const message = errorMessage(outcome.error);
      const reason = outcome.error instanceof GitOperationError ? `FetchFailed:${outcome.error.reason}` : "FetchFailed";
      this.conditionsValue = { ...this.conditionsValue, source: { ok: false, reason, message } };
      this.log.warn({ err: message, applied: this.appliedRevision }, "Git source failed; the last applied revision stays in place");
    }
    this.ready = true;
  }
  /** The pipeline for one new head. Throws (to be retried) when the revision could not be handled. */
  async handleRevision(head) {
    const started = this.d.clock.monotonic();
    let stepStarted = started;
    const stepDone = (phase) => {
      const now = this.d.clock.monotonic();
      this.d.metrics.syncPhase.observe({ phase }, (now - stepStarted) / 1e3);
      stepStarted = now;
    };
    const log = this.log.child({ revision: head });
    const revision = await this.source.fetch({ expected: head });
    const trusted = this.appliedRevision !== void 0 && await this.source.ensureCommit(this.appliedRevision) ? this.appliedRevision : void 0;
    stepDone("fetch");
    const sources = await readRevisionSources(this.source.cache, { revision, path: this.settings.path, env: process.env, ...trusted !== void 0 ? { trustedRevision: trusted } : {} });
    stepDone("read");
    const shard = this.shard;
    if (this.appliedTexts && this.appliedRevision !== void 0 && !this.settings.dryRun && sources.tree.renders.length === 0 && sources.tree.helm === void 0) {
      const touched = touchedTenants({
        previous: this.appliedTexts,
        files: sources.tree.sources.files,
        parse: (text, file) => parseYaml(text, { file, scalars: "kubernetes", cache: this.parseMemo }).documents.map((d) => d.value),
        ...this.settings.defaultNamespace !== void 0 ? { defaultNamespace: this.settings.defaultNamespace } : {},
        limit: this.reporter.maxTenantStatuses,
        ...shard ? { mine: (key) => inShard(key, shard) } : {}
      });
      if (touched && touched.length > 0) {
        this.reporter.revisionSyncing({ sha: revision, changed: touched });
        await this.reporter.syncingSent(revision, SYNCING_SENT_WAIT_MS);
      }
    }
    stepDone("early-status");
    let judged;
    if (trusted !== void 0 && this.appliedManifests === void 0) {
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
        parseCache: this.parseMemo,
        verdictMemo: this.verdictMemo,
        writeClient: this.writeClient,
        guard: {
          loadScope: () => this.loadScope(),
          namespaces: (signal) => this.namespaces.source(signal),
          ownNamespace: this.settings.namespace,
          ...this.settings.defaultNamespace !== void 0 ? { defaultNamespace: this.settings.defaultNamespace } : {},
          ...this.settings.adoptCrds !== void 0 ? { adoptCrds: this.settings.adoptCrds } : {},
          ...this.settings.pruneCrds !== void 0 ? { pruneCrds: this.settings.pruneCrds } : {}
        },
        liveUid: (key) => this.watch.get(key)?.metadata.uid,
        ...this.settings.establishTimeoutMs !== void 0 ? { establishTimeoutMs: this.settings.establishTimeoutMs } : {},
        ...this.settings.concurrency !== void 0 ? { concurrency: this.settings.concurrency } : {},
        unchanged: (o) => this.isUnchanged(o),
        ...trusted !== void 0 && this.appliedManifests ? { waiverBase: this.appliedManifests } : {},
        ...this.shard ? { shard: this.shardEnvironment(this.shard) } : {},
        onJudged: (desired) => {
          const index = indexDesired(desired);
          const changed = changedTenants(this.desired, index.objects);
          judged = { objects: desired, index, changed };
          this.reporter.revisionSyncing({ sha: revision, changed });
        },
        onStep: stepDone
      },
      sources
    );
    this.lastResult = result;
    if (judged?.objects !== result.desired) judged = void 0;
    const seconds = (this.d.clock.monotonic() - started) / 1e3;
    this.d.metrics.syncDuration.observe({ outcome: result.outcome }, seconds);
    this.d.metrics.syncTotal.inc({ outcome: result.outcome, reason: result.reason });
    if (result.errors.length > 0) this.d.metrics.applyErrors.inc(result.errors.length);
    for (const p of result.pruned) if (p.outcome === "deleted") this.d.metrics.pruned.inc();
    if (result.outcome !== "applied") {
      log.warn({ outcome: result.outcome, reason: result.reason, findings: result.findings.filter((f) => f.severity === "error").length }, result.message);
      for (const e of result.errors) log.warn({ object: objectId(e.key) }, `apply failed: ${e.message}`);
      this.conditionsValue = { ...this.conditionsValue, sync: { ok: false, reason: result.reason, message: result.message } };
      this.reporter.revisionNotApplied(result);
      if (result.outcome === "failed") throw new Error(result.message);
      return;
    }
    log.info({ objects: result.applied.length, pruned: result.pruned.filter((p) => p.outcome === "deleted").length, seconds: Math.round(seconds * 1e3) / 1e3, dryRun: result.dryRun }, result.message);
    for (const p of result.pruned) {
      if (p.outcome === "deleted" || p.outcome === "would-delete") log.info({ object: objectId(p.key) }, result.dryRun ? "would prune" : "pruned");
      else if (p.outcome === "skipped") log.info({ object: objectId(p.key), verdict: p.verdict, ...p.message ? { detail: p.message } : {} }, "left in place: not provably this sync's, or protected");
    }
    this.conditionsValue = { ...this.conditionsValue, sync: { ok: true, reason: "Applied", message: result.message } };
    if (result.dryRun) return;
    const previousDesired = this.desired;
    this.setDesired(result.desired, judged, sources);
    this.appliedRevision = revision;
    this.appliedManifests = result.manifests;
    const pinned = this.source.pin("applied", revision).then(
      () => void 0,
      (error) => ({ error })
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
  shardEnvironment(shard) {
    return {
      ...shard,
      ...this.legacyInventory ? { legacyInventory: this.legacyInventory } : {},
      ownedElsewhere: async (signal) => {
        const uids = /* @__PURE__ */ new Set();
        let legacy;
        for (let k = 0; k < shard.count; k++) {
          if (k === shard.index) continue;
          const store = new InventoryStore({ client: this.client, resolver: this.discovery, namespace: this.settings.namespace, sync: this.sync, fieldManager: FIELD_MANAGER, name: shardInventoryName(this.sync, k) });
          let entries = (await store.read(signal))?.entries;
          if (entries === void 0) {
            legacy ??= this.legacyInventory?.read(signal) ?? Promise.resolve(void 0);
            entries = (await legacy)?.entries.filter((e) => inShard(e, { index: k, count: shard.count }));
          }
          for (const e of entries ?? []) if (e.uid) uids.add(e.uid);
        }
        return uids;
      }
    };
  }
  /** Same manifest as the applied revision, present live and not drifted: no need to apply it again. */
  isUnchanged(object) {
    const id = objectId(keyOf(object));
    const before = this.desired.get(id);
    if (!before || this.drifted.has(id) || this.driftChecks?.pending(id)) return false;
    if (!this.watch.get(keyOf(object))) return false;
    return sameJsonText(before, object);
  }
  /** The periodic safety net: every desired object goes on the drift queue (a resync, as an informer's). */
  scheduleScan(ms) {
    if (ms <= 0) return;
    this.scanTimer = this.d.clock.setTimer(ms, () => {
      if (this.stopping.signal.aborted) return;
      this.driftChecks?.resync(this.desired.keys());
      this.scheduleScan(ms);
    });
  }
  /** Dry-runs every desired object and handles what drifted (the periodic safety net). */
  async scanAll() {
    for (const key of [...this.desired.values()].map(keyOf)) await this.checkDrift(key);
  }
  /** A watch event: the object's key goes on the drift queue after the debounce (once, however many events). */
  scheduleDriftCheck(key) {
    if (this.stopping.signal.aborted) return;
    this.driftChecks?.objectChanged(objectId(key));
  }
  /** The drift queue's reconcile: the object the key names in the applied revision (none: nothing to check). */
  async checkDriftById(id) {
    const desired = this.desired.get(id);
    if (desired === void 0) return;
    await this.checkDrift(keyOf(desired));
  }
  /** Checks one object and reverts (enforce) or reports (warn) what drifted. */
  async checkDrift(key) {
    const id = objectId(key);
    const desired = this.desired.get(id);
    if (!desired || this.settings.dryRun || this.stopping.signal.aborted) return void 0;
    const drift = await objectDrift({ client: this.client, writeClient: this.writeClient, discovery: this.discovery, fieldManager: FIELD_MANAGER, ignore: this.ignore, signal: this.stopping.signal }, desired);
    const log = this.log.child({ object: id, revision: this.appliedRevision });
    if (drift.diff.action === "unchanged") {
      if (this.drifted.delete(id)) this.d.metrics.driftObjects.set(this.drifted.size);
      return drift;
    }
    const pointers = drift.diff.action === "create" ? ["(object deleted)"] : drift.diff.differences.map((d) => d.pointer);
    this.d.metrics.driftDetected.inc({ mode: this.settings.drift });
    const regarding = {
      apiVersion: desired.apiVersion,
      kind: desired.kind,
      name: desired.metadata.name ?? "",
      ...desired.metadata.namespace ? { namespace: desired.metadata.namespace } : {},
      ...drift.live?.metadata.uid ? { uid: drift.live.metadata.uid } : {}
    };
    if (this.settings.drift === "enforce") {
      const inventory = await this.inventory.read(this.stopping.signal);
      const entry = inventory?.entries.find((e) => objectId(e) === id);
      if (drift.live && entry?.uid !== void 0 && drift.live.metadata.uid !== entry.uid) {
        log.warn({ uid: drift.live.metadata.uid, recorded: entry.uid }, "not reverting drift: the live object is not the one this sync recorded (re-created by someone else)");
        return drift;
      }
      const payload = drift.live ? adoptIgnored(desired, drift.live, [...ignoredPointers(this.ignore, desired), ...ignoredPointers(this.ignore, drift.live)]) : desired;
      const live = await applyObject({ client: this.writeClient, resolver: this.discovery }, payload, { fieldManager: FIELD_MANAGER, force: true, signal: this.stopping.signal });
      if (inventory && live.metadata.uid !== "" && entry?.uid !== live.metadata.uid) {
        await this.inventory.write({ ...inventory, entries: inventory.entries.map((e) => objectId(e) === id ? { ...e, uid: live.metadata.uid } : e) }, this.stopping.signal);
      }
      this.watch.expect(key, live);
      this.d.metrics.driftCorrected.inc();
      this.d.events?.record({ regarding: { ...regarding, uid: live.metadata.uid }, type: "Normal", reason: "DriftCorrected", action: "Apply", note: `reverted to Git ${short(this.appliedRevision ?? "")}: ${pointers.join(", ")}` });
      log.info({ fields: pointers }, "drift reverted to Git");
      this.drifted.delete(id);
    } else {
      this.drifted.set(id, drift);
      this.d.events?.record({ regarding, type: "Warning", reason: "DriftDetected", action: "Compare", note: `differs from Git ${short(this.appliedRevision ?? "")}: ${pointers.join(", ")} (not reverted: --drift=warn)` });
      log.warn({ fields: pointers }, "drift detected (warn mode: not reverted)");
    }
    this.d.metrics.driftObjects.set(this.drifted.size);
    const report = this.settings.drift === "enforce" ? { objects: [drift.diff], prune: [] } : this.currentDrift;
    if (summarizeDrift(report).update + summarizeDrift(report).create > 0) {
      const pullRequest = await this.pullRequestOf(this.appliedRevision);
      this.reporter.driftFound({ report, mode: this.settings.drift, ...pullRequest !== void 0 ? { pullRequest } : {} });
    }
    return drift;
  }
  async pullRequestOf(revision) {
    if (!revision) return void 0;
    try {
      return pullRequestFromMessage(await this.source.cache.commitMessage(revision));
    } catch {
      return void 0;
    }
  }
  /**
   * A tenant as the watch sees it, in whichever version the repository declares it (the watch
   * follows the applied apiVersion; v1 first, the hub).
   */
  #liveTenant(t) {
    for (const version of [HUB_VERSION, ...TENANT_VERSIONS.filter((v) => v !== HUB_VERSION)]) {
      const live = this.watch.get({ apiVersion: `${TENANT_GROUP}/${version}`, kind: TENANT_KIND, ...t.namespace ? { namespace: t.namespace } : {}, name: t.name });
      if (live !== void 0) return live;
    }
    return void 0;
  }
  /** The live object the watch has for a key (tests). */
  liveOf(key) {
    return this.watch.get(key);
  }
};
function indexDesired(list) {
  const objects = /* @__PURE__ */ new Map();
  const keys = /* @__PURE__ */ new Map();
  for (const o of list) {
    const key = keyOf(o);
    const id = objectId(key);
    if (objects.has(id)) continue;
    objects.set(id, o);
    keys.set(id, key);
  }
  return { objects, keys };
}
function tenantsOf(desired) {
  const out = [];
  for (const o of desired.values()) if (o.kind === TENANT_KIND) out.push({ ...o.metadata.namespace ? { namespace: o.metadata.namespace } : {}, name: o.metadata.name ?? "" });
  return out;
}
function changedTenants(previous, next) {
  const out = [];
  for (const [id, o] of next) {
    if (o.kind !== TENANT_KIND) continue;
    const before = previous.get(id);
    if (previous.size > 0 && before && sameJsonText(before, o)) continue;
    out.push({ ...o.metadata.namespace ? { namespace: o.metadata.namespace } : {}, name: o.metadata.name ?? "" });
  }
  return out;
}

// src/agent/runtime.ts
var import_prom_client2 = __toESM(require_prom_client(), 1);
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";

// src/io/http/webhook.ts
import { createHmac, timingSafeEqual } from "node:crypto";
var MAX_WEBHOOK_BYTES = 5 * 1024 * 1024;
function verifySignature(secret, body, header2) {
  if (secret === "" || header2 === void 0) return false;
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header2.trim());
  if (!m) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  const given = Buffer.from((m[1] ?? "").toLowerCase(), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
var DEFAULT_MAX_CONCURRENT_BODIES = 8;
var DEFAULT_MAX_BODIES_PER_SOURCE = 2;
var DEFAULT_WEBHOOK_BODY_TIMEOUT_MS = 1e4;
var SIGNATURE_HEADER = /^sha256=[0-9a-f]{64}$/i;
function parsePushEvent(body) {
  if (typeof body !== "object" || body === null) return void 0;
  const b = body;
  if (typeof b.ref !== "string" || typeof b.after !== "string" || !/^[0-9a-f]{40,64}$/.test(b.after)) return void 0;
  const repo = typeof b.repository === "object" && b.repository !== null ? b.repository.full_name : void 0;
  return {
    ref: b.ref,
    after: b.after,
    ...typeof b.before === "string" ? { before: b.before } : {},
    forced: b.forced === true,
    ...typeof repo === "string" ? { repository: repo } : {}
  };
}
function githubWebhookHandler(options) {
  const max = options.maxBytes ?? MAX_WEBHOOK_BYTES;
  const maxBodies = options.maxConcurrentBodies ?? DEFAULT_MAX_CONCURRENT_BODIES;
  const perSource = options.maxBodiesPerSource ?? DEFAULT_MAX_BODIES_PER_SOURCE;
  const timeoutMs = options.bodyTimeoutMs ?? DEFAULT_WEBHOOK_BODY_TIMEOUT_MS;
  let reading = 0;
  const readingFrom = /* @__PURE__ */ new Map();
  return async (req, res) => {
    const event = header(req, "x-github-event");
    const deliveryId = header(req, "x-github-delivery");
    const detail = { ...event !== void 0 ? { event } : {}, ...deliveryId !== void 0 ? { deliveryId } : {} };
    const done = (status, outcome, text, extra = {}) => {
      options.onOutcome?.(outcome, detail);
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...extra }).end(`${text}
`);
    };
    const refuse = (status, outcome, text, extra = {}) => {
      done(status, outcome, text, { connection: "close", ...extra });
      res.once("finish", () => req.destroy());
    };
    if (req.method !== "POST") return refuse(405, "method-not-allowed", "method not allowed");
    if (options.secret === "" || !SIGNATURE_HEADER.test((header(req, "x-hub-signature-256") ?? "").trim())) return refuse(401, "unauthorized", "invalid signature");
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > max) return refuse(413, "too-large", "payload too large");
    const source = req.socket.remoteAddress ?? "unknown";
    const fromSource = readingFrom.get(source) ?? 0;
    if (fromSource >= perSource) return refuse(429, "busy", "too many requests in progress from this address", { "retry-after": "1" });
    if (reading >= maxBodies) return refuse(503, "busy", "too many requests in progress", { "retry-after": "1" });
    let body;
    reading += 1;
    readingFrom.set(source, fromSource + 1);
    try {
      body = await readBody(req, { maxBytes: max, timeoutMs });
    } catch (error) {
      const { status, text } = bodyErrorStatus(error);
      return refuse(status, status === 413 ? "too-large" : status === 408 ? "timeout" : "bad-request", text);
    } finally {
      reading -= 1;
      const left = (readingFrom.get(source) ?? 1) - 1;
      if (left <= 0) readingFrom.delete(source);
      else readingFrom.set(source, left);
    }
    if (!verifySignature(options.secret, body, header(req, "x-hub-signature-256"))) return done(401, "unauthorized", "invalid signature");
    if (event === "ping") return done(200, "ping", "pong");
    if (event !== "push") return done(202, "ignored", `event ${event ?? "(none)"} ignored`);
    let parsed;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      return done(400, "bad-request", "the push payload is not JSON (set the webhook content type to application/json)");
    }
    const push = parsePushEvent(parsed);
    if (!push) return done(400, "bad-request", "not a push event payload");
    if (push.ref !== `refs/heads/${options.branch}` || /^0+$/.test(push.after)) return done(202, "ignored", `push to ${push.ref} ignored`);
    options.onPush({ ...push, ...deliveryId !== void 0 ? { deliveryId } : {} });
    return done(202, "accepted", "accepted");
  };
}
function header(req, name) {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

// src/agent/metrics.ts
var import_prom_client = __toESM(require_prom_client(), 1);
var SYNC_PHASES = ["fetch", "read", "early-status", "cluster-read", "judge", "guards", "apply", "inventory"];
var AgentMetrics = class {
  syncDuration;
  syncPhase;
  syncTotal;
  lastAppliedRevision;
  lastAppliedTimestamp;
  applyErrors;
  driftObjects;
  driftDetected;
  driftCorrected;
  gitPolls;
  gitLastSuccess;
  webhookRequests;
  githubReports;
  kubeRequests;
  pruned;
  shardHeld;
  constructor(registry) {
    const registers = [registry];
    this.syncDuration = new import_prom_client.Histogram({ name: "driftgate_sync_duration_seconds", help: "Time to check, apply and prune one revision", labelNames: ["outcome"], buckets: (0, import_prom_client.exponentialBuckets)(0.05, 2, 12), registers });
    this.syncPhase = new import_prom_client.Histogram({
      name: "driftgate_sync_phase_seconds",
      help: `Time one revision's sync spends in each step: ${SYNC_PHASES.join(", ")} (see docs/agent.md)`,
      labelNames: ["phase"],
      buckets: (0, import_prom_client.exponentialBuckets)(5e-3, 2, 14),
      registers
    });
    this.syncTotal = new import_prom_client.Counter({ name: "driftgate_sync_total", help: "Revisions handled, by outcome and reason", labelNames: ["outcome", "reason"], registers });
    this.lastAppliedRevision = new import_prom_client.Gauge({ name: "driftgate_last_applied_revision_info", help: "The commit applied last (value 1, the revision is a label)", labelNames: ["revision"], registers });
    this.lastAppliedTimestamp = new import_prom_client.Gauge({ name: "driftgate_last_applied_timestamp_seconds", help: "When the last revision was applied", registers });
    this.applyErrors = new import_prom_client.Counter({ name: "driftgate_apply_errors_total", help: "Objects whose server-side apply failed", registers });
    this.driftObjects = new import_prom_client.Gauge({ name: "driftgate_drift_objects", help: "Managed objects that currently differ from Git", registers });
    this.driftDetected = new import_prom_client.Counter({ name: "driftgate_drift_detected_total", help: "Drift detections, by --drift mode", labelNames: ["mode"], registers });
    this.driftCorrected = new import_prom_client.Counter({ name: "driftgate_drift_corrected_total", help: "Drifted objects reverted to Git", registers });
    this.gitPolls = new import_prom_client.Counter({ name: "driftgate_git_polls_total", help: "ls-remote polls, by result (changed, unchanged, error)", labelNames: ["result"], registers });
    this.gitLastSuccess = new import_prom_client.Gauge({ name: "driftgate_git_last_success_timestamp_seconds", help: "Last successful poll of the remote", registers });
    this.webhookRequests = new import_prom_client.Counter({ name: "driftgate_webhook_requests_total", help: "Webhook requests, by outcome", labelNames: ["outcome"], registers });
    this.githubReports = new import_prom_client.Counter({ name: "driftgate_github_reports_total", help: "Reports to GitHub, by kind and result", labelNames: ["kind", "result"], registers });
    this.kubeRequests = new import_prom_client.Counter({ name: "driftgate_kube_requests_total", help: "Requests to the API server from the agent, by method and status code", labelNames: ["method", "code"], registers });
    this.pruned = new import_prom_client.Counter({ name: "driftgate_pruned_total", help: "Objects deleted because they left Git", registers });
    this.shardHeld = new import_prom_client.Gauge({ name: "driftgate_agent_shard_held", help: "Sharded agent (--shards > 1): 1 for each shard this replica syncs now, 0 otherwise", labelNames: ["shard"], registers });
  }
  setAppliedRevision(revision, nowMs) {
    this.lastAppliedRevision.reset();
    this.lastAppliedRevision.set({ revision }, 1);
    this.lastAppliedTimestamp.set(nowMs / 1e3);
  }
};

// src/agent/runtime.ts
async function startAgentRuntime(options) {
  const registry = new import_prom_client2.Registry();
  const metrics = new AgentMetrics(registry);
  const log = options.log;
  const client = new KubeClient({
    kubeConfig: options.kubeConfig,
    userAgent: "driftgate-agent",
    onRequest: (r) => {
      metrics.kubeRequests.inc({ method: r.method, code: String(r.status) });
      options.onRequest?.(r);
    }
  });
  const identity = options.leaderElection?.identity ?? `${process.env.POD_NAME ?? hostname()}_${randomBytes(4).toString("hex")}`;
  const events = new EventRecorder({
    client,
    clock: options.clock,
    reportingController: "driftgate.dev/sync-agent",
    reportingInstance: identity,
    log: (m) => log.warn(m)
  });
  const shards = options.shards ?? 1;
  if (!Number.isInteger(shards) || shards < 1 || shards > 1024) throw new Error("shards must be a whole number from 1 to 1024");
  if (shards > 1 && !options.leaderElection) throw new Error("sharding needs leader election (each shard has its own Lease)");
  if (shards > 1 && options.operator) throw new Error("a sharded agent runs without the embedded operator (run the sharded operator beside it)");
  const newAgent = (settings) => new SyncAgent(settings, {
    kubeConfig: options.kubeConfig,
    clock: options.clock,
    log,
    metrics,
    client,
    events,
    ...options.github ? { github: options.github } : {},
    ...options.random ? { random: options.random } : {}
  });
  const agent = shards === 1 ? newAgent(options.settings) : void 0;
  const displayUrl = agent?.source.displayUrl ?? new GitSource({ repo: options.settings.repo, branch: options.settings.branch, cacheDir: options.settings.cacheDir, token: options.settings.token }).displayUrl;
  const sync = agent?.sync ?? syncId(options.settings, displayUrl);
  const shardAgents = /* @__PURE__ */ new Map();
  const operator = options.operator?.();
  const webhookRoute = options.webhook ? githubWebhookHandler({
    secret: options.webhook.secret,
    branch: options.settings.branch,
    onPush: (event) => {
      log.info({ revision: event.after, forced: event.forced, delivery: event.deliveryId }, "push webhook: polling now");
      agent?.trigger();
      for (const a of shardAgents.values()) a.trigger();
    },
    onOutcome: (outcome, detail) => {
      metrics.webhookRequests.inc({ outcome });
      if (outcome === "unauthorized") log.warn({ delivery: detail.deliveryId }, "webhook with an invalid signature ignored");
    }
  }) : void 0;
  const sameAddress = options.webhook !== void 0 && options.webhook.address === options.metricsAddress;
  const le = options.leaderElection;
  const manager = new ControllerManager({
    clock: options.clock,
    userAgent: "driftgate-agent",
    kubeConfig: options.kubeConfig,
    ...le ? {
      leaderElection: {
        identity,
        namespace: options.settings.namespace,
        // Sharded: the prefix of the shard and member Leases, one set per sync.
        name: shards === 1 ? le.leaseName ?? LEASES.agent : `${le.leaseName ?? LEASES.agent}-${sync}`,
        fieldManager: FIELD_MANAGER,
        shards,
        onHeldChanged: (held) => {
          for (let k = 0; k < shards; k++) metrics.shardHeld.set({ shard: String(k) }, held.includes(k) ? 1 : 0);
          log.info({ identity, held, shards }, `holding ${held.length} of ${shards} shards`);
        },
        ...le.leaseDurationMs !== void 0 ? { leaseDurationMs: le.leaseDurationMs } : {},
        ...le.renewDeadlineMs !== void 0 ? { renewDeadlineMs: le.renewDeadlineMs } : {},
        ...le.retryPeriodMs !== void 0 ? { retryPeriodMs: le.retryPeriodMs } : {}
      }
    } : {},
    ...options.metricsAddress !== void 0 ? { metricsAddress: options.metricsAddress } : {},
    ...sameAddress && webhookRoute ? { routes: { "/webhook": webhookRoute } } : {},
    registries: () => operator ? [registry, operator.metrics.registry] : [registry],
    ...options.shutdownDeadlineMs !== void 0 ? { shutdownDeadlineMs: options.shutdownDeadlineMs } : {},
    onRequest: (r) => metrics.kubeRequests.inc({ method: r.method, code: String(r.status) }),
    ...options.random ? { random: options.random } : {},
    log: (level, message, fields) => log[level](fields ?? {}, message)
  });
  operator?.setupWithManager(manager, { cachesNeedLeader: true });
  if (agent) {
    manager.add(
      {
        name: "agent",
        start: async () => {
          log.info({ identity }, "leading: starting the sync loop" + (operator ? " and the operator" : ""));
          await agent.start();
        },
        stop: async () => {
          await agent.stop();
          await events.flush();
        },
        readiness: () => agent.isReady ? void 0 : "restoring state and polling Git"
      },
      { needLeader: true }
    );
  } else {
    const startShard = (k) => {
      const shardAgent = newAgent({ ...options.settings, shard: { index: k, count: shards } });
      shardAgents.set(k, shardAgent);
      const stopping2 = new AbortController();
      const started = (async () => {
        for (let attempt = 0; !stopping2.signal.aborted; attempt++) {
          try {
            await shardAgent.start();
            return;
          } catch (error) {
            log.warn({ shard: k, attempt, err: error instanceof Error ? error.message : String(error) }, "the sync loop of the shard could not start; retrying");
            await shardAgent.stop().catch(() => void 0);
            await sleep(options.clock, Math.min(3e4, 1e3 * 2 ** attempt), stopping2.signal).catch(() => void 0);
          }
        }
      })();
      let stopped;
      return {
        stop: ({ reason }) => stopped ??= (async () => {
          log[reason === "lost" ? "warn" : "info"]({ shard: k, reason }, "stopping the sync loop of the shard");
          stopping2.abort();
          await started;
          await shardAgent.stop();
          if (shardAgents.get(k) === shardAgent) shardAgents.delete(k);
        })()
      };
    };
    manager.addShard({ name: "agent", startShard });
  }
  await manager.start();
  const metricsUrl = manager.metricsUrl;
  let webhookUrl = sameAddress && metricsUrl !== void 0 ? `${metricsUrl}/webhook` : void 0;
  if (options.webhook && webhookRoute && webhookUrl === void 0) {
    const endpoint = await manager.serve(options.webhook.address, { "/webhook": webhookRoute, "/healthz": checksHandler(manager.healthChecks) });
    webhookUrl = `${endpoint.url}/webhook`;
    log.info({ address: endpoint.address }, "serving the GitHub push webhook at /webhook");
  }
  let stopping;
  return {
    agent,
    sync,
    displayUrl,
    heldShards: () => manager.heldShards(),
    shardAgents: () => shardAgents,
    metrics,
    registry,
    webhookUrl,
    metricsUrl,
    isLeader: () => manager.isLeader(),
    done: manager.done,
    stop: (stopOptions = {}) => stopping ??= (async () => {
      await manager.stop({ release: stopOptions.release ?? true });
      await events.flush();
      client.close();
    })()
  };
}

// src/io/git/probe.ts
import { execFile } from "node:child_process";
function probeTool(options) {
  const env = { PATH: options.env["PATH"] ?? "/usr/bin:/bin", LANG: "C", LC_ALL: "C" };
  return new Promise((resolve) => {
    execFile(options.command, [...options.args], { env, timeout: options.timeoutMs ?? 1e4 }, (error) => {
      if (!error) return resolve(void 0);
      const code = error.code;
      const why = code === "ENOENT" ? `was not found on PATH (${env.PATH})` : `did not run (\`${[options.command, ...options.args].join(" ")}\`: ${error.message.split("\n")[0] ?? String(code)})`;
      resolve(`${options.command} ${why}; it is needed ${options.neededFor}. Install it, or use the driftgate image, which includes it.`);
    });
  });
}

// src/cli/agent.ts
var USAGE = `usage: driftgate agent --repo URL|PATH --branch B --path P --kubeconfig K [flags]

Keeps a cluster equal to a Git path: every new commit goes through the same check and CRD
gate as pull requests, is applied with server-side apply (field manager driftgate-sync),
objects that left Git are pruned, drift is reverted or reported, and the outcome is posted
to GitHub. Runs the tenant operator in the same process unless --no-operator.
See docs/agent.md.

  --repo URL|PATH          Git repository (https://, ssh://, file:// or a local path); never
                           put credentials in the URL: the token comes from GITHUB_TOKEN
  --branch B               branch to follow (default: main)
  --path P                 directory in the repository to apply (default: the whole repository)
  --kubeconfig K           kubeconfig (default: $KUBECONFIG, ~/.kube/config, or in-cluster)
  --interval D             how often to look for a new commit with ls-remote (default: 1m)
  --drift enforce|warn     revert drift (default) or only report it
  --github-repo OWNER/NAME post commit statuses, check runs and PR comments there
                           (token: GITHUB_TOKEN; API: GITHUB_API_URL, default https://api.github.com)
  --webhook-addr A         serve the GitHub push webhook at A/webhook (secret: DRIFTGATE_WEBHOOK_SECRET)
  --metrics-addr A         serve /metrics, /healthz and /readyz at A, e.g. :8080
  --no-operator            do not run the tenant operator in this process
  --shards N               split the sync into N shards (1 to 1024; default 1: one leader syncs
                           everything); every replica syncs the shards whose Lease it holds
                           (driftgate-agent-<sync>-shard-<k>). Needs leader election and
                           --no-operator (run deploy/operator-sharded beside it). Change N only
                           with every replica stopped (docs/agent.md, "Sharding")
  --lease-duration D       how long a Lease (leader or shard) stays held without a renew before
                           another replica may take it (default: 15s; 8s with --shards > 1)
  --renew-deadline D       a holder that could not renew for this long stops its work (default:
                           10s; 6s with --shards > 1; shorter than --lease-duration)
  --retry-period D         how often Leases are renewed and tried (default: 2s; 1s with
                           --shards > 1; shorter than --renew-deadline)
  --dry-run                check and dry-run everything; change nothing
  --scope FILE             the sync's scope (a SyncScope file: namespaces, clusterKinds, deniedKinds);
                           default: any namespace but kube-*, default, driftgate-system and the
                           agent's own; Namespaces and CRDs as the only cluster-scoped kinds
  --scope-configmap NAME   read the scope from this ConfigMap (key scope.yaml) in the agent's
                           namespace for every revision (instead of --scope)
  --default-namespace NS   namespace for namespaced objects in Git that name none
  --service-account NS/NAME  every apply, dry-run and delete impersonates this service account,
                           so the API server's RBAC enforces the scope too
  --adopt-crd NAME         let the sync take over this existing CustomResourceDefinition although
                           it did not create it (repeatable); without it a CRD in Git that exists
                           live and is not in the sync's inventory refuses the revision
                           (driftgate.dev/adopt in Git never adopts a CRD)
  --prune-crds             delete CRDs that left Git, only when every object of their kind is
                           one the same prune deletes; default: such a CRD is kept and reported
  --log-level LEVEL        debug | info | warn | error (default: $DRIFTGATE_LOG_LEVEL or info);
                           JSON lines on standard output with "level":"info" and an ISO time

Environment: GITHUB_TOKEN, GITHUB_API_URL, DRIFTGATE_WEBHOOK_SECRET, DRIFTGATE_NAMESPACE
(inventory and lease; default $POD_NAMESPACE or driftgate-system), DRIFTGATE_ALLOW_EMPTY_PRUNE,
DRIFTGATE_READY_TIMEOUT (default 5m), DRIFTGATE_DRIFT_SCAN_INTERVAL (default 10m),
DRIFTGATE_CACHE_DIR, DRIFTGATE_LEADER_ELECTION (default true), DRIFTGATE_LOG_LEVEL,
DRIFTGATE_GITHUB_WRITE_INTERVAL (default 1s between GitHub writes, as GitHub recommends).

Exit codes: 0 stopped by SIGTERM/SIGINT; 1 lost the leader lease (restart me; never with
--shards > 1, where a lost shard is campaigned for again); 2 usage or configuration error.
`;
var FLAGS = {
  repo: { type: "string" },
  branch: { type: "string" },
  path: { type: "string" },
  kubeconfig: { type: "string" },
  interval: { type: "string" },
  drift: { type: "string" },
  "github-repo": { type: "string" },
  "webhook-addr": { type: "string" },
  "metrics-addr": { type: "string" },
  "no-operator": { type: "boolean" },
  "dry-run": { type: "boolean" },
  scope: { type: "string" },
  "scope-configmap": { type: "string" },
  "default-namespace": { type: "string" },
  "service-account": { type: "string" },
  "adopt-crd": { type: "string", multiple: true },
  "prune-crds": { type: "boolean" },
  "log-level": { type: "string" },
  shards: { type: "string" },
  "lease-duration": { type: "string" },
  "renew-deadline": { type: "string" },
  "retry-period": { type: "string" }
};
function envDuration(env, name, fallback) {
  const text = env[name];
  if (text === void 0 || text === "") return fallback;
  const ms = parseDuration(text);
  if (ms === void 0) throw new UsageError(`${name} must be a duration such as 30s, 5m or 1h; found ${JSON.stringify(text)}`);
  return ms;
}
function envBool(env, name, fallback) {
  const v = env[name];
  if (v === void 0 || v === "") return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new UsageError(`${name} must be true or false; found ${JSON.stringify(v)}`);
}
function tokenForGit(repoUrl, apiUrl, token) {
  if (!token || !/^https:\/\//i.test(repoUrl)) return void 0;
  const host = new URL(repoUrl).host.toLowerCase();
  const apiHost = new URL(apiUrl).host.toLowerCase();
  return host === "github.com" || host === apiHost || `api.${host}` === apiHost ? token : void 0;
}
function agentSettings(argv, env, cwd) {
  const args = parseFlags(argv, FLAGS);
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(args.positionals[0])}`);
  const repoFlag = stringFlag(args, "repo");
  if (repoFlag === void 0 || repoFlag === "") throw new UsageError("--repo is required");
  const repo = /^[a-z][a-z0-9+.-]*:\/\//i.test(repoFlag) || /^[^/]+@[^/:]+:/.test(repoFlag) ? repoFlag : path3.resolve(cwd, repoFlag);
  let url;
  try {
    url = remoteUrl(repo);
  } catch (error) {
    throw new UsageError(`--repo: ${error instanceof Error ? error.message : String(error)}`);
  }
  const branch = stringFlag(args, "branch") ?? "main";
  const syncPath = (stringFlag(args, "path") ?? "").replace(/^\.?\/+|\/+$/g, "");
  if (syncPath.split("/").includes("..")) throw new UsageError("--path must stay inside the repository");
  const kubeconfig = stringFlag(args, "kubeconfig");
  if (kubeconfig !== void 0 && !existsSync(kubeconfig)) throw new UsageError(`--kubeconfig ${kubeconfig}: no such file`);
  const intervalMs = durationFlag(args, "interval", 6e4);
  if (intervalMs < 1e3) throw new UsageError("--interval must be at least 1s");
  const drift = choiceFlag(args, "drift", DRIFT_MODES, "enforce");
  const githubRepoText = stringFlag(args, "github-repo");
  const githubRepo = githubRepoText === void 0 ? void 0 : parseRepository(githubRepoText);
  if (githubRepoText !== void 0 && !githubRepo) throw new UsageError(`--github-repo must look like OWNER/NAME; found ${JSON.stringify(githubRepoText)}`);
  const githubToken = env.GITHUB_TOKEN === "" ? void 0 : env.GITHUB_TOKEN;
  if (githubRepo && !githubToken) throw new UsageError("--github-repo needs a token in GITHUB_TOKEN");
  const githubApiUrl = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  const webhookAddress = stringFlag(args, "webhook-addr");
  const secret = env.DRIFTGATE_WEBHOOK_SECRET;
  if (webhookAddress !== void 0 && (secret === void 0 || secret === "")) throw new UsageError("--webhook-addr needs the webhook secret in DRIFTGATE_WEBHOOK_SECRET (unsigned webhooks are never accepted)");
  for (const [flag, value] of [["webhook-addr", webhookAddress], ["metrics-addr", stringFlag(args, "metrics-addr")]]) {
    if (value === void 0) continue;
    try {
      parseListenAddress(value);
    } catch (error) {
      throw new UsageError(`--${flag}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const level = logLevelFrom(stringFlag(args, "log-level"), { name: "DRIFTGATE_LOG_LEVEL", value: env.DRIFTGATE_LOG_LEVEL });
  const namespace = env.DRIFTGATE_NAMESPACE || env.POD_NAMESPACE || inClusterNamespace() || "driftgate-system";
  const gitToken = env.DRIFTGATE_GIT_TOKEN || tokenForGit(url, githubApiUrl, githubToken);
  const base = { repo, branch, path: syncPath };
  const guard = guardFlags(args, cwd);
  const cacheDir = env.DRIFTGATE_CACHE_DIR || path3.join(tmpdir(), `driftgate-git-${syncId(base, url)}`);
  const leaderElection = envBool(env, "DRIFTGATE_LEADER_ELECTION", true);
  const operator = !booleanFlag(args, "no-operator");
  const shards = shardsFlag(args, { leaderElection, operator });
  return {
    agent: {
      ...base,
      intervalMs,
      drift,
      dryRun: booleanFlag(args, "dry-run"),
      namespace,
      cacheDir,
      ...gitToken ? { token: gitToken } : {},
      allowEmptyPrune: envBool(env, "DRIFTGATE_ALLOW_EMPTY_PRUNE", false),
      readyTimeoutMs: envDuration(env, "DRIFTGATE_READY_TIMEOUT", 3e5),
      driftScanIntervalMs: envDuration(env, "DRIFTGATE_DRIFT_SCAN_INTERVAL", 6e5),
      ...env.DRIFTGATE_GITHUB_WRITE_INTERVAL ? { githubWriteIntervalMs: envDuration(env, "DRIFTGATE_GITHUB_WRITE_INTERVAL", 1e3) } : {},
      ...guard
    },
    kubeconfig,
    githubRepo,
    githubToken,
    githubApiUrl,
    webhook: webhookAddress !== void 0 && secret ? { address: webhookAddress, secret } : void 0,
    metricsAddress: stringFlag(args, "metrics-addr"),
    operator,
    leaderElection,
    shards,
    lease: leaseTimings(args, { enabled: leaderElection, needs: "leader election (DRIFTGATE_LEADER_ELECTION is false)", sharded: shards > 1 }),
    githubWriteIntervalMs: env.DRIFTGATE_GITHUB_WRITE_INTERVAL ? envDuration(env, "DRIFTGATE_GITHUB_WRITE_INTERVAL", 1e3) : void 0,
    logLevel: level
  };
}
function shardsFlag(args, context) {
  const text = stringFlag(args, "shards") ?? "1";
  const shards = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(shards) || shards < 1 || shards > 1024) throw new UsageError(`--shards must be a whole number from 1 to 1024; found ${JSON.stringify(text)}`);
  if (shards > 1 && !context.leaderElection) throw new UsageError("--shards needs leader election (each shard has its own Lease); unset DRIFTGATE_LEADER_ELECTION=false");
  if (shards > 1 && context.operator) throw new UsageError("--shards needs --no-operator: the embedded tenant operator is not sharded; run the sharded operator (deploy/operator-sharded) beside the agent");
  return shards;
}
function guardFlags(args, cwd) {
  const scopeFile = stringFlag(args, "scope");
  const scopeConfigMap = stringFlag(args, "scope-configmap");
  if (scopeFile !== void 0 && scopeConfigMap !== void 0) throw new UsageError("--scope and --scope-configmap exclude each other");
  let scope;
  if (scopeFile !== void 0) {
    const file = path3.resolve(cwd, scopeFile);
    let text;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      throw new UsageError(`--scope ${scopeFile}: cannot read the file`);
    }
    const parsed = parseScopeConfig(text, { file: scopeFile });
    const first = parsed.findings[0];
    if (first) throw new UsageError(`--scope ${first.file}:${first.line ?? 1}:${first.column ?? 1}: ${first.message}`);
    scope = { kind: "file", path: file, text };
  } else if (scopeConfigMap !== void 0) {
    if (!isDns1123Subdomain(scopeConfigMap)) throw new UsageError(`--scope-configmap must be a ConfigMap name; found ${JSON.stringify(scopeConfigMap)}`);
    scope = { kind: "configmap", name: scopeConfigMap };
  }
  const defaultNamespace = stringFlag(args, "default-namespace");
  if (defaultNamespace !== void 0 && !isDns1123Label(defaultNamespace)) throw new UsageError(`--default-namespace must be a namespace name; found ${JSON.stringify(defaultNamespace)}`);
  const sa = stringFlag(args, "service-account");
  let serviceAccount;
  if (sa !== void 0) {
    const [namespace, name, extra] = sa.split("/");
    if (!namespace || !name || extra !== void 0 || !isDns1123Label(namespace) || !isDns1123Subdomain(name)) throw new UsageError(`--service-account must look like NAMESPACE/NAME; found ${JSON.stringify(sa)}`);
    serviceAccount = { namespace, name };
  }
  const adoptCrds = stringListFlag(args, "adopt-crd");
  for (const name of adoptCrds) {
    if (!isDns1123Subdomain(name) || !name.includes(".")) throw new UsageError(`--adopt-crd must be a CustomResourceDefinition name such as tenantonboardings.platform.example.com; found ${JSON.stringify(name)}`);
  }
  const pruneCrds = booleanFlag(args, "prune-crds");
  return {
    ...scope ? { scope } : {},
    ...defaultNamespace !== void 0 ? { defaultNamespace } : {},
    ...serviceAccount ? { serviceAccount } : {},
    ...adoptCrds.length > 0 ? { adoptCrds } : {},
    ...pruneCrds ? { pruneCrds } : {}
  };
}
function inClusterNamespace() {
  try {
    return readFileSync("/var/run/secrets/kubernetes.io/serviceaccount/namespace", "utf8").trim() || void 0;
  } catch {
    return void 0;
  }
}
function agentLogger(level, destination = 1) {
  return jsonLogger({
    level,
    component: "driftgate-agent",
    destination,
    redact: ["token", "*.token", "authorization", "*.authorization", "headers.authorization", "secret", "*.secret"]
  });
}
async function ensureNamespace(kc, namespace, log) {
  const client = new KubeClient({ kubeConfig: kc, userAgent: "driftgate-agent" });
  try {
    await client.request({ method: "GET", path: `/api/v1/namespaces/${encodeURIComponent(namespace)}` });
  } catch (error) {
    if (!(error instanceof NotFoundError)) return;
    await client.request({ method: "POST", path: "/api/v1/namespaces", body: { apiVersion: "v1", kind: "Namespace", metadata: { name: namespace } } }).catch(() => void 0);
    log.info({ namespace }, "created the agent namespace");
  } finally {
    client.close();
  }
}
var agentCommand = {
  name: "agent",
  summary: "Sync a Git path to the cluster through the same gates, detect drift, report to GitHub",
  usage: USAGE,
  async run(context) {
    const s = agentSettings(context.argv, context.env, context.cwd);
    const noGit = await probeTool({ command: "git", args: ["--version"], neededFor: "to read the repository", env: context.env });
    if (noGit !== void 0) {
      context.stderr.write(`driftgate agent: ${noGit}
`);
      return EXIT.usage;
    }
    let kc;
    try {
      kc = loadKubeConfig({ path: s.kubeconfig, env: context.env, cwd: context.cwd }).kubeConfig;
      await preflight({ kubeConfig: kc, path: "/version", what: "the Kubernetes API" });
    } catch (error) {
      if (!(error instanceof KubeConfigError)) throw error;
      context.stderr.write(`driftgate agent: ${error.message}
`);
      return EXIT.usage;
    }
    const log = agentLogger(s.logLevel);
    const github = s.githubRepo && s.githubToken ? createGitHubReporter({
      repository: s.githubRepo,
      client: createGitHubClient({
        token: s.githubToken,
        baseUrl: s.githubApiUrl,
        userAgent: "driftgate-agent",
        log: { debug: (m) => log.debug(m), info: (m) => log.info(m), warn: (m) => log.warn(m) },
        ...s.githubWriteIntervalMs !== void 0 ? { timing: { writeSpacingMs: s.githubWriteIntervalMs } } : {}
      })
    }) : void 0;
    await ensureNamespace(kc, s.agent.namespace, log);
    const operatorFactory = s.operator ? async () => {
      const { Operator } = await import("./operator-PIIEOZQ7.js");
      const opLog = log.child({ component: "driftgate-operator" });
      return () => new Operator({ kubeConfig: kc, reservedNamespaces: [s.agent.namespace], log: (level, message, fields) => opLog[level](fields ?? {}, message) });
    } : void 0;
    let runtime;
    try {
      runtime = await startAgentRuntime({
        settings: s.agent,
        kubeConfig: kc,
        clock: realClock,
        log,
        ...github ? { github } : {},
        ...s.webhook ? { webhook: s.webhook } : {},
        ...s.metricsAddress !== void 0 ? { metricsAddress: s.metricsAddress } : {},
        ...operatorFactory ? { operator: await operatorFactory() } : {},
        ...s.leaderElection ? { leaderElection: { ...s.lease } } : {},
        ...s.shards > 1 ? { shards: s.shards } : {}
      });
    } catch (error) {
      if (error instanceof GitOperationError) {
        context.stderr.write(`driftgate agent: ${error.message}
`);
        return EXIT.usage;
      }
      throw error;
    }
    log.info({ repo: runtime.displayUrl, branch: s.agent.branch, path: s.agent.path || ".", sync: runtime.sync, drift: s.agent.drift, dryRun: s.agent.dryRun, operator: s.operator, ...s.shards > 1 ? { shards: s.shards } : {}, impersonating: runtime.agent?.writeClient.impersonating ?? (s.agent.serviceAccount ? serviceAccountUser(s.agent.serviceAccount.namespace, s.agent.serviceAccount.name) : void 0), github: s.githubRepo ? `${s.githubRepo.owner}/${s.githubRepo.repo}` : void 0 }, "driftgate agent started");
    const code = await new Promise((resolve) => {
      const onSignal = (signal) => {
        log.info({ signal }, "shutting down");
        void runtime.stop().then(() => resolve(EXIT.ok));
      };
      process2.once("SIGTERM", onSignal);
      process2.once("SIGINT", onSignal);
      void runtime.done.then((why) => {
        if (why === "lost") resolve(EXIT.findings);
      });
    });
    log.info({ code }, "stopped");
    log.flush();
    return code;
  }
};
export {
  agentCommand,
  agentLogger,
  agentSettings,
  shardsFlag,
  tokenForGit
};
