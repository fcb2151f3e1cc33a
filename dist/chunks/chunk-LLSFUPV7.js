import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  checkRepository
} from "./chunk-WRTI2WQB.js";
import {
  decodeManifestFile,
  formatLocation
} from "./chunk-53E5YXFS.js";
import {
  parseYaml
} from "./chunk-N6JS5D7Y.js";
import {
  getAtPointer,
  isRecord,
  loadManifests
} from "./chunk-LZJUPFIB.js";

// src/core/repository/kustomization.ts
import path from "node:path";
var KUSTOMIZATION_FILE_NAMES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var KUSTOMIZE_API_GROUP = "kustomize.config.k8s.io";
function isKustomizationFileName(file) {
  return KUSTOMIZATION_FILE_NAMES.includes(path.posix.basename(file));
}
function isRemoteReference(ref) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref) || /^git@/.test(ref) || /\?(ref|version|submodules|timeout)=/.test(ref)) return true;
  if (/^(github\.com|gitlab\.com|bitbucket\.org|dev\.azure\.com)\//i.test(ref)) return true;
  const first = ref.split("/")[0] ?? "";
  return ref.includes("/") && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(first) && !/\.(ya?ml|json)$/i.test(first);
}
var join = (dir, ref) => {
  const joined = path.posix.normalize(path.posix.join(dir, ref));
  return joined === "." ? "" : joined.replace(/\/$/, "");
};
var strings = (value) => Array.isArray(value) ? value.flatMap((v, index) => typeof v === "string" ? [{ value: v, index }] : []) : [];
function kustomizeKind(value) {
  if (!isRecord(value)) return void 0;
  const apiVersion = typeof value.apiVersion === "string" ? value.apiVersion : void 0;
  const kind = value.kind;
  if (apiVersion !== void 0 && !apiVersion.startsWith(KUSTOMIZE_API_GROUP + "/")) return void 0;
  if (kind === "Component") return "Component";
  if (kind === "Kustomization") return "Kustomization";
  if (apiVersion === void 0 && kind === void 0 && KUSTOMIZATION_FIELDS.some((f) => f in value)) return "Kustomization";
  return void 0;
}
var KUSTOMIZATION_FIELDS = [
  "resources",
  "bases",
  "components",
  "patches",
  "patchesStrategicMerge",
  "patchesJson6902",
  "namespace",
  "namePrefix",
  "nameSuffix",
  "commonLabels",
  "labels",
  "commonAnnotations",
  "images",
  "replicas",
  "configMapGenerator",
  "secretGenerator",
  "generatorOptions",
  "replacements",
  "helmCharts",
  "crds",
  "transformers",
  "generators"
];
function readKustomization(file, document) {
  const value = document.value;
  const kind = kustomizeKind(value);
  if (!kind || !isRecord(value)) return void 0;
  const dir = path.posix.dirname(file) === "." ? "" : path.posix.dirname(file);
  const resourceFiles = [];
  const directories = [];
  const inputFiles = [];
  const patches = [];
  const remote = [];
  const reference = (field, ref, index, as) => {
    const pointer = `/${field}/${index}`;
    if (isRemoteReference(ref)) {
      remote.push({ ref, pointer });
      return;
    }
    const target = join(dir, ref);
    if (as === "directory" || !/\.(ya?ml|json)$/i.test(ref)) directories.push(target);
    else resourceFiles.push(target);
  };
  for (const { value: ref, index } of strings(value.resources)) reference("resources", ref, index, "resource");
  for (const { value: ref, index } of strings(value.bases)) reference("bases", ref, index, "directory");
  for (const { value: ref, index } of strings(value.components)) reference("components", ref, index, "directory");
  for (const { value: ref } of strings(value.crds)) if (!isRemoteReference(ref)) resourceFiles.push(join(dir, ref));
  const readTarget = (t) => {
    if (!isRecord(t)) return void 0;
    return {
      ...typeof t.kind === "string" ? { kind: t.kind } : {},
      ...typeof t.name === "string" ? { name: t.name } : {},
      ...typeof t.namespace === "string" ? { namespace: t.namespace } : {}
    };
  };
  const patchList = (field) => {
    const list = value[field];
    if (!Array.isArray(list)) return;
    list.forEach((p, index) => {
      if (!isRecord(p)) return;
      const target = readTarget(p.target);
      const pointer = `/${field}/${index}`;
      if (typeof p.path === "string" && isRemoteReference(p.path)) remote.push({ ref: p.path, pointer: pointer + "/path" });
      else if (typeof p.path === "string") patches.push({ file: join(dir, p.path), pointer, ...target ? { target } : {} });
      else if (typeof p.patch === "string") patches.push({ inline: p.patch, pointer: pointer + "/patch", ...target ? { target } : {} });
    });
  };
  patchList("patches");
  patchList("patchesJson6902");
  const smp = value.patchesStrategicMerge;
  if (Array.isArray(smp)) {
    smp.forEach((p, index) => {
      if (typeof p !== "string") return;
      const pointer = `/patchesStrategicMerge/${index}`;
      if (p.includes("\n") || /^\s*(apiVersion|kind|metadata)\s*:/.test(p)) patches.push({ inline: p, pointer });
      else patches.push({ file: join(dir, p), pointer });
    });
  }
  const input = (f, pointer) => {
    if (isRemoteReference(f)) remote.push({ ref: f, pointer });
    else inputFiles.push(join(dir, f));
  };
  for (const field of ["configMapGenerator", "secretGenerator"]) {
    const list = value[field];
    if (!Array.isArray(list)) continue;
    list.forEach((g, gi) => {
      if (!isRecord(g)) return;
      for (const { value: f, index } of strings(g.files)) input(f.includes("=") ? f.slice(f.indexOf("=") + 1) : f, `/${field}/${gi}/files/${index}`);
      for (const { value: f, index } of strings(g.envs)) input(f, `/${field}/${gi}/envs/${index}`);
      if (typeof g.env === "string") input(g.env, `/${field}/${gi}/env`);
    });
  }
  for (const { value: f } of strings(value.configurations)) inputFiles.push(join(dir, f));
  if (Array.isArray(value.replacements)) {
    for (const r of value.replacements) if (isRecord(r) && typeof r.path === "string") inputFiles.push(join(dir, r.path));
  }
  if (isRecord(value.openapi) && typeof value.openapi.path === "string") inputFiles.push(join(dir, value.openapi.path));
  for (const field of ["transformers", "generators", "validators"]) {
    for (const { value: f } of strings(value[field])) {
      if (!f.includes("\n") && !isRemoteReference(f)) inputFiles.push(join(dir, f));
    }
  }
  return {
    file,
    dir,
    kind,
    resourceFiles,
    directories,
    patches,
    inputFiles,
    remote,
    helmCharts: Array.isArray(value.helmCharts) && value.helmCharts.length > 0,
    document
  };
}
function planKustomize(kustomizations) {
  const byDir = /* @__PURE__ */ new Map();
  for (const k of kustomizations) if (!byDir.has(k.dir)) byDir.set(k.dir, k);
  const referenced = /* @__PURE__ */ new Set();
  for (const k of byDir.values()) for (const d of k.directories) if (d !== k.dir) referenced.add(d);
  const roots = [...byDir.values()].filter((k) => k.kind === "Kustomization" && !referenced.has(k.dir));
  const consumed = /* @__PURE__ */ new Map();
  const chain = /* @__PURE__ */ new Map();
  const findings = [];
  const refused = /* @__PURE__ */ new Map();
  for (const root of roots) {
    const files = /* @__PURE__ */ new Set();
    const reached = [];
    const seen = /* @__PURE__ */ new Set();
    const visit = (k) => {
      if (seen.has(k.dir)) return;
      seen.add(k.dir);
      reached.push(k);
      files.add(k.file);
      for (const f of [...k.resourceFiles, ...k.inputFiles]) files.add(f);
      for (const p of k.patches) if (p.file) files.add(p.file);
      for (const r of k.remote) {
        const loc = k.document.locate(r.pointer);
        findings.push({
          ruleId: "kustomize/remote-reference",
          severity: "error",
          message: `${JSON.stringify(r.ref)} is a remote ${r.pointer.split("/")[1] ?? "reference"} entry; driftgate never fetches from the network, so ${root.dir || "."} was not rendered`,
          file: loc.file,
          line: loc.line,
          column: loc.column,
          pointer: r.pointer,
          hint: "Vendor the remote base into the repository, or render it in CI and check the output with `kustomize build DIR | driftgate check -`."
        });
        refused.set(root.dir, `remote reference ${r.ref}`);
      }
      for (const d of k.directories) {
        const next = byDir.get(d);
        if (next) visit(next);
      }
    };
    visit(root);
    consumed.set(root.dir, files);
    chain.set(root.dir, reached);
  }
  return { kustomizations: byDir, roots, consumed, chain, findings: dedupeFindings(findings), refused };
}
function dedupeFindings(findings) {
  const seen = /* @__PURE__ */ new Set();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.file ?? ""}|${f.line ?? 0}|${f.column ?? 0}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// src/core/repository/non-manifest.ts
