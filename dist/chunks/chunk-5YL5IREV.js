import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  MissingPathError,
  collectYamlFiles,
  fileTooLarge
} from "./chunk-ROV7OVGH.js";
import {
  GitRepository
} from "./chunk-3AWI2ILP.js";
import {
  DEFAULT_CATALOG_DIR,
  LOCK_FILE,
  SHIPPED_PREFIX,
  catalogProvenance,
  helmErrorFinding,
  jobPaths,
  jobTouches,
  planHelm,
  planKustomizeFiles,
  planTree
} from "./chunk-NOEPQK6A.js";
import {
  CONFIG_KIND,
  DEFAULT_CONFIG,
  HELM_HEAD_BYTES,
  HELM_RELEASE_KINDS,
  HELM_VALUES_KINDS,
  configChangeFindings,
  parseCrdCompatConfig,
  versionsToValidate
} from "./chunk-BKGHGMKV.js";
import {
  DEFAULT_FILE_LIMITS,
  decodeFileContents,
  decodeSourceFile,
  fileHead,
  fileIncludes,
  fileText
} from "./chunk-LNDVUVRY.js";
import {
  createBuiltinRegistry,
  groupVersionFileName
} from "./chunk-JJFNLGYD.js";
import {
  parseYaml
} from "./chunk-HGWXCG6I.js";
import {
  duplicateFindings
} from "./chunk-7HXXWLF3.js";
import {
  CRD_KIND,
  isCrdManifest,
  readCrd,
  servedVersionsOf
} from "./chunk-FQ4NOYGT.js";
import {
  BoundedMemo,
  compileRe2
} from "./chunk-5WTWSETK.js";
import {
  isRecord,
  loadManifests
} from "./chunk-OAWLX4HV.js";

// src/io/repository/crd-revisions.ts
import { existsSync as existsSync3 } from "node:fs";
import path11 from "node:path";

// src/io/fs/repository-root.ts
import { stat } from "node:fs/promises";
import path from "node:path";
async function findRepositoryRoot(start) {
  let dir = path.resolve(start);
  for (; ; ) {
    try {
      await stat(path.join(dir, ".git"));
      return dir;
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return path.resolve(start);
      dir = parent;
    }
  }
}

// src/io/repository/tree-sources.ts
import { mkdir, readFile as readFile3, stat as stat3, writeFile as writeFile3 } from "node:fs/promises";
import path10 from "node:path";

// src/io/scratch-dir.ts
import { rmSync } from "node:fs";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";

// src/io/exit-cleanup.ts
function exitCleanup(undo) {
  let armed = false;
  const onSignal = (signal) => {
    undo();
    disarm();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  function arm() {
    if (armed) return;
    armed = true;
    process.on("exit", undo);
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  }
  function disarm() {
    if (!armed) return;
    armed = false;
    process.off("exit", undo);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  return { arm, disarm };
}

// src/io/scratch-dir.ts
var live = /* @__PURE__ */ new Set();
async function makeScratchDir(prefix) {
  const dir = await realpath(await mkdtemp(path2.join(os.tmpdir(), prefix)));
  live.add(dir);
  cleanup.arm();
  return dir;
}
async function removeScratchDir(dir) {
  live.delete(dir);
  if (live.size === 0) cleanup.disarm();
  await rm(dir, { recursive: true, force: true });
}
function removeAllNow() {
  for (const dir of live) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
    }
  }
  live.clear();
}
var cleanup = exitCleanup(removeAllNow);

// src/io/git/open.ts
async function openGitRepository(options) {
  const { GitRepository: GitRepository2 } = await import("./repository-7SXDLYZZ.js");
  return new GitRepository2(options);
}

// src/io/check-sources.ts
import { existsSync as existsSync2 } from "node:fs";
import path4 from "node:path";

// src/io/builtin-schemas.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path3 from "node:path";
import { fileURLToPath } from "node:url";
var DEFAULT_KUBE_VERSION = "1.36";
var SETS_DIR = path3.join("schemas", "kubernetes");
function schemaSetsRoot() {
  let dir = path3.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path3.join(dir, SETS_DIR);
    if (existsSync(candidate)) return candidate;
    dir = path3.dirname(dir);
  }
  throw new Error(`the built-in schema sets (${SETS_DIR}/) are missing from the driftgate installation; please report`);
}
function shippedKubeVersions() {
  return readdirSync(schemaSetsRoot(), { withFileTypes: true }).filter((e) => e.isDirectory() && /^\d+\.\d+$/.test(e.name)).map((e) => e.name).sort((a, b) => Number(a.split(".")[1]) - Number(b.split(".")[1]));
}
var UnknownKubeVersionError = class extends Error {
  name = "UnknownKubeVersionError";
};
function parseJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}
function asIndex(value, file) {
  if (!isRecord(value) || value.format !== 1 || typeof value.kubernetesVersion !== "string" || !isRecord(value.groupVersions)) {
    throw new Error(`${file} is not a driftgate schema set index (format 1); please report`);
  }
  return value;
}
function loadShippedSchemaSet(version = DEFAULT_KUBE_VERSION, options = {}) {
  const root = options.root ?? schemaSetsRoot();
  const dir = path3.join(root, version);
  if (!/^\d+\.\d+$/.test(version) || !existsSync(path3.join(dir, "index.json"))) {
    throw new UnknownKubeVersionError(`--kube-version ${version}: no schemas shipped for it (shipped: ${options.root ? "?" : shippedKubeVersions().join(", ")})`);
  }
  const index = asIndex(parseJson(path3.join(dir, "index.json")), path3.join(dir, "index.json"));
  return {
    description: `Kubernetes ${index.kubernetesVersion}`,
    index,
    load(groupVersion) {
      if (!Object.prototype.hasOwnProperty.call(index.groupVersions, groupVersion)) return void 0;
      return parseJson(path3.join(dir, groupVersionFileName(groupVersion)));
    }
  };
}
var shipped = /* @__PURE__ */ new Map();
function shippedBuiltinRegistry(version = DEFAULT_KUBE_VERSION) {
  let registry = shipped.get(version);
  if (!registry) {
    registry = createBuiltinRegistry(loadShippedSchemaSet(version));
    shipped.set(version, registry);
  }
  return registry;
}

// src/core/policy/extend.ts
var CRD_COMPAT_KIND = "CrdCompatConfig";
function declared(files, cache) {
  const out = { keys: /* @__PURE__ */ new Set(), kinds: /* @__PURE__ */ new Set(), replaceDefaults: false };
  for (const { file } of files) {
    const one = declaredIn(file, cache);
    for (const kind of one.kinds) out.kinds.add(kind);
    for (const key of one.keys) out.keys.add(key);
    if (one.replaceDefaults) out.replaceDefaults = true;
  }
  return out;
}
var DECLARED = new BoundedMemo(64);
var REMEMBERED_TEXT_CHARS = 256 * 1024;
function declaredIn(file, cache) {
  const text = fileText(file);
  const read = () => {
    const out = { keys: /* @__PURE__ */ new Set(), kinds: /* @__PURE__ */ new Set(), replaceDefaults: false };
    for (const doc of parseYaml(text, { file: file.path, ...cache ? { cache } : {} }).documents) {
      const v = doc.value;
      if (!isRecord(v) || typeof v.kind !== "string") continue;
      out.kinds.add(v.kind);
      if (v.kind === CONFIG_KIND && isRecord(v.spec) && v.spec.replaceDefaults === true) out.replaceDefaults = true;
      if (isRecord(v.metadata) && typeof v.metadata.name === "string") out.keys.add(`${v.kind}/${v.metadata.name}`);
    }
    return out;
  };
  return text.length > REMEMBERED_TEXT_CHARS ? read() : DECLARED.get(text, read);
}
function extendDefaultPack(input) {
  const own = declared(input.own, input.parseCache);
  if (own.replaceDefaults) return { files: input.own.map((f) => f.file), replacesDefaults: true };
  const ownPaths = new Set(input.own.map((f) => f.relative));
  const kept = input.defaults.filter((d) => {
    if (ownPaths.has(d.relative)) return false;
    const mine = declared([d], input.parseCache);
    if ([...mine.keys].some((k) => own.keys.has(k))) return false;
    for (const singleton of [CONFIG_KIND, CRD_COMPAT_KIND]) if (mine.kinds.has(singleton) && own.kinds.has(singleton)) return false;
    return true;
  });
  return { files: [...kept.map((f) => f.file), ...input.own.map((f) => f.file)], replacesDefaults: false };
}

