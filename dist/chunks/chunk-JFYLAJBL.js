import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SCOPE_RULES,
  evaluateScope,
  parseScopeConfig
} from "./chunk-TD3PO2D6.js";
import {
  stringFlag
} from "./chunk-6QBII6MZ.js";
import {
  parseFiles
} from "./chunk-WRTI2WQB.js";
import {
  UsageError
} from "./chunk-KMORATUB.js";
import {
  GATE_RULES,
  configChangeFindings
} from "./chunk-A4RJXK4K.js";
import {
  BlobTooLargeError,
  GitOperationError,
  GitRepository
} from "./chunk-4TSXG4PM.js";
import {
  isDns1123Label
} from "./chunk-SB6JLB2J.js";

// src/cli/check-scope.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

// src/core/scope/check.ts
function checkScope(input) {
  if (input.scope === void 0) return [];
  const findings = evaluateScope({
    manifests: input.manifests,
    crds: input.crds,
    scope: input.scope,
    ...input.defaultNamespace !== void 0 ? { defaultNamespace: input.defaultNamespace } : {}
  });
  return findings.filter((f) => !input.selected || f.file !== void 0 && input.selected.has(f.file));
}

// src/cli/check-scope.ts
var SCOPE_FLAGS = {
  scope: { type: "string" },
  "default-namespace": { type: "string" }
};
var MAX_SCOPE_BYTES = 1024 * 1024;
function scopeFlags(args) {
  const scopeFile = stringFlag(args, "scope");
  const defaultNamespace = stringFlag(args, "default-namespace");
  return { ...scopeFile !== void 0 ? { scopeFile } : {}, ...defaultNamespace !== void 0 ? { defaultNamespace } : {} };
}
async function scopeFindings(options) {
  const rules = new Map([...SCOPE_RULES, ...GATE_RULES].map((r) => [r.id, r]));
  const { scopeFile, defaultNamespace } = options;
  if (defaultNamespace !== void 0 && !isDns1123Label(defaultNamespace)) throw new UsageError(`--default-namespace must be a namespace name; found ${JSON.stringify(defaultNamespace)}`);
  let scope;
  const changes = [];
  if (scopeFile !== void 0) {
    const read = await readScopeFile(scopeFile, options);
    changes.push(...read.changes);
    if (read.text !== void 0) {
      const parsed = parseScopeConfig(read.text, { file: read.displayPath });
      if (parsed.findings.length > 0) return { findings: [...changes, ...parsed.findings], configurationErrors: parsed.findings.length, rules };
      scope = parsed.scope;
    }
  }
  const crds = parseFiles(options.crdFiles.filter((f) => !options.manifests.some((m) => m.file === f.path))).manifests;
  const findings = checkScope({
    manifests: options.manifests,
    crds,
    ...scope ? { scope } : {},
    ...defaultNamespace !== void 0 ? { defaultNamespace } : {},
    ...options.selected ? { selected: options.selected } : {}
  });
  return { findings: [...changes, ...findings], configurationErrors: 0, rules };
}
function withScopeFindings(checked, scoped) {
  if (!scoped) return checked;
  return { ...checked, findings: [...checked.findings, ...scoped.findings], configurationErrors: checked.configurationErrors + scoped.configurationErrors, rules: new Map([...checked.rules, ...scoped.rules]) };
}
async function readScopeFile(scopeFile, options) {
  const absolute = path.resolve(options.cwd, scopeFile);
  const inRepo = path.relative(options.root, absolute);
  const repositoryPath = inRepo !== "" && !inRepo.startsWith("..") && !path.isAbsolute(inRepo) ? inRepo.split(path.sep).join("/") : void 0;
  if (options.revisions && repositoryPath !== void 0) {
    const repo = new GitRepository({ dir: options.root });
    const { trusted, base, head } = options.revisions;
    const atTrusted = await readAt(repo, trusted, repositoryPath, scopeFile);
    const atBase = base === trusted ? atTrusted : await readAt(repo, base, repositoryPath, scopeFile);
    const atHead = await readAt(repo, head, repositoryPath, scopeFile);
    const asFiles = (bytes) => bytes ? [{ path: repositoryPath, bytes }] : [];
    const changes = configChangeFindings({ base: asFiles(atBase), head: asFiles(atHead) });
    return { ...atTrusted ? { text: new TextDecoder().decode(atTrusted) } : {}, displayPath: repositoryPath, changes };
  }
  let size;
  try {
    const info = await stat(absolute);
    if (!info.isFile()) throw new UsageError(`--scope ${scopeFile}: not a regular file`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`--scope ${scopeFile}: cannot read the file`);
  }
  if (size > MAX_SCOPE_BYTES) throw new UsageError(`--scope ${scopeFile}: ${size} bytes is not a scope file (at most ${MAX_SCOPE_BYTES} bytes)`);
  try {
    return { text: await readFile(absolute, "utf8"), displayPath: repositoryPath ?? scopeFile, changes: [] };
  } catch {
    throw new UsageError(`--scope ${scopeFile}: cannot read the file`);
  }
}
async function readAt(repo, revision, file, scopeFile) {
  try {
    return await repo.readFileAtRevision({ revision, path: file, maxBytes: MAX_SCOPE_BYTES });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw new UsageError(`--scope ${scopeFile}: ${error.size} bytes at ${revision.slice(0, 12)} is not a scope file (at most ${MAX_SCOPE_BYTES} bytes)`);
    if (error instanceof GitOperationError) throw new UsageError(`--scope ${scopeFile}: cannot read it at ${revision.slice(0, 12)}: ${error.message}`);
    throw error;
  }
}

export {
  SCOPE_FLAGS,
  scopeFlags,
  scopeFindings,
  withScopeFindings
};