import path2 from "node:path";
var under = (file, dir) => file === dir || file.startsWith(dir + "/") || file.includes("/" + dir + "/");
var PATH_RULES = [
  { test: (f) => under(f, ".github/workflows"), reason: "GitHub Actions workflow" },
  { test: (f) => under(f, ".github"), reason: "GitHub configuration" },
  { test: (_, b) => b === "action.yml" || b === "action.yaml", reason: "GitHub Action metadata" },
  { test: (_, b) => b === ".gitlab-ci.yml" || b === ".travis.yml" || b === "azure-pipelines.yml" || b === "bitbucket-pipelines.yml" || b === "cloudbuild.yaml", reason: "CI configuration" },
  { test: (_, b) => b === ".pre-commit-config.yaml" || b === ".pre-commit-hooks.yaml", reason: "pre-commit configuration" },
  { test: (_, b) => /^(docker-)?compose(\.[\w.-]+)?\.ya?ml$/i.test(b), reason: "Docker Compose file" },
  { test: (_, b) => b === "Chart.yaml" || b === "Chart.yml", reason: "Helm chart metadata (Chart.yaml)" },
  { test: (_, b) => b === "skaffold.yaml" || b === "skaffold.yml" || b === "tilt_config.yaml", reason: "developer tool configuration" },
  { test: (_, b) => b === "pnpm-lock.yaml" || b === "pnpm-workspace.yaml" || b === ".yarnrc.yml", reason: "package manager file" },
  { test: (_, b) => /^\.?(golangci|goreleaser|yamllint|codecov|mkdocs|readthedocs|releaserc|markdownlint|dependabot|renovate)(\.[\w-]+)?\.ya?ml$/i.test(b), reason: "tool configuration" }
];
function classifyByPath(file, chartDirs) {
  const base = path2.posix.basename(file);
  if (isKustomizationFileName(file)) return "kustomize configuration (rendered with kustomize)";
  for (const rule of PATH_RULES) if (rule.test(file, base)) return rule.reason;
  for (let dir = path2.posix.dirname(file); dir !== "." && dir !== "/" && dir !== ""; dir = path2.posix.dirname(dir)) {
    const parent = path2.posix.dirname(dir) === "." ? "" : path2.posix.dirname(dir);
    if (path2.posix.basename(dir) === "templates" && chartDirs.has(parent)) return `Helm chart template of ${parent || "."} (YAML only after helm template)`;
  }
  return void 0;
}
function chartDirectories(files) {
  const dirs = /* @__PURE__ */ new Set();
  for (const f of files) {
    const base = path2.posix.basename(f);
    if (base === "Chart.yaml" || base === "Chart.yml") dirs.add(path2.posix.dirname(f) === "." ? "" : path2.posix.dirname(f));
  }
  return dirs;
}
var OBJECT_KEYS = ["apiVersion", "kind", "metadata"];
function classifyByContent(file, documents) {
  const values = documents.map((d) => d.value).filter((v) => v !== null && v !== void 0);
  if (values.length === 0) return void 0;
  const kustomize = values.map(kustomizeKind);
  if (kustomize.every((k) => k !== void 0)) return `kustomize ${kustomize[0] ?? "Kustomization"} (configuration, not an object)`;
  if (values.every((v) => isRecord(v) && !OBJECT_KEYS.some((k) => k in v))) {
    const base = path2.posix.basename(file);
    if (/^values([.-][\w.-]+)?\.ya?ml$/i.test(base)) return "Helm values (no apiVersion, kind or metadata)";
    return "not a Kubernetes object (no document has apiVersion, kind or metadata)";
  }
  return void 0;
}