// src/io/check-sources.ts
var DEFAULT_CRD_DIR = "deploy/crds";
var DEFAULT_POLICIES_DIR = "policies";
var YAML_FILE = /\.ya?ml$/i;
async function collectCheckSources(options) {
  const crdPaths = [...options.crdPaths];
  const ownCrds = existsSync2(path4.join(options.root, DEFAULT_CRD_DIR));
  if (ownCrds && !crdPaths.includes(DEFAULT_CRD_DIR)) crdPaths.push(DEFAULT_CRD_DIR);
  if (existsSync2(path4.join(options.root, DEFAULT_CATALOG_DIR)) && !crdPaths.includes(DEFAULT_CATALOG_DIR)) crdPaths.push(DEFAULT_CATALOG_DIR);
  const policiesDir = options.policiesDir ?? (existsSync2(path4.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : void 0);
  const shipped2 = !ownCrds && options.fallback?.crdDir ? await readShipped(options.root, options.fallback.crdDir, "deploy/crds") : [];
  const fallbackPolicies = policiesDir === void 0 && options.fallback?.policiesDir ? await readShipped(options.root, options.fallback.policiesDir, "policies") : [];
  if (options.base === void 0) {
    const limit = options.maxBytes !== void 0 ? { maxBytes: options.maxBytes } : {};
    const files = await collectYamlFiles({ root: options.root, paths: options.paths, ...limit, ...options.skipDirectory ? { skipDirectory: options.skipDirectory } : {} });
    const ownCrdFiles = crdPaths.length ? await collectYamlFiles({ root: options.root, paths: crdPaths, ...limit }) : [];
    const fallbackCrds2 = notDefinedIn(shipped2, [...files, ...ownCrdFiles]);
    return {
      files,
      crdFiles: [...ownCrdFiles, ...fallbackCrds2],
      policyFiles: policiesDir ? await withDefaultPack(options.root, policiesDir, await collectYamlFiles({ root: options.root, paths: [policiesDir], ...limit }), options.fallback?.policiesDir, options.parseCache) : fallbackPolicies
    };
  }
  const repo = await openGitRepository({ dir: options.root, workTree: options.root });
  const { base: baseRevision, head: headRevision, trustedRevision } = await resolveCheckRevisions(repo, { ...options, base: options.base });
  const policyRevision = trustedRevision ?? baseRevision;
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const oversized = (p, size) => ({ path: p, bytes: new Uint8Array(0), problem: fileTooLarge(size, maxBytes) });
  const readAt = async (revision, paths, defer) => {
    const out = /* @__PURE__ */ new Map();
    for (const p of paths) {
      const snapshot = await repo.readTree({ revision, path: p, select: (f) => YAML_FILE.test(f), maxFileBytes: maxBytes, ...defer ? { defer } : {} });
      for (const f of snapshot.files) if (YAML_FILE.test(f.path)) out.set(f.path, f);
      for (const t of snapshot.tooLarge ?? []) out.set(t.path, oversized(t.path, t.size));
    }
    return [...out.values()].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  };
  const readHead = async () => {
    const files = await readAt(headRevision, options.paths, options.deferHeadContents === true ? () => true : void 0);
    return { files, crds: await readAt(headRevision, crdPaths) };
  };
  const readChange = async () => {
    const changed2 = (await repo.changedFiles({ base: baseRevision, head: headRevision, paths: options.paths })).filter((c) => YAML_FILE.test(c.path));
    const baseFiles2 = [];
    const atBase2 = await repo.readFilesAtRevision({ revision: baseRevision, paths: changed2.filter((c) => c.status !== "added").map((c) => c.path), maxBytes });
    for (const c of changed2) {
      const read = atBase2.get(c.path);
      if (read) baseFiles2.push("bytes" in read ? { path: c.path, bytes: read.bytes } : oversized(c.path, read.tooLarge));
    }
    return { changed: changed2, baseFiles: baseFiles2 };
  };
  const readPack = async () => {
    const packDir2 = options.policiesDir ?? ((await repo.listTrees({ revision: policyRevision, paths: [DEFAULT_POLICIES_DIR] })).get(DEFAULT_POLICIES_DIR)?.exists || policiesDir !== void 0 ? DEFAULT_POLICIES_DIR : void 0);
    return { packDir: packDir2, trustedPack: packDir2 ? await readAt(policyRevision, [packDir2]) : [] };
  };
  const [head, { changed, baseFiles }, { packDir, trustedPack }] = await Promise.all([readHead(), readChange(), readPack()]);
  const fallbackCrds = notDefinedIn(shipped2, [...head.files, ...head.crds]);
  return {
    files: head.files,
    crdFiles: [...head.crds, ...fallbackCrds],
    // The pack that judges a change is the trusted one (base), never the head's.
    policyFiles: packDir ? await withDefaultPack(options.root, packDir, trustedPack, options.fallback?.policiesDir, options.parseCache) : fallbackPolicies,
    // The shipped default pack (no pack in the repository) cannot be changed by a pull request;
    // what a pull request changes is measured on the repository's own pack.
    ...packDir ? { headPolicyFiles: await readAt(headRevision, [packDir]) } : {},
    ...packDir ? { policyChangeBase: await readAt(baseRevision, [packDir]) } : {},
    policyRevision,
    baseFiles,
    baseCrdFiles: [...await readAt(baseRevision, crdPaths), ...fallbackCrds],
    selected: new Set(changed.filter((c) => c.status !== "deleted").map((c) => c.path)),
    headRevision,
    baseRevision
  };
}
async function resolveCheckRevisions(repo, revisions) {
  const [base = "", head = "", trustedRevision] = await repo.resolveRevisions([revisions.base, revisions.head ?? "HEAD", ...revisions.trustedRevision !== void 0 ? [revisions.trustedRevision] : []]);
  return { base, head, ...trustedRevision !== void 0 ? { trustedRevision } : {} };
}
async function readShipped(root, dir, packagePath) {
  const absolute = path4.resolve(root, dir);
  const files = await collectYamlFiles({ root, paths: [dir] });
  return files.map((f) => ({ ...f, path: `${SHIPPED_PREFIX}${packagePath}/${path4.relative(absolute, path4.resolve(root, f.path)).split(path4.sep).join("/")}`, shipped: true }));
}
function notDefinedIn(shipped2, userFiles) {
  return shipped2.filter((crd) => {
    const name = path4.basename(crd.path).replace(/\.ya?ml$/i, "");
    return !userFiles.some((f) => {
      const text = fileText(f);
      return text.includes(name) && text.includes(CRD_KIND);
    });
  });
}
function toCheckInput(sources, options) {
  return {
    builtins: shippedBuiltinRegistry(),
    files: sources.files,
    crdFiles: sources.crdFiles,
    policyFiles: sources.policyFiles,
    ...sources.headPolicyFiles ? { headPolicyFiles: sources.headPolicyFiles } : {},
    ...sources.policyChangeBase ? { policyChangeBase: sources.policyChangeBase } : {},
    ...sources.selected ? { selected: sources.selected } : {},
    ...sources.baseFiles ? { baseFiles: sources.baseFiles } : {},
    ...sources.baseCrdFiles ? { baseCrdFiles: sources.baseCrdFiles } : {},
    ...options
  };
}
async function withDefaultPack(root, packDir, own, defaultsDir, parseCache) {
  if (defaultsDir === void 0) return [...own];
  const absoluteDefaults = path4.resolve(root, defaultsDir);
  if (path4.resolve(root, packDir) === absoluteDefaults) return [...own];
  const defaults = await readShipped(root, defaultsDir, "policies");
  const within = (dir, file) => path4.relative(dir, path4.resolve(root, file)).split(path4.sep).join("/");
  return extendDefaultPack({
    defaults: defaults.map((file) => ({ file, relative: file.path.slice(`${SHIPPED_PREFIX}policies/`.length) })),
    own: own.map((file) => ({ file, relative: within(path4.resolve(root, packDir), file.path) })),
    ...parseCache ? { parseCache } : {}
  }).files;
}

// src/io/repository/ignore.ts
import { readFile } from "node:fs/promises";
import path5 from "node:path";
var IGNORE_FILE = ".driftgateignore";
function globToRegExp(glob) {
  const anchored = glob.includes("/");
  const body = glob.replace(/^\//, "");
  let re = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i] ?? "";
    if (c === "\\" && i + 1 < body.length) {
      re += escape(body[++i] ?? "");
    } else if (c === "*") {
      if (body[i + 1] === "*") {
        const before = i === 0 || body[i - 1] === "/";
        const after = body[i + 2] === "/" || i + 2 === body.length;
        if (before && after) {
          if (i + 2 === body.length) re += ".*";
          else re += "(?:.*/)?";
          i += body[i + 2] === "/" ? 2 : 1;
          continue;
        }
        re += "[^/]*";
        i += 1;
        continue;
      }
      re += "[^/]*";
    } else if (c === "?") {
      re += "[^/]";
    } else if (c === "[") {
      const end = body.indexOf("]", i + 1);
      if (end === -1) {
        re += "\\[";
      } else {
        const set = body.slice(i + 1, end).replace(/^!/, "^").replace(/\\/g, "\\\\");
        re += `[${set}]`;
        i = end;
      }
    } else {
      re += escape(c);
    }
  }
  return new RegExp(anchored ? `^${re}$` : `^(?:.*/)?${re}$`);
}
function safeGlob(glob) {
  try {
    return globToRegExp(glob);
  } catch {
    return new RegExp(`^(?:.*/)?${glob.split("").map(escape).join("")}$`);
  }
}
function linear(re) {
  const compiled = compileRe2(re.source);
  return compiled.ok ? compiled.re : { test: () => false };
}
var escape = (c) => c.replace(/[.+^${}()|[\]\\/]/g, "\\$&");
function parseRules(text, base, source) {
  const rules = [];
  for (const rawLine of text.split(/\r?\n/)) {
    let line = rawLine.replace(/(?<!\\)\s+$/, "");
    if (line === "" || line.startsWith("#")) continue;
    let negate = false;
    if (line.startsWith("!")) {
      negate = true;
      line = line.slice(1);
    } else if (line.startsWith("\\!") || line.startsWith("\\#")) {
      line = line.slice(1);
    }
    const directoryOnly = line.endsWith("/");
    if (directoryOnly) line = line.replace(/\/+$/, "");
    if (line === "") continue;
    rules.push({ regex: linear(safeGlob(line)), negate, directoryOnly, base, source });
  }
  return rules;
}
async function loadIgnoreRules(options) {
  const rules = [];
  const dirs = [.../* @__PURE__ */ new Set(["", ...options.directories.map((d) => d === "." ? "" : d)])].sort((a, b) => a.length - b.length);
  for (const dir of dirs) {
    let text;
    try {
      text = await readFile(path5.join(options.root, dir, IGNORE_FILE), "utf8");
    } catch {
      continue;
    }
    rules.push(...parseRules(text, dir, `${dir ? dir + "/" : ""}${IGNORE_FILE}`));
  }
  for (const glob of options.exclude) rules.push(...parseRules(glob, "", `--exclude ${glob}`));
  return createMatcher(rules);
}
function matcherFromIgnoreFiles(files, exclude = []) {
  const rules = [];
  const sorted = [...files].map((f) => ({ ...f, dir: f.dir === "." ? "" : f.dir })).sort((a, b) => a.dir.length - b.dir.length);
  for (const f of sorted) rules.push(...parseRules(f.text, f.dir, `${f.dir ? f.dir + "/" : ""}${IGNORE_FILE}`));
  for (const glob of exclude) rules.push(...parseRules(glob, "", `--exclude ${glob}`));
  return createMatcher(rules);
}
var MAX_REMEMBERED_PATHS = 2e5;
function createMatcher(rules) {
  if (rules.length === 0) return { ignored: () => void 0, ignoredDirectory: () => void 0 };
  const test = (candidate, isDirectory) => {
    let verdict;
    for (const rule of rules) {
      if (rule.directoryOnly && !isDirectory) continue;
      if (rule.base && !candidate.startsWith(rule.base + "/")) continue;
      const relative = rule.base ? candidate.slice(rule.base.length + 1) : candidate;
      if (rule.regex.test(relative)) verdict = rule.negate ? void 0 : rule;
    }
    return verdict;
  };
  const directories = /* @__PURE__ */ new Map();
  const files = /* @__PURE__ */ new Map();
  const directory = (dir, stop) => {
    if (directories.size >= MAX_REMEMBERED_PATHS) directories.clear();
    const pending = [];
    let d = dir;
    while (d !== stop && d !== "" && !directories.has(`${stop}\0${d}`)) {
      pending.push(d);
      const slash = d.lastIndexOf("/");
      d = slash === -1 ? "" : d.slice(0, slash);
    }
    let inherited = d === stop || d === "" ? void 0 : directories.get(`${stop}\0${d}`) ?? void 0;
    for (let i = pending.length - 1; i >= 0; i--) {
      const p = pending[i];
      const verdict = inherited ?? test(p, true);
      directories.set(`${stop}\0${p}`, verdict ?? null);
      inherited = verdict;
    }
    return directories.get(`${stop}\0${dir}`) ?? void 0;
  };
  const stopAt = (named) => named === void 0 || named === "." ? "" : named;
  const fileVerdict = (file, stop) => {
    const slash = file.lastIndexOf("/");
    const dir = slash === -1 ? "" : file.slice(0, slash);
    if (dir !== "" && dir !== stop && (stop === "" || dir.startsWith(stop + "/"))) {
      const rule2 = directory(dir, stop);
      if (rule2) return `ignored by ${rule2.source}`;
    }
    const rule = test(file, false);
    return rule ? `ignored by ${rule.source}` : void 0;
  };
  return {
    ignored(file, named) {
      const stop = stopAt(named);
      const key = `${stop}\0${file}`;
      const known = files.get(key);
      if (known !== void 0) return known ?? void 0;
      const verdict = fileVerdict(file, stop);
      if (files.size >= MAX_REMEMBERED_PATHS) files.clear();
      files.set(key, verdict ?? null);
      return verdict;
    },
    ignoredDirectory(dir, named) {
      const stop = stopAt(named);
      if (dir === stop || stop !== "" && !dir.startsWith(stop + "/")) return void 0;
      const rule = directory(dir, stop);
      return rule ? `ignored by ${rule.source}` : void 0;
    }
  };
}

