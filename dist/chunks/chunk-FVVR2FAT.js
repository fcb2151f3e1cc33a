import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  countBySeverity,
  describeObject,
  sortFindings
} from "./chunk-H3D7EU6G.js";

// src/core/findings/render/log-guard.ts
var ZERO_WIDTH_SPACE = "​";
var BLANK = "\\t\\n\\v\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF";
var LINE_BREAK = "\\n\\v\\f\\r\\u0085\\u2028\\u2029";
var COMMAND_START = new RegExp(`(?<=(?:^|[${LINE_BREAK}])[${BLANK}]*):(?=:)`, "g");
function neutralizeCommands(text) {
  return text.split(/\r\n|\r|\n/).map((line) => line.replace(COMMAND_START, `:${ZERO_WIDTH_SPACE}`).replace(/##\[/g, `#${ZERO_WIDTH_SPACE}#[`)).join("\n");
}

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
  const fold = findings.length >= (options.foldAt ?? FOLD_AT);
  const hinted = /* @__PURE__ */ new Set();
  for (const [file, group] of groups) {
    out.push(paint(BOLD, file || "(no file)"));
    for (const f of group) {
      const where = f.line === void 0 ? "" : `${f.line}:${f.column ?? 1}`;
      const object = describeObject(f.object);
      out.push(
        `  ${where.padEnd(8)} ${paint(COLOURS[f.severity], f.severity.padEnd(7))} ${f.message}  ${paint(DIM, f.ruleId)}` + (object ? paint(DIM, ` (${object})`) : "")
      );
      if (f.hint && fold && hinted.has(`${f.ruleId}\0${f.hint}`)) continue;
      if (f.hint) hinted.add(`${f.ruleId}\0${f.hint}`);
      if (f.hint) out.push(`  ${"".padEnd(8)} ${"".padEnd(7)} ${paint(DIM, `hint: ${f.hint}`)}`);
    }
    out.push("");
  }
  if (fold) out.push(...ruleRollup(findings, paint(DIM, "(each hint is shown once; --format json lists every finding with its hint)")), "");
  out.push(summaryLine(findings));
  return neutralizeCommands(out.join("\n")) + "\n";
}
var FOLD_AT = 20;
function ruleRollup(findings, note) {
  const byRule = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const entry = byRule.get(f.ruleId) ?? { severity: f.severity, count: 0, files: /* @__PURE__ */ new Set() };
    entry.count++;
    if (f.file !== void 0) entry.files.add(f.file);
    byRule.set(f.ruleId, entry);
  }
  const rows = [...byRule].sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : a > b ? 1 : 0));
  const width = Math.max(...rows.map(([, r]) => String(r.count).length));
  return [
    "Findings by rule:",
    ...rows.map(([id, r]) => `  ${String(r.count).padStart(width)}  ${r.severity.padEnd(7)}  ${id}  (${r.files.size} file${r.files.size === 1 ? "" : "s"})`),
    note
  ];
}
function summaryLine(findings) {
  const c = countBySeverity(findings);
  if (findings.length === 0) return "No problems found.";
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${plural(c.info, "info")}`.replace(/infos/, "info");
}

export {
  neutralizeCommands,
  renderText,
  summaryLine
};