// src/core/repository/origin.ts
import path3 from "node:path";
var ORIGIN_ANNOTATION = "config.kubernetes.io/origin";
function readOrigin(m, prefix, base = "") {
  const text = m.object.metadata.annotations?.[ORIGIN_ANNOTATION];
  if (typeof text !== "string") return void 0;
  const parsed = parseYaml(text, { file: ORIGIN_ANNOTATION });
  const value = parsed.documents[0]?.value;
  if (!isRecord(value) || typeof value.repo === "string") return void 0;
  const strip = (p2) => {
    if (typeof p2 !== "string") return void 0;
    const normal = path3.posix.normalize(p2);
    if (prefix === "") return base + normal;
    return normal.startsWith(prefix + "/") ? base + normal.slice(prefix.length + 1) : void 0;
  };
  const p = strip(value.path);
  const c = strip(value.configuredIn);
  return { ...p !== void 0 ? { path: p } : {}, ...c !== void 0 ? { configuredIn: c } : {} };
}
function renderedObject(f, rendered) {
  const byRef = rendered.filter(
    (m) => f.object && m.object.kind === f.object.kind && m.object.metadata.name === f.object.name && (f.object.namespace === void 0 || m.object.metadata.namespace === f.object.namespace)
  );
  if (byRef.length === 1) return byRef[0];
  if (f.line === void 0) return byRef[0];
  let best;
  for (const m of byRef.length > 0 ? byRef : rendered) {
    const start = m.locate("").line;
    if (start <= f.line && (!best || start >= best.locate("").line)) best = m;
  }
  return best;
}
function sourceObject(docs, m) {
  const candidates = docs.filter((d) => isRecord(d.value) && d.value.kind === m.object.kind);
  if (candidates.length <= 1) return candidates[0];
  const name = m.object.metadata.name ?? "";
  const named = (d) => {
    const meta = isRecord(d.value) ? d.value.metadata : void 0;
    return isRecord(meta) && typeof meta.name === "string" ? meta.name : "";
  };
  return candidates.find((d) => named(d) === name) ?? candidates.filter((d) => named(d) !== "" && name.includes(named(d))).sort((a, b) => named(b).length - named(a).length)[0];
}
var isScalar = (v) => v === null || typeof v !== "object";
function targets(patch, value, m) {
  const t = patch.target;
  if (t) {
    const name2 = m.object.metadata.name ?? "";
    const nameMatches = t.name === void 0 || /[\\^$.*+?()[\]{}|]/.test(t.name) || name2.includes(t.name);
    return (t.kind === void 0 || t.kind === m.object.kind) && nameMatches;
  }
  if (!isRecord(value)) return false;
  const meta = value.metadata;
  const name = isRecord(meta) && typeof meta.name === "string" ? meta.name : void 0;
  return value.kind === m.object.kind && (name === void 0 || (m.object.metadata.name ?? "").includes(name));
}
function patchLocation(context, m, pointer) {
  for (const k of context.chain) {
    for (const patch of k.patches) {
      const docs = patch.file ? context.source(patch.file) : patch.inline !== void 0 ? parseYaml(patch.inline, { file: k.file }).documents : void 0;
      if (!docs) continue;
      for (const doc of docs) {
        const value = doc.value;
        if (Array.isArray(value)) {
          if (!targets(patch, void 0, m) && !patch.target) continue;
          const index = value.findIndex((op) => isRecord(op) && typeof op.path === "string" && (op.path === pointer || pointer.startsWith(op.path + "/")));
          if (index === -1) continue;
          if (!patch.file) return { location: k.document.locate(patch.pointer), by: k.file };
          return { location: doc.locate(`/${index}/value`), by: patch.file };
        }
        if (!targets(patch, value, m) || !doc.has(pointer)) continue;
        if (!patch.file) return { location: k.document.locate(patch.pointer), by: `an inline patch in ${k.file}` };
        return { location: doc.locate(pointer), by: patch.file };
      }
    }
  }
  return void 0;
}
function mapRenderedFinding(f, context) {
  const m = renderedObject(f, context.rendered);
  const fallback = (why) => {
    const loc = context.rootFile;
    return { ...f, file: loc, line: 1, column: 1, message: `${f.message} (in the kustomize output of ${context.root || "."}: ${why})` };
  };
  if (!m) return fallback("no rendered object matches");
  const origin = readOrigin(m, context.originPrefix, context.originBase);
  const pointer = f.pointer !== void 0 && f.pointer.startsWith(m.base) ? f.pointer.slice(m.base.length) : f.pointer ?? "";
  if (!origin?.path) {
    if (origin?.configuredIn) {
      return { ...f, file: origin.configuredIn, line: 1, column: 1, message: `${f.message} (an object generated by ${origin.configuredIn})` };
    }
    return fallback("the object carries no origin annotation");
  }
  const docs = context.source(origin.path);
  const doc = docs ? sourceObject(docs, m) : void 0;
  if (!doc) return fallback(`${m.object.kind} ${m.object.metadata.name ?? ""} was not found in ${origin.path}`);
  const renderedValue = getAtPointer(m.object, pointer);
  const sourceHas = doc.has(pointer);
  const same = sourceHas && (!isScalar(renderedValue) || Object.is(getAtPointer(doc.value, pointer), renderedValue));
  const at = (loc, message) => {
    const { endLine: _endLine, endColumn: _endColumn, ...rest } = f;
    return { ...rest, file: loc.file, line: loc.line, column: loc.column, message };
  };
  if (same) return at(doc.locate(pointer), f.message);
  const base = doc.locate(pointer);
  const patched = patchLocation(context, m, pointer);
  if (patched) {
    return at(patched.location, `${f.message} (the value is set by the kustomize patch ${patched.by}; the object comes from ${formatLocation(base)})`);
  }
  return at(base, `${f.message} (kustomize ${context.root || "."} changed this object from ${origin.path}; the rendered value differs from the file)`);
}

