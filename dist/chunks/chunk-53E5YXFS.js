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

// src/core/findings/finding.ts
var SEVERITIES = ["error", "warning", "info"];
var SEVERITY_RANK = { error: 3, warning: 2, info: 1 };
function isAtLeast(severity, threshold) {
  return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}
function compareFindings(a, b) {
  return compareText(a.file ?? "", b.file ?? "") || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareText(a.ruleId, b.ruleId) || compareText(a.message, b.message);
}
function sortFindings(findings) {
  return [...findings].sort(compareFindings);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function countBySeverity(findings) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}
var FAIL_ON = ["error", "warning", "never"];
function failsAt(findings, failOn) {
  if (failOn === "never") return false;
  return findings.some((f) => isAtLeast(f.severity, failOn));
}
function formatLocation(f) {
  if (f.file === void 0) return "";
  if (f.line === void 0) return f.file;
  return f.column === void 0 ? `${f.file}:${f.line}` : `${f.file}:${f.line}:${f.column}`;
}
function describeObject(o) {
  if (!o || !o.kind && !o.name) return "";
  const ns = o.namespace ? `${o.namespace}/` : "";
  return `${o.kind ?? "?"} ${ns}${o.name ?? "?"}`;
}

export {
  DEFAULT_FILE_LIMITS,
  decodeManifestFile,
  fileProblem,
  decodeSourceFile,
  SEVERITIES,
  sortFindings,
  countBySeverity,
  FAIL_ON,
  failsAt,
  formatLocation,
  describeObject
};