// src/io/repository/kustomize.ts
import { realpath as realpath3, writeFile } from "node:fs/promises";
import path8 from "node:path";

// src/io/repository/helm-env.ts
import path6 from "node:path";
function helmSandboxEnv(dir) {
  const home = path6.join(dir, ".helm-sandbox");
  return {
    HELM_CACHE_HOME: path6.join(home, "cache"),
    HELM_CONFIG_HOME: path6.join(home, "config"),
    HELM_DATA_HOME: path6.join(home, "data"),
    HELM_PLUGINS: path6.join(home, "plugins"),
    HELM_REGISTRY_CONFIG: path6.join(home, "registry.json"),
    HELM_REPOSITORY_CONFIG: path6.join(home, "repositories.yaml"),
    HELM_REPOSITORY_CACHE: path6.join(home, "repository"),
    HELM_NO_PLUGINS: "1",
    HELM_KUBECONTEXT: ""
  };
}

// src/io/repository/sandbox.ts
import { accessSync, constants } from "node:fs";
import { access, realpath as realpath2, stat as stat2 } from "node:fs/promises";
import path7 from "node:path";

// src/io/uptime.ts
function uptimeMs() {
  return process.uptime() * 1e3;
}

// src/io/repository/sandbox.ts
var childProcess = () => process.getBuiltinModule("node:child_process");
async function onPath(name, env) {
  for (const dir of (env.PATH ?? "").split(path7.delimiter)) {
    if (!dir) continue;
    const candidate = path7.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}
var DEFAULT_RUN_RENDER_MS = 3e3;
var DEFAULT_RUN_RENDER_BYTES = 8 * 1024 * 1024;
var RenderBudget = class {
  totalMs;
  /** Names the renderer in messages. */
  tool;
  totalBytes;
  started;
  bytes = 0;
  /** `startedAt` (a `now()` reading): when the run began, if before this budget was made (reading the tree counts too). */
  constructor(options = {}) {
    this.tool = options.tool ?? "kustomize";
    this.totalMs = options.totalMs ?? DEFAULT_RUN_RENDER_MS;
    this.totalBytes = options.totalBytes ?? DEFAULT_RUN_RENDER_BYTES;
    this.now = options.now ?? uptimeMs;
    this.started = options.startedAt ?? this.now();
  }
  now;
  remainingMs() {
    return Math.max(0, this.totalMs - (this.now() - this.started));
  }
  remainingBytes() {
    return Math.max(0, this.totalBytes - this.bytes);
  }
  /** Counts output; false once the run's output budget is spent. */
  take(bytes) {
    this.bytes += bytes;
    return this.bytes <= this.totalBytes;
  }
  spent() {
    return this.remainingMs() <= 0 || this.remainingBytes() <= 0;
  }
  describe() {
    return `${formatMs(this.totalMs)} of ${this.tool} time and ${formatBytes(this.totalBytes)} of output for the whole run`;
  }
};
var isolation;
var orphanGuard;
function systemTool(candidates) {
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
function networkIsolation() {
  if (isolation !== void 0) return isolation;
  isolation = null;
  if (process.platform !== "linux") return isolation;
  const unshare = systemTool(["/usr/bin/unshare", "/bin/unshare"]);
  if (unshare === void 0) return isolation;
  const candidates = process.getuid?.() === 0 ? [["--net"], ["--net", "--map-root-user"]] : [["--net", "--map-root-user"]];
  for (const flags of candidates) {
    const probe = childProcess().spawnSync(unshare, [...flags, "/bin/true"], { stdio: "ignore", timeout: 5e3, env: {} });
    if (probe.status === 0) {
      isolation = [unshare, ...flags, "--"];
      break;
    }
  }
  return isolation;
}
function parentDeathSignal() {
  if (orphanGuard !== void 0) return orphanGuard;
  orphanGuard = null;
  if (process.platform !== "linux") return orphanGuard;
  const setpriv = systemTool(["/usr/bin/setpriv", "/bin/setpriv"]);
  if (setpriv === void 0) return orphanGuard;
  const probe = childProcess().spawnSync(setpriv, ["--pdeathsig", "KILL", "--", "/bin/true"], { stdio: "ignore", timeout: 5e3, env: {} });
  if (probe.status === 0) orphanGuard = [setpriv, "--pdeathsig", "KILL", "--"];
  return orphanGuard;
}
var running = /* @__PURE__ */ new Set();
var killGroup = (pid) => {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
};
var killAll = () => {
  for (const pid of running) killGroup(pid);
  running.clear();
};
var groupsCleanup = exitCleanup(killAll);
var inside = (file, dir) => file === dir || file.startsWith(dir.endsWith(path7.sep) ? dir : dir + path7.sep);
async function resolvePaths(paths, options) {
  const root = await realpath2(options.root);
  const outsideRoots = await Promise.all((options.outsideRoots ?? []).map((d) => realpath2(d).catch(() => path7.resolve(d))));
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const facts = /* @__PURE__ */ new Map();
  for (const p of new Set(paths)) {
    const absolute = path7.isAbsolute(p) ? p : path7.join(root, ...p.split("/"));
    const bound = path7.isAbsolute(p) ? outsideRoots.find((d) => inside(path7.resolve(p), d)) : root;
    let real;
    try {
      real = await realpath2(absolute);
    } catch {
      facts.set(p, { kind: "missing" });
      continue;
    }
    if (bound === void 0 || !inside(real, bound)) {
      facts.set(p, { kind: "outside", target: real });
      continue;
    }
    try {
      const info = await stat2(real);
      if (info.isDirectory()) facts.set(p, { kind: "directory" });
      else if (!info.isFile()) facts.set(p, { kind: "special" });
      else if (info.size > maxBytes) facts.set(p, { kind: "too-large", bytes: info.size, limit: maxBytes });
      else facts.set(p, { kind: "file" });
    } catch {
      facts.set(p, { kind: "missing" });
    }
  }
  return facts;
}
function cleanStderr(text, replacements) {
  let out = text;
  for (const [from, to] of replacements) out = out.split(from).join(to);
  out = out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
  const lines = out.trim().split("\n").filter((l) => l.trim() !== "");
  const last = lines.slice(-3).join(" | ");
  return last.length > 600 ? last.slice(0, 597) + "..." : last;
}
var formatMs = (ms) => ms < 1e3 ? `${Math.round(ms)} ms` : `${Math.round(ms / 1e3)} s`;
var formatBytes = (n) => n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MiB` : `${n} bytes`;
function sandboxEnv(dir, env) {
  const nowhere = "http://127.0.0.1:9";
  return {
    PATH: env.PATH ?? "",
    HOME: dir,
    TMPDIR: dir,
    KUBECONFIG: path7.join(dir, "no-kubeconfig"),
    XDG_CONFIG_HOME: dir,
    GIT_TERMINAL_PROMPT: "0",
    GIT_ALLOW_PROTOCOL: "none",
    GIT_PROTOCOL_FROM_USER: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_SSH_COMMAND: "false",
    GIT_ASKPASS: "false",
    SSH_ASKPASS: "false",
    HTTP_PROXY: nowhere,
    HTTPS_PROXY: nowhere,
    ALL_PROXY: nowhere,
    http_proxy: nowhere,
    https_proxy: nowhere,
    all_proxy: nowhere,
    NO_PROXY: "",
    no_proxy: ""
  };
}
function runSandboxed(options) {
  const argv = [...parentDeathSignal() ?? [], ...options.prefix ?? [], options.command, ...options.args];
  const dir = options.dir;
  return new Promise((resolve) => {
    const groups = process.platform !== "win32";
    if (groups) groupsCleanup.arm();
    const child = childProcess().spawn(argv[0] ?? options.command, argv.slice(1), { cwd: dir, env: { ...sandboxEnv(dir, options.env), ...options.extraEnv }, stdio: ["ignore", "pipe", "pipe"], detached: groups });
    const pid = child.pid;
    if (pid !== void 0 && groups) running.add(pid);
    else if (running.size === 0) groupsCleanup.disarm();
    const out = [];
    let outBytes = 0;
    let err = "";
    let settled = false;
    const finish = (r) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (pid !== void 0) running.delete(pid);
      if (running.size === 0) groupsCleanup.disarm();
      resolve(r);
    };
    const stop = (r) => {
      if (pid !== void 0 && process.platform !== "win32") killGroup(pid);
      else child.kill("SIGKILL");
      finish(r);
    };
    const timer = setTimeout(() => stop({ kind: "timeout" }), options.timeoutMs);
    child.stdout.on("data", (chunk) => {
      outBytes += chunk.byteLength;
      if (outBytes > options.maxOutput) stop({ kind: "too-large" });
      else if (!options.budget.take(chunk.byteLength)) stop({ kind: "budget" });
      else out.push(chunk);
    });
    child.stderr.on("data", (chunk) => {
      if (err.length < 64 * 1024) err += chunk.toString("utf8");
    });
    child.on("error", (error) => finish({ kind: "exit", code: 127, stdout: "", stderr: error.message }));
    child.on("close", (code) => finish({ kind: "exit", code: code ?? 1, stdout: Buffer.concat(out).toString("utf8"), stderr: err }));
  });
}

// src/io/repository/kustomize.ts
function resolveKustomizePaths(paths, options) {
  return resolvePaths(paths, options);
}
var DEFAULT_KUSTOMIZE_TIMEOUT_MS = 6e4;
var DEFAULT_KUSTOMIZE_MAX_OUTPUT = 32 * 1024 * 1024;
var RENDER_CONCURRENCY = 4;
var MAX_ROOT_OBJECTS = 2e3;
async function findKustomize(env) {
  const kustomize = await onPath("kustomize", env);
  if (kustomize) return { command: kustomize, args: ["build", "--load-restrictor", "LoadRestrictionsRootOnly"], label: "kustomize build" };
  const kubectl = await onPath("kubectl", env);
  if (kubectl) return { command: kubectl, args: ["kustomize", "--load-restrictor", "LoadRestrictionsRootOnly"], label: "kubectl kustomize" };
  return void 0;
}
var problemAt = (k, ruleId, message, hint) => ({
  root: k.dir,
  problem: { ruleId, severity: "error", message, file: k.file, line: 1, column: 1, hint }
});
async function renderKustomization(k, tool, options) {
  const root = k.dir || ".";
  if (!tool) {
    return problemAt(
      k,
      "kustomize/unavailable",
      `${root} holds a kustomization, but neither kustomize nor kubectl is on PATH: it was not rendered, and only its resource files were checked as they are`,
      "Install kustomize (or kubectl) where driftgate runs, or render in CI and check the output with `kustomize build DIR | driftgate check -`."
    );
  }
  const budget = options.budget ?? new RenderBudget({ totalMs: Infinity, totalBytes: Infinity });
  if (budget.spent()) return budgetProblem(k, budget);
  if (options.helm && options.helm.command === void 0) {
    return problemAt(k, "kustomize/helm", `${root} uses helmCharts, but helm is not on PATH: it was not rendered`, "Install helm where driftgate runs (`npm run build:helm` builds the pinned one), or render in CI and pipe the output to `driftgate check -`.");
  }
  const helmCommand = options.helm?.command;
  const repoRoot = await realpath3(options.root);
  const wrapper = await makeScratchDir("driftgate-kustomize-");
  try {
    const outside = path8.isAbsolute(k.dir);
    const target = path8.relative(wrapper, outside ? k.dir : path8.join(repoRoot, k.dir)).split(path8.sep).join("/");
    await writeFile(
      path8.join(wrapper, "kustomization.yaml"),
      `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ${JSON.stringify(target)}
buildMetadata: [originAnnotations, transformerAnnotations]
`
    );
    const originPrefix = path8.posix.normalize(path8.relative(wrapper, outside ? path8.parse(wrapper).root : repoRoot).split(path8.sep).join("/"));
    const timeoutMs = Math.min(options.timeoutMs ?? DEFAULT_KUSTOMIZE_TIMEOUT_MS, budget.remainingMs());
    const maxOutput = options.maxOutputBytes ?? DEFAULT_KUSTOMIZE_MAX_OUTPUT;
    const prefix = options.isolateNetwork === false ? null : options.isolation !== void 0 ? options.isolation : networkIsolation();
    const helmArgs = helmCommand !== void 0 ? ["--enable-helm", "--helm-command", await helmShim(wrapper, helmCommand)] : [];
    const result = await runSandboxed({
      command: tool.command,
      args: [...tool.args, ...helmArgs, wrapper],
      dir: wrapper,
      env: options.env,
      ...helmCommand !== void 0 ? { extraEnv: helmSandboxEnv(wrapper) } : {},
      timeoutMs,
      maxOutput,
      budget,
      prefix
    });
    const replacements = [
      [wrapper + "/", ""],
      [repoRoot + "/", ""],
      [originPrefix + "/", ""]
    ];
    if (result.kind === "budget" || result.kind === "timeout" && timeoutMs < (options.timeoutMs ?? DEFAULT_KUSTOMIZE_TIMEOUT_MS)) return budgetProblem(k, budget);
    if (result.kind === "timeout") {
      return problemAt(k, "kustomize/build-failed", `${tool.label} ${root} did not finish within ${formatMs(timeoutMs)} and was stopped; the kustomization was not checked`, "Simplify the kustomization, or render it in CI and pipe the output to `driftgate check -`.");
    }
    if (result.kind === "too-large") {
      return problemAt(k, "kustomize/build-failed", `${tool.label} ${root} wrote more than ${maxOutput} bytes and was stopped; the kustomization was not checked`, "Split the kustomization, or render it in CI and pipe the output to `driftgate check -`.");
    }
    if (result.code !== 0) {
      return problemAt(k, "kustomize/build-failed", `${tool.label} ${root} failed: ${cleanStderr(result.stderr, replacements) || `exit ${result.code}`}`, "Fix the kustomization so that `kustomize build` succeeds; its objects were not checked.");
    }
    return { root: k.dir, output: result.stdout, originPrefix: originPrefix === "." ? "" : originPrefix, ...outside ? { originBase: "/" } : {} };
  } finally {
    await removeScratchDir(wrapper);
  }
}
async function helmShim(dir, helm) {
  const shim = path8.join(dir, "helm");
  const quoted = `'${helm.replace(/'/g, `'\\''`)}'`;
  await writeFile(shim, `#!/bin/sh
if [ "$1" = version ]; then echo v3.99.0-driftgate-helm4; exit 0; fi
exec ${quoted} "$@"
`, { mode: 493 });
  return shim;
}
var budgetProblem = (k, budget) => problemAt(k, "kustomize/budget", `${k.dir || "."} was not rendered: the run's render budget (${budget.describe()}) was spent`, "Render fewer roots per run (name the paths that changed), or render in CI and pipe the output to `driftgate check -`.");
var NO_NETWORK_NAMESPACE_NOTE = "kustomize rendered WITHOUT a network namespace: `unshare --net` is unavailable here (no unshare, or no user namespaces). Remote references were refused before it ran and its proxies lead nowhere, but the renderer itself was not cut off from the network.";
async function renderKustomizeRoots(options) {
  const budget = options.budget ?? new RenderBudget();
  const first = planKustomizeFiles(options.files);
  const requested = new Set(options.roots);
  const wanted = first.roots.filter((r) => requested.has(r.dir));
  if (!options.tool) return { renders: wanted.map((k) => renderUnavailable(k)), paths: /* @__PURE__ */ new Map(), notes: [] };
  const toCheck = [...first.references.map((r) => r.path), ...[...first.kustomizations.values()].map((k) => k.file)];
  const paths = await resolveKustomizePaths(toCheck, { root: options.root, ...options.maxInputBytes !== void 0 ? { maxBytes: options.maxInputBytes } : {}, ...options.outsideRoots ? { outsideRoots: options.outsideRoots } : {} });
  const plan = planKustomizeFiles(options.files, paths);
  const results = /* @__PURE__ */ new Map();
  const tooMany = /* @__PURE__ */ new Map();
  for (const r of plan.roots) {
    const objects = plan.estimatedObjects?.get(r.dir) ?? 0;
    if (requested.has(r.dir) && !plan.refused.has(r.dir) && objects > MAX_ROOT_OBJECTS) tooMany.set(r.dir, objects);
  }
  const renderable = plan.roots.filter((r) => requested.has(r.dir) && !plan.refused.has(r.dir) && !tooMany.has(r.dir));
  const isolation2 = options.isolation !== void 0 ? options.isolation : networkIsolation();
  const usesHelm = (k) => (plan.chain.get(k.dir) ?? [k]).some((c) => c.helmCharts);
  const helm = renderable.some(usesHelm) ? options.helm === null ? void 0 : options.helm ?? await onPath("helm", options.env) : void 0;
  let next = 0;
  const worker = async () => {
    for (let k = renderable[next++]; k !== void 0; k = renderable[next++]) {
      results.set(k.dir, await renderKustomization(k, options.tool, { root: options.root, env: options.env, budget, isolation: isolation2, ...usesHelm(k) ? { helm: { command: helm } } : {}, ...options.timeoutMs !== void 0 ? { timeoutMs: options.timeoutMs } : {}, ...options.maxOutputBytes !== void 0 ? { maxOutputBytes: options.maxOutputBytes } : {} }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, renderable.length) }, worker));
  const leftOut = renderable.filter((k) => results.get(k.dir)?.problem?.ruleId === "kustomize/budget");
  const names = [...leftOut.slice(0, 20).map((o) => o.dir || "."), ...leftOut.length > 20 ? [`and ${leftOut.length - 20} more`] : []].join(", ");
  const renders = [];
  for (const k of plan.roots) {
    const objects = tooMany.get(k.dir);
    if (objects === void 0) continue;
    renders.push(
      problemAt(
        k,
        "kustomize/budget",
        `${k.dir || "."} was not rendered: it would render about ${objects >= 1e6 ? objects.toExponential(1) : objects} objects (its resource files' documents, times the paths by which it reaches each base), over the ${MAX_ROOT_OBJECTS} one root may render; kustomize's time grows with the square of that`,
        "Split the root, or render it in CI and pipe the output to `driftgate check -`."
      )
    );
  }
  for (const k of renderable) {
    const r = results.get(k.dir);
    if (!r) continue;
    if (r.problem?.ruleId === "kustomize/budget") {
      renders.push({ ...r, problem: { ...r.problem, message: `${k.dir || "."} was not rendered: the run's render budget (${budget.describe()}) was spent; roots not rendered: ${names}` } });
    } else renders.push(r);
  }
  const notes = isolation2 === null && renderable.length > 0 ? [NO_NETWORK_NAMESPACE_NOTE] : [];
  return { renders, paths, notes };
}
function renderUnavailable(k) {
  return problemAt(
    k,
    "kustomize/unavailable",
    `${k.dir || "."} holds a kustomization, but neither kustomize nor kubectl is on PATH: it was not rendered, and only its resource files were checked as they are`,
    "Install kustomize (or kubectl) where driftgate runs, or render in CI and check the output with `kustomize build DIR | driftgate check -`."
  );
}

