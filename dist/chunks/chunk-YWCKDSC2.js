import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  collectTreeSources,
  openGitRepository,
  toTreeCheckInput
} from "./chunk-ESXUYV4Z.js";
import {
  parseScopeConfig
} from "./chunk-3WP4UGOX.js";
import {
  BlobTooLargeError,
  GitOperationError
} from "./chunk-OOKHHDSX.js";
import {
  configChangeFindings
} from "./chunk-7KVUWLWS.js";
import {
  isDns1123Label
} from "./chunk-S2VHB6H6.js";

// src/io/repository/scope-file.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
var ScopeFileError = class extends Error {
  name = "ScopeFileError";
};
var MAX_SCOPE_BYTES = 1024 * 1024;
async function readScope(options) {
  const { scopeFile, defaultNamespace } = options;
  if (defaultNamespace !== void 0 && !isDns1123Label(defaultNamespace)) throw new ScopeFileError(`--default-namespace must be a namespace name; found ${JSON.stringify(defaultNamespace)}`);
  const base = defaultNamespace !== void 0 ? { defaultNamespace } : {};
  if (scopeFile === void 0) return { ...base, findings: [], configurationErrors: 0 };
  const read = await readScopeFile(scopeFile, options);
  if (read.text === void 0) return { ...base, findings: read.changes, configurationErrors: 0 };
  const parsed = parseScopeConfig(read.text, { file: read.displayPath });
  if (parsed.findings.length > 0) return { ...base, findings: [...read.changes, ...parsed.findings], configurationErrors: parsed.findings.length };
  return { ...base, scope: parsed.scope, findings: read.changes, configurationErrors: 0 };
}
async function readScopeFile(scopeFile, options) {
  const absolute = path.resolve(options.cwd, scopeFile);
  const inRepo = path.relative(options.root, absolute);
  const repositoryPath = inRepo !== "" && !inRepo.startsWith("..") && !path.isAbsolute(inRepo) ? inRepo.split(path.sep).join("/") : void 0;
  if (options.revisions && repositoryPath !== void 0) {
    const repo = await openGitRepository({ dir: options.root });
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
    if (!info.isFile()) throw new ScopeFileError(`--scope ${scopeFile}: not a regular file`);
    size = info.size;
  } catch (error) {
    if (error instanceof ScopeFileError) throw error;
    throw new ScopeFileError(`--scope ${scopeFile}: cannot read the file`);
  }
  if (size > MAX_SCOPE_BYTES) throw new ScopeFileError(`--scope ${scopeFile}: ${size} bytes is not a scope file (at most ${MAX_SCOPE_BYTES} bytes)`);
  try {
    return { text: await readFile(absolute, "utf8"), displayPath: repositoryPath ?? scopeFile, changes: [] };
  } catch {
    throw new ScopeFileError(`--scope ${scopeFile}: cannot read the file`);
  }
}
async function readAt(repo, revision, file, scopeFile) {
  try {
    return await repo.readFileAtRevision({ revision, path: file, maxBytes: MAX_SCOPE_BYTES });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw new ScopeFileError(`--scope ${scopeFile}: ${error.size} bytes at ${revision.slice(0, 12)} is not a scope file (at most ${MAX_SCOPE_BYTES} bytes)`);
    if (error instanceof GitOperationError) throw new ScopeFileError(`--scope ${scopeFile}: cannot read it at ${revision.slice(0, 12)}: ${error.message}`);
    throw error;
  }
}

// src/io/repository/check-gate.ts
async function readCheckGate(options) {
  const tree = await collectTreeSources(options);
  const { policyRevision: trusted, baseRevision, headRevision } = tree.sources;
  const judgesScope = options.scopeFile !== void 0 || options.defaultNamespace !== void 0;
  const scope = judgesScope ? await readScope({
    ...options.scopeFile !== void 0 ? { scopeFile: options.scopeFile } : {},
    ...options.defaultNamespace !== void 0 ? { defaultNamespace: options.defaultNamespace } : {},
    cwd: options.cwd,
    root: options.root,
    ...trusted !== void 0 && baseRevision !== void 0 && headRevision !== void 0 ? { revisions: { trusted, base: baseRevision, head: headRevision } } : {}
  }) : void 0;
  const input = {
    check: toTreeCheckInput(tree, options.check),
    ...scope ? {
      scope: {
        ...scope.scope ? { scope: scope.scope } : {},
        ...scope.defaultNamespace !== void 0 ? { defaultNamespace: scope.defaultNamespace } : {},
        ...options.discovered !== void 0 ? { discovered: options.discovered } : {}
      }
    } : {},
    ...scope ? { findings: scope.findings, configurationErrors: scope.configurationErrors } : {}
  };
  return { tree, input };
}

export {
  ScopeFileError,
  readCheckGate
};
