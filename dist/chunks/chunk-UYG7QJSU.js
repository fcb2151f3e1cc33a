import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DEFAULT_CATALOG_DIR,
  LOCK_FILE,
  catalogProvenance
} from "./chunk-OCU3APEV.js";
import {
  MissingPathError,
  collectYamlFiles
} from "./chunk-XA4S5HHX.js";
import {
  CheckRunMemo,
  checkRepository
} from "./chunk-SVH6WGFW.js";
import {
  CONFIG_KIND
} from "./chunk-ARM4FZSS.js";
import {
  dedupeFindings,
  formatLocation
} from "./chunk-KEAMXXS2.js";
import {
  fileTooLarge
} from "./chunk-AEREDTJK.js";
import {
  DEFAULT_FILE_LIMITS,
  decodeManifestFile
} from "./chunk-W4WLJ55P.js";
import {
  parseYaml
} from "./chunk-CT5NXVXB.js";
import {
  shippedBuiltinRegistry
} from "./chunk-SBEOYD6C.js";
import {
  compileRe2
} from "./chunk-FJTY5IQC.js";
import {
  isRecord,
  loadManifests
} from "./chunk-MS3A7KPN.js";
import {
  getAtPointer
} from "./chunk-ALUEK7QH.js";

// src/io/repository/tree-sources.ts
import { mkdir, mkdtemp as mkdtemp3, readFile as readFile3, rm as rm3, stat as stat2, writeFile as writeFile3 } from "node:fs/promises";
import os3 from "node:os";
import path12 from "node:path";

// src/core/repository/check-tree.ts
import path5 from "node:path";

