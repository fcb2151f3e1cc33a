import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  NotFoundError
} from "./chunk-W3SMC6LJ.js";
import {
  compactSchemaSet,
  createBuiltinRegistry,
  enumsOfDefinitions,
  groupVersionFileName,
  groupVersionOfPath,
  readGoEnums,
  serializeGroupVersion,
  serializeIndex
} from "./chunk-ST7MM6AH.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";

// src/io/builtin-schemas.ts
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

// src/io/kube/openapi.ts
async function fetchOpenApiV3(client, options = {}) {
  const version = await client.request({ method: "GET", path: "/version" });
  const kubernetesVersion = isRecord(version) && typeof version.gitVersion === "string" ? version.gitVersion : "unknown";
  const index = await client.request({ method: "GET", path: "/openapi/v3" });
  const paths = isRecord(index) && isRecord(index.paths) ? Object.keys(index.paths) : [];
  const wanted = paths.map((p) => ({ path: p, groupVersion: groupVersionOfPath(p) })).filter((p) => p.groupVersion !== void 0);
  const documents = /* @__PURE__ */ new Map();
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const item = wanted[next++];
      try {
        documents.set(item.groupVersion, await client.request({ method: "GET", path: `/openapi/v3/${item.path.replace(/^\/+/, "")}` }));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));
  return { kubernetesVersion, documents: new Map([...documents].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) };
}

// src/io/builtin-schemas.ts
var DEFAULT_KUBE_VERSION = "1.36";
var SETS_DIR = path.join("schemas", "kubernetes");
function schemaSetsRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, SETS_DIR);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
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
  const dir = path.join(root, version);
  if (!/^\d+\.\d+$/.test(version) || !existsSync(path.join(dir, "index.json"))) {
    throw new UnknownKubeVersionError(`--kube-version ${version}: no schemas shipped for it (shipped: ${options.root ? "?" : shippedKubeVersions().join(", ")})`);
  }
  const index = asIndex(parseJson(path.join(dir, "index.json")), path.join(dir, "index.json"));
  return {
    description: `Kubernetes ${index.kubernetesVersion}`,
    index,
    load(groupVersion) {
      if (!Object.prototype.hasOwnProperty.call(index.groupVersions, groupVersion)) return void 0;
      return parseJson(path.join(dir, groupVersionFileName(groupVersion)));
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
function shippedEnums(version = DEFAULT_KUBE_VERSION) {
  const set = loadShippedSchemaSet(version);
  const table = {};
  for (const gv of Object.keys(set.index.groupVersions)) {
    const file = set.load(gv);
    if (file) enumsOfDefinitions(file.definitions, table);
  }
  return table;
}
async function clusterSchemaSet(client) {
  let fetched;
  try {
    fetched = await fetchOpenApiV3(client);
  } finally {
    client.close();
  }
  const { kubernetesVersion, documents } = fetched;
  const output = compactSchemaSet({ kubernetesVersion, documents, enums: shippedEnums() });
  return {
    description: `the cluster at ${client.server} (Kubernetes ${kubernetesVersion})`,
    index: output.index,
    load: (groupVersion) => output.groupVersions.get(groupVersion)
  };
}
async function writeSchemaSet(dir, output) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "index.json"), serializeIndex(output.index));
  for (const [gv, file] of output.groupVersions) await writeFile(path.join(dir, groupVersionFileName(gv)), serializeGroupVersion(file));
}
function goApiSourceDir(kubernetesVersion) {
  const m = /^v1\.(\d+)\.(\d+)/.exec(kubernetesVersion);
  if (!m) throw new Error(`cannot tell the k8s.io/api version of Kubernetes ${kubernetesVersion}`);
  let modCache = process.env.GOMODCACHE;
  if (!modCache) {
    try {
      modCache = execFileSync("go", ["env", "GOMODCACHE"], { encoding: "utf8" }).trim();
    } catch {
      modCache = path.join(process.env.GOPATH ?? path.join(os.homedir(), "go"), "pkg", "mod");
    }
  }
  const dir = path.join(modCache, "k8s.io", `api@v0.${m[1]}.${m[2]}`);
  if (!existsSync(dir)) throw new Error(`${dir} is missing: build kube-testenv first (npm run build:testenv), or pass the k8s.io/api source folder`);
  return dir;
}
function readGoApiSources(dir) {
  const files = [];
  const walk = (d, importPath) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1)) {
      if (e.isDirectory()) walk(path.join(d, e.name), `${importPath}/${e.name}`);
      else if (e.name.endsWith(".go") && !e.name.endsWith("_test.go") && !e.name.startsWith("zz_generated") && !e.name.includes(".pb.")) {
        files.push({ importPath, text: readFileSync(path.join(d, e.name), "utf8") });
      }
    }
  };
  walk(dir, "k8s.io/api");
  return files;
}
async function foreignGroupVersions(client) {
  const list = await client.request({ method: "GET", path: "/apis/apiregistration.k8s.io/v1/apiservices" });
  const out = /* @__PURE__ */ new Set();
  for (const item of isRecord(list) && Array.isArray(list.items) ? list.items : []) {
    if (!isRecord(item) || !isRecord(item.spec) || !isRecord(item.metadata)) continue;
    const labels = isRecord(item.metadata.labels) ? item.metadata.labels : {};
    const own = labels["kube-aggregator.kubernetes.io/automanaged"] === "onstart" && (item.spec.service === void 0 || item.spec.service === null);
    const { group, version } = item.spec;
    if (!own && typeof version === "string") out.add(typeof group === "string" && group !== "" ? `${group}/${version}` : version);
  }
  return out;
}
async function generateSchemaSet(client, goApiDir) {
  let fetched;
  let foreign;
  try {
    fetched = await fetchOpenApiV3(client);
    foreign = await foreignGroupVersions(client);
  } finally {
    client.close();
  }
  const { kubernetesVersion } = fetched;
  const documents = new Map([...fetched.documents].filter(([gv]) => !foreign.has(gv)));
  const enums = readGoEnums(readGoApiSources(goApiDir ?? goApiSourceDir(kubernetesVersion)));
  return compactSchemaSet({ kubernetesVersion, documents, enums });
}

export {
  DEFAULT_KUBE_VERSION,
  schemaSetsRoot,
  shippedKubeVersions,
  UnknownKubeVersionError,
  loadShippedSchemaSet,
  shippedBuiltinRegistry,
  shippedEnums,
  clusterSchemaSet,
  writeSchemaSet,
  goApiSourceDir,
  readGoApiSources,
  generateSchemaSet
};
