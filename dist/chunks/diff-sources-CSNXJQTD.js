import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  collectYamlFiles
} from "./chunk-ROV7OVGH.js";
import {
  GitRepository
} from "./chunk-3AWI2ILP.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-LNDVUVRY.js";
import "./chunk-SWXCCR26.js";

// src/io/repository/diff-sources.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var DRIFT_CONFIG_FILE = ".driftgate/drift.yaml";
var YAML_FILE = /\.ya?ml$/i;
async function readDiffSources(options) {
  const { root, paths } = options;
  if (options.base === void 0) {
    return {
      headFiles: await collectYamlFiles({ root, paths }),
      ...await readFile(path.join(root, DRIFT_CONFIG_FILE), "utf8").then(
        (configText) => ({ configText }),
        () => ({})
      )
    };
  }
  const repo = new GitRepository({ dir: root });
  const baseRev = await repo.resolveRevision(options.base);
  const headRev = await repo.resolveRevision(options.head ?? "HEAD");
  const changed = (await repo.changedFiles({ base: baseRev, head: headRev, paths })).filter((c) => YAML_FILE.test(c.path));
  const read = async (revision, files) => {
    const found = await repo.readFilesAtRevision({ revision, paths: files });
    return files.flatMap((f) => {
      const file = found.get(f);
      return file && "bytes" in file ? [{ path: f, bytes: file.bytes }] : [];
    });
  };
  const headFiles = await read(headRev, changed.filter((c) => c.status !== "deleted").map((c) => c.path));
  const baseFiles = await read(baseRev, changed.filter((c) => c.status !== "added").map((c) => c.path));
  const config = await repo.readFileAtRevision({ revision: headRev, path: DRIFT_CONFIG_FILE });
  return { headFiles, baseFiles, ...config ? { configText: new TextDecoder().decode(config) } : {} };
}
export {
  DRIFT_CONFIG_FILE,
  readDiffSources
};
