import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DEFAULT_FILE_LIMITS,
  fileProblem,
  textSourceFile
} from "./chunk-LNDVUVRY.js";

// src/io/fs/manifest-files.ts
import { readdir, stat } from "node:fs/promises";
import path2 from "node:path";

// src/io/fs/read-bounded.ts
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from "node:fs";
import { realpath } from "node:fs/promises";
import path from "node:path";
var CHUNK = 64 * 1024;
async function readFileBounded(absolute, options) {
  let info;
  try {
    info = statSync(absolute);
  } catch (error) {
    return { ok: false, problem: ioProblem(error) };
  }
  const special = specialKind(info);
  if (special !== void 0) return { ok: false, problem: notRegular(special) };
  if (info.size > options.maxBytes) return { ok: false, problem: fileTooLarge(info.size, options.maxBytes) };
  let fd;
  try {
    fd = openSync(absolute, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { ok: false, problem: ioProblem(error) };
  }
  try {
    const opened = fstatSync(fd);
    const swapped = specialKind(opened);
    if (swapped !== void 0) return { ok: false, problem: notRegular(swapped) };
    const limit = options.maxBytes + 1;
    const chunks = [];
    let total = 0;
    let want = Math.min(limit, opened.size + 1);
    for (; ; ) {
      if (want <= 0) break;
      const buffer = Buffer.allocUnsafe(want);
      const bytesRead = readSync(fd, buffer, 0, want, null);
      if (bytesRead === 0) break;
      chunks.push(bytesRead * 2 >= want ? buffer.subarray(0, bytesRead) : Buffer.from(buffer.subarray(0, bytesRead)));
      total += bytesRead;
      if (bytesRead < want) break;
      want = Math.min(CHUNK, limit - total);
    }
    if (total > options.maxBytes) return { ok: false, problem: fileTooLarge(void 0, options.maxBytes) };
    return { ok: true, bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total) };
  } catch (error) {
    return { ok: false, problem: ioProblem(error) };
  } finally {
    try {
      closeSync(fd);
    } catch {
    }
  }
}
async function symlinkTarget(absolute, root) {
  let target;
  let realRoot;
  try {
    [target, realRoot] = await Promise.all([realpath(absolute), realpath(root)]);
  } catch (error) {
    return { ok: false, problem: ioProblem(error) };
  }
  const relative = path.relative(realRoot, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) {
    return {
      ok: false,
      problem: fileProblem(
        "input/symlink-outside",
        "expected a YAML file inside the checked tree, found a symbolic link that leads outside it; it was not read",
        "Copy the file into the repository, or check the directory it points to directly."
      )
    };
  }
  return { ok: true };
}
function specialKind(info) {
  if (info.isFile()) return void 0;
  if (info.isDirectory()) return "directory";
  if (info.isFIFO()) return "named pipe (FIFO)";
  if (info.isCharacterDevice()) return "character device";
  if (info.isBlockDevice()) return "block device";
  if (info.isSocket()) return "socket";
  return "special file";
}
function notRegular(kind) {
  return fileProblem(
    "input/not-a-regular-file",
    `expected a regular YAML file, found a ${kind}; it was not read`,
    "Check regular files only: a pipe or device could block the check or never end."
  );
}
function fileTooLarge(size, maxBytes) {
  return fileProblem(
    "input/file-too-large",
    size === void 0 ? `file is larger than ${maxBytes} bytes; at most ${maxBytes} bytes are read` : `file is ${size} bytes; at most ${maxBytes} bytes are read`,
    "Split the file, or raise the limit with --max-file-bytes."
  );
}
function ioProblem(error) {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "EIO";
  const reasons = {
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    ENOENT: "no such file (a symbolic link to a missing file?)",
    ELOOP: "too many levels of symbolic links",
    ENOTDIR: "a part of the path is not a directory",
    EISDIR: "it is a directory",
    EMFILE: "too many open files"
  };
  return fileProblem(
    "input/unreadable",
    `cannot read the file: ${reasons[code] ?? "input/output error"} (${code})`,
    code === "EACCES" || code === "EPERM" ? "Make the file readable by the user running driftgate, or leave it out of the checked paths." : "Fix or remove the file; the other files were checked."
  );
}

// src/io/fs/manifest-files.ts
var YAML_FILE = /\.(ya?ml)$/i;
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set(["node_modules", ".git", "dist", ".cache"]);
var CONCURRENT_READS = 16;
var MissingPathError = class extends Error {
  name = "MissingPathError";
};
async function collectYamlFiles(options) {
  const found = /* @__PURE__ */ new Map();
  for (const p of options.paths) {
    const absolute = path2.resolve(options.root, p);
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
  const directoryRelative = toRelative(root, directory);
  const relativeOf = (name, full) => {
    if (directoryRelative.startsWith("..") || path2.isAbsolute(directoryRelative)) return toRelative(root, full);
    const relative = directoryRelative === "" ? name : `${directoryRelative}/${name}`;
    return relative.startsWith("..") ? toRelative(root, full) : relative;
  };
  for (const entry of entries) {
    const full = path2.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith(".") && !skip?.(relativeOf(entry.name, full))) await walk(full, found, root, skip);
    } else if (YAML_FILE.test(entry.name)) {
      if (entry.isSymbolicLink()) {
        const target = await symlinkTarget(full, root);
        found.set(relativeOf(entry.name, full), target.ok ? { absolute: full } : { problem: target.problem });
      } else {
        found.set(relativeOf(entry.name, full), { absolute: full });
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
  const relative = path2.relative(root, absolute);
  return (relative.startsWith("..") ? absolute : relative).split(path2.sep).join("/");
}

export {
  fileTooLarge,
  MissingPathError,
  collectYamlFiles
};
