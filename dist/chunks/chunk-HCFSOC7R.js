import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  planTree
} from "./chunk-LLSFUPV7.js";
import {
  DEFAULT_POLICIES_DIR,
  collectCheckSources,
  toCheckInput
} from "./chunk-KX4Q2S23.js";
import {
  MissingPathError
} from "./chunk-6S6CJKZU.js";
import {
  GitRepository
} from "./chunk-4TSXG4PM.js";

// src/io/repository/tree-sources.ts
import { mkdir, mkdtemp as mkdtemp2, rm as rm2, stat, writeFile as writeFile2 } from "node:fs/promises";
import os2 from "node:os";
import path3 from "node:path";

// src/io/repository/ignore.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
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
    rules.push({ regex: safeGlob(line), negate, directoryOnly, base, source });
  }
  return rules;
}
async function loadIgnoreRules(options) {
  const rules = [];
  const dirs = [.../* @__PURE__ */ new Set(["", ...options.directories.map((d) => d === "." ? "" : d)])].sort((a, b) => a.length - b.length);
  for (const dir of dirs) {
    let text;
    try {
      text = await readFile(path.join(options.root, dir, IGNORE_FILE), "utf8");
    } catch {
      continue;
    }
    rules.push(...parseRules(text, dir, `${dir ? dir + "/" : ""}${IGNORE_FILE}`));
  }
  for (const glob of options.exclude) rules.push(...parseRules(glob, "", `--exclude ${glob}`));
  return createMatcher(rules);
}
function createMatcher(rules) {
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
  return {
    ignored(file, named) {
      const parts = file.split("/");
      const first = named === void 0 || named === "" || named === "." ? 1 : named.split("/").length + 1;
      for (let i = first; i < parts.length; i++) {
        const rule2 = test(parts.slice(0, i).join("/"), true);
        if (rule2) return `ignored by ${rule2.source}`;
      }
      const rule = test(file, false);
      return rule ? `ignored by ${rule.source}` : void 0;
    },
    ignoredDirectory(dir, named) {
      const parts = dir.split("/");
      const first = named === void 0 || named === "" || named === "." ? 1 : named.split("/").length + 1;
      for (let i = first; i <= parts.length; i++) {
        const rule = test(parts.slice(0, i).join("/"), true);
        if (rule) return `ignored by ${rule.source}`;
      }
      return void 0;
    }
  };
}