// src/core/repository/summary.ts
var byText = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function buildRunSummary(input) {
  const notValidated = new Set(input.unvalidated.map((u) => u.manifest));
  const kinds = /* @__PURE__ */ new Map();
  for (const m of input.objects) {
    const key = `${m.object.apiVersion}\0${m.object.kind}`;
    const entry = kinds.get(key) ?? { apiVersion: m.object.apiVersion, kind: m.object.kind, objects: 0, validated: 0 };
    entry.objects += 1;
    if (!notValidated.has(m)) entry.validated += 1;
    kinds.set(key, entry);
  }
  const groups = /* @__PURE__ */ new Map();
  for (const u of input.unvalidated) {
    const key = `${u.manifest.object.apiVersion}\0${u.manifest.object.kind}\0${u.reason}`;
    const entry = groups.get(key) ?? { apiVersion: u.manifest.object.apiVersion, kind: u.manifest.object.kind, reason: u.reason, objects: 0 };
    entry.objects += 1;
    groups.set(key, entry);
  }
  const sortKinds = (list) => list.sort((a, b) => byText(a.kind, b.kind) || byText(a.apiVersion, b.apiVersion));
  const validated = input.objects.length - notValidated.size;
  return {
    files: input.filesRead,
    objects: input.objects.length,
    validated,
    kinds: sortKinds([...kinds.values()]),
    unvalidated: sortKinds([...groups.values()]),
    skippedFiles: [...input.skipped].sort((a, b) => byText(a.file, b.file)),
    ignoredFiles: [...input.ignored].sort((a, b) => byText(a.file, b.file)),
    renderedFiles: [...input.renderedFiles].sort(byText),
    kustomizations: [...input.renders].sort((a, b) => byText(a.root, b.root)),
    complete: notValidated.size === 0 && input.renders.every((r) => r.status === "rendered")
  };
}

