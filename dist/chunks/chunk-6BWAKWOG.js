import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CATALOG_SOURCE_TYPES
} from "./chunk-TYLT3RTZ.js";
import {
  parseYaml
} from "./chunk-WBO74T5U.js";

// src/core/catalog/lockfile.ts
import { createHash } from "node:crypto";
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
function sha256Hex(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
function catalogFileName(crdName) {
  return `${crdName}.yaml`;
}
var byName = (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
function renderLock(lock) {
  const crds = [...lock.crds].sort(byName).map((e) => ({
    name: e.name,
    file: e.file,
    sha256: e.sha256,
    versions: [...e.versions],
    source: Object.fromEntries(
      ["type", "url", "ref", "commit", "path", "chart", "context", "resourceVersion"].flatMap((k) => e.source[k] !== void 0 ? [[k, e.source[k]]] : [])
    )
  }));
  return JSON.stringify({ lockVersion: LOCK_VERSION, crds }, null, 2) + "\n";
}
function upsertEntries(lock, entries) {
  const next = new Map(lock.crds.map((e) => [e.name, e]));
  const replaced = [];
  for (const e of entries) {
    const old = next.get(e.name);
    if (old) replaced.push(old);
    next.set(e.name, e);
  }
  return { lock: { lockVersion: LOCK_VERSION, crds: [...next.values()].sort(byName) }, replaced };
}
var EMPTY_LOCK = { lockVersion: LOCK_VERSION, crds: [] };
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
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
  if (parsed.documents.length !== 1 || !doc || !isRecord(doc.value)) {
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
    const at = `/crds/${i}`;
    if (!isRecord(raw)) return problem(at, "expected an object");
    const str = (key) => {
      const v = raw[key];
      if (typeof v === "string" && v !== "") return v;
      problem(`${at}/${key}`, `expected ${key} to be a non-empty string`);
      return void 0;
    };
    const name = str("name");
    const fileName = str("file");
    const sha = str("sha256");
    if (fileName !== void 0 && !SAFE_FILE.test(fileName)) problem(`${at}/file`, `expected a file name inside the catalog folder, found ${JSON.stringify(fileName)}`);
    if (sha !== void 0 && !SHA256.test(sha)) problem(`${at}/sha256`, "expected 64 lowercase hex digits");
    if (name !== void 0 && names.has(name)) problem(`${at}/name`, `CRD ${name} is listed twice`);
    if (name !== void 0) names.add(name);
    const versions = Array.isArray(raw.versions) && raw.versions.every((v) => typeof v === "string") ? raw.versions : void 0;
    if (!versions) problem(`${at}/versions`, "expected versions to be a list of strings");
    const source = raw.source;
    if (!isRecord(source) || !CATALOG_SOURCE_TYPES.includes(source.type)) {
      problem(`${at}/source`, `expected source with type ${CATALOG_SOURCE_TYPES.join(" | ")}`);
      return;
    }
    const optional = (key) => {
      const v = source[key];
      if (v === void 0) return {};
      if (typeof v !== "string") {
        problem(`${at}/source/${key}`, `expected ${key} to be a string`);
        return {};
      }
      return { [key]: v };
    };
    const lockSource = { type: source.type, ...optional("url"), ...optional("ref"), ...optional("commit"), ...optional("path"), ...optional("chart"), ...optional("context"), ...optional("resourceVersion") };
    if (name !== void 0 && fileName !== void 0 && sha !== void 0 && versions) crds.push({ name, file: fileName, sha256: sha, versions, source: lockSource });
  });
  return findings.length > 0 ? { findings } : { lock: { lockVersion: LOCK_VERSION, crds }, findings };
}
function locateEntry(where) {
  const { text, file, index, key } = where;
  const doc = parseYaml(text, { file, maxAliases: 0 }).documents[0];
  const loc = doc?.locate(`/crds/${index}/${key}`) ?? { line: 1, column: 1 };
  return { line: loc.line, column: loc.column };
}
function describeLockSource(source) {
  if (source.type === "git") return `git ${source.url ?? "?"}@${source.ref ?? "?"}${source.commit !== void 0 ? `, commit ${source.commit.slice(0, 12)}` : ""}`;
  if (source.type === "cluster") return `cluster${source.context !== void 0 ? ` context ${source.context}` : ""}${source.resourceVersion !== void 0 ? ` resourceVersion ${source.resourceVersion}` : ""}`;
  return `repository ${source.path ?? "?"}${source.chart !== void 0 ? ` (chart ${source.chart})` : ""}`;
}
function chartVersion(chartYaml) {
  const doc = parseYaml(chartYaml, { file: "Chart.yaml", maxAliases: 0 }).documents[0];
  const value = doc?.value;
  if (!isRecord(value) || typeof value.name !== "string" || typeof value.version !== "string" && typeof value.version !== "number") return void 0;
  return `${value.name}@${String(value.version)}`;
}
function catalogProvenance(dir, lockText) {
  const parsed = parseLock(lockText, `${dir}/${LOCK_FILE}`);
  return new Map((parsed.lock?.crds ?? []).map((e) => [`${dir}/${e.file}`, describeLockSource(e.source)]));
}

export {
  DEFAULT_CATALOG_DIR,
  LOCK_FILE,
  CATALOG_RULES,
  sha256Hex,
  catalogFileName,
  renderLock,
  upsertEntries,
  EMPTY_LOCK,
  parseLock,
  locateEntry,
  chartVersion,
  catalogProvenance
};
