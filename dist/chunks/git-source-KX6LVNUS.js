import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  parseLsRemoteTags
} from "./chunk-ZSFIQ2U6.js";
import {
  fileTooLarge
} from "./chunk-64J67USD.js";
import {
  isSafeRef,
  redactUrl
} from "./chunk-TYLT3RTZ.js";
import {
  GitRepository,
  gitProcess,
  normalizePath,
  toGitOperationError
} from "./chunk-IUNAPEHB.js";
import {
  GitOperationError
} from "./chunk-OOKHHDSX.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-B4M4T37N.js";
import "./chunk-SWXCCR26.js";

// src/io/catalog/git-source.ts
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
var YAML_FILE = /\.ya?ml$/i;
var CLONE_TIMEOUT_MS = 5 * 6e4;
function urlSecrets(url) {
  try {
    const { username, password } = new URL(url);
    return [username, password, decodeURIComponent(username), decodeURIComponent(password)].filter((s) => s.length > 0);
  } catch {
    return [];
  }
}
async function readGitSource(options) {
  if (!isSafeRef(options.ref)) throw new GitOperationError(`${JSON.stringify(options.ref)} is not a tag or branch name`, "invalid");
  const shown = redactUrl(options.url);
  const dir = await mkdtemp(path.join(os.tmpdir(), "driftgate-crds-"));
  try {
    const git = gitProcess({ baseDir: dir, timeoutMs: options.timeoutMs ?? CLONE_TIMEOUT_MS });
    try {
      await git.raw(["clone", "--quiet", "--depth", "1", "--single-branch", "--no-checkout", "--branch", options.ref, "--end-of-options", options.url, "clone"]);
    } catch (error) {
      throw toGitOperationError(error, `clone ${shown} at ${options.ref}`, urlSecrets(options.url));
    }
    const repo = new GitRepository({ dir: path.join(dir, "clone"), ...options.timeoutMs !== void 0 ? { timeoutMs: options.timeoutMs } : {} });
    const commit = await repo.resolveRevision("HEAD");
    const sub = normalizePath(options.path ?? "");
    const snapshot = await repo.readTree({ revision: commit, path: sub, select: (p) => YAML_FILE.test(p), maxFileBytes: options.maxBytes });
    const files = [...snapshot.files];
    for (const t of snapshot.tooLarge ?? []) files.push({ path: t.path, bytes: new Uint8Array(0), problem: fileTooLarge(t.size, options.maxBytes) });
    files.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    return { commit, files, exists: snapshot.exists };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
async function listRemoteTags(options) {
  const git = gitProcess({ baseDir: os.tmpdir(), ...options.timeoutMs !== void 0 ? { timeoutMs: options.timeoutMs } : {} });
  try {
    return parseLsRemoteTags(await git.raw(["ls-remote", "--tags", "--end-of-options", options.url]));
  } catch (error) {
    throw toGitOperationError(error, `ls-remote ${redactUrl(options.url)}`, urlSecrets(options.url));
  }
}
export {
  listRemoteTags,
  readGitSource
};
