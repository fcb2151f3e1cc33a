import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readFileBounded,
  symlinkTarget
} from "./chunk-64J67USD.js";
import {
  DEFAULT_FILE_LIMITS,
  fileProblem,
  textSourceFile
} from "./chunk-B4M4T37N.js";

// src/io/fs/manifest-files.ts
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
var YAML_FILE = /\.(ya?ml)$/i;
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set(["node_modules", ".git", "dist", ".cache"]);
var CONCURRENT_READS = 16;
var MissingPathError = class extends Error {
  name = "MissingPathError";
};
async function collectYamlFiles(options) {
  const found = /* @__PURE__ */ new Map();
  for (const p of options.paths) {
    const absolute = path.resolve(options.root, p);
    let info;
    try {
      info = await stat(absolute);
    } catch (error) {
      if (errorCode(error) === "ENOENT" || errorCode(error) === "ENOTDIR") throw new MissingPathError(`${p}: no such file or directory`);
      found.set(toRelative(options.root, absolute), { absolute });
      continue;
    }
    if (info.isDirectory()) await walk(absolute, found, options.root, options.skipDirectory);
    else found.set(toRelative(options.root, absolute), { absolute });
  }
  const entries = [...found.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  return mapLimited(entries, CONCURRENT_READS, async ([relative, entry]) => {
    if ("problem" in entry) return { path: relative, bytes: new Uint8Array(0), problem: entry.problem };
    const read = await readFileBounded(entry.absolute, { maxBytes });
    return read.ok ? textSourceFile(relative, read.bytes) : { path: relative, bytes: new Uint8Array(0), problem: read.problem };
  });
}
async function walk(directory, found, root, skip) {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    found.set(toRelative(root, directory), {
      problem: fileProblem(
        "input/unreadable",
        `cannot list the directory: ${errorCode(error) === "EACCES" ? "permission denied" : "it could not be read"} (${errorCode(error)}); the YAML files in it were not checked`,
        "Make the directory readable by the user running driftgate, or leave it out of the checked paths."
      )
    });
    return;
  }
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith(".") && !skip?.(toRelative(root, full))) await walk(full, found, root, skip);
    } else if (YAML_FILE.test(entry.name)) {
      if (entry.isSymbolicLink()) {
        const target = await symlinkTarget(full, root);
        found.set(toRelative(root, full), target.ok ? { absolute: full } : { problem: target.problem });
      } else {
        found.set(toRelative(root, full), { absolute: full });
      }
    }
  }
}
async function mapLimited(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
function errorCode(error) {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "EIO";
}
function toRelative(root, absolute) {
  const relative = path.relative(root, absolute);
  return (relative.startsWith("..") ? absolute : relative).split(path.sep).join("/");
}

export {
  MissingPathError,
  collectYamlFiles
};
