import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-QKXTWADI.js";

// src/cli/output.ts
import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
async function checkOutputPath(cwd, output) {
  if (output === void 0) return;
  const target = path.resolve(cwd, output);
  if (output === "" || output.endsWith("/") || output.endsWith(path.sep)) throw new UsageError(`--output ${JSON.stringify(output)}: expected a file name, found a folder name`);
  const existing = await stat(target).catch(() => void 0);
  if (existing?.isDirectory()) throw new UsageError(`--output ${output}: is a folder; give the path of a file to write the report to`);
  const folder = path.dirname(target);
  const parent = await stat(folder).catch(() => void 0);
  if (!parent) throw new UsageError(`--output ${output}: the folder ${path.relative(cwd, folder) || folder} does not exist; create it first`);
  if (!parent.isDirectory()) throw new UsageError(`--output ${output}: ${path.relative(cwd, folder) || folder} is not a folder`);
}
async function writeOutput(cwd, output, text) {
  try {
    await writeFile(path.resolve(cwd, output), text);
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
    const reason = {
      EACCES: "permission denied",
      EPERM: "operation not permitted",
      EISDIR: "it is a folder",
      ENOENT: "its folder does not exist",
      ENOTDIR: "a part of the path is not a folder",
      EROFS: "the file system is read-only",
      ENOSPC: "no space left on the device"
    };
    throw new UsageError(`--output ${output}: cannot write the report: ${reason[code] ?? (error instanceof Error ? error.message : String(error))}`);
  }
}
async function writePieces(stream, pieces) {
  for (const piece of pieces) {
    if (stream.destroyed || stream.writableEnded) return;
    if (!stream.write(piece)) await drained(stream);
  }
}
function drained(stream) {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done).off("close", done).off("error", done);
      resolve();
    };
    stream.on("drain", done).on("close", done).on("error", done);
  });
}

export {
  checkOutputPath,
  writeOutput,
  writePieces
};
