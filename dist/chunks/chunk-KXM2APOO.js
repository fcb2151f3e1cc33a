import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  decodeSourceFile,
  fileIncludes
} from "./chunk-B4M4T37N.js";
import {
  parseYaml
} from "./chunk-WBO74T5U.js";
import {
  CRD_KIND,
  isCrdManifest
} from "./chunk-IOXHI6CE.js";
import {
  loadManifests
} from "./chunk-CV4ZZOWD.js";

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

export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
};