// src/io/repository/kustomize.ts
import { spawn } from "node:child_process";
import { constants } from "node:fs";
import { access, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";
var DEFAULT_KUSTOMIZE_TIMEOUT_MS = 6e4;
var DEFAULT_KUSTOMIZE_MAX_OUTPUT = 32 * 1024 * 1024;
async function onPath(name, env) {
  for (const dir of (env.PATH ?? "").split(path2.delimiter)) {
    if (!dir) continue;
    const candidate = path2.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}
async function findKustomize(env) {
  const kustomize = await onPath("kustomize", env);
  if (kustomize) return { command: kustomize, args: ["build", "--load-restrictor", "LoadRestrictionsRootOnly"], label: "kustomize build" };
  const kubectl = await onPath("kubectl", env);
  if (kubectl) return { command: kubectl, args: ["kustomize", "--load-restrictor", "LoadRestrictionsRootOnly"], label: "kubectl kustomize" };
  return void 0;
}
function clean(text, replacements) {
  let out = text;
  for (const [from, to] of replacements) out = out.split(from).join(to);
  out = out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
  const lines = out.trim().split("\n").filter((l) => l.trim() !== "");
  const last = lines.slice(-3).join(" | ");
  return last.length > 600 ? last.slice(0, 597) + "..." : last;
}
async function renderKustomization(k, tool, options) {
  const root = k.dir || ".";
  const problem = (ruleId, message, hint) => ({
    root: k.dir,
    problem: { ruleId, severity: "error", message, file: k.file, line: 1, column: 1, hint }
  });
  if (!tool) {
    return problem(
      "kustomize/unavailable",
      `${root} holds a kustomization, but neither kustomize nor kubectl is on PATH: it was not rendered, and only its resource files were checked as they are`,
      "Install kustomize (or kubectl) where driftgate runs, or render in CI and check the output with `kustomize build DIR | driftgate check -`."
    );
  }
  const repoRoot = await realpath(options.root);
  const wrapper = await realpath(await mkdtemp(path2.join(os.tmpdir(), "driftgate-kustomize-")));
  try {
    const outside = path2.isAbsolute(k.dir);
    const target = path2.relative(wrapper, outside ? k.dir : path2.join(repoRoot, k.dir)).split(path2.sep).join("/");
    await writeFile(
      path2.join(wrapper, "kustomization.yaml"),
      `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ${JSON.stringify(target)}
buildMetadata: [originAnnotations, transformerAnnotations]
`
    );
    const originPrefix = path2.posix.normalize(path2.relative(wrapper, outside ? path2.parse(wrapper).root : repoRoot).split(path2.sep).join("/"));
    const result = await run(tool, wrapper, options);
    const replacements = [
      [wrapper + "/", ""],
      [repoRoot + "/", ""],
      [originPrefix + "/", ""]
    ];
    if (result.kind === "timeout") {
      return problem("kustomize/build-failed", `${tool.label} ${root} did not finish within ${formatMs(options.timeoutMs ?? DEFAULT_KUSTOMIZE_TIMEOUT_MS)} and was stopped; the kustomization was not checked`, "Simplify the kustomization, or render it in CI and pipe the output to `driftgate check -`.");
    }
    if (result.kind === "too-large") {
      return problem("kustomize/build-failed", `${tool.label} ${root} wrote more than ${options.maxOutputBytes ?? DEFAULT_KUSTOMIZE_MAX_OUTPUT} bytes and was stopped; the kustomization was not checked`, "Split the kustomization, or render it in CI and pipe the output to `driftgate check -`.");
    }
    if (result.code !== 0) {
      return problem("kustomize/build-failed", `${tool.label} ${root} failed: ${clean(result.stderr, replacements) || `exit ${result.code}`}`, "Fix the kustomization so that `kustomize build` succeeds; its objects were not checked.");
    }
    return { root: k.dir, output: result.stdout, originPrefix: originPrefix === "." ? "" : originPrefix, ...outside ? { originBase: "/" } : {} };
  } finally {
    await rm(wrapper, { recursive: true, force: true });
  }
}
var formatMs = (ms) => ms < 1e3 ? `${ms} ms` : `${Math.round(ms / 1e3)} s`;
function run(tool, dir, options) {
  const max = options.maxOutputBytes ?? DEFAULT_KUSTOMIZE_MAX_OUTPUT;
  const nowhere = "http://127.0.0.1:9";
  const env = {
    PATH: options.env.PATH ?? "",
    HOME: dir,
    KUBECONFIG: path2.join(dir, "no-kubeconfig"),
    GIT_TERMINAL_PROMPT: "0",
    GIT_ALLOW_PROTOCOL: "file",
    HTTP_PROXY: nowhere,
    HTTPS_PROXY: nowhere,
    http_proxy: nowhere,
    https_proxy: nowhere,
    NO_PROXY: ""
  };
  return new Promise((resolve) => {
    const child = spawn(tool.command, [...tool.args, dir], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"], detached: process.platform !== "win32" });
    const out = [];
    let outBytes = 0;
    let err = "";
    let settled = false;
    const finish = (r) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const stop = (r) => {
      try {
        if (child.pid !== void 0 && process.platform !== "win32") process.kill(-child.pid, "SIGKILL");
        else child.kill("SIGKILL");
      } catch {
      }
      finish(r);
    };
    const timer = setTimeout(() => stop({ kind: "timeout" }), options.timeoutMs ?? DEFAULT_KUSTOMIZE_TIMEOUT_MS);
    child.stdout.on("data", (chunk) => {
      outBytes += chunk.byteLength;
      if (outBytes > max) stop({ kind: "too-large" });
      else out.push(chunk);
    });
    child.stderr.on("data", (chunk) => {
      if (err.length < 64 * 1024) err += chunk.toString("utf8");
    });
    child.on("error", (error) => finish({ kind: "exit", code: 127, stdout: "", stderr: error.message }));
    child.on("close", (code) => finish({ kind: "exit", code: code ?? 1, stdout: Buffer.concat(out).toString("utf8"), stderr: err }));
  });
}

// src/io/repository/tree-sources.ts
var STDIN_PATH = "-";
var STDIN_FILE = "<stdin>";
var ROOT_MARKERS = [".git", IGNORE_FILE];
async function exists(p) {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}
async function contextRoot(root, named) {
  let dir = named === "." ? "" : named;
  try {
    if (!(await stat(path3.join(root, dir))).isDirectory()) dir = path3.posix.dirname(dir);
  } catch {
    dir = path3.posix.dirname(dir);
  }
  if (named.startsWith("..") || path3.isAbsolute(named)) return named;
  if (dir === ".") return "";
  for (; ; ) {
    if (dir === "" || dir === ".") return "";
    for (const marker of ROOT_MARKERS) if (await exists(path3.join(root, dir, marker))) return dir;
    dir = path3.posix.dirname(dir);
  }
}
var isUnder = (file, dir) => dir === "" || dir === "." || file === dir || file.startsWith(dir + "/");
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
  const named = options.paths.filter((p) => p !== STDIN_PATH);
  const wantsStdin = options.paths.includes(STDIN_PATH);
  if (options.base === void 0) {
    for (const p of named) if (!await exists(path3.resolve(options.root, p))) throw new MissingPathError(`${p}: no such file or directory`);
  }
  const roots = [...new Set(await Promise.all(named.map((p) => contextRoot(options.root, p))))];
  const contextRoots = roots.filter((r) => !roots.some((o) => o !== r && isUnder(r, o)));
  const policies = options.policiesDir ?? (await exists(path3.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : void 0);
  const namedFiles = /* @__PURE__ */ new Set();
  const key = (p) => p.startsWith("..") || path3.isAbsolute(p) ? path3.resolve(options.root, p).split(path3.sep).join("/") : p === "." ? "" : p;
  const namedKeys = named.map(key);
  const isNamed = (file) => namedKeys.some((p) => isUnder(file, p));
  const namedAbove = (file) => namedKeys.filter((p) => isUnder(file, p)).sort((a, b) => b.length - a.length)[0];
  const ignored = [];
  const walkMatcher = await loadIgnoreRules({ root: options.root, directories: contextRoots, exclude: options.exclude });
  const skipDirectory = (dir) => {
    const reason = walkMatcher.ignoredDirectory(dir, namedAbove(dir));
    if (reason !== void 0 && isNamed(dir)) ignored.push({ file: `${dir}/`, reason });
    return reason !== void 0;
  };
  const sources = await collectCheckSources({
    ...options,
    paths: options.base === void 0 ? [...contextRoots, ...named.filter((p) => !contextRoots.includes(p))] : contextRoots,
    skipDirectory
  });
  const directories = new Set(contextRoots);
  for (const f of sources.files) {
    for (let d = path3.posix.dirname(f.path); d !== "." && d !== "" && !directories.has(d); d = path3.posix.dirname(d)) directories.add(d);
  }
  const matcher = await loadIgnoreRules({ root: options.root, directories: [...directories], exclude: options.exclude });
  const files = [];
  for (const file of sources.files) {
    const explicitlyNamed = namedKeys.includes(file.path);
    const namedBy = namedAbove(file.path);
    if (policies !== void 0 && isUnder(file.path, policies) && !(namedBy !== void 0 && isUnder(namedBy, policies))) continue;
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
  if (options.kustomize !== false) {
    const plan = planTree(files);
    const relevant = plan.roots.filter((r) => !plan.refused.has(r.dir) && (!selected || [...plan.consumed.get(r.dir) ?? []].some((f) => selected.has(f))));
    if (relevant.length > 0) {
      const tool = await findKustomize(options.env);
      let renderRoot = options.root;
      let cleanup;
      if (options.base !== void 0 && tool && sources.headRevision !== void 0) {
        const dirs = [...new Set(relevant.flatMap((r) => (plan.chain.get(r.dir) ?? [r]).map((k) => k.dir)))];
        renderRoot = await materialize(options.root, sources.headRevision, dirs);
        const dir = renderRoot;
        cleanup = () => rm2(dir, { recursive: true, force: true });
      }
      try {
        for (const k of relevant) renders.push(await renderKustomization(k, tool, { root: renderRoot, env: options.env }));
      } finally {
        await cleanup?.();
      }
    }
  }
  const uniqueIgnored = [...new Map(ignored.map((i) => [i.file, i])).values()];
  return { sources: { ...sources, files }, ...selected ? { selected } : {}, ignored: uniqueIgnored, renders, contextRoots };
}
async function materialize(root, revision, dirs) {
  const out = await mkdtemp2(path3.join(os2.tmpdir(), "driftgate-head-"));
  const trees = await new GitRepository({ dir: root }).readTrees({ revision, paths: dirs.length ? dirs : [""] });
  for (const tree of trees.values()) {
    for (const f of tree.files) {
      const target = path3.join(out, ...f.path.split("/"));
      await mkdir(path3.dirname(target), { recursive: true });
      await writeFile2(target, f.bytes);
    }
  }
  return out;
}
function toTreeCheckInput(tree, options) {
  const base = toCheckInput(tree.sources, options);
  const { selected: _selected, ...rest } = base;
  return { ...rest, ...tree.selected ? { selected: tree.selected } : {}, renders: tree.renders, ignored: tree.ignored };
}

export {
  STDIN_PATH,
  collectTreeSources,
  toTreeCheckInput
};
