import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/manifest/files.ts
var DEFAULT_FILE_LIMITS = { maxBytes: 8 * 1024 * 1024 };
var utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function decodeManifestFile(file, bytes, limits = DEFAULT_FILE_LIMITS) {
  if (bytes.byteLength > limits.maxBytes) {
    return refuse(
      file,
      "input/file-too-large",
      `file is ${bytes.byteLength} bytes; at most ${limits.maxBytes} bytes are read`,
      "Split the file, or raise the limit with --max-file-bytes."
    );
  }
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
function refuse(file, ruleId, message, hint) {
  return { ok: false, finding: { ruleId, severity: "error", message, file, line: 1, column: 1, hint } };
}
function fileProblem(ruleId, message, hint) {
  return { ruleId, message, hint };
}
function decodeSourceFile(file, limits = DEFAULT_FILE_LIMITS) {
  if (file.problem) return refuse(file.path, file.problem.ruleId, file.problem.message, file.problem.hint);
  return decodeManifestFile(file.path, file.bytes, limits);
}

export {
  DEFAULT_FILE_LIMITS,
  decodeManifestFile,
  fileProblem,
  decodeSourceFile
};