// src/core/repository/kustomization.ts
import path from "node:path";
var KUSTOMIZATION_FILE_NAMES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var KUSTOMIZE_API_GROUP = "kustomize.config.k8s.io";
function isKustomizationFileName(file) {
  return KUSTOMIZATION_FILE_NAMES.includes(path.posix.basename(file));
}
var KUSTOMIZE_RULES = [
  { id: "kustomize/remote-reference", summary: "A kustomization refers to a remote base, resource, patch or input; driftgate never fetches it", defaultSeverity: "error" },
  { id: "kustomize/outside-repository", summary: "A kustomization names a path outside the repository (absolute, ../ that escapes, or a symlink that leads out)", defaultSeverity: "error" },
  { id: "kustomize/unsupported-field", summary: "A kustomization field driftgate does not resolve; the kustomization is not rendered", defaultSeverity: "error" },
  { id: "kustomize/plugin", summary: "A transformer, generator or validator that is not a kustomize builtin (a plugin would run a program)", defaultSeverity: "error" },
  { id: "kustomize/helm", summary: "a kustomization Helm chart that would be fetched (repo:), helm configuration, or a HelmChartInflationGenerator: refused; local charts render", defaultSeverity: "error" },
  { id: "kustomize/missing-path", summary: "A path a kustomization names does not exist", defaultSeverity: "error" },
  { id: "kustomize/special-file", summary: "A path a kustomization names is a FIFO, socket or device, never handed to kustomize", defaultSeverity: "error" },
  { id: "kustomize/input-too-large", summary: "A file a kustomization reads is over the size bound", defaultSeverity: "error" },
  { id: "kustomize/unread-base", summary: "A kustomization names a directory that holds no kustomization driftgate read", defaultSeverity: "error" },
  { id: "kustomize/cycle", summary: "Kustomizations refer to each other in a cycle; none of them is rendered", defaultSeverity: "error" },
  { id: "kustomize/not-a-mapping", summary: "A kustomization file that is a list or a scalar", defaultSeverity: "error" },
  { id: "kustomize/empty", summary: "A kustomization file with nothing in it", defaultSeverity: "error" },
  { id: "kustomize/duplicate", summary: "More than one kustomization file in one directory", defaultSeverity: "error" },
  { id: "kustomize/unreached", summary: "A kustomization or component that no rendered kustomization reaches, so it is never checked", defaultSeverity: "warning" },
  { id: "kustomize/budget", summary: "Kustomizations not rendered because the run's render time or output budget was spent", defaultSeverity: "error" },
  { id: "kustomize/unavailable", summary: "A directory holds a kustomization and neither kubectl nor kustomize is on PATH", defaultSeverity: "error" },
  { id: "kustomize/build-failed", summary: "kustomize build failed, timed out or produced too much output", defaultSeverity: "error" }
];
function isRemoteReference(ref) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref) || /^[a-z0-9+.-]+::/i.test(ref)) return true;
  if (/^[^/@:\s]+@[^/:\s]+:/.test(ref) || /^git@/.test(ref)) return true;
  if (ref.includes("?") || ref.includes("//")) return true;
  if (/^(github\.com|gitlab\.com|bitbucket\.org|dev\.azure\.com)(\/|$)/i.test(ref)) return true;
  const first = ref.split("/")[0] ?? "";
  return ref.includes("/") && /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(first) && !/\.(ya?ml|json)$/i.test(first);
}
var join = (dir, ref) => {
  const joined = path.posix.normalize(path.posix.join(dir, ref));
  return joined === "." ? "" : joined.replace(/\/$/, "");
};
var escapes = (joined) => joined === ".." || joined.startsWith("../");
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
  "helmGlobals",
  "crds",
  "transformers",
  "generators",
  "validators",
  "configurations",
  "openapi",
  "vars",
  "buildMetadata",
  "sortOptions"
];
var PATH_FREE_FIELDS = /* @__PURE__ */ new Set([
  "apiVersion",
  "kind",
  "metadata",
  "namespace",
  "namePrefix",
  "nameSuffix",
  "commonLabels",
  "labels",
  "commonAnnotations",
  "images",
  "imageTags",
  "replicas",
  "vars",
  "sortOptions",
  "buildMetadata",
  "generatorOptions"
]);
var PATH_FIELDS = /* @__PURE__ */ new Set([
  "resources",
  "bases",
  "components",
  "crds",
  "configurations",
  "patches",
  "patchesStrategicMerge",
  "patchesJson6902",
  "replacements",
  "openapi",
  "transformers",
  "generators",
  "validators",
  "configMapGenerator",
  "secretGenerator"
]);
var HELM_FIELDS = /* @__PURE__ */ new Set(["helmCharts", "helmGlobals", "helmChartInflationGenerator"]);
var BUILTIN_KINDS = /* @__PURE__ */ new Set([
  "AnnotationsTransformer",
  "ConfigMapGenerator",
  "IAMPolicyGenerator",
  "HashTransformer",
  "ImageTagTransformer",
  "LabelTransformer",
  "NamespaceTransformer",
  "PatchJson6902Transformer",
  "PatchStrategicMergeTransformer",
  "PatchTransformer",
  "PrefixSuffixTransformer",
  "PrefixTransformer",
  "SuffixTransformer",
  "ReplicaCountTransformer",
  "SecretGenerator",
  "ValueAddTransformer",
  "ReplacementTransformer",
  "SortOrderTransformer"
]);
var HELM_MESSAGE = "HelmChartInflationGenerator configurations are not rendered (use helmCharts with a chart in chartHome)";
var HELM_HINT = "Render the chart in CI (`kustomize build --enable-helm DIR | driftgate check -`), or vendor its rendered output into the repository.";
var REMOTE_HINT = "Vendor the remote base into the repository, or render it in CI and check the output with `kustomize build DIR | driftgate check -`.";
var OUTSIDE_HINT = "Keep every base, resource, patch and input inside the repository (copy it in, or check from a root that contains it).";
var PLUGIN_HINT = "Use builtin transformers and generators only (apiVersion: builtin), or render in CI with the plugins you trust and pipe the output to `driftgate check -`.";
function readPluginConfigs(values, at2) {
  const references = [];
  const problems = [];
  const docs = values.filter((v) => v !== null && v !== void 0);
  if (docs.length === 0) problems.push({ ruleId: "kustomize/plugin", pointer: at2.pointer, message: `${at2.source} in ${at2.field} holds no transformer configuration`, hint: PLUGIN_HINT });
  for (const value of docs) {
    if (!isRecord(value)) {
      problems.push({ ruleId: "kustomize/plugin", pointer: at2.pointer, message: `${at2.source} in ${at2.field} is not a transformer configuration (a mapping with apiVersion and kind)`, hint: PLUGIN_HINT });
      continue;
    }
    const kind = typeof value.kind === "string" ? value.kind : "";
    const annotations = isRecord(value.metadata) && isRecord(value.metadata.annotations) ? value.metadata.annotations : {};
    if (kind === "HelmChartInflationGenerator") {
      problems.push({ ruleId: "kustomize/helm", pointer: at2.pointer, message: `${HELM_MESSAGE} (${at2.source} in ${at2.field} is a HelmChartInflationGenerator)`, hint: HELM_HINT });
      continue;
    }
    if (value.apiVersion !== "builtin" || !BUILTIN_KINDS.has(kind) || "config.kubernetes.io/function" in annotations || "config.k8s.io/function" in annotations) {
      const what = `${typeof value.apiVersion === "string" ? value.apiVersion : "?"}/${kind || "?"}`;
      problems.push({ ruleId: "kustomize/plugin", pointer: at2.pointer, message: `${at2.source} in ${at2.field} configures ${JSON.stringify(what)}, which is not a kustomize builtin: plugins (exec, Go, KRM functions) never run`, hint: PLUGIN_HINT });
      continue;
    }
    const named = [];
    if (typeof value.path === "string") named.push(value.path);
    for (const key of ["paths", "files", "envs"]) for (const { value: f } of strings(value[key])) named.push(key === "files" && f.includes("=") ? f.slice(f.indexOf("=") + 1) : f);
    if (typeof value.env === "string") named.push(value.env);
    if (Array.isArray(value.replacements)) {
      for (const r of value.replacements) if (isRecord(r) && typeof r.path === "string") named.push(r.path);
    }
    for (const ref of named) {
      const refused2 = refusedPath(ref, at2.dir);
      if (refused2) problems.push({ ...refused2, pointer: at2.pointer, message: `${at2.source} in ${at2.field}: ${refused2.message}` });
      else references.push({ pointer: at2.pointer, ref, path: join(at2.dir, ref), expect: "file" });
    }
  }
  return { references, problems };
}
function refusedPath(ref, dir) {
  if (isRemoteReference(ref)) return { ruleId: "kustomize/remote-reference", ref, message: `${JSON.stringify(ref)} is remote; driftgate never fetches from the network`, hint: REMOTE_HINT };
  if (path.posix.isAbsolute(ref) || /^[a-z]:[\\/]/i.test(ref) || ref.startsWith("\\")) {
    return { ruleId: "kustomize/outside-repository", message: `${JSON.stringify(ref)} is an absolute path; kustomize reads only inside the repository here`, hint: OUTSIDE_HINT };
  }
  if (!path.posix.isAbsolute(dir) && escapes(join(dir, ref))) {
    return { ruleId: "kustomize/outside-repository", message: `${JSON.stringify(ref)} leads outside the repository`, hint: OUTSIDE_HINT };
  }
  return void 0;
}
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
  const references = [];
  const problems = [];
  const pluginFiles = [];
  for (const field of Object.keys(value)) {
    if (PATH_FREE_FIELDS.has(field) || PATH_FIELDS.has(field)) continue;
    if (field === "helmCharts" || field === "helmGlobals") continue;
    if (HELM_FIELDS.has(field)) problems.push({ ruleId: "kustomize/helm", pointer: `/${field}`, message: HELM_MESSAGE, hint: HELM_HINT });
    else problems.push({ ruleId: "kustomize/unsupported-field", pointer: `/${field}`, message: `${JSON.stringify(field)} is not a kustomization field driftgate knows; a field it cannot resolve could name a path or a remote source, so the kustomization is not rendered`, hint: "Remove the field, or render in CI and pipe the output to `driftgate check -`." });
  }
  const local = (ref, pointer, expect) => {
    const refused2 = refusedPath(ref, dir);
    if (refused2) {
      if (refused2.ruleId === "kustomize/remote-reference") remote.push({ ref, pointer });
      problems.push({ ...refused2, pointer });
      return void 0;
    }
    const target = join(dir, ref);
    references.push({ pointer, ref, path: target, expect });
    return target;
  };
  for (const { value: ref, index } of strings(value.resources)) {
    const asDirectory = !/\.(ya?ml|json)$/i.test(ref);
    const target = local(ref, `/resources/${index}`, "file-or-directory");
    if (target !== void 0) (asDirectory ? directories : resourceFiles).push(target);
  }
  for (const field of ["bases", "components"]) {
    for (const { value: ref, index } of strings(value[field])) {
      const target = local(ref, `/${field}/${index}`, "directory");
      if (target !== void 0) directories.push(target);
    }
  }
  for (const { value: ref, index } of strings(value.crds)) {
    const target = local(ref, `/crds/${index}`, "file");
    if (target !== void 0) resourceFiles.push(target);
  }
  const readTarget = (t) => {
    if (!isRecord(t)) return void 0;
    return {
      ...typeof t.kind === "string" ? { kind: t.kind } : {},
      ...typeof t.name === "string" ? { name: t.name } : {},
      ...typeof t.namespace === "string" ? { namespace: t.namespace } : {}
    };
  };
  for (const field of ["patches", "patchesJson6902"]) {
    const list = value[field];
    if (!Array.isArray(list)) continue;
    list.forEach((p, index) => {
      if (!isRecord(p)) return;
      const target = readTarget(p.target);
      const pointer = `/${field}/${index}`;
      if (typeof p.path === "string") {
        const file2 = local(p.path, pointer + "/path", "file");
        if (file2 !== void 0) patches.push({ file: file2, pointer, ...target ? { target } : {} });
      } else if (typeof p.patch === "string") patches.push({ inline: p.patch, pointer: pointer + "/patch", ...target ? { target } : {} });
    });
  }
  const smp = value.patchesStrategicMerge;
  if (Array.isArray(smp)) {
    smp.forEach((p, index) => {
      if (typeof p !== "string") return;
      const pointer = `/patchesStrategicMerge/${index}`;
      if (p.includes("\n") || /^\s*(apiVersion|kind|metadata)\s*:/.test(p)) patches.push({ inline: p, pointer });
      else {
        const file2 = local(p, pointer, "file");
        if (file2 !== void 0) patches.push({ file: file2, pointer });
      }
    });
  }
  const input = (f, pointer) => {
    const target = local(f, pointer, "file");
    if (target !== void 0) inputFiles.push(target);
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
  for (const { value: f, index } of strings(value.configurations)) input(f, `/configurations/${index}`);
  if (Array.isArray(value.replacements)) {
    value.replacements.forEach((r, index) => {
      if (isRecord(r) && typeof r.path === "string") input(r.path, `/replacements/${index}/path`);
    });
  }
  if (isRecord(value.openapi) && typeof value.openapi.path === "string") input(value.openapi.path, "/openapi/path");
  const globals = isRecord(value.helmGlobals) ? value.helmGlobals : {};
  if (typeof globals.configHome === "string") {
    problems.push({ ruleId: "kustomize/helm", pointer: "/helmGlobals/configHome", message: "helmGlobals.configHome points helm at a configuration (repositories, registries, plugins); kustomize here runs helm with none", hint: HELM_HINT });
  }
  const chartHome = typeof globals.chartHome === "string" ? globals.chartHome : "charts";
  if (typeof globals.chartHome === "string") {
    const refused2 = refusedPath(globals.chartHome, dir);
    if (refused2) problems.push({ ...refused2, pointer: "/helmGlobals/chartHome" });
  }
  if (Array.isArray(value.helmCharts)) {
    value.helmCharts.forEach((c, index) => {
      const pointer = `/helmCharts/${index}`;
      if (!isRecord(c) || typeof c.name !== "string" || c.name === "") {
        problems.push({ ruleId: "kustomize/helm", pointer, message: "a helmCharts entry names no chart", hint: HELM_HINT });
        return;
      }
      if (typeof c.repo === "string" && c.repo !== "") {
        problems.push({
          ruleId: "kustomize/helm",
          pointer: `${pointer}/repo`,
          message: `helmCharts ${c.name} comes from ${JSON.stringify(c.repo)}: kustomize would pull it; driftgate never fetches charts, so the kustomization is not rendered`,
          hint: `Vendor the chart into ${chartHome}/${c.name} (helm pull --untar) and drop repo, or render in CI and pipe the output to \`driftgate check -\`.`
        });
        return;
      }
      local(`${chartHome}/${c.name}/Chart.yaml`, pointer + "/name", "file");
      if (typeof c.valuesFile === "string") input(c.valuesFile, `${pointer}/valuesFile`);
      for (const { value: f, index: i } of strings(c.additionalValuesFiles)) input(f, `${pointer}/additionalValuesFiles/${i}`);
    });
  }
  if (Array.isArray(value.validators) && value.validators.length > 0) {
    problems.push({ ruleId: "kustomize/plugin", pointer: "/validators", message: "validators are kustomize plugins (they run a program); they never run here", hint: PLUGIN_HINT });
  }
  for (const field of ["transformers", "generators"]) {
    const list = value[field];
    if (!Array.isArray(list)) continue;
    list.forEach((entry, index) => {
      const pointer = `/${field}/${index}`;
      if (typeof entry !== "string") {
        problems.push({ ruleId: "kustomize/plugin", pointer, message: `${field} entries are file names or inline configurations (strings)`, hint: PLUGIN_HINT });
      } else if (entry.includes("\n")) {
        const parsed = parseYaml(entry, { file });
        const read = readPluginConfigs(parsed.documents.map((d) => d.value), { dir, pointer, field, source: "the inline configuration" });
        references.push(...read.references);
        problems.push(...read.problems);
      } else {
        const target = local(entry, pointer, "file");
        if (target !== void 0) {
          inputFiles.push(target);
          pluginFiles.push({ file: target, pointer });
        }
      }
    });
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
    references,
    problems,
    pluginFiles,
    document
  };
}
var locate = (k, pointer) => {
  const loc = k.document.locate(pointer);
  return { file: k.file, line: loc.line, column: loc.column };
};
function factProblem(r, fact, known) {
  if (fact === void 0) return void 0;
  const quoted = JSON.stringify(r.ref);
  switch (fact.kind) {
    case "missing":
      return { ruleId: "kustomize/missing-path", pointer: r.pointer, message: `${quoted} does not exist`, hint: "Fix the path, or add the file to the repository." };
    case "outside":
      return { ruleId: "kustomize/outside-repository", pointer: r.pointer, message: `${quoted} leads outside the repository (through a symbolic link)`, hint: OUTSIDE_HINT };
    case "special":
      return { ruleId: "kustomize/special-file", pointer: r.pointer, message: `${quoted} is not a regular file or a directory (a FIFO, socket or device); it is never handed to kustomize`, hint: "Replace it with a regular file." };
    case "too-large":
      return { ruleId: "kustomize/input-too-large", pointer: r.pointer, message: `${quoted} is ${fact.bytes} bytes; kustomize inputs are read up to ${fact.limit} bytes`, hint: "Split the input, or raise --max-file-bytes." };
    case "directory":
      if (r.expect === "file") return void 0;
      if (known.has(r.path)) return void 0;
      return { ruleId: "kustomize/unread-base", pointer: r.pointer, message: `${quoted} is a directory that holds no kustomization driftgate read (none there, or it is ignored or outside the checked tree)`, hint: "Add a kustomization.yaml there, or stop ignoring the directory." };
    case "file":
      return void 0;
  }
}
function planKustomize(kustomizations, options = {}) {
  const findings = [...options.findings ?? []];
  const unrendered = new Map(options.unrendered ?? []);
  const byDir = /* @__PURE__ */ new Map();
  for (const k of kustomizations) {
    const first = byDir.get(k.dir);
    if (!first) {
      byDir.set(k.dir, k);
      continue;
    }
    findings.push({ ruleId: "kustomize/duplicate", severity: "error", message: `${k.dir || "."} holds more than one kustomization file (${first.file} and this one); kustomize refuses the directory, so neither is rendered`, file: k.file, line: 1, column: 1, hint: "Keep one kustomization file per directory." });
    byDir.set(k.dir, { ...first, problems: [...first.problems, { ruleId: "kustomize/duplicate", pointer: "", message: `${k.dir || "."} also holds ${k.file}; kustomize refuses a directory with more than one kustomization file`, hint: "Keep one kustomization file per directory." }] });
    unrendered.set(k.file, `another kustomization file in ${k.dir || "."}`);
  }
  const problems = /* @__PURE__ */ new Map();
  for (const k of byDir.values()) {
    const list = [...k.problems];
    const own = factProblem({ pointer: "", ref: path.posix.basename(k.file), path: k.file, expect: "file" }, options.facts?.get(k.file), byDir);
    if (own) list.push(own);
    for (const r of k.references) {
      const p = factProblem(r, options.facts?.get(r.path), byDir);
      if (p) list.push(p);
    }
    problems.set(k.dir, list);
  }
  const edges = /* @__PURE__ */ new Map();
  for (const k of byDir.values()) {
    edges.set(k.dir, k.references.filter((r) => r.expect !== "file" && byDir.has(r.path)).map((r) => ({ to: r.path, pointer: r.pointer })));
  }
  const inCycle = /* @__PURE__ */ new Set();
  const state = /* @__PURE__ */ new Map();
  const stack = [];
  const closeCycle = (to) => {
    const members = stack.slice(stack.findIndex((f) => f.dir === to));
    const shown = [...members.slice(0, 8).map((m) => byDir.get(m.dir)?.file ?? m.dir), ...members.length > 8 ? [`… (${members.length} kustomizations)`] : [], byDir.get(to)?.file ?? to];
    const message = `kustomization cycle: ${shown.join(" → ")}; kustomize cannot render it, so none of these is rendered`;
    for (const m of members) {
      inCycle.add(m.dir);
      problems.get(m.dir)?.push({ ruleId: "kustomize/cycle", pointer: m.pointer, message, hint: "Remove the reference that closes the cycle." });
    }
  };
  const walk = (start) => {
    const frames = [{ dir: start, next: 0 }];
    state.set(start, "open");
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (!frame) break;
      const e = (edges.get(frame.dir) ?? [])[frame.next++];
      if (!e) {
        state.set(frame.dir, "done");
        frames.pop();
        if (frames.length > 0) stack.pop();
        continue;
      }
      stack.push({ dir: frame.dir, pointer: e.pointer });
      const seen = state.get(e.to);
      if (seen === void 0) {
        state.set(e.to, "open");
        frames.push({ dir: e.to, next: 0 });
        continue;
      }
      if (seen === "open") closeCycle(e.to);
      stack.pop();
    }
  };
  for (const dir of [...byDir.keys()].sort()) if (!state.has(dir)) walk(dir);
  const referenced = /* @__PURE__ */ new Set();
  for (const [from, list] of edges) for (const e of list) if (e.to !== from) referenced.add(e.to);
  const roots = [...byDir.values()].filter((k) => k.kind === "Kustomization" && !referenced.has(k.dir));
  const consumed = /* @__PURE__ */ new Map();
  const chain = /* @__PURE__ */ new Map();
  const refused2 = /* @__PURE__ */ new Map();
  const reachedByAny = /* @__PURE__ */ new Set();
  const references = [];
  for (const root of roots) {
    const files = /* @__PURE__ */ new Set();
    const reached = [];
    const seen = /* @__PURE__ */ new Set();
    const pending = [root];
    for (let k = pending.pop(); k !== void 0; k = pending.pop()) {
      if (seen.has(k.dir)) continue;
      seen.add(k.dir);
      reachedByAny.add(k.dir);
      reached.push(k);
      files.add(k.file);
      for (const f of [...k.resourceFiles, ...k.inputFiles]) files.add(f);
      for (const p of k.patches) if (p.file) files.add(p.file);
      const first = problems.get(k.dir)?.find((p) => (p.severity ?? "error") === "error");
      if (first && !refused2.has(root.dir)) refused2.set(root.dir, first.ref !== void 0 ? `remote reference ${first.ref} (${k.file})` : `${k.file}: ${first.message}`);
      const next = (edges.get(k.dir) ?? []).map((e) => byDir.get(e.to)).filter((n) => n !== void 0 && !seen.has(n.dir));
      for (let i = next.length - 1; i >= 0; i--) pending.push(next[i]);
    }
    consumed.set(root.dir, files);
    chain.set(root.dir, reached);
  }
  for (const k of byDir.values()) {
    if (reachedByAny.has(k.dir)) references.push(...k.references);
    for (const p of problems.get(k.dir) ?? []) {
      findings.push({ ruleId: p.ruleId, severity: p.severity ?? "error", message: p.message, ...locate(k, p.pointer), ...p.pointer ? { pointer: p.pointer } : {}, hint: p.hint });
    }
    if (reachedByAny.has(k.dir)) continue;
    if (inCycle.has(k.dir)) {
      unrendered.set(k.file, "in a kustomization cycle");
      continue;
    }
    const why = k.kind === "Component" ? "a Component that no kustomization uses" : "reached only through kustomizations that are not rendered";
    unrendered.set(k.file, why);
    findings.push({ ruleId: "kustomize/unreached", severity: "warning", message: `${k.dir || "."} is ${why}: it is never rendered, so nothing in it is checked through kustomize`, file: k.file, line: 1, column: 1, hint: "Use it from an overlay, or remove it." });
  }
  return { kustomizations: byDir, roots, consumed, chain, findings: dedupeFindings(findings), refused: refused2, unrendered, references };
}
function planKustomizeFiles(files, facts) {
  const findings = [];
  const unrendered = /* @__PURE__ */ new Map();
  const kustomizations = [];
  const documentsOf = /* @__PURE__ */ new Map();
  const byPath = new Map(files.map((f) => [f.path, f]));
  const read = (file) => {
    const decoded = decodeManifestFile(file.path, file.bytes);
    if (!decoded.ok) return { finding: decoded.finding };
    const parsed = parseYaml(decoded.text, { file: file.path });
    const broken = parsed.findings.find((f) => f.severity === "error");
    return broken ? { finding: broken } : { documents: parsed.documents };
  };
  for (const file of files) {
    if (!isKustomizationFileName(file.path)) continue;
    const at2 = { file: file.path, line: 1, column: 1 };
    const result = read(file);
    if ("finding" in result) {
      findings.push({ ...result.finding, file: file.path });
      unrendered.set(file.path, "it could not be read");
      continue;
    }
    const values = result.documents.map((d) => d.value).filter((v) => v !== null && v !== void 0);
    const first = result.documents.find((d) => d.value !== null && d.value !== void 0);
    if (!first || isRecord(first.value) && Object.keys(first.value).filter((key) => !["apiVersion", "kind", "metadata"].includes(key)).length === 0 && kustomizeKind({ ...first.value, resources: [] }) === "Kustomization") {
      findings.push({ ruleId: "kustomize/empty", severity: "error", message: "the kustomization is empty: it renders nothing, so nothing here is checked through kustomize", ...at2, hint: "Add resources to it, or remove the file." });
      unrendered.set(file.path, "it is empty");
      continue;
    }
    if (!isRecord(first.value)) {
      const what = Array.isArray(first.value) ? "a list" : `a ${typeof first.value}`;
      const loc = first.locate("");
      findings.push({ ruleId: "kustomize/not-a-mapping", severity: "error", message: `the kustomization is ${what}, not a mapping of kustomization fields; kustomize cannot read it`, file: file.path, line: loc.line, column: loc.column, hint: "Write the kustomization as a mapping (resources:, patches:, ...)." });
      unrendered.set(file.path, `it is ${what}, not a mapping`);
      continue;
    }
    if (values.length > 1) {
      const loc = result.documents.filter((d) => d.value !== null && d.value !== void 0)[1]?.locate("") ?? at2;
      findings.push({ ruleId: "kustomize/not-a-mapping", severity: "error", message: "the kustomization file holds more than one YAML document; kustomize reads one", file: file.path, line: loc.line, column: loc.column, hint: "Keep one document in a kustomization file." });
      unrendered.set(file.path, "it holds more than one document");
      continue;
    }
    const k = readKustomization(file.path, first);
    if (!k) continue;
    const extra = { references: [], problems: [] };
    for (const plugin of k.pluginFiles) {
      const field = plugin.pointer.split("/")[1] ?? "transformers";
      const source = byPath.get(plugin.file);
      if (!documentsOf.has(plugin.file)) {
        const r2 = source ? read(source) : void 0;
        documentsOf.set(plugin.file, r2 && "documents" in r2 ? r2.documents.map((d) => d.value) : void 0);
      }
      const values2 = documentsOf.get(plugin.file);
      if (!values2) {
        if (facts?.get(plugin.file)?.kind !== "missing") {
          extra.problems.push({ ruleId: "kustomize/plugin", pointer: plugin.pointer, message: `${plugin.file} in ${field} was not read by driftgate (not a YAML file, ignored, or not valid YAML), so it cannot be told from a plugin`, hint: PLUGIN_HINT });
        }
        continue;
      }
      const r = readPluginConfigs(values2, { dir: k.dir, pointer: plugin.pointer, field, source: plugin.file });
      extra.references.push(...r.references);
      extra.problems.push(...r.problems);
    }
    kustomizations.push(extra.references.length + extra.problems.length > 0 ? { ...k, references: [...k.references, ...extra.references], problems: [...k.problems, ...extra.problems] } : k);
  }
  const plan = planKustomize(kustomizations, { ...facts ? { facts } : {}, findings, unrendered });
  return { ...plan, estimatedObjects: estimateObjects(plan, byPath) };
}
function countDocuments(bytes) {
  const text = new TextDecoder().decode(bytes);
  const separators = text.match(/^---[ \t]*(#.*)?$/gm)?.length ?? 0;
  return text.trimStart().startsWith("---") ? Math.max(1, separators) : separators + 1;
}
function estimateObjects(plan, byPath) {
  const memo = /* @__PURE__ */ new Map();
  const documents = /* @__PURE__ */ new Map();
  const docsOf = (file) => {
    let n = documents.get(file);
    if (n === void 0) {
      const source = byPath.get(file);
      n = source ? countDocuments(source.bytes) : 1;
      documents.set(file, n);
    }
    return n;
  };
  const objectsOf = (start) => {
    const frames = [start];
    const open = /* @__PURE__ */ new Set();
    while (frames.length > 0) {
      const dir = frames[frames.length - 1];
      const k = plan.kustomizations.get(dir);
      if (!k || memo.has(dir)) {
        frames.pop();
        continue;
      }
      const children = k.directories.filter((d) => plan.kustomizations.has(d) && !memo.has(d) && !open.has(d));
      if (!open.has(dir) && children.length > 0) {
        open.add(dir);
        frames.push(...children);
        continue;
      }
      open.delete(dir);
      frames.pop();
      let n = k.resourceFiles.reduce((sum, f) => sum + docsOf(f), 0);
      const doc = k.document.value;
      if (isRecord(doc)) {
        for (const field of ["configMapGenerator", "secretGenerator"]) if (Array.isArray(doc[field])) n += doc[field].length;
      }
      for (const d of k.directories) n += memo.get(d) ?? 0;
      memo.set(dir, Math.min(n, Number.MAX_SAFE_INTEGER));
    }
    return memo.get(start) ?? 0;
  };
  return new Map(plan.roots.map((r) => [r.dir, objectsOf(r.dir)]));
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
var TRANSFORMATIONS_ANNOTATION = "alpha.config.kubernetes.io/transformations";
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
  const at2 = (loc, message) => {
    const { endLine: _endLine, endColumn: _endColumn, ...rest } = f;
    return { ...rest, file: loc.file, line: loc.line, column: loc.column, message };
  };
  if (same) return at2(doc.locate(pointer), f.message);
  const base = doc.locate(pointer);
  const patched = patchLocation(context, m, pointer);
  if (patched) {
    return at2(patched.location, `${f.message} (the value is set by the kustomize patch ${patched.by}; the object comes from ${formatLocation(base)})`);
  }
  return at2(base, `${f.message} (kustomize ${context.root || "."} changed this object from ${origin.path}; the rendered value differs from the file)`);
}
function withoutBuildMetadata(m) {
  const annotations = m.object.metadata.annotations;
  if (!annotations || !(ORIGIN_ANNOTATION in annotations) && !(TRANSFORMATIONS_ANNOTATION in annotations)) return m;
  const { [ORIGIN_ANNOTATION]: _origin, [TRANSFORMATIONS_ANNOTATION]: _transformations, ...rest } = annotations;
  const { annotations: _all, ...metadata } = m.object.metadata;
  const object = { ...m.object, metadata: Object.keys(rest).length > 0 ? { ...metadata, annotations: rest } : metadata };
  return { ...m, object };
}

// src/core/repository/helm.ts
import path4 from "node:path";
var HELM_RULES = [
  { id: "helm/template-error", summary: "helm template failed: the template or its values are wrong (located at the template Helm names)", defaultSeverity: "error" },
  { id: "helm/dependency-missing", summary: "a chart dependency is not in the chart's charts/ folder; driftgate never fetches one", defaultSeverity: "error" },
  { id: "helm/refused", summary: "a chart, values file or release points outside the repository or at something Helm would fetch; not rendered", defaultSeverity: "error" },
  { id: "helm/unavailable", summary: "helm is not on PATH: charts were not rendered", defaultSeverity: "error" },
  { id: "helm/budget", summary: "the run's render time or output budget was spent before this chart rendered", defaultSeverity: "error" }
];
var CHART_FILE = /(^|\/)Chart\.ya?ml$/;
var str = (v) => typeof v === "string" && v !== "" ? v : void 0;
var dirOf = (file) => path4.posix.dirname(file) === "." ? "" : path4.posix.dirname(file);
function repositoryPath(base, relative) {
  if (relative.startsWith("/") || /^[a-z][a-z0-9+.-]*:\/\//i.test(relative)) return void 0;
  const joined = path4.posix.normalize(path4.posix.join(base || ".", relative));
  if (joined === ".." || joined.startsWith("../")) return void 0;
  return joined === "." ? "" : joined.replace(/\/+$/, "");
}
function readChart(doc) {
  const v = doc.value;
  if (!isRecord(v)) return void 0;
  const name = str(v.name);
  if (name === void 0) return void 0;
  const dependencies = [];
  if (Array.isArray(v.dependencies)) {
    for (const d of v.dependencies) {
      if (!isRecord(d) || str(d.name) === void 0) continue;
      const dep = {
        name: str(d.name) ?? "",
        ...str(d.version) !== void 0 ? { version: str(d.version) } : {},
        ...str(d.repository) !== void 0 ? { repository: str(d.repository) } : {},
        ...str(d.alias) !== void 0 ? { alias: str(d.alias) } : {},
        ...str(d.condition) !== void 0 ? { condition: str(d.condition) } : {}
      };
      dependencies.push(dep);
    }
  }
  return { dir: dirOf(doc.file), file: doc.file, name, type: v.type === "library" ? "library" : "application", dependencies };
}
function isSubchart(dir, chartDirs) {
  const parts = dir.split("/");
  for (let i = parts.length - 2; i >= 0; i -= 1) {
    if (parts[i] !== "charts") continue;
    const parent = parts.slice(0, i).join("/");
    if (chartDirs.has(parent)) return true;
  }
  return false;
}
var at = (doc, pointer) => {
  const l = doc.locate(pointer);
  return { file: doc.file, line: l.line, column: l.column };
};
var refused = (doc, pointer, message, hint) => ({ ruleId: "helm/refused", severity: "error", message, ...at(doc, pointer), hint });
function objectName(v) {
  const metadata = isRecord(v.metadata) ? v.metadata : {};
  return { name: str(metadata.name) ?? "", namespace: str(metadata.namespace) };
}
var yamlOf = (value) => JSON.stringify(value);
function planHelm(input) {
  const docsByFile = /* @__PURE__ */ new Map();
  for (const d of input.documents) {
    const docs = docsByFile.get(d.file);
    if (docs) docs.push(d);
    else docsByFile.set(d.file, [d]);
  }
  const charts = /* @__PURE__ */ new Map();
  for (const p of input.paths) {
    if (!CHART_FILE.test(p)) continue;
    const doc = docsByFile.get(p)?.[0];
    const chart = doc ? readChart(doc) : void 0;
    if (chart) charts.set(chart.dir, chart);
  }
  const chartDirs = new Set(charts.keys());
  const jobs = [];
  const notRendered = [];
  const findings = [];
  for (const chart of charts.values()) {
    if (isSubchart(chart.dir, chartDirs)) continue;
    const label = `chart ${chart.dir || "."}`;
    if (chart.type === "library") {
      notRendered.push({ label, reason: "a library chart renders nothing on its own" });
      continue;
    }
    const declaredIn = { file: chart.file, line: 1, column: 1 };
    const sets = input.valuesSets && input.valuesSets.length > 0 ? input.valuesSets : [{ name: "values.yaml", files: [] }];
    for (const set of sets) {
      jobs.push({ id: `${label}#${set.name}`, chart, release: chart.name, namespace: "default", origin: "chart", label, valuesSet: set.name, values: set.files.map((p) => ({ kind: "file", path: p })), declaredIn });
    }
  }
  const configObjects = /* @__PURE__ */ new Map();
  for (const d of input.documents) {
    const v = d.value;
    if (!isRecord(v) || v.kind !== "ConfigMap" && v.kind !== "Secret" || v.apiVersion !== "v1") continue;
    const { name, namespace } = objectName(v);
    configObjects.set(`${v.kind}/${namespace ?? ""}/${name}`, v);
  }
  for (const doc of input.documents) {
    const v = doc.value;
    if (!isRecord(v) || typeof v.apiVersion !== "string") continue;
    if (v.kind === "HelmRelease" && v.apiVersion.startsWith("helm.toolkit.fluxcd.io/")) {
      const r = planHelmRelease(doc, v, charts, configObjects, input.documents);
      if ("job" in r) jobs.push(r.job);
      else notRendered.push(r.notRendered);
    } else if (v.kind === "Application" && v.apiVersion.startsWith("argoproj.io/")) {
      for (const r of planApplication(doc, v, charts)) {
        if ("job" in r) jobs.push(r.job);
        else notRendered.push(r.notRendered);
      }
    }
  }
  for (const n of notRendered) if (n.finding) findings.push(n.finding);
  return { charts, jobs, notRendered, findings };
}
function notRenderedAt(label, finding, reason) {
  return { notRendered: { label, reason, ...finding ? { finding } : {} } };
}
function planHelmRelease(doc, v, charts, configObjects, documents) {
  const { name, namespace } = objectName(v);
  const label = `HelmRelease ${namespace ? `${namespace}/` : ""}${name}`;
  const spec = isRecord(v.spec) ? v.spec : {};
  let chartPath;
  let pointer = "/spec/chart/spec/chart";
  const chartSpec = isRecord(spec.chart) && isRecord(spec.chart.spec) ? spec.chart.spec : void 0;
  if (chartSpec) {
    const sourceKind = isRecord(chartSpec.sourceRef) ? str(chartSpec.sourceRef.kind) : void 0;
    if (sourceKind !== "GitRepository") return notRenderedAt(label, void 0, `its chart comes from a ${sourceKind ?? "source"} (${str(chartSpec.chart) ?? "?"}), not from this repository`);
    chartPath = str(chartSpec.chart);
  } else if (isRecord(spec.chartRef)) {
    pointer = "/spec/chartRef";
    const refKind = str(spec.chartRef.kind);
    const refName = str(spec.chartRef.name);
    const refNamespace = str(spec.chartRef.namespace) ?? namespace;
    if (refKind !== "HelmChart") return notRenderedAt(label, void 0, `its chartRef is a ${refKind ?? "reference"} ${refName ?? ""}, not a chart in this repository`);
    const helmChart = documents.find((d) => {
      const c = d.value;
      if (!isRecord(c) || c.kind !== "HelmChart" || typeof c.apiVersion !== "string" || !c.apiVersion.startsWith("source.toolkit.fluxcd.io/")) return false;
      const n = objectName(c);
      return n.name === refName && (n.namespace ?? namespace) === refNamespace;
    });
    const hc = helmChart && isRecord(helmChart.value) && isRecord(helmChart.value.spec) ? helmChart.value.spec : void 0;
    if (!hc) return notRenderedAt(label, void 0, `its chartRef names HelmChart ${refName ?? "?"}, which is not in this repository`);
    if (!isRecord(hc.sourceRef) || hc.sourceRef.kind !== "GitRepository") return notRenderedAt(label, void 0, `its HelmChart ${refName ?? "?"} takes the chart from a ${isRecord(hc.sourceRef) ? str(hc.sourceRef.kind) ?? "source" : "source"}, not from this repository`);
    chartPath = str(hc.chart);
  }
  if (chartPath === void 0) return notRenderedAt(label, void 0, "it names no chart");
  const dir = repositoryPath("", chartPath);
  if (dir === void 0) {
    return notRenderedAt(label, refused(doc, pointer, `${label}: the chart path ${JSON.stringify(chartPath)} leaves the repository; it was not rendered`, "Name a chart directory inside the repository."), "its chart path leaves the repository");
  }
  const chart = charts.get(dir);
  if (!chart) return notRenderedAt(label, void 0, `no Chart.yaml at ${dir || "."} in this repository (the GitRepository may be another repository)`);
  const layers = [];
  const valuesFrom = Array.isArray(spec.valuesFrom) ? spec.valuesFrom : [];
  for (const [i, ref] of valuesFrom.entries()) {
    if (!isRecord(ref)) continue;
    const kind = str(ref.kind);
    const refName = str(ref.name);
    const key = str(ref.valuesKey) ?? "values.yaml";
    const optional = ref.optional === true;
    if (str(ref.targetPath) !== void 0) return notRenderedAt(label, void 0, `valuesFrom[${i}] sets a targetPath, which driftgate does not apply`);
    const obj = configObjects.get(`${kind ?? ""}/${namespace ?? ""}/${refName ?? ""}`);
    const text = obj ? configValue(obj, key) : void 0;
    if (text === void 0) {
      if (optional) continue;
      return notRenderedAt(label, void 0, `valuesFrom[${i}] names ${kind ?? "?"} ${refName ?? "?"} key ${key}, which is not in this repository`);
    }
    layers.push({ kind: "inline", text, from: `${kind ?? ""} ${refName ?? ""}` });
  }
  if (isRecord(spec.values)) layers.push({ kind: "inline", text: yamlOf(spec.values), from: "spec.values" });
  const targetNamespace = str(spec.targetNamespace);
  const release = str(spec.releaseName) ?? (targetNamespace ? `${targetNamespace}-${name}` : name);
  return {
    job: { id: `${label}@${doc.file}`, chart, release, namespace: targetNamespace ?? namespace ?? "default", origin: "HelmRelease", label, valuesSet: layers.length > 0 ? "release values" : "values.yaml", values: layers, declaredIn: at(doc, "") }
  };
}
function configValue(obj, key) {
  const data = isRecord(obj.data) ? obj.data : {};
  if (obj.kind === "Secret") {
    const stringData = isRecord(obj.stringData) ? obj.stringData : {};
    if (typeof stringData[key] === "string") return stringData[key];
    const b64 = data[key];
    return typeof b64 === "string" ? new TextDecoder().decode(Uint8Array.from(atob(b64.replace(/\s+/g, "")), (c) => c.charCodeAt(0))) : void 0;
  }
  return typeof data[key] === "string" ? data[key] : void 0;
}
function planApplication(doc, v, charts) {
  const { name, namespace } = objectName(v);
  const label = `Application ${namespace ? `${namespace}/` : ""}${name}`;
  const spec = isRecord(v.spec) ? v.spec : {};
  const destination = isRecord(spec.destination) ? spec.destination : {};
  const sources = isRecord(spec.source) ? [["/spec/source", spec.source]] : Array.isArray(spec.sources) ? spec.sources.map((s, i) => [`/spec/sources/${i}`, s]) : [];
  const out = [];
  for (const [pointer, source] of sources) {
    if (!isRecord(source)) continue;
    const sourcePath = str(source.path);
    if (sourcePath === void 0) {
      if (str(source.chart) !== void 0) out.push(notRenderedAt(label, void 0, `its chart ${str(source.chart) ?? ""} comes from a Helm repository (${str(source.repoURL) ?? "?"}), not from this repository`));
      continue;
    }
    const dir = repositoryPath("", sourcePath);
    if (dir === void 0) {
      out.push(notRenderedAt(label, refused(doc, `${pointer}/path`, `${label}: the source path ${JSON.stringify(sourcePath)} leaves the repository; it was not rendered`, "Name a chart directory inside the repository."), "its source path leaves the repository"));
      continue;
    }
    const chart = charts.get(dir);
    if (!chart) continue;
    const helm = isRecord(source.helm) ? source.helm : {};
    const layers = [];
    let refusedValues;
    const valueFiles = Array.isArray(helm.valueFiles) ? helm.valueFiles : [];
    for (const [i, file] of valueFiles.entries()) {
      if (typeof file !== "string") continue;
      const p = file.startsWith("$") ? void 0 : repositoryPath(dir, file);
      if (p === void 0) {
        refusedValues = notRenderedAt(
          label,
          refused(doc, `${pointer}/helm/valueFiles/${i}`, `${label}: the values file ${JSON.stringify(file)} is outside the repository (or in another source); it was not read and the chart was not rendered`, "Keep values files inside the repository, next to the chart or under it."),
          `values file ${file} is outside the repository`
        );
        break;
      }
      layers.push({ kind: "file", path: p });
    }
    if (refusedValues) {
      out.push(refusedValues);
      continue;
    }
    if (isRecord(helm.valuesObject)) layers.push({ kind: "inline", text: yamlOf(helm.valuesObject), from: "helm.valuesObject" });
    else if (typeof helm.values === "string" && helm.values.trim() !== "") layers.push({ kind: "inline", text: helm.values, from: "helm.values" });
    const set = (Array.isArray(helm.parameters) ? helm.parameters : []).flatMap((p) => isRecord(p) && str(p.name) !== void 0 ? [{ name: str(p.name) ?? "", value: typeof p.value === "string" ? p.value : "", string: p.forceString === true }] : []);
    out.push({
      job: {
        id: `${label}@${doc.file}${pointer}`,
        chart,
        release: str(helm.releaseName) ?? name,
        namespace: str(destination.namespace) ?? "default",
        origin: "Application",
        label,
        valuesSet: layers.length > 0 || set.length > 0 ? "application values" : "values.yaml",
        values: layers,
        ...set.length > 0 ? { set } : {},
        declaredIn: at(doc, pointer)
      }
    });
  }
  return out;
}
function jobPaths(job) {
  return job.values.flatMap((l) => l.kind === "file" ? [l.path] : []);
}
function chartFileReason(file, charts) {
  for (let dir = dirOf(file); ; dir = dirOf(dir)) {
    const chart = charts.get(dir);
    if (chart) {
      const rest = dir === "" ? file : file.slice(dir.length + 1);
      if (rest.startsWith("crds/")) return void 0;
      if (rest.startsWith("templates/") || rest.startsWith("charts/")) return `Helm chart template of ${dir || "."} (checked through its render)`;
      if (/^values([.-][\w.-]+)?\.ya?ml$/i.test(rest) || rest === "values.schema.json") return `Helm values of ${dir || "."} (used by its render)`;
      return void 0;
    }
    if (dir === "" || dirOf(dir) === dir) return void 0;
  }
}
function chartsOf(documents) {
  const charts = /* @__PURE__ */ new Map();
  for (const d of documents) {
    if (!CHART_FILE.test(d.file) || d.index !== 0) continue;
    const chart = readChart(d);
    if (chart) charts.set(chart.dir, chart);
  }
  return charts;
}
function jobTouches(job, isSelected, files) {
  if (isSelected(job.declaredIn.file) || jobPaths(job).some(isSelected)) return true;
  const prefix = job.chart.dir === "" ? "" : `${job.chart.dir}/`;
  return files.some((f) => f.startsWith(prefix) && isSelected(f));
}

// src/core/repository/helm-source.ts
var SOURCE_LINE = /^# Source: (.+?)\s*$/;
function splitHelmOutput(output) {
  const segments = [];
  let line = 0;
  let start = 0;
  while (start <= output.length) {
    const end = output.indexOf("\n", start);
    const text = output.slice(start, end === -1 ? output.length : end);
    line += 1;
    const m = SOURCE_LINE.exec(text);
    if (m?.[1] !== void 0) segments.push({ source: m[1], line });
    if (end === -1) break;
    start = end + 1;
  }
  return segments;
}
function sourceFile(source, chartDir) {
  const slash = source.indexOf("/");
  if (slash <= 0) return void 0;
  const rest = source.slice(slash + 1);
  if (rest.split("/").includes("..")) return void 0;
  return chartDir === "" ? rest : `${chartDir}/${rest}`;
}
function unescapePointer(segment) {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function locateInTemplate(templateText, pointer) {
  const keys = pointer.split("/").slice(1).map(unescapePointer).filter((k) => !/^\d+$/.test(k) && k !== "");
  if (keys.length === 0) return void 0;
  const lines = templateText.split("\n");
  let from = 0;
  let found;
  for (const [i, key] of keys.entries()) {
    const pattern = new RegExp(`^(\\s*(?:-\\s+)?)["']?${escapeRegExp(key)}["']?\\s*:`);
    let hit;
    for (let l = from; l < lines.length; l += 1) {
      const m = pattern.exec(lines[l] ?? "");
      if (m) {
        hit = { line: l + 1, column: (m[1]?.length ?? 0) + 1 };
        break;
      }
    }
    if (!hit) {
      if (i === keys.length - 1) return void 0;
      continue;
    }
    found = hit;
    from = hit.line;
  }
  return found;
}
function renderNote(job, rendered) {
  const release = job.origin === "chart" ? `release ${job.release} of chart ${job.chart.dir || "."}` : `${job.label} (release ${job.release}, chart ${job.chart.dir || "."})`;
  return `[helm: ${release}, values ${job.valuesSet}${rendered ? `, rendered ${rendered}` : ""}]`;
}
function mapHelmFinding(f, context) {
  if (f.file !== context.renderedFile) return f;
  const { job } = context;
  let segment;
  if (f.line !== void 0) {
    for (const s of context.segments) if (s.line <= f.line) segment = s;
  }
  const file = segment ? sourceFile(segment.source, job.chart.dir) : void 0;
  const note = renderNote(job, segment?.source);
  if (file === void 0) {
    return { ...f, file: job.declaredIn.file, line: job.declaredIn.line, column: job.declaredIn.column, message: `${f.message} ${note}`, ...noEnd };
  }
  const text = context.text(file);
  const place = text !== void 0 && f.pointer !== void 0 ? locateInTemplate(text, f.pointer) : void 0;
  return { ...f, file, line: place?.line ?? 1, column: place?.column ?? 1, message: `${f.message} ${note}`, ...noEnd };
}
var noEnd = { endLine: void 0, endColumn: void 0 };
function helmErrorFinding(stderr, job) {
  const note = renderNote(job);
  const base = { ruleId: "helm/template-error", severity: "error", hint: "Fix the template or the values so that `helm template` succeeds; the objects of this render were not checked." };
  const patterns = [
    // template: web/templates/deploy.yaml:12:5: executing "..." at <...>: ...
    /template: ([^\s:]+\.(?:ya?ml|tpl|txt|json)):(\d+):(\d+): /,
    // execution error at (web/templates/deploy.yaml:4:5): message
    /execution error at \(([^\s:]+):(\d+):(\d+)\)/,
    // parse error at (web/templates/deploy.yaml:3): function "x" not defined
    /parse error at \(([^\s:]+):(\d+)\)/,
    // YAML parse error on web/templates/deploy.yaml: error converting YAML to JSON: yaml: line 5: ...
    /YAML parse error on ([^\s:]+):.*?line (\d+)/
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(stderr);
    const source = m?.[1];
    if (!m || source === void 0) continue;
    const file = sourceFile(source, job.chart.dir);
    if (file === void 0) continue;
    return { ...base, message: `helm template failed: ${stderr} ${note}`, file, line: Number(m[2] ?? 1) || 1, column: Number(m[3] ?? 1) || 1 };
  }
  return { ...base, message: `helm template failed: ${stderr} ${note}`, ...job.declaredIn };
}

// src/core/manifest/input.ts
var SHIPPED_PREFIX = "driftgate:";

// src/core/repository/summary.ts
function schemaOrigin(file, options = {}) {
  if (file.startsWith(SHIPPED_PREFIX)) return "shipped";
  if (file.startsWith("cluster:")) return "cluster";
  if (file.startsWith(`${DEFAULT_CATALOG_DIR}/`)) return "catalog";
  const chart = /^(?:(.*)\/)?crds\/.+$/.exec(file);
  if (chart && options.chartDirs?.has(chart[1] ?? "")) return "chart";
  return "repository";
}
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
  const uses = /* @__PURE__ */ new Map();
  for (const m of input.objects) {
    const source = input.schemaSources?.get(m);
    if (!source) continue;
    const key = `${m.object.apiVersion}\0${m.object.kind}\0${source.file}`;
    const entry = uses.get(key);
    if (entry) {
      entry.objects += 1;
      continue;
    }
    const detail = input.catalogSources?.get(source.file);
    uses.set(key, { apiVersion: m.object.apiVersion, kind: m.object.kind, objects: 1, crd: source.crd, version: source.version, origin: schemaOrigin(source.file, input.chartDirs ? { chartDirs: input.chartDirs } : {}), file: source.file, ...detail !== void 0 ? { source: detail } : {} });
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
    ...input.helm && input.helm.length > 0 ? { helm: [...input.helm].sort((a, b) => byText(a.label, b.label) || byText(a.valuesSet ?? "", b.valuesSet ?? "")) } : {},
    complete: notValidated.size === 0 && input.renders.every((r) => r.status === "rendered") && (input.helm ?? []).every((h) => h.status === "rendered"),
    ...input.notes && input.notes.length > 0 ? { notes: [...input.notes] } : {},
    ...uses.size > 0 ? { schemas: sortKinds([...uses.values()]) } : {}
  };
}

// src/core/repository/check-tree.ts
var REPOSITORY_RULES = [...KUSTOMIZE_RULES, ...HELM_RULES];
function planTree(files, facts) {
  return planKustomizeFiles(files, facts);
}
var MAYBE_OBJECT = /^(apiVersion|kind|metadata)\s*:|^\{|^- /m;
var KUSTOMIZE_CONTENT = /^apiVersion\s*:\s*["']?kustomize\.config\.k8s\.io\//m;
function parsedDocuments(file, input) {
  const decoded = decodeManifestFile(file.path, file.bytes, input.limits);
  return decoded.ok ? parseYaml(decoded.text, { file: file.path, scalars: "kubernetes", ...input.parseCache ? { cache: input.parseCache } : {} }).documents : void 0;
}
function memoryParseCache() {
  const parsed = /* @__PURE__ */ new Map();
  return { get: (text) => parsed.get(text), set: (text, value) => void parsed.set(text, value) };
}
function findingKey(f) {
  return `${f.ruleId}|${f.file ?? ""}|${f.line ?? 0}|${f.column ?? 0}|${f.message}`;
}
function checkTree(input) {
  const isSelected = (file) => !input.selected || file !== void 0 && input.selected.has(file);
  const plan = planTree(input.files, input.kustomizePaths);
  const chartDirs = chartDirectories(input.files.map((f) => f.path));
  const charts = chartsOf(input.files.filter((f) => /(^|\/)Chart\.ya?ml$/.test(f.path)).flatMap((f) => parsedDocuments(f, input) ?? []));
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
  const notRendered = (file) => isKustomizationFileName(file) && !consumedByRendered.has(file) ? "kustomize configuration (not rendered)" : void 0;
  for (const file of input.files) {
    let reason = notRendered(file.path) ?? chartFileReason(file.path, charts) ?? classifyByPath(file.path, chartDirs) ?? support.get(file.path);
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
  const parseCache = input.parseCache ?? memoryParseCache();
  const runMemo = input.runMemo ?? new CheckRunMemo();
  const result = checkRepository({ ...input, files: raw, parseCache, runMemo });
  const findings = [...result.findings];
  const manifests = [...result.manifests];
  const reported = result.manifests.filter((m) => isSelected(m.file));
  const unvalidated = [...result.unvalidated ?? []];
  const schemaSources = new Map(result.schemaSources ?? []);
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
  const rawCrds = plan.roots.length > 0 || (input.helm?.renders.length ?? 0) > 0 ? raw.filter((f) => crdText.test(new TextDecoder().decode(f.bytes))) : [];
  const relevantFiles = /* @__PURE__ */ new Set();
  for (const root of plan.roots) {
    const consumed = plan.consumed.get(root.dir) ?? /* @__PURE__ */ new Set();
    if (!input.selected || [...consumed].some((f) => isSelected(f))) for (const f of consumed) relevantFiles.add(f);
  }
  for (const f of plan.findings) if (isSelected(f.file) || relevantFiles.has(f.file ?? "")) findings.push(f);
  for (const [file, reason] of plan.unrendered) {
    if (isSelected(file)) renderSummary.push({ root: path5.posix.dirname(file), objects: 0, status: "not rendered", reason });
  }
  for (const root of plan.roots) {
    const consumed = plan.consumed.get(root.dir) ?? /* @__PURE__ */ new Set();
    const relevant = !input.selected || [...consumed].some((f) => isSelected(f));
    if (!relevant) continue;
    const render = renders.get(root.dir);
    const refused2 = plan.refused.get(root.dir);
    if (!render || render.output === void 0) {
      if (render?.problem) findings.push(render.problem);
      renderSummary.push({ root: root.dir || ".", objects: 0, status: "not rendered", reason: refused2 ?? render?.problem?.message ?? "not rendered" });
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
      parseCache,
      runMemo,
      ...input.waiverBase ? { waiverBase: input.waiverBase } : {},
      ...input.waiverLimits ? { waiverLimits: input.waiverLimits } : {},
      selected: /* @__PURE__ */ new Set([root.file])
    });
    const rendered = loadManifests(parseYaml(render.output, { file: root.file, scalars: "kubernetes" }).documents).manifests;
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
    for (const [m, source2] of scope.schemaSources ?? []) schemaSources.set(m, source2);
    stats.objects += scope.stats.objects;
    stats.validated += scope.stats.validated;
    stats.builtins += scope.stats.builtins;
    stats.documents += scope.stats.documents;
    renderSummary.push({ root: root.dir || ".", objects: scope.manifests.length, status: "rendered" });
  }
  const helmSummary = [];
  const filePaths = input.files.map((f) => f.path);
  const textOf = (file) => {
    const f = input.files.find((g) => g.path === file);
    return f ? new TextDecoder().decode(f.bytes) : void 0;
  };
  for (const n of input.helm?.notRendered ?? []) {
    if (input.selected && !(n.finding?.file !== void 0 && isSelected(n.finding.file))) continue;
    if (n.finding) findings.push(n.finding);
    helmSummary.push({ label: n.label, ...n.valuesSet ? { valuesSet: n.valuesSet } : {}, objects: 0, status: "not rendered", reason: n.reason });
  }
  for (const render of input.helm?.renders ?? []) {
    const { job } = render;
    if (input.selected && !jobTouches(job, isSelected, filePaths)) continue;
    if (render.output === void 0) {
      if (render.problem) findings.push(render.problem);
      helmSummary.push({ label: job.label, valuesSet: job.valuesSet, objects: 0, status: "not rendered", reason: render.problem?.message ?? "not rendered" });
      continue;
    }
    const renderedFile = job.chart.file;
    const scope = checkRepository({
      files: [{ path: renderedFile, bytes: new TextEncoder().encode(render.output) }],
      crdFiles: [...input.crdFiles ?? [], ...rawCrds],
      ...input.policyFiles ? { policyFiles: input.policyFiles } : {},
      now: input.now,
      ...input.strict !== void 0 ? { strict: input.strict } : {},
      ...input.limits ? { limits: input.limits } : {},
      ...input.builtins ? { builtins: input.builtins } : {},
      ...input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {},
      ...input.liveGpu ? { liveGpu: input.liveGpu } : {},
      parseCache,
      runMemo,
      ...input.waiverBase ? { waiverBase: input.waiverBase } : {},
      ...input.waiverLimits ? { waiverLimits: input.waiverLimits } : {},
      selected: /* @__PURE__ */ new Set([renderedFile])
    });
    const context = { job, renderedFile, segments: splitHelmOutput(render.output), text: textOf };
    for (const f of scope.findings) if (f.file === renderedFile) findings.push(mapHelmFinding(f, context));
    manifests.push(...scope.manifests);
    reported.push(...scope.manifests);
    unvalidated.push(...scope.unvalidated ?? []);
    stats.objects += scope.stats.objects;
    stats.validated += scope.stats.validated;
    stats.builtins += scope.stats.builtins;
    stats.documents += scope.stats.documents;
    helmSummary.push({ label: job.label, valuesSet: job.valuesSet, objects: scope.manifests.length, status: "rendered" });
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
    helm: helmSummary,
    filesRead: input.files.filter((f) => isSelected(f.path)).length,
    ...input.notes ? { notes: input.notes } : {},
    schemaSources,
    chartDirs,
    ...input.catalogSources ? { catalogSources: input.catalogSources } : {}
  });
  return { ...result, findings: unique, manifests, unvalidated, stats, rules, summary };
}

// src/io/git/open.ts
async function openGitRepository(options) {
  const { GitRepository } = await import("./repository-J33B2FOZ.js");
  return new GitRepository(options);
}

// src/io/check-sources.ts
import { existsSync } from "node:fs";
import path6 from "node:path";

// src/core/policy/extend.ts
var CRD_COMPAT_KIND = "CrdCompatConfig";
function declared(files) {
  const out = { keys: /* @__PURE__ */ new Set(), kinds: /* @__PURE__ */ new Set(), replaceDefaults: false };
  for (const { file } of files) {
    for (const doc of parseYaml(new TextDecoder().decode(file.bytes), { file: file.path }).documents) {
      const v = doc.value;
      if (!isRecord(v) || typeof v.kind !== "string") continue;
      out.kinds.add(v.kind);
      if (v.kind === CONFIG_KIND && isRecord(v.spec) && v.spec.replaceDefaults === true) out.replaceDefaults = true;
      if (isRecord(v.metadata) && typeof v.metadata.name === "string") out.keys.add(`${v.kind}/${v.metadata.name}`);
    }
  }
  return out;
}
function extendDefaultPack(input) {
  const own = declared(input.own);
  if (own.replaceDefaults) return { files: input.own.map((f) => f.file), replacesDefaults: true };
  const ownPaths = new Set(input.own.map((f) => f.relative));
  const kept = input.defaults.filter((d) => {
    if (ownPaths.has(d.relative)) return false;
    const mine = declared([d]);
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
  const ownCrds = existsSync(path6.join(options.root, DEFAULT_CRD_DIR));
  if (ownCrds && !crdPaths.includes(DEFAULT_CRD_DIR)) crdPaths.push(DEFAULT_CRD_DIR);
  if (existsSync(path6.join(options.root, DEFAULT_CATALOG_DIR)) && !crdPaths.includes(DEFAULT_CATALOG_DIR)) crdPaths.push(DEFAULT_CATALOG_DIR);
  const policiesDir = options.policiesDir ?? (existsSync(path6.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : void 0);
  const shipped = !ownCrds && options.fallback?.crdDir ? await readShipped(options.root, options.fallback.crdDir, "deploy/crds") : [];
  const fallbackPolicies = policiesDir === void 0 && options.fallback?.policiesDir ? await readShipped(options.root, options.fallback.policiesDir, "policies") : [];
  if (options.base === void 0) {
    const limit = options.maxBytes !== void 0 ? { maxBytes: options.maxBytes } : {};
    const files = await collectYamlFiles({ root: options.root, paths: options.paths, ...limit, ...options.skipDirectory ? { skipDirectory: options.skipDirectory } : {} });
    const ownCrdFiles = crdPaths.length ? await collectYamlFiles({ root: options.root, paths: crdPaths, ...limit }) : [];
    const fallbackCrds2 = notDefinedIn(shipped, [...files, ...ownCrdFiles]);
    return {
      files,
      crdFiles: [...ownCrdFiles, ...fallbackCrds2],
      policyFiles: policiesDir ? await withDefaultPack(options.root, policiesDir, await collectYamlFiles({ root: options.root, paths: [policiesDir], ...limit }), options.fallback?.policiesDir) : fallbackPolicies
    };
  }
  const repo = await openGitRepository({ dir: options.root });
  const baseRevision = await repo.resolveRevision(options.base);
  const headRevision = await repo.resolveRevision(options.head ?? "HEAD");
  const policyRevision = options.trustedRevision !== void 0 ? await repo.resolveRevision(options.trustedRevision) : baseRevision;
  const packDir = options.policiesDir ?? ((await repo.listTrees({ revision: policyRevision, paths: [DEFAULT_POLICIES_DIR] })).get(DEFAULT_POLICIES_DIR)?.exists || policiesDir !== void 0 ? DEFAULT_POLICIES_DIR : void 0);
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const oversized = (p, size) => ({ path: p, bytes: new Uint8Array(0), problem: fileTooLarge(size, maxBytes) });
  const readAt = async (revision, paths) => {
    const out = /* @__PURE__ */ new Map();
    for (const p of paths) {
      const snapshot = await repo.readTree({ revision, path: p, select: (f) => YAML_FILE.test(f), maxFileBytes: maxBytes });
      for (const f of snapshot.files) if (YAML_FILE.test(f.path)) out.set(f.path, { path: f.path, bytes: f.bytes });
      for (const t of snapshot.tooLarge ?? []) out.set(t.path, oversized(t.path, t.size));
    }
    return [...out.values()].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  };
  const changed = (await repo.changedFiles({ base: baseRevision, head: headRevision, paths: options.paths })).filter((c) => YAML_FILE.test(c.path));
  const baseFiles = [];
  const atBase = await repo.readFilesAtRevision({ revision: baseRevision, paths: changed.filter((c) => c.status !== "added").map((c) => c.path), maxBytes });
  for (const c of changed) {
    const read = atBase.get(c.path);
    if (read) baseFiles.push("bytes" in read ? { path: c.path, bytes: read.bytes } : oversized(c.path, read.tooLarge));
  }
  const headFiles = await readAt(headRevision, options.paths);
  const headCrds = await readAt(headRevision, crdPaths);
  const fallbackCrds = notDefinedIn(shipped, [...headFiles, ...headCrds]);
  return {
    files: headFiles,
    crdFiles: [...headCrds, ...fallbackCrds],
    // The pack that judges a change is the trusted one (base), never the head's.
    policyFiles: packDir ? await withDefaultPack(options.root, packDir, await readAt(policyRevision, [packDir]), options.fallback?.policiesDir) : fallbackPolicies,
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
async function readShipped(root, dir, packagePath) {
  const absolute = path6.resolve(root, dir);
  const files = await collectYamlFiles({ root, paths: [dir] });
  return files.map((f) => ({ ...f, path: `${SHIPPED_PREFIX}${packagePath}/${path6.relative(absolute, path6.resolve(root, f.path)).split(path6.sep).join("/")}`, shipped: true }));
}
function notDefinedIn(shipped, userFiles) {
  return shipped.filter((crd) => {
    const name = Buffer.from(path6.basename(crd.path).replace(/\.ya?ml$/i, ""));
    return !userFiles.some((f) => {
      const bytes = Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength);
      return bytes.includes(name) && bytes.includes(CRD_KIND);
    });
  });
}
var CRD_KIND = Buffer.from("CustomResourceDefinition");
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
async function withDefaultPack(root, packDir, own, defaultsDir) {
  if (defaultsDir === void 0) return [...own];
  const absoluteDefaults = path6.resolve(root, defaultsDir);
  if (path6.resolve(root, packDir) === absoluteDefaults) return [...own];
  const defaults = await readShipped(root, defaultsDir, "policies");
  const within = (dir, file) => path6.relative(dir, path6.resolve(root, file)).split(path6.sep).join("/");
  return extendDefaultPack({
    defaults: defaults.map((file) => ({ file, relative: file.path.slice(`${SHIPPED_PREFIX}policies/`.length) })),
    own: own.map((file) => ({ file, relative: within(path6.resolve(root, packDir), file.path) }))
  }).files;
}

// src/io/repository/ignore.ts
import { readFile } from "node:fs/promises";
import path7 from "node:path";
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
      text = await readFile(path7.join(options.root, dir, IGNORE_FILE), "utf8");
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
  const directories = /* @__PURE__ */ new Map();
  const directory = (dir, stop) => {
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
  return {
    ignored(file, named) {
      const stop = stopAt(named);
      const slash = file.lastIndexOf("/");
      const dir = slash === -1 ? "" : file.slice(0, slash);
      if (dir !== "" && dir !== stop && (stop === "" || dir.startsWith(stop + "/"))) {
        const rule2 = directory(dir, stop);
        if (rule2) return `ignored by ${rule2.source}`;
      }
      const rule = test(file, false);
      return rule ? `ignored by ${rule.source}` : void 0;
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
import { mkdtemp, realpath as realpath2, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path10 from "node:path";

// src/io/repository/helm-env.ts
import path8 from "node:path";
function helmSandboxEnv(dir) {
  const home = path8.join(dir, ".helm-sandbox");
  return {
    HELM_CACHE_HOME: path8.join(home, "cache"),
    HELM_CONFIG_HOME: path8.join(home, "config"),
    HELM_DATA_HOME: path8.join(home, "data"),
    HELM_PLUGINS: path8.join(home, "plugins"),
    HELM_REGISTRY_CONFIG: path8.join(home, "registry.json"),
    HELM_REPOSITORY_CONFIG: path8.join(home, "repositories.yaml"),
    HELM_REPOSITORY_CACHE: path8.join(home, "repository"),
    HELM_NO_PLUGINS: "1",
    HELM_KUBECONTEXT: ""
  };
}

// src/io/repository/sandbox.ts
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { access, realpath, stat } from "node:fs/promises";
import path9 from "node:path";
async function onPath(name, env) {
  for (const dir of (env.PATH ?? "").split(path9.delimiter)) {
    if (!dir) continue;
    const candidate = path9.join(dir, name);
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
    this.now = options.now ?? (() => performance.now());
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
    const probe = spawnSync(unshare, [...flags, "/bin/true"], { stdio: "ignore", timeout: 5e3, env: {} });
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
  const probe = spawnSync(setpriv, ["--pdeathsig", "KILL", "--", "/bin/true"], { stdio: "ignore", timeout: 5e3, env: {} });
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
var onSignal = (signal) => {
  killAll();
  unwatch();
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
};
var watching = false;
function watch() {
  if (watching) return;
  watching = true;
  process.on("exit", killAll);
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
function unwatch() {
  if (!watching) return;
  watching = false;
  process.off("exit", killAll);
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
}
var inside = (file, dir) => file === dir || file.startsWith(dir.endsWith(path9.sep) ? dir : dir + path9.sep);
async function resolvePaths(paths, options) {
  const root = await realpath(options.root);
  const outsideRoots = await Promise.all((options.outsideRoots ?? []).map((d) => realpath(d).catch(() => path9.resolve(d))));
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const facts = /* @__PURE__ */ new Map();
  for (const p of new Set(paths)) {
    const absolute = path9.isAbsolute(p) ? p : path9.join(root, ...p.split("/"));
    const bound = path9.isAbsolute(p) ? outsideRoots.find((d) => inside(path9.resolve(p), d)) : root;
    let real;
    try {
      real = await realpath(absolute);
    } catch {
      facts.set(p, { kind: "missing" });
      continue;
    }
    if (bound === void 0 || !inside(real, bound)) {
      facts.set(p, { kind: "outside", target: real });
      continue;
    }
    try {
      const info = await stat(real);
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
    KUBECONFIG: path9.join(dir, "no-kubeconfig"),
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
    const child = spawn(argv[0] ?? options.command, argv.slice(1), { cwd: dir, env: { ...sandboxEnv(dir, options.env), ...options.extraEnv }, stdio: ["ignore", "pipe", "pipe"], detached: process.platform !== "win32" });
    const pid = child.pid;
    if (pid !== void 0 && process.platform !== "win32") {
      running.add(pid);
      watch();
    }
    const out = [];
    let outBytes = 0;
    let err = "";
    let settled = false;
    const finish = (r) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (pid !== void 0) running.delete(pid);
      if (running.size === 0) unwatch();
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
  const repoRoot = await realpath2(options.root);
  const wrapper = await realpath2(await mkdtemp(path10.join(os.tmpdir(), "driftgate-kustomize-")));
  try {
    const outside = path10.isAbsolute(k.dir);
    const target = path10.relative(wrapper, outside ? k.dir : path10.join(repoRoot, k.dir)).split(path10.sep).join("/");
    await writeFile(
      path10.join(wrapper, "kustomization.yaml"),
      `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - ${JSON.stringify(target)}
buildMetadata: [originAnnotations, transformerAnnotations]
`
    );
    const originPrefix = path10.posix.normalize(path10.relative(wrapper, outside ? path10.parse(wrapper).root : repoRoot).split(path10.sep).join("/"));
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
    await rm(wrapper, { recursive: true, force: true });
  }
}
async function helmShim(dir, helm) {
  const shim = path10.join(dir, "helm");
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
import { lstat, mkdtemp as mkdtemp2, readdir, readFile as readFile2, realpath as realpath3, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import os2 from "node:os";
import path11 from "node:path";
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
var RELEASE_KINDS = /^kind:\s*["']?(HelmRelease|Application|HelmChart)\b/m;
var VALUES_KINDS = /^kind:\s*["']?(ConfigMap|Secret)\b/m;
var HEAD_BYTES = 1 << 20;
function helmDocuments(files) {
  const out = [];
  const valuesCandidates = [];
  let valuesFromUsed = false;
  const parse = (f) => {
    const decoded = decodeManifestFile(f.path, f.bytes);
    return decoded.ok ? parseYaml(decoded.text, { file: f.path }).documents : [];
  };
  for (const f of files) {
    const isChart = /(^|\/)Chart\.ya?ml$/.test(f.path);
    const head = isChart ? "" : new TextDecoder().decode(f.bytes.subarray(0, Math.min(f.bytes.byteLength, HEAD_BYTES)));
    if (isChart || RELEASE_KINDS.test(head)) {
      const docs = parse(f);
      for (const d of docs) {
        out.push(d);
        if (readsValuesFrom(d.value)) valuesFromUsed = true;
      }
    } else if (VALUES_KINDS.test(head)) {
      valuesCandidates.push(f);
    }
  }
  if (valuesFromUsed) for (const f of valuesCandidates) for (const d of parse(f)) out.push(d);
  return out;
}
function readsValuesFrom(value) {
  return isRecord(value) && value.kind === "HelmRelease" && isRecord(value.spec) && Array.isArray(value.spec.valuesFrom);
}
function planHelmTree(files, valuesSets) {
  return planHelm({ documents: helmDocuments(files), paths: files.map((f) => f.path), ...valuesSets ? { valuesSets } : {} });
}
var problem = (job, ruleId, message, hint, at2) => ({
  job,
  problem: { ruleId, severity: "error", message, ...at2 ?? job.declaredIn, hint }
});
async function chartEscapes(chartDir, repoRoot) {
  let entries = 0;
  const stack = [chartDir];
  while (stack.length > 0) {
    const dir = stack.pop() ?? "";
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      entries += 1;
      if (entries > MAX_CHART_ENTRIES) return `it holds more than ${MAX_CHART_ENTRIES} files`;
      const full = path11.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await realpath3(full).catch(() => void 0);
        if (target !== void 0 && !inside(target, repoRoot)) return `${path11.relative(repoRoot, full).split(path11.sep).join("/")} is a symbolic link to ${target}, outside the repository`;
        continue;
      }
      if (entry.isDirectory()) stack.push(full);
      else if (!entry.isFile()) return `${path11.relative(repoRoot, full).split(path11.sep).join("/")} is not a regular file (a FIFO, socket or device)`;
    }
  }
  return void 0;
}
async function vendoredCharts(chartDir) {
  const names = /* @__PURE__ */ new Set();
  const dir = path11.join(chartDir, "charts");
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return names;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      const chartFile = path11.join(dir, entry.name, "Chart.yaml");
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
  const repoRoot = await realpath3(options.root);
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
        const dir = path11.join(repoRoot, ...chart.dir.split("/").filter(Boolean));
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
    const work = await realpath3(await mkdtemp2(path11.join(os2.tmpdir(), "driftgate-helm-")));
    try {
      const args = ["template", job.release, path11.join(repoRoot, ...job.chart.dir.split("/").filter(Boolean)) || repoRoot, "--namespace", job.namespace];
      for (const [i, layer] of job.values.entries()) {
        if (layer.kind === "file") {
          args.push("--values", path11.join(repoRoot, ...layer.path.split("/")));
        } else {
          const file = path11.join(work, `values-${i}.yaml`);
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
      await rm2(work, { recursive: true, force: true });
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
    await stat2(p);
    return true;
  } catch {
    return false;
  }
}
async function contextRoot(root, named) {
  let dir = named === "." ? "" : named;
  try {
    if (!(await stat2(path12.join(root, dir))).isDirectory()) dir = path12.posix.dirname(dir);
  } catch {
    dir = path12.posix.dirname(dir);
  }
  if (named.startsWith("..") || path12.isAbsolute(named)) return named;
  if (dir === ".") return "";
  for (; ; ) {
    if (dir === "" || dir === ".") return "";
    for (const marker of ROOT_MARKERS) if (await exists(path12.join(root, dir, marker))) return dir;
    dir = path12.posix.dirname(dir);
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
  const started = performance.now();
  const named = options.paths.filter((p) => p !== STDIN_PATH);
  const wantsStdin = options.paths.includes(STDIN_PATH);
  if (options.base === void 0) {
    for (const p of named) if (!await exists(path12.resolve(options.root, p))) throw new MissingPathError(`${p}: no such file or directory`);
  }
  const roots = [...new Set(await Promise.all(named.map((p) => contextRoot(options.root, p))))];
  const rootSet = new Set(roots);
  const contextRoots = roots.filter((r) => nearestIn(rootSet, r, { strict: true }) === void 0);
  const contextRootSet = new Set(contextRoots);
  const policies = options.policiesDir ?? (await exists(path12.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : void 0);
  const namedFiles = /* @__PURE__ */ new Set();
  const key = (p) => p.startsWith("..") || path12.isAbsolute(p) ? path12.resolve(options.root, p).split(path12.sep).join("/") : p === "." ? "" : p;
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
  const trustedMatcher = options.base !== void 0 ? await readIgnoreMatcherAt(await openGitRepository({ dir: options.root }), options.trustedRevision ?? options.base, contextRoots, options.exclude) : void 0;
  const walkMatcher = trustedMatcher ?? await loadIgnoreRules({ root: options.root, directories: contextRoots, exclude: options.exclude });
  const skipDirectory = (dir) => {
    const reason = walkMatcher.ignoredDirectory(dir, namedAbove(dir));
    if (reason !== void 0 && isNamed(dir)) ignored.push({ file: `${dir}/`, reason });
    return reason !== void 0;
  };
  const sources = await collectCheckSources({
    ...options,
    paths: options.base === void 0 ? [...contextRoots, ...named.filter((p) => !contextRootSet.has(p))] : contextRoots,
    skipDirectory
  });
  const directories = new Set(contextRoots);
  for (const f of sources.files) {
    for (let d = path12.posix.dirname(f.path); d !== "." && d !== "" && !directories.has(d); d = path12.posix.dirname(d)) directories.add(d);
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
      let cleanup;
      if (options.base !== void 0 && tool && sources.headRevision !== void 0) {
        const dirs = [...new Set(relevant.flatMap((r) => (plan.chain.get(r.dir) ?? [r]).map((k) => k.dir)))];
        renderRoot = await materialize(options.root, sources.headRevision, dirs, options.maxBytes);
        const dir = renderRoot;
        cleanup = () => rm3(dir, { recursive: true, force: true });
      }
      try {
        const outsideRoots = contextRoots.filter((r) => r.startsWith("..") || path12.isAbsolute(r)).map((r) => path12.resolve(options.root, r));
        const rendered = await renderKustomizeRoots({ files, roots: relevant.map((r) => r.dir), tool, root: renderRoot, env: options.env, outsideRoots, budget: new RenderBudget({ startedAt: started }), ...options.maxBytes !== void 0 ? { maxInputBytes: options.maxBytes } : {} });
        renders.push(...rendered.renders);
        kustomizePaths = rendered.paths;
        notes.push(...rendered.notes);
      } finally {
        await cleanup?.();
      }
    }
  }
  let helm;
  if (options.helm !== false) {
    const filePaths = files.map((f) => f.path);
    const wanted = (job) => !selected || jobTouches(job, (f) => selected.has(f), filePaths);
    const plan = planHelmTree(files, options.helmValuesSets);
    const jobs = plan.jobs.filter(wanted);
    if (jobs.length > 0 || plan.notRendered.length > 0) {
      let renderRoot = options.root;
      let cleanup;
      if (options.base !== void 0 && sources.headRevision !== void 0 && jobs.length > 0) {
        const dirs = [...new Set(jobs.flatMap((j) => [j.chart.dir, ...jobPaths(j)]))];
        renderRoot = await materialize(options.root, sources.headRevision, dirs, options.maxBytes);
        const dir = renderRoot;
        cleanup = () => rm3(dir, { recursive: true, force: true });
      }
      try {
        const rendered = await renderHelmTree({ files, root: renderRoot, env: options.env, wanted, ...options.helmValuesSets ? { valuesSets: options.helmValuesSets } : {}, ...options.maxBytes !== void 0 ? { maxInputBytes: options.maxBytes } : {} });
        helm = rendered.helm;
        notes.push(...rendered.notes);
      } finally {
        await cleanup?.();
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
    const bytes = options.base !== void 0 && headRevision !== void 0 ? await (await openGitRepository({ dir: options.root })).readFileAtRevision({ revision: headRevision, path: lockPath, maxBytes: options.maxBytes ?? 8 * 1024 * 1024 }) : await readFile3(path12.join(options.root, lockPath));
    return bytes ? catalogProvenance(DEFAULT_CATALOG_DIR, new TextDecoder().decode(bytes)) : /* @__PURE__ */ new Map();
  } catch {
    return /* @__PURE__ */ new Map();
  }
}
async function materialize(root, revision, dirs, maxFileBytes) {
  const out = await mkdtemp3(path12.join(os3.tmpdir(), "driftgate-head-"));
  const trees = await (await openGitRepository({ dir: root })).readTrees({ revision, paths: dirs.length ? dirs : [""], maxFileBytes: maxFileBytes ?? DEFAULT_FILE_LIMITS.maxBytes });
  for (const tree of trees.values()) {
    for (const f of tree.files) {
      const target = path12.join(out, ...f.path.split("/"));
      await mkdir(path12.dirname(target), { recursive: true });
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
var YAML = /\.ya?ml$/i;
var isIgnoreFile = (p) => p === IGNORE_FILE || p.endsWith(`/${IGNORE_FILE}`);
async function collectRevisionTree(options) {
  const repo = options.repository;
  const revision = options.revision;
  const configRevision = options.configRevision ?? revision;
  const paths = options.paths.map((p) => p === "." ? "" : p.replace(/\/+$/, ""));
  const limits = options.maxFileBytes !== void 0 ? { maxFileBytes: options.maxFileBytes } : {};
  const content = await repo.readTrees({ revision, paths: [...paths, DEFAULT_CRD_DIR, DEFAULT_CATALOG_DIR], select: (p) => YAML.test(p), ...limits });
  const matcher = await readIgnoreMatcherAt(repo, configRevision, paths);
  const pack = await repo.readTrees({ revision: configRevision, paths: [DEFAULT_POLICIES_DIR], select: (p) => YAML.test(p), maxFileBytes: options.maxFileBytes ?? 8 * 1024 * 1024 });
  const packSnapshot = pack.get(DEFAULT_POLICIES_DIR);
  const ownPack = packSnapshot?.exists === true;
  const ownPackFiles = (packSnapshot?.files ?? []).map((f) => ({ path: f.path, bytes: f.bytes }));
  const policyFiles = ownPack ? await withDefaultPack(repo.dir, DEFAULT_POLICIES_DIR, ownPackFiles, options.fallback?.policiesDir) : options.fallback?.policiesDir ? await readShipped(repo.dir, options.fallback.policiesDir, "policies") : [];
  const ignored = [];
  const files = /* @__PURE__ */ new Map();
  let pathExists = false;
  for (const p of paths) {
    const snapshot = content.get(p);
    if (snapshot?.exists) pathExists = true;
    for (const f of snapshot?.files ?? []) {
      if (ownPack && isUnder(f.path, DEFAULT_POLICIES_DIR)) continue;
      if (isUnder(f.path, DEFAULT_CATALOG_DIR)) continue;
      const reason = matcher.ignored(f.path, void 0);
      if (reason !== void 0) {
        ignored.push({ file: f.path, reason });
        continue;
      }
      files.set(f.path, { path: f.path, bytes: f.bytes });
    }
  }
  const crdSnapshot = content.get(DEFAULT_CRD_DIR);
  const ownCrds = [...crdSnapshot?.files ?? [], ...content.get(DEFAULT_CATALOG_DIR)?.files ?? []].map((f) => ({ path: f.path, bytes: f.bytes }));
  const shipped = crdSnapshot?.exists !== true && options.fallback?.crdDir ? await readShipped(repo.dir, options.fallback.crdDir, "deploy/crds") : [];
  const sorted = [...files.values()].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const tooLarge = [...new Map([...content.values()].flatMap((s) => s.tooLarge ?? []).map((t) => [t.path, t])).values()];
  const renders = [];
  const notes = [];
  let kustomizePaths;
  if (options.kustomize !== false) {
    const plan = planTree(sorted);
    const relevant = plan.roots.filter((r) => !plan.refused.has(r.dir));
    if (relevant.length > 0) {
      const tool = await findKustomize(options.env);
      const renderRoot = tool ? await materialize(repo.dir, revision, paths, options.maxFileBytes) : repo.dir;
      try {
        const rendered = await renderKustomizeRoots({ files: sorted, roots: relevant.map((r) => r.dir), tool, root: renderRoot, env: options.env, ...options.maxFileBytes !== void 0 ? { maxInputBytes: options.maxFileBytes } : {} });
        renders.push(...rendered.renders);
        kustomizePaths = rendered.paths;
        notes.push(...rendered.notes);
      } finally {
        if (tool) await rm3(renderRoot, { recursive: true, force: true });
      }
    }
  }
  let helm;
  if (options.helm !== false) {
    const plan = planHelmTree(sorted);
    if (plan.jobs.length > 0 || plan.notRendered.length > 0) {
      const renderRoot = plan.jobs.length > 0 ? await materialize(repo.dir, revision, paths, options.maxFileBytes) : repo.dir;
      try {
        const rendered = await renderHelmTree({ files: sorted, root: renderRoot, env: options.env, ...options.maxFileBytes !== void 0 ? { maxInputBytes: options.maxFileBytes } : {} });
        helm = rendered.helm;
        notes.push(...rendered.notes);
      } finally {
        if (plan.jobs.length > 0) await rm3(renderRoot, { recursive: true, force: true });
      }
    }
  }
  return {
    ...helm ? { helm } : {},
    sources: { files: sorted, crdFiles: [...ownCrds, ...notDefinedIn(shipped, [...sorted, ...ownCrds])], policyFiles, policyRevision: configRevision, headRevision: revision },
    ignored: [...new Map(ignored.map((i) => [i.file, i])).values()],
    renders,
    ...kustomizePaths ? { kustomizePaths } : {},
    ...notes.length > 0 ? { notes } : {},
    contextRoots: paths,
    revision,
    pathExists,
    tooLarge,
    configRevision
  };
}
async function readIgnoreMatcherAt(repository, revision, paths, exclude = []) {
  const dirs = paths.map((p) => p === "." ? "" : p.replace(/\/+$/, ""));
  const trees = await repository.readTrees({ revision, paths: [.../* @__PURE__ */ new Set([IGNORE_FILE, ...dirs])], select: isIgnoreFile, maxFileBytes: 1024 * 1024 });
  const files = [...trees.values()].flatMap((s) => s.files.filter((f) => isIgnoreFile(f.path)));
  return matcherFromIgnoreFiles([...new Map(files.map((f) => [f.path, { dir: path12.posix.dirname(f.path), text: new TextDecoder().decode(f.bytes) }])).values()], exclude);
}

export {
  withoutBuildMetadata,
  buildRunSummary,
  checkTree,
  openGitRepository,
  readShipped,
  STDIN_PATH,
  collectTreeSources,
  toTreeCheckInput,
  collectRevisionTree,
  readIgnoreMatcherAt
};
