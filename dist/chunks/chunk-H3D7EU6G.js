import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

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
function dedupeFindings(findings) {
  const seen = /* @__PURE__ */ new Set();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.file ?? ""}|${f.line ?? 0}|${f.column ?? 0}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function findingsChars(findings) {
  let chars = 16;
  for (const f of findings) chars += 200 + f.message.length + (f.hint?.length ?? 0);
  return chars;
}

export {
  SEVERITIES,
  sortFindings,
  countBySeverity,
  FAIL_ON,
  failsAt,
  formatLocation,
  describeObject,
  dedupeFindings,
  findingsChars
};
