import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readIgnoreMatcherAt
} from "./chunk-ESXUYV4Z.js";
import {
  readLiveCrdData
} from "./chunk-6DNDR7TI.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-KXM2APOO.js";
import {
  findRepositoryRoot
} from "./chunk-LSFZONBL.js";
import {
  GitRepository
} from "./chunk-IUNAPEHB.js";
import {
  configChangeFindings
} from "./chunk-7KVUWLWS.js";
import {
  DEFAULT_CONFIG,
  parseCrdCompatConfig
} from "./chunk-GDE5VDXL.js";
import {
  fileIncludes
} from "./chunk-B4M4T37N.js";
import {
  duplicateFindings
} from "./chunk-2LZ7XXC5.js";
import {
  CRD_KIND
} from "./chunk-IOXHI6CE.js";

// src/io/repository/crd-revisions.ts
import { existsSync } from "node:fs";
import path from "node:path";
var DEFAULT_CRD_DIR = "deploy/crds";
var YAML_FILE = /\.ya?ml$/i;
async function readCrdRevisions(cwd, base, head, positionals) {
  const root = await findRepositoryRoot(cwd);
  if (!existsSync(path.join(root, ".git"))) throw new CrdInputError(`--base needs a git repository; ${cwd} is not inside one`);
  const repo = new GitRepository({ dir: root });
  const named = (positionals.length > 0 ? positionals : ["."]).map((p) => path.relative(root, path.resolve(cwd, p)) || ".");
  const paths = named.includes(".") ? named : [.../* @__PURE__ */ new Set([...named, DEFAULT_CRD_DIR])];
  const [baseRev, headRev] = await Promise.all([repo.resolveRevision(base), repo.resolveRevision(head)]);
  const ignore = await readIgnoreMatcherAt(repo, baseRev, paths);
  const kept = (p) => YAML_FILE.test(p) && ignore.ignored(p) === void 0;
  const changed = await repo.changedFiles({ base: baseRev, head: headRev, paths });
  const candidates = changed.filter((c) => YAML_FILE.test(c.path));
  const readAt = async (revision, keep) => {
    const wanted = candidates.filter((c) => keep(c.path));
    const read = await repo.readFilesAtRevision({ revision, paths: wanted.map((c) => c.path) });
    return wanted.flatMap((c) => {
      const file = read.get(c.path);
      return file && "bytes" in file ? [{ path: c.path, bytes: file.bytes }] : [];
    });
  };
  const [baseFiles, headChanged] = await Promise.all([readAt(baseRev, (p) => YAML_FILE.test(p)), readAt(headRev, kept)]);
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
  const relative = (options.explicit !== void 0 ? path.relative(options.root, path.resolve(options.cwd, options.explicit)) : DEFAULT_CONFIG_FILE).split(path.sep).join("/");
  if (relative.startsWith("..")) throw new CrdInputError(`--config ${options.explicit ?? ""}: with --base the file must be inside the repository`);
  const [trustedRev, headRev] = await Promise.all([repo.resolveRevision(options.trusted), repo.resolveRevision(options.head)]);
  const baseRev = await repo.resolveRevision(options.base);
  const [atBase, atHead, atMergeBase] = await Promise.all([
    repo.readFileAtRevision({ revision: trustedRev, path: relative }),
    repo.readFileAtRevision({ revision: headRev, path: relative }),
    repo.readFileAtRevision({ revision: baseRev, path: relative })
  ]);
  options.findings.push(
    ...configChangeFindings({ base: atMergeBase ? [{ path: relative, bytes: atMergeBase }] : [], head: atHead ? [{ path: relative, bytes: atHead }] : [] })
  );
  if (!atBase) {
    if (options.explicit !== void 0 && !atHead) throw new CrdInputError(`--config ${options.explicit}: no such file at ${options.trusted} or ${options.head}`);
    return DEFAULT_CONFIG;
  }
  const parsed = parseCrdCompatConfig(new TextDecoder().decode(atBase), { file: relative });
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
  const live = options.live ? await readLiveCrdData(options.live, { head, removed: base.filter((m) => !headNames.has(m.object.metadata.name)) }) : void 0;
  return { input: { crd: { base, head, config }, ...live ? { live } : {}, findings }, findings };
}

export {
  readCrdRevisions,
  loadTrustedCrdConfig,
  readCrdGate
};