// src/core/repository/check-tree.ts
var REPOSITORY_RULES = [
  { id: "kustomize/remote-reference", summary: "A kustomization refers to a remote base or resource; driftgate never fetches it", defaultSeverity: "error" },
  { id: "kustomize/unavailable", summary: "A directory holds a kustomization and neither kubectl nor kustomize is on PATH", defaultSeverity: "error" },
  { id: "kustomize/build-failed", summary: "kustomize build failed, timed out or produced too much output", defaultSeverity: "error" }
];
function planTree(files) {
  const kustomizations = [];
  for (const file of files) {
    if (!isKustomizationFileName(file.path)) continue;
    const decoded = decodeManifestFile(file.path, file.bytes);
    if (!decoded.ok) continue;
    const doc = parseYaml(decoded.text, { file: file.path }).documents[0];
    const k = doc ? readKustomization(file.path, doc) : void 0;
    if (k) kustomizations.push(k);
  }
  return planKustomize(kustomizations);
}
var MAYBE_OBJECT = /^(apiVersion|kind|metadata)\s*:|^\{|^- /m;
var KUSTOMIZE_CONTENT = /^apiVersion\s*:\s*["']?kustomize\.config\.k8s\.io\//m;
function parsedDocuments(file, input) {
  const decoded = decodeManifestFile(file.path, file.bytes, input.limits);
  return decoded.ok ? parseYaml(decoded.text, { file: file.path, ...input.parseCache ? { cache: input.parseCache } : {} }).documents : void 0;
}
function findingKey(f) {
  return `${f.ruleId}|${f.file ?? ""}|${f.line ?? 0}|${f.column ?? 0}|${f.message}`;
}
function checkTree(input) {
  const isSelected = (file) => !input.selected || file !== void 0 && input.selected.has(file);
  const plan = planTree(input.files);
  const chartDirs = chartDirectories(input.files.map((f) => f.path));
  const renders = new Map((input.renders ?? []).map((r) => [r.root, r]));
  const consumedByRendered = /* @__PURE__ */ new Set();
  for (const root of plan.roots) {
    if (renders.get(root.dir)?.output === void 0) continue;
    for (const f of plan.consumed.get(root.dir) ?? []) consumedByRendered.add(f);
  }
  const support = /* @__PURE__ */ new Map();
  for (const k of plan.kustomizations.values()) {
    for (const p of k.patches) if (p.file) support.set(p.file, `kustomize patch applied by ${k.file}`);
    for (const f of k.inputFiles) support.set(f, `kustomize input of ${k.file}`);
  }
  const skipped = [];
  const renderedFiles = [];
  const raw = [];
  const sources = /* @__PURE__ */ new Map();
  for (const file of input.files) {
    let reason = classifyByPath(file.path, chartDirs) ?? support.get(file.path);
    if (reason === void 0 && consumedByRendered.has(file.path)) {
      if (isSelected(file.path)) renderedFiles.push(file.path);
      continue;
    }
    if (reason === void 0) {
      const head = new TextDecoder().decode(file.bytes.subarray(0, Math.min(file.bytes.byteLength, 1 << 20)));
      if (!MAYBE_OBJECT.test(head) || KUSTOMIZE_CONTENT.test(head)) {
        const docs = parsedDocuments(file, input);
        if (docs) reason = classifyByContent(file.path, docs);
      }
    }
    if (reason !== void 0) {
      if (isSelected(file.path)) skipped.push({ file: file.path, reason });
      continue;
    }
    raw.push(file);
  }
  const result = checkRepository({ ...input, files: raw });
  const findings = [...result.findings];
  const manifests = [...result.manifests];
  const reported = result.manifests.filter((m) => isSelected(m.file));
  const unvalidated = [...result.unvalidated ?? []];
  const stats = { ...result.stats };
  const renderSummary = [];
  const source = (file) => {
    if (!sources.has(file)) {
      const f = input.files.find((g) => g.path === file);
      sources.set(file, f ? parsedDocuments(f, input) : void 0);
    }
    return sources.get(file);
  };
  const crdText = /kind:\s*["']?CustomResourceDefinition/;
  const rawCrds = plan.roots.length > 0 ? raw.filter((f) => crdText.test(new TextDecoder().decode(f.bytes))) : [];
  for (const root of plan.roots) {
    const consumed = plan.consumed.get(root.dir) ?? /* @__PURE__ */ new Set();
    const relevant = !input.selected || [...consumed].some((f) => isSelected(f));
    if (!relevant) continue;
    for (const f of plan.findings) if (consumed.has(f.file ?? "")) findings.push(f);
    const render = renders.get(root.dir);
    const refused = plan.refused.get(root.dir);
    if (!render || render.output === void 0) {
      if (render?.problem) findings.push(render.problem);
      renderSummary.push({ root: root.dir || ".", objects: 0, status: "not rendered", reason: refused ?? render?.problem?.message ?? "not rendered" });
      continue;
    }
    const scope = checkRepository({
      files: [{ path: root.file, bytes: new TextEncoder().encode(render.output) }],
      // A CRD file the root renders itself comes through the render, not twice.
      crdFiles: [...input.crdFiles ?? [], ...rawCrds].filter((f) => !consumed.has(f.path)),
      ...input.policyFiles ? { policyFiles: input.policyFiles } : {},
      now: input.now,
      ...input.strict !== void 0 ? { strict: input.strict } : {},
      ...input.limits ? { limits: input.limits } : {},
      ...input.builtins ? { builtins: input.builtins } : {},
      ...input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {},
      ...input.liveGpu ? { liveGpu: input.liveGpu } : {},
      selected: /* @__PURE__ */ new Set([root.file])
    });
    const rendered = loadManifests(parseYaml(render.output, { file: root.file }).documents).manifests;
    const context = {
      root: root.dir,
      rootFile: root.file,
      originPrefix: render.originPrefix ?? "",
      ...render.originBase !== void 0 ? { originBase: render.originBase } : {},
      rendered,
      chain: plan.chain.get(root.dir) ?? [root],
      source
    };
    const rootNamed = isSelected(root.file);
    for (const f of scope.findings) {
      if (f.file !== root.file) continue;
      const mapped = mapRenderedFinding(f, context);
      if (rootNamed || isSelected(mapped.file)) findings.push(mapped);
    }
    manifests.push(...scope.manifests);
    reported.push(
      ...rootNamed ? scope.manifests : scope.manifests.filter((m) => isSelected(readOrigin(m, context.originPrefix, context.originBase)?.path))
    );
    unvalidated.push(...scope.unvalidated ?? []);
    stats.objects += scope.stats.objects;
    stats.validated += scope.stats.validated;
    stats.builtins += scope.stats.builtins;
    stats.documents += scope.stats.documents;
    renderSummary.push({ root: root.dir || ".", objects: scope.manifests.length, status: "rendered" });
  }
  const seen = /* @__PURE__ */ new Set();
  const unique = findings.filter((f) => {
    const key = findingKey(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rules = new Map([...result.rules, ...REPOSITORY_RULES.map((r) => [r.id, r])]);
  const reportedSet = new Set(reported);
  const summary = buildRunSummary({
    objects: reported,
    unvalidated: unvalidated.filter((u) => reportedSet.has(u.manifest)),
    skipped,
    ignored: input.ignored ?? [],
    renderedFiles,
    renders: renderSummary,
    filesRead: input.files.filter((f) => isSelected(f.path)).length
  });
  return { ...result, findings: unique, manifests, unvalidated, stats, rules, summary };
}

export {
  planTree,
  checkTree
};
