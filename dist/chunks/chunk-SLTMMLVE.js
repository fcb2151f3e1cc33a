import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  countBySeverity,
  describeObject,
  sortFindings
} from "./chunk-3YPPQJFY.js";

// src/core/findings/render/text.ts
var COLOURS = { error: "\x1B[31m", warning: "\x1B[33m", info: "\x1B[36m" };
var DIM = "\x1B[2m";
var BOLD = "\x1B[1m";
var RESET = "\x1B[0m";
function renderText(findings, options) {
  const paint = (code, text) => options.colour ? `${code}${text}${RESET}` : text;
  const groups = /* @__PURE__ */ new Map();
  for (const f of sortFindings(findings)) {
    const key = f.file ?? "";
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const out = [];
  for (const [file, group] of groups) {
    out.push(paint(BOLD, file || "(no file)"));
    for (const f of group) {
      const where = f.line === void 0 ? "" : `${f.line}:${f.column ?? 1}`;
      const object = describeObject(f.object);
      out.push(
        `  ${where.padEnd(8)} ${paint(COLOURS[f.severity], f.severity.padEnd(7))} ${f.message}  ${paint(DIM, f.ruleId)}` + (object ? paint(DIM, ` (${object})`) : "")
      );
      if (f.hint) out.push(`  ${"".padEnd(8)} ${"".padEnd(7)} ${paint(DIM, `hint: ${f.hint}`)}`);
    }
    out.push("");
  }
  out.push(summaryLine(findings));
  return out.join("\n") + "\n";
}
function summaryLine(findings) {
  const c = countBySeverity(findings);
  if (findings.length === 0) return "No problems found.";
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${plural(c.info, "info")}`.replace(/infos/, "info");
}

export {
  renderText,
  summaryLine
};