// src/io/repository/helm.ts
import { lstat, readdir, readFile as readFile2, realpath as realpath4, writeFile as writeFile2 } from "node:fs/promises";
import path9 from "node:path";
var DEFAULT_HELM_TIMEOUT_MS = 6e4;
var DEFAULT_HELM_MAX_OUTPUT = 32 * 1024 * 1024;
var DEFAULT_HELM_RUN_MS = 2e4;
var DEFAULT_HELM_RUN_BYTES = 32 * 1024 * 1024;
var HELM_CONCURRENCY = 2;
var MAX_CHART_ENTRIES = 2e4;
var HELM_NO_NETWORK_NAMESPACE_NOTE = "helm rendered WITHOUT a network namespace: `unshare --net` is unavailable here. Dependencies were only taken from the repository and no repository or registry was configured, but the renderer itself was not cut off from the network.";
async function findHelm(env) {
  return onPath("helm", env);
}
function helmDocuments(files, unread) {
  const out = [];
  const valuesCandidates = [];
  let valuesFromUsed = false;
  const parse = (f) => {
    const decoded = decodeFileContents(f);
    return decoded.ok ? parseYaml(decoded.text, { file: f.path }).documents : [];
  };
  for (const f of files) {
    const isChart = /(^|\/)Chart\.ya?ml$/.test(f.path);
    if (!isChart && unread?.(f) === true) continue;
    const head = isChart ? "" : fileHead(f, HELM_HEAD_BYTES);
    if (isChart || HELM_RELEASE_KINDS.test(head)) {
      const docs = parse(f);
      for (const d of docs) {
        out.push(d);
        if (readsValuesFrom(d.value)) valuesFromUsed = true;
      }
    } else if (HELM_VALUES_KINDS.test(head)) {
      valuesCandidates.push(f);
    }
  }
  if (valuesFromUsed) for (const f of valuesCandidates) for (const d of parse(f)) out.push(d);
  return out;
}
function readsValuesFrom(value) {
  return isRecord(value) && value.kind === "HelmRelease" && isRecord(value.spec) && Array.isArray(value.spec.valuesFrom);
}
function planHelmTree(files, valuesSets, unread) {
  return planHelm({ documents: helmDocuments(files, unread), paths: files.map((f) => f.path), ...valuesSets ? { valuesSets } : {} });
}
var problem = (job, ruleId, message, hint, at) => ({
  job,
  problem: { ruleId, severity: "error", message, ...at ?? job.declaredIn, hint }
});
async function chartEscapes(chartDir, repoRoot) {
  let entries = 0;
  const stack = [chartDir];
  while (stack.length > 0) {
    const dir = stack.pop() ?? "";
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      entries += 1;
      if (entries > MAX_CHART_ENTRIES) return `it holds more than ${MAX_CHART_ENTRIES} files`;
      const full = path9.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await realpath4(full).catch(() => void 0);
        if (target !== void 0 && !inside(target, repoRoot)) return `${path9.relative(repoRoot, full).split(path9.sep).join("/")} is a symbolic link to ${target}, outside the repository`;
        continue;
      }
      if (entry.isDirectory()) stack.push(full);
      else if (!entry.isFile()) return `${path9.relative(repoRoot, full).split(path9.sep).join("/")} is not a regular file (a FIFO, socket or device)`;
    }
  }
  return void 0;
}
async function vendoredCharts(chartDir) {
  const names = /* @__PURE__ */ new Set();
  const dir = path9.join(chartDir, "charts");
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return names;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      const chartFile = path9.join(dir, entry.name, "Chart.yaml");
      const info = await lstat(chartFile).catch(() => void 0);
      const text = info?.isFile() && info.size <= 1024 * 1024 ? await readFile2(chartFile, "utf8").catch(() => void 0) : void 0;
      const name = text ? /^name:\s*["']?([^"'\s#]+)/m.exec(text)?.[1] : void 0;
      names.add(name ?? entry.name);
    } else if (/\.tgz$/.test(entry.name)) {
      const m = /^(.+?)-v?\d[^/]*\.tgz$/.exec(entry.name);
      names.add(m?.[1] ?? entry.name.replace(/\.tgz$/, ""));
    }
  }
  return names;
}
async function missingDependencies(chart, chartDir, chartDoc) {
  if (chart.dependencies.length === 0) return [];
  const present = await vendoredCharts(chartDir);
  const out = [];
  for (const [i, dep] of chart.dependencies.entries()) {
    if (present.has(dep.name)) continue;
    const where = chartDoc?.locate(`/dependencies/${i}`) ?? { line: 1, column: 1 };
    out.push({
      ruleId: "helm/dependency-missing",
      severity: "error",
      message: `chart ${chart.dir || "."} depends on ${dep.name}${dep.version ? ` ${dep.version}` : ""}${dep.repository ? ` from ${dep.repository}` : ""}, which is not in ${chart.dir ? `${chart.dir}/` : ""}charts/; driftgate never fetches dependencies, so the chart was not rendered`,
      file: chart.file,
      line: where.line,
      column: where.column,
      hint: "Vendor the dependency into charts/ (`helm dependency build` and commit the .tgz), or render in CI and pipe the output to `driftgate check -`."
    });
  }
  return out;
}
async function renderHelmTree(options) {
  const plan = planHelmTree(options.files, options.valuesSets);
  const jobs = plan.jobs.filter((j) => options.wanted?.(j) ?? true);
  if (jobs.length === 0) return { helm: { renders: [], notRendered: plan.notRendered }, notes: [] };
  const helm = options.helm === null ? void 0 : options.helm ?? await findHelm(options.env);
  if (helm === void 0) {
    return {
      helm: {
        renders: jobs.map(
          (j) => problem(j, "helm/unavailable", `${j.label} was not rendered: helm is not on PATH, so the chart's objects were not checked`, "Install helm where driftgate runs (`npm run build:helm` builds the pinned one), or render in CI and pipe the output to `driftgate check -`.")
        ),
        notRendered: plan.notRendered
      },
      notes: []
    };
  }
  const repoRoot = await realpath4(options.root);
  const chartDocs = new Map(helmDocuments(options.files.filter((f) => /(^|\/)Chart\.ya?ml$/.test(f.path))).map((d) => [d.file, d]));
  const facts = await resolvePaths(
    jobs.flatMap((j) => [...jobPaths(j), j.chart.dir || "."]),
    { root: repoRoot, ...options.maxInputBytes !== void 0 ? { maxBytes: options.maxInputBytes } : {} }
  );
  const chartChecks = /* @__PURE__ */ new Map();
  const checkChart = (chart) => {
    let pending = chartChecks.get(chart.dir);
    if (!pending) {
      pending = (async () => {
        const fact = facts.get(chart.dir || ".");
        if (fact?.kind !== "directory") return `the chart directory ${chart.dir || "."} is ${fact?.kind === "outside" ? `outside the repository (${fact.target})` : "not a directory"}`;
        const dir = path9.join(repoRoot, ...chart.dir.split("/").filter(Boolean));
        const escape2 = await chartEscapes(dir, repoRoot);
        if (escape2 !== void 0) return escape2;
        return missingDependencies(chart, dir, chartDocs.get(chart.file));
      })();
      chartChecks.set(chart.dir, pending);
    }
    return pending;
  };
  const budget = options.budget ?? new RenderBudget({ tool: "helm", totalMs: DEFAULT_HELM_RUN_MS, totalBytes: DEFAULT_HELM_RUN_BYTES });
  const isolation2 = options.isolation !== void 0 ? options.isolation : networkIsolation();
  const renders = [];
  const renderOne = async (job) => {
    for (const p of jobPaths(job)) {
      const fact = facts.get(p);
      if (fact?.kind === "file") continue;
      const what = fact?.kind === "outside" ? `resolves outside the repository (${fact.target})` : fact?.kind === "too-large" ? `is larger than ${fact.limit} bytes` : fact?.kind === "missing" || fact === void 0 ? "does not exist" : `is not a regular file`;
      return problem(job, "helm/refused", `${job.label}: the values file ${p} ${what}; it was not read and the chart was not rendered`, "Keep values files inside the repository as regular files.");
    }
    const chartProblem = await checkChart(job.chart);
    if (typeof chartProblem === "string") return problem(job, "helm/refused", `${job.label} was not rendered: ${chartProblem}`, "Keep the whole chart inside the repository.");
    const missing = chartProblem.filter((f) => f !== void 0);
    if (missing.length > 0) {
      const [first] = missing;
      return { job, problem: { ...first, message: `${first.message}${missing.length > 1 ? ` (and ${missing.length - 1} more: ${missing.slice(1).map((m) => m.message.split(" depends on ")[1]?.split(",")[0] ?? "").join("; ")})` : ""} [${job.label}, values ${job.valuesSet}]` } };
    }
    if (budget.spent()) return problem(job, "helm/budget", `${job.label} was not rendered: the run's render budget (${budget.describe()}) was spent`, "Render fewer charts per run (name the paths that changed), or render in CI and pipe the output to `driftgate check -`.");
    const work = await makeScratchDir("driftgate-helm-");
    try {
      const args = ["template", job.release, path9.join(repoRoot, ...job.chart.dir.split("/").filter(Boolean)) || repoRoot, "--namespace", job.namespace];
      for (const [i, layer] of job.values.entries()) {
        if (layer.kind === "file") {
          args.push("--values", path9.join(repoRoot, ...layer.path.split("/")));
        } else {
          const file = path9.join(work, `values-${i}.yaml`);
          await writeFile2(file, layer.text);
          args.push("--values", file);
        }
      }
      for (const s of job.set ?? []) args.push(s.string ? "--set-string" : "--set", `${s.name}=${s.value}`);
      const timeoutMs = Math.min(options.timeoutMs ?? DEFAULT_HELM_TIMEOUT_MS, budget.remainingMs());
      const maxOutput = options.maxOutputBytes ?? DEFAULT_HELM_MAX_OUTPUT;
      const result = await runSandboxed({
        command: helm,
        args,
        dir: work,
        env: options.env,
        extraEnv: helmSandboxEnv(work),
        timeoutMs,
        maxOutput,
        budget,
        prefix: isolation2
      });
      if (result.kind === "budget" || result.kind === "timeout" && timeoutMs < (options.timeoutMs ?? DEFAULT_HELM_TIMEOUT_MS)) {
        return problem(job, "helm/budget", `${job.label} was not rendered: the run's render budget (${budget.describe()}) was spent`, "Render fewer charts per run, or render in CI and pipe the output to `driftgate check -`.");
      }
      if (result.kind === "timeout") return problem(job, "helm/template-error", `helm template of ${job.label} did not finish within ${formatMs(timeoutMs)} and was stopped`, "Simplify the chart, or render it in CI and pipe the output to `driftgate check -`.");
      if (result.kind === "too-large") return problem(job, "helm/template-error", `helm template of ${job.label} wrote more than ${maxOutput} bytes and was stopped`, "Render it in CI and pipe the output to `driftgate check -`.");
      if (result.code !== 0) {
        const stderr = cleanStderr(result.stderr, [
          [work + "/", ""],
          [repoRoot + "/", ""]
        ]);
        return { job, problem: helmErrorFinding(stderr || `exit ${result.code}`, job) };
      }
      return { job, output: result.stdout };
    } finally {
      await removeScratchDir(work);
    }
  };
  let next = 0;
  const results = /* @__PURE__ */ new Map();
  const worker = async () => {
    for (let job = jobs[next++]; job !== void 0; job = jobs[next++]) results.set(job, await renderOne(job));
  };
  await Promise.all(Array.from({ length: Math.min(HELM_CONCURRENCY, jobs.length) }, worker));
  for (const job of jobs) {
    const r = results.get(job);
    if (r) renders.push(r);
  }
  return { helm: { renders, notRendered: plan.notRendered }, notes: isolation2 === null ? [HELM_NO_NETWORK_NAMESPACE_NOTE] : [] };
}

