import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CheckRunMemo,
  checkRepository,
  dedupeFindings,
  formatLocation
} from "./chunk-BKGHGMKV.js";
import {
  decodeFileContents,
  fileHead,
  fileText
} from "./chunk-LNDVUVRY.js";
import {
  parseYaml
} from "./chunk-HGWXCG6I.js";
import {
  getOrMake
} from "./chunk-5WTWSETK.js";
import {
  isRecord,
  loadManifests
} from "./chunk-OAWLX4HV.js";
import {
  getAtPointer
} from "./chunk-ALUEK7QH.js";

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
  let index;
  const byPath = { get: (file) => (index ??= new Map(files.map((f) => [f.path, f]))).get(file) };
  const read = (file) => {
    const decoded = decodeFileContents(file);
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
function countDocuments(text) {
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
      n = source ? countDocuments(fileText(source)) : 1;
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
  if (chartDirs.size === 0) return void 0;
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
  if (charts.size === 0) return void 0;
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

// src/core/catalog/source.ts
var CATALOG_SOURCE_TYPES = ["path", "git", "cluster"];

// src/core/catalog/lockfile.ts
var DEFAULT_CATALOG_DIR = "crds/catalog";
var LOCK_FILE = "driftgate-crds.lock.json";
var LOCK_VERSION = 1;
var CATALOG_RULES = {
  invalidLock: "catalog/invalid-lock",
  missingFile: "catalog/missing-file",
  digestMismatch: "catalog/digest-mismatch",
  unlistedFile: "catalog/unlisted-file",
  notCrd: "catalog/not-a-crd",
  invalidSource: "catalog/invalid-source"
};
var isRecord2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var SHA256 = /^[0-9a-f]{64}$/;
var SAFE_FILE = /^[a-z0-9][a-z0-9.-]*\.ya?ml$/;
function parseLock(text, file) {
  const parsed = parseYaml(text, { file, maxAliases: 0 });
  const findings = [...parsed.findings];
  const doc = parsed.documents[0];
  const problem = (pointer, message) => {
    const loc = doc ? doc.locate(pointer) : { line: 1, column: 1 };
    findings.push({ ruleId: CATALOG_RULES.invalidLock, severity: "error", message, file, line: loc.line, column: loc.column, pointer, hint: "The lockfile is written by `driftgate crds add`; restore it from git or add the CRDs again." });
  };
  if (findings.length > 0) return { findings };
  if (parsed.documents.length !== 1 || !doc || !isRecord2(doc.value)) {
    problem("", "expected one JSON object with lockVersion and crds");
    return { findings };
  }
  const root = doc.value;
  if (root.lockVersion !== LOCK_VERSION) problem("/lockVersion", `expected lockVersion ${LOCK_VERSION}, found ${JSON.stringify(root.lockVersion)}`);
  if (!Array.isArray(root.crds)) {
    problem("/crds", "expected crds to be a list");
    return { findings };
  }
  const crds = [];
  const names = /* @__PURE__ */ new Set();
  root.crds.forEach((raw, i) => {
    const at2 = `/crds/${i}`;
    if (!isRecord2(raw)) return problem(at2, "expected an object");
    const str2 = (key) => {
      const v = raw[key];
      if (typeof v === "string" && v !== "") return v;
      problem(`${at2}/${key}`, `expected ${key} to be a non-empty string`);
      return void 0;
    };
    const name = str2("name");
    const fileName = str2("file");
    const sha = str2("sha256");
    if (fileName !== void 0 && !SAFE_FILE.test(fileName)) problem(`${at2}/file`, `expected a file name inside the catalog folder, found ${JSON.stringify(fileName)}`);
    if (sha !== void 0 && !SHA256.test(sha)) problem(`${at2}/sha256`, "expected 64 lowercase hex digits");
    if (name !== void 0 && names.has(name)) problem(`${at2}/name`, `CRD ${name} is listed twice`);
    if (name !== void 0) names.add(name);
    const versions = Array.isArray(raw.versions) && raw.versions.every((v) => typeof v === "string") ? raw.versions : void 0;
    if (!versions) problem(`${at2}/versions`, "expected versions to be a list of strings");
    const source = raw.source;
    if (!isRecord2(source) || !CATALOG_SOURCE_TYPES.includes(source.type)) {
      problem(`${at2}/source`, `expected source with type ${CATALOG_SOURCE_TYPES.join(" | ")}`);
      return;
    }
    const optional = (key) => {
      const v = source[key];
      if (v === void 0) return {};
      if (typeof v !== "string") {
        problem(`${at2}/source/${key}`, `expected ${key} to be a string`);
        return {};
      }
      return { [key]: v };
    };
    const lockSource = { type: source.type, ...optional("url"), ...optional("ref"), ...optional("commit"), ...optional("path"), ...optional("chart"), ...optional("context"), ...optional("resourceVersion") };
    if (name !== void 0 && fileName !== void 0 && sha !== void 0 && versions) crds.push({ name, file: fileName, sha256: sha, versions, source: lockSource });
  });
  return findings.length > 0 ? { findings } : { lock: { lockVersion: LOCK_VERSION, crds }, findings };
}
function describeLockSource(source) {
  if (source.type === "git") return `git ${source.url ?? "?"}@${source.ref ?? "?"}${source.commit !== void 0 ? `, commit ${source.commit.slice(0, 12)}` : ""}`;
  if (source.type === "cluster") return `cluster${source.context !== void 0 ? ` context ${source.context}` : ""}${source.resourceVersion !== void 0 ? ` resourceVersion ${source.resourceVersion}` : ""}`;
  return `repository ${source.path ?? "?"}${source.chart !== void 0 ? ` (chart ${source.chart})` : ""}`;
}
function catalogProvenance(dir, lockText) {
  const parsed = parseLock(lockText, `${dir}/${LOCK_FILE}`);
  return new Map((parsed.lock?.crds ?? []).map((e) => [`${dir}/${e.file}`, describeLockSource(e.source)]));
}

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
  const kindsByVersion = /* @__PURE__ */ new Map();
  const kinds = [];
  let entry;
  for (const m of input.objects) {
    const { apiVersion, kind } = m.object;
    if (entry === void 0 || entry.kind !== kind || entry.apiVersion !== apiVersion) {
      const byKind = getOrMake(kindsByVersion, apiVersion, () => /* @__PURE__ */ new Map());
      entry = byKind.get(kind);
      if (!entry) {
        entry = { apiVersion, kind, objects: 0, validated: 0 };
        byKind.set(kind, entry);
        kinds.push(entry);
      }
    }
    entry.objects += 1;
    if (notValidated.size === 0 || !notValidated.has(m)) entry.validated += 1;
  }
  const groups = /* @__PURE__ */ new Map();
  for (const u of input.unvalidated) {
    const key = `${u.manifest.object.apiVersion}\0${u.manifest.object.kind}\0${u.reason}`;
    const entry2 = groups.get(key) ?? { apiVersion: u.manifest.object.apiVersion, kind: u.manifest.object.kind, reason: u.reason, objects: 0 };
    entry2.objects += 1;
    groups.set(key, entry2);
  }
  const uses = /* @__PURE__ */ new Map();
  const schemaUses = [];
  let lastUse;
  for (const m of input.objects) {
    const source = input.schemaSources?.get(m);
    if (!source) continue;
    const { apiVersion, kind } = m.object;
    if (lastUse !== void 0 && lastUse.source === source && lastUse.use.kind === kind && lastUse.use.apiVersion === apiVersion) {
      lastUse.use.objects += 1;
      continue;
    }
    const byKind = getOrMake(getOrMake(uses, source.file, () => /* @__PURE__ */ new Map()), apiVersion, () => /* @__PURE__ */ new Map());
    const entry2 = byKind.get(kind);
    if (entry2) {
      entry2.objects += 1;
      lastUse = { source, use: entry2 };
      continue;
    }
    const detail = input.catalogSources?.get(source.file);
    const use = { apiVersion, kind, objects: 1, crd: source.crd, version: source.version, origin: schemaOrigin(source.file, input.chartDirs ? { chartDirs: input.chartDirs } : {}), file: source.file, ...detail !== void 0 ? { source: detail } : {} };
    byKind.set(kind, use);
    lastUse = { source, use };
    schemaUses.push(use);
  }
  const sortKinds = (list) => list.sort((a, b) => byText(a.kind, b.kind) || byText(a.apiVersion, b.apiVersion));
  const validated = input.objects.length - notValidated.size;
  return {
    files: input.filesRead,
    objects: input.objects.length,
    validated,
    kinds: sortKinds(kinds),
    unvalidated: sortKinds([...groups.values()]),
    skippedFiles: [...input.skipped].sort((a, b) => byText(a.file, b.file)),
    ignoredFiles: [...input.ignored].sort((a, b) => byText(a.file, b.file)),
    renderedFiles: [...input.renderedFiles].sort(byText),
    kustomizations: [...input.renders].sort((a, b) => byText(a.root, b.root)),
    ...input.helm && input.helm.length > 0 ? { helm: [...input.helm].sort((a, b) => byText(a.label, b.label) || byText(a.valuesSet ?? "", b.valuesSet ?? "")) } : {},
    complete: notValidated.size === 0 && input.renders.every((r) => r.status === "rendered") && (input.helm ?? []).every((h) => h.status === "rendered"),
    ...input.notes && input.notes.length > 0 ? { notes: [...input.notes] } : {},
    ...schemaUses.length > 0 ? { schemas: sortKinds(schemaUses) } : {}
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
  const decoded = decodeFileContents(file, input.limits);
  return decoded.ok ? parseYaml(decoded.text, { file: file.path, scalars: "kubernetes", ...input.parseCache ? { cache: input.parseCache } : {} }).documents : void 0;
}
function memoryParseCache() {
  const parsed = { "yaml-1.2": /* @__PURE__ */ new Map(), kubernetes: /* @__PURE__ */ new Map() };
  return { get: (text, reading) => parsed[reading].get(text), set: (text, reading, value) => void parsed[reading].set(text, value) };
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
    if (reason === void 0 && !(file.blob !== void 0 && input.crossFacts?.mayLeaveUnread(file.blob) === true)) {
      const head = fileHead(file, 1 << 20);
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
  const rendersSomething = plan.roots.length > 0 || (input.helm?.renders.length ?? 0) > 0;
  const parseCache = input.parseCache ?? (rendersSomething ? memoryParseCache() : void 0);
  const runMemo = input.runMemo ?? new CheckRunMemo();
  const result = checkRepository({ ...input, files: raw, parseCache, runMemo });
  const findings = [...result.findings];
  const manifests = [...result.manifests];
  const reported = result.manifests.filter((m) => isSelected(m.file));
  const unvalidated = [...result.unvalidated ?? []];
  let schemaSources = result.schemaSources ?? /* @__PURE__ */ new Map();
  let ownSchemaSources;
  const addSchemaSources = (more) => {
    if (!more || more.size === 0) return;
    ownSchemaSources ??= new Map(schemaSources);
    for (const [m, source2] of more) ownSchemaSources.set(m, source2);
    schemaSources = ownSchemaSources;
  };
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
  const rawCrds = plan.roots.length > 0 || (input.helm?.renders.length ?? 0) > 0 ? raw.filter((f) => crdText.test(fileText(f))) : [];
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
      ...input.clock ? { clock: input.clock } : {},
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
    addSchemaSources(scope.schemaSources);
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
    return f ? fileText(f) : void 0;
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
      ...input.clock ? { clock: input.clock } : {},
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

export {
  SHIPPED_PREFIX,
  DEFAULT_CATALOG_DIR,
  LOCK_FILE,
  catalogProvenance,
  planKustomizeFiles,
  planHelm,
  jobPaths,
  jobTouches,
  helmErrorFinding,
  REPOSITORY_RULES,
  planTree,
  checkTree
};
