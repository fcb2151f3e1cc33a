import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/manifest/files.ts
var DEFAULT_FILE_LIMITS = { maxBytes: 8 * 1024 * 1024 };
var utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
var encoder = new TextEncoder();
var lenient = new TextDecoder();
function textSourceFile(path, bytes) {
  const text = plainText(bytes);
  return text === void 0 ? { path, bytes } : keptTextFile(path, text, bytes.byteLength);
}
function plainText(bytes) {
  if (bytes.indexOf(0) !== -1 || bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) return void 0;
  try {
    return utf8.decode(bytes);
  } catch {
    return void 0;
  }
}
function keptTextFile(path, text, size, blob) {
  return {
    path,
    text,
    size,
    ...blob !== void 0 ? { blob } : {},
    get bytes() {
      return encoder.encode(text);
    }
  };
}
function gitBlobId(text) {
  return process.getBuiltinModule("node:crypto").createHash("sha1").update(`blob ${Buffer.byteLength(text, "utf8")}\0`).update(text, "utf8").digest("hex");
}
function contentId(file, text) {
  return file.blob ?? gitBlobId(text);
}
function fileText(file) {
  return file.text ?? lenient.decode(file.bytes);
}
function fileIncludes(file, needle) {
  return fileText(file).includes(needle);
}
function sameContents(a, b) {
  if (a.text !== void 0 && b.text !== void 0) return a.text === b.text;
  return sameBytes(a.bytes, b.bytes);
}
function sameBytes(x, y) {
  if (x.byteLength !== y.byteLength) return false;
  for (let i = 0; i < x.byteLength; i++) if (x[i] !== y[i]) return false;
  return true;
}
function fileHead(file, bytes) {
  if (file.text !== void 0 && file.size !== void 0 && file.size <= bytes) return file.text;
  const all = file.bytes;
  return lenient.decode(all.subarray(0, Math.min(all.byteLength, bytes)));
}
function decodeManifestFile(file, bytes, limits = DEFAULT_FILE_LIMITS) {
  if (bytes.byteLength > limits.maxBytes) return tooLarge(file, bytes.byteLength, limits);
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    return refuse(
      file,
      "input/binary-file",
      `expected YAML text, found a binary file (NUL byte at offset ${nul})`,
      "Remove the file from the checked paths, or exclude it."
    );
  }
  let text;
  try {
    text = utf8.decode(bytes);
  } catch {
    return refuse(
      file,
      "input/not-utf8",
      "expected UTF-8 text, found bytes that are not valid UTF-8",
      "Save the file as UTF-8."
    );
  }
  return { ok: true, text };
}
function tooLarge(file, size, limits) {
  return refuse(file, "input/file-too-large", `file is ${size} bytes; at most ${limits.maxBytes} bytes are read`, "Split the file, or raise the limit with --max-file-bytes.");
}
function refuse(file, ruleId, message, hint) {
  return { ok: false, finding: { ruleId, severity: "error", message, file, line: 1, column: 1, hint } };
}
function fileProblem(ruleId, message, hint) {
  return { ruleId, message, hint };
}
function decodeSourceFile(file, limits = DEFAULT_FILE_LIMITS) {
  if (file.problem) return refuse(file.path, file.problem.ruleId, file.problem.message, file.problem.hint);
  return decodeFileContents(file, limits);
}
function decodeFileContents(file, limits = DEFAULT_FILE_LIMITS) {
  if (file.text === void 0) return decodeManifestFile(file.path, file.bytes, limits);
  const size = file.size ?? encoder.encode(file.text).byteLength;
  return size > limits.maxBytes ? tooLarge(file.path, size, limits) : { ok: true, text: file.text };
}

export {
  DEFAULT_FILE_LIMITS,
  textSourceFile,
  plainText,
  keptTextFile,
  contentId,
  fileText,
  fileIncludes,
  sameContents,
  fileHead,
  fileProblem,
  decodeSourceFile,
  decodeFileContents
};