// src/io/repository/tree-sources.ts
var STDIN_PATH = "-";
var STDIN_FILE = "<stdin>";
var ROOT_MARKERS = [".git", IGNORE_FILE];
async function exists(p) {
  try {
    await stat3(p);
    return true;
  } catch {
    return false;
  }
}
async function contextRoot(root, named) {
  let dir = named === "." ? "" : named;
  try {
    if (!(await stat3(path10.join(root, dir))).isDirectory()) dir = path10.posix.dirname(dir);
  } catch {
    dir = path10.posix.dirname(dir);
  }
  if (named.startsWith("..") || path10.isAbsolute(named)) return named;
  if (dir === ".") return "";
  for (; ; ) {
    if (dir === "" || dir === ".") return "";
    for (const marker of ROOT_MARKERS) if (await exists(path10.join(root, dir, marker))) return dir;
    dir = path10.posix.dirname(dir);
  }
}
var isUnder = (file, dir) => dir === "" || dir === "." || file === dir || file.startsWith(dir + "/");
function nearestIn(set, file, options) {
  let candidate = file;
  if (!options.strict && set.has(candidate)) return candidate;
  for (; ; ) {
    const slash = candidate.lastIndexOf("/");
    if (slash <= 0) break;
    candidate = candidate.slice(0, slash);
    if (set.has(candidate)) return candidate;
  }
  if (set.has("") && file !== "") return "";
  if (set.has(".") && file !== ".") return ".";
  return void 0;
}
async function readStream(stream, max) {
  const chunks = [];
  let total = 0;
  for await (const chunk of stream) {
    const b = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    total += b.byteLength;
    if (total > max) {
      chunks.push(b.subarray(0, Math.max(0, b.byteLength - (total - max - 1))));
      break;
    }
    chunks.push(b);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
async function collectTreeSources(options) {
  const started = uptimeMs();
  const named = options.paths.filter((p) => p !== STDIN_PATH);
  const wantsStdin = options.paths.includes(STDIN_PATH);
  if (options.base === void 0) {
    for (const p of named) if (!await exists(path10.resolve(options.root, p))) throw new MissingPathError(`${p}: no such file or directory`);
  }
  const roots = [...new Set(await Promise.all(named.map((p) => contextRoot(options.root, p))))];
  const rootSet = new Set(roots);
  const contextRoots = roots.filter((r) => nearestIn(rootSet, r, { strict: true }) === void 0);
  const contextRootSet = new Set(contextRoots);
  const policies = options.policiesDir ?? (await exists(path10.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : void 0);
  const namedFiles = /* @__PURE__ */ new Set();
  const key = (p) => p.startsWith("..") || path10.isAbsolute(p) ? path10.resolve(options.root, p).split(path10.sep).join("/") : p === "." ? "" : p;
  const namedKeys = named.map(key);
  const namedSet = new Set(namedKeys);
  const namedAboveDir = /* @__PURE__ */ new Map();
  const namedAbove = (file) => {
    const pending = [];
    let d = file;
    let found;
    for (; ; ) {
      if (namedAboveDir.has(d)) {
        found = namedAboveDir.get(d);
        break;
      }
      if (namedSet.has(d)) {
        found = d;
        namedAboveDir.set(d, d);
        break;
      }
      pending.push(d);
      const slash = d.lastIndexOf("/");
      if (slash <= 0) {
        found = nearestIn(namedSet, d, { strict: true });
        break;
      }
      d = d.slice(0, slash);
    }
    for (const p of pending) namedAboveDir.set(p, found);
    return found;
  };
  const isNamed = (file) => namedAbove(file) !== void 0;
  const ignored = [];
  let trustedMatcher;
  let sources;
  if (options.base !== void 0) {
    const repo = await openGitRepository({ dir: options.root, workTree: options.root });
    const revisions = await resolveCheckRevisions(repo, { ...options, base: options.base });
    [trustedMatcher, sources] = await Promise.all([
      readIgnoreMatcherAt(repo, revisions.trustedRevision ?? revisions.base, contextRoots, options.exclude),
      collectCheckSources({ ...options, ...revisions, paths: contextRoots })
    ]);
  } else {
    const walkMatcher = await loadIgnoreRules({ root: options.root, directories: contextRoots, exclude: options.exclude });
    const skipDirectory = (dir) => {
      const reason = walkMatcher.ignoredDirectory(dir, namedAbove(dir));
      if (reason !== void 0 && isNamed(dir)) ignored.push({ file: `${dir}/`, reason });
      return reason !== void 0;
    };
    sources = await collectCheckSources({ ...options, paths: [...contextRoots, ...named.filter((p) => !contextRootSet.has(p))], skipDirectory });
  }
  const directories = new Set(contextRoots);
  for (const f of sources.files) {
    for (let d = path10.posix.dirname(f.path); d !== "." && d !== "" && !directories.has(d); d = path10.posix.dirname(d)) directories.add(d);
  }
  const matcher = trustedMatcher ?? await loadIgnoreRules({ root: options.root, directories: [...directories], exclude: options.exclude });
  const files = [];
  for (const file of sources.files) {
    const explicitlyNamed = namedSet.has(file.path);
    const namedBy = namedAbove(file.path);
    if (policies !== void 0 && isUnder(file.path, policies) && !(namedBy !== void 0 && isUnder(namedBy, policies))) continue;
    if (isUnder(file.path, DEFAULT_CATALOG_DIR) && !(namedBy !== void 0 && isUnder(namedBy, DEFAULT_CATALOG_DIR))) continue;
    const reason = explicitlyNamed ? void 0 : matcher.ignored(file.path, namedBy);
    if (reason !== void 0) {
      if (isNamed(file.path)) ignored.push({ file: file.path, reason });
      continue;
    }
    files.push(file);
    if (isNamed(file.path) && (!sources.selected || sources.selected.has(file.path))) namedFiles.add(file.path);
  }
  if (wantsStdin && options.stdin) {
    files.push({ path: STDIN_FILE, bytes: await readStream(options.stdin, options.maxStdinBytes ?? 64 * 1024 * 1024) });
    namedFiles.add(STDIN_FILE);
  }
  const everything = namedFiles.size === files.length && !sources.selected;
  const selected = everything ? void 0 : namedFiles;
  const renders = [];
  const notes = [];
  let kustomizePaths;
  if (options.kustomize !== false) {
    const plan = planTree(files);
    const relevant = plan.roots.filter((r) => !plan.refused.has(r.dir) && (!selected || [...plan.consumed.get(r.dir) ?? []].some((f) => selected.has(f))));
    if (relevant.length > 0) {
      const tool = await findKustomize(options.env);
      let renderRoot = options.root;
      let cleanup2;
      if (options.base !== void 0 && tool && sources.headRevision !== void 0) {
        const dirs = [...new Set(relevant.flatMap((r) => (plan.chain.get(r.dir) ?? [r]).map((k) => k.dir)))];
        renderRoot = await materialize(options.root, sources.headRevision, dirs, options.maxBytes);
        const dir = renderRoot;
        cleanup2 = () => removeScratchDir(dir);
      }
      try {
        const outsideRoots = contextRoots.filter((r) => r.startsWith("..") || path10.isAbsolute(r)).map((r) => path10.resolve(options.root, r));
        const rendered = await renderKustomizeRoots({ files, roots: relevant.map((r) => r.dir), tool, root: renderRoot, env: options.env, outsideRoots, budget: new RenderBudget({ startedAt: started }), ...options.maxBytes !== void 0 ? { maxInputBytes: options.maxBytes } : {} });
        renders.push(...rendered.renders);
        kustomizePaths = rendered.paths;
        notes.push(...rendered.notes);
      } finally {
        await cleanup2?.();
      }
    }
  }
  let helm;
  if (options.helm !== false) {
    const filePaths = files.map((f) => f.path);
    const wanted = (job) => !selected || jobTouches(job, (f) => selected.has(f), filePaths);
    const unread = options.mayLeaveUnread;
    const plan = planHelmTree(files, options.helmValuesSets, unread ? (f) => f.blob !== void 0 && unread(f.blob) : void 0);
    const jobs = plan.jobs.filter(wanted);
    if (jobs.length > 0 || plan.notRendered.length > 0) {
      let renderRoot = options.root;
      let cleanup2;
      if (options.base !== void 0 && sources.headRevision !== void 0 && jobs.length > 0) {
        const dirs = [...new Set(jobs.flatMap((j) => [j.chart.dir, ...jobPaths(j)]))];
        renderRoot = await materialize(options.root, sources.headRevision, dirs, options.maxBytes);
        const dir = renderRoot;
        cleanup2 = () => removeScratchDir(dir);
      }
      try {
        const rendered = await renderHelmTree({ files, root: renderRoot, env: options.env, wanted, ...options.helmValuesSets ? { valuesSets: options.helmValuesSets } : {}, ...options.maxBytes !== void 0 ? { maxInputBytes: options.maxBytes } : {} });
        helm = rendered.helm;
        notes.push(...rendered.notes);
      } finally {
        await cleanup2?.();
      }
    }
  }
  const uniqueIgnored = [...new Map(ignored.map((i) => [i.file, i])).values()];
  const catalogSources = await readCatalogProvenance(options, sources.headRevision);
  return {
    sources: { ...sources, files },
    ...selected ? { selected } : {},
    ignored: uniqueIgnored,
    renders,
    contextRoots,
    ...kustomizePaths ? { kustomizePaths } : {},
    ...notes.length > 0 ? { notes } : {},
    ...catalogSources.size > 0 ? { catalogSources } : {},
    ...helm ? { helm } : {}
  };
}
async function readCatalogProvenance(options, headRevision) {
  const lockPath = `${DEFAULT_CATALOG_DIR}/${LOCK_FILE}`;
  try {
    const bytes = options.base !== void 0 && headRevision !== void 0 ? await (await openGitRepository({ dir: options.root })).readFileAtRevision({ revision: headRevision, path: lockPath, maxBytes: options.maxBytes ?? 8 * 1024 * 1024 }) : await readFile3(path10.join(options.root, lockPath));
    return bytes ? catalogProvenance(DEFAULT_CATALOG_DIR, new TextDecoder().decode(bytes)) : /* @__PURE__ */ new Map();
  } catch {
    return /* @__PURE__ */ new Map();
  }
}
async function materialize(root, revision, dirs, maxFileBytes) {
  const out = await makeScratchDir("driftgate-head-");
  const trees = await (await openGitRepository({ dir: root })).readTrees({ revision, paths: dirs.length ? dirs : [""], maxFileBytes: maxFileBytes ?? DEFAULT_FILE_LIMITS.maxBytes });
  for (const tree of trees.values()) {
    for (const f of tree.files) {
      const target = path10.join(out, ...f.path.split("/"));
      await mkdir(path10.dirname(target), { recursive: true });
      await writeFile3(target, f.bytes);
    }
  }
  return out;
}
function toTreeCheckInput(tree, options) {
  const base = toCheckInput(tree.sources, options);
  const { selected: _selected, ...rest } = base;
  return {
    ...rest,
    ...tree.selected ? { selected: tree.selected } : {},
    renders: tree.renders,
    ignored: tree.ignored,
    ...tree.kustomizePaths ? { kustomizePaths: tree.kustomizePaths } : {},
    ...tree.notes ? { notes: tree.notes } : {},
    ...tree.catalogSources ? { catalogSources: tree.catalogSources } : {},
    ...tree.helm ? { helm: tree.helm } : {}
  };
}
var isIgnoreFile = (p) => p === IGNORE_FILE || p.endsWith(`/${IGNORE_FILE}`);
async function readIgnoreMatcherAt(repository, revision, paths, exclude = []) {
  const dirs = paths.map((p) => p === "." ? "" : p.replace(/\/+$/, ""));
  const trees = await repository.readTrees({ revision, paths: [.../* @__PURE__ */ new Set([IGNORE_FILE, ...dirs])], select: isIgnoreFile, maxFileBytes: 1024 * 1024 });
  const files = [...trees.values()].flatMap((s) => s.files.filter((f) => isIgnoreFile(f.path)));
  const ignoreFiles = [...new Map(files.map((f) => [f.path, { dir: path10.posix.dirname(f.path), text: f.text ?? new TextDecoder().decode(f.bytes) }])).values()];
  const key = JSON.stringify([ignoreFiles.map((f) => [f.dir, f.text]), exclude]);
  if (lastIgnoreMatcher?.key === key) return lastIgnoreMatcher.matcher;
  const matcher = matcherFromIgnoreFiles(ignoreFiles, exclude);
  if (key.length <= MAX_IGNORE_KEY_CHARS) lastIgnoreMatcher = { key, matcher };
  return matcher;
}
var lastIgnoreMatcher;
var MAX_IGNORE_KEY_CHARS = 1024 * 1024;

// src/io/kube/live-crds.ts
async function readLiveCrdData(reader, options) {
  const crds = /* @__PURE__ */ new Map();
  const storedObjects = /* @__PURE__ */ new Map();
  const objectCounts = /* @__PURE__ */ new Map();
  for (const manifest of options.head) {
    const name = manifest.object.metadata.name;
    if (manifest.object.apiVersion !== "apiextensions.k8s.io/v1" || !name) continue;
    const object = await reader.readCrd(name);
    if (!object) continue;
    crds.set(name, object);
    const crd = readCrd(manifest);
    const byVersion = /* @__PURE__ */ new Map();
    for (const version of versionsToValidate({ head: manifest, live: { object } })) {
      const objects = [];
      for await (const page of reader.listObjects({ group: crd.group ?? "", version, plural: crd.plural ?? "" })) objects.push(...page);
      byVersion.set(version, objects);
    }
    if (byVersion.size > 0) storedObjects.set(name, byVersion);
  }
  for (const manifest of options.removed ?? []) {
    const name = manifest.object.metadata.name;
    if (!name) continue;
    const object = await reader.readCrd(name);
    if (!object) {
      objectCounts.set(name, 0);
      continue;
    }
    const served = servedVersionsOf(object)[0];
    const crd = readCrd(manifest);
    if (served === void 0) continue;
    let count = 0;
    for await (const page of reader.listObjects({ group: crd.group ?? "", version: served, plural: crd.plural ?? "" })) count += page.length;
    objectCounts.set(name, count);
  }
  return { crds, storedObjects, objectCounts };
}

// src/io/repository/crd-files.ts
var CrdInputError = class extends Error {
  name = "CrdInputError";
};
var DEFAULT_CONFIG_FILE = "policies/crd-compat.yaml";
function readCrdManifests(files, findings, side) {
  const out = [];
  for (const file of files) {
    if (!file.problem && !fileIncludes(file, CRD_KIND)) continue;
    const decoded = decodeSourceFile(file);
    if (!decoded.ok) {
      findings.push(side === "head" ? decoded.finding : atBase(decoded.finding));
      continue;
    }
    const parsed = parseYaml(decoded.text, { file: file.path, keepEvents: true });
    for (const f of parsed.findings) if (f.severity === "error") findings.push(side === "head" ? f : atBase(f));
    out.push(...loadManifests(parsed.documents).manifests.filter(isCrdManifest));
  }
  return out;
}
function atBase(f) {
  return { ...f, severity: "warning", message: `at the base revision: ${f.message}; CRDs in this document were not compared` };
}

// src/io/repository/crd-revisions.ts
var DEFAULT_CRD_DIR2 = "deploy/crds";
var YAML_FILE2 = /\.ya?ml$/i;
async function readCrdRevisions(cwd, base, head, positionals) {
  const root = await findRepositoryRoot(cwd);
  if (!existsSync3(path11.join(root, ".git"))) throw new CrdInputError(`--base needs a git repository; ${cwd} is not inside one`);
  const repo = new GitRepository({ dir: root });
  const named = (positionals.length > 0 ? positionals : ["."]).map((p) => path11.relative(root, path11.resolve(cwd, p)) || ".");
  const paths = named.includes(".") ? named : [.../* @__PURE__ */ new Set([...named, DEFAULT_CRD_DIR2])];
  const [baseRev = "", headRev = ""] = await repo.resolveRevisions([base, head]);
  const ignore = await readIgnoreMatcherAt(repo, baseRev, paths);
  const kept = (p) => YAML_FILE2.test(p) && ignore.ignored(p) === void 0;
  const changed = await repo.changedFiles({ base: baseRev, head: headRev, paths });
  const candidates = changed.filter((c) => YAML_FILE2.test(c.path));
  const readAt = async (revision, keep) => {
    const wanted = candidates.filter((c) => keep(c.path));
    const read = await repo.readFilesAtRevision({ revision, paths: wanted.map((c) => c.path) });
    return wanted.flatMap((c) => {
      const file = read.get(c.path);
      return file && "bytes" in file ? [{ path: c.path, bytes: file.bytes }] : [];
    });
  };
  const [baseFiles, headChanged] = await Promise.all([readAt(baseRev, (p) => YAML_FILE2.test(p)), readAt(headRev, kept)]);
  const changedPaths = new Set(candidates.map((c) => c.path));
  const headFiles = [...headChanged];
  if (baseFiles.some((f) => fileIncludes(f, CRD_KIND))) {
    for (const tree of (await repo.readTrees({ revision: headRev, paths, select: kept })).values()) {
      for (const f of tree.files) {
        if (changedPaths.has(f.path) || !kept(f.path)) continue;
        if (fileIncludes(f, CRD_KIND)) headFiles.push(f);
      }
    }
  }
  return { base: baseFiles.map((f) => ({ ...f, path: `${base}:${f.path}` })), head: headFiles, root };
}
async function loadTrustedCrdConfig(options) {
  const repo = new GitRepository({ dir: options.root });
  const relative = (options.explicit !== void 0 ? path11.relative(options.root, path11.resolve(options.cwd, options.explicit)) : DEFAULT_CONFIG_FILE).split(path11.sep).join("/");
  if (relative.startsWith("..")) throw new CrdInputError(`--config ${options.explicit ?? ""}: with --base the file must be inside the repository`);
  const [trustedRev = "", headRev = "", baseRev = ""] = await repo.resolveRevisions([options.trusted, options.head, options.base]);
  const [atBase2, atHead, atMergeBase] = await Promise.all([
    repo.readFileAtRevision({ revision: trustedRev, path: relative }),
    repo.readFileAtRevision({ revision: headRev, path: relative }),
    repo.readFileAtRevision({ revision: baseRev, path: relative })
  ]);
  options.findings.push(
    ...configChangeFindings({ base: atMergeBase ? [{ path: relative, bytes: atMergeBase }] : [], head: atHead ? [{ path: relative, bytes: atHead }] : [] })
  );
  if (!atBase2) {
    if (options.explicit !== void 0 && !atHead) throw new CrdInputError(`--config ${options.explicit}: no such file at ${options.trusted} or ${options.head}`);
    return DEFAULT_CONFIG;
  }
  const parsed = parseCrdCompatConfig(new TextDecoder().decode(atBase2), { file: relative });
  options.findings.push(...parsed.findings);
  return parsed.findings.some((f) => f.severity === "error") ? void 0 : parsed.config;
}
async function readCrdGate(options) {
  const inputs = await readCrdRevisions(options.cwd, options.base, options.head, options.paths ?? []);
  const findings = [];
  const config = await loadTrustedCrdConfig({ cwd: options.cwd, root: inputs.root, explicit: options.configFile, trusted: options.trusted ?? options.base, base: options.base, head: options.head, findings });
  if (config === void 0) return { findings };
  const base = readCrdManifests(inputs.base, findings, "base");
  const head = readCrdManifests(inputs.head, findings, "head");
  findings.push(...duplicateFindings(head));
  const headNames = new Set(head.map((m) => m.object.metadata.name));
  const live2 = options.live ? await readLiveCrdData(options.live, { head, removed: base.filter((m) => !headNames.has(m.object.metadata.name)) }) : void 0;
  return { input: { crd: { base, head, config }, ...live2 ? { live: live2 } : {}, findings }, findings };
}

export {
  shippedBuiltinRegistry,
  openGitRepository,
  collectTreeSources,
  toTreeCheckInput,
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests,
  readCrdRevisions,
  loadTrustedCrdConfig,
  readCrdGate
};
