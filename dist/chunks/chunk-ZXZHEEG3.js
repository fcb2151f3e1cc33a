import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  renderText
} from "./chunk-FVVR2FAT.js";
import {
  escapeMarkdownText,
  markdownCode
} from "./chunk-RET5VQAC.js";
import {
  countBySeverity,
  describeObject,
  formatLocation,
  sortFindings
} from "./chunk-H3D7EU6G.js";

// src/core/findings/render/github.ts
var COMMAND = { error: "error", warning: "warning", info: "notice" };
function renderGithubCommands(findings, options = {}) {
  const max = options.maxPerLevel ?? Number.POSITIVE_INFINITY;
  const emitted = { error: 0, warning: 0, info: 0 };
  const lines = [];
  let skipped = 0;
  for (const f of sortFindings(findings)) {
    if (emitted[f.severity] >= max) {
      skipped += 1;
      continue;
    }
    emitted[f.severity] += 1;
    const props = [
      f.file !== void 0 ? `file=${property(f.file)}` : void 0,
      f.line !== void 0 ? `line=${f.line}` : void 0,
      f.endLine !== void 0 ? `endLine=${f.endLine}` : void 0,
      f.column !== void 0 ? `col=${f.column}` : void 0,
      f.endColumn !== void 0 ? `endColumn=${f.endColumn}` : void 0,
      `title=${property(f.ruleId)}`
    ].filter((p) => p !== void 0);
    const text = f.hint ? `${f.message}
Hint: ${f.hint}` : f.message;
    lines.push(`::${COMMAND[f.severity]} ${props.join(",")}::${data(text)}`);
  }
  if (skipped > 0) {
    lines.push(`::notice title=driftgate::${data(`${skipped} more finding${skipped === 1 ? "" : "s"} not annotated (GitHub shows at most ${max} per level per step). ${options.overflowNote ?? ""}`.trim())}`);
  }
  return lines.length ? lines.join("\n") + "\n" : "";
}
function data(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function property(text) {
  return data(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/core/findings/render/json.ts
function renderJson(findings) {
  return JSON.stringify(jsonReport(findings), null, 2) + "\n";
}
function jsonReport(findings) {
  const sorted = sortFindings(findings).map((f) => ({
    ruleId: f.ruleId,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
    pointer: f.pointer,
    object: f.object,
    hint: f.hint
  }));
  return { summary: countBySeverity(findings), findings: sorted };
}
var PIECE_CHARS = 64 * 1024;
function* jsonReportPieces(findings, extra = {}) {
  const report = jsonReport(findings);
  let piece = `{
  "summary": ${nested(report.summary, "  ")},
  "findings": `;
  if (report.findings.length === 0) piece += "[]";
  else {
    piece += "[\n";
    const last = report.findings.length - 1;
    for (let i = 0; i <= last; i++) {
      piece += `    ${nested(report.findings[i], "    ")}${i < last ? "," : ""}
`;
      if (piece.length >= PIECE_CHARS) {
        yield piece;
        piece = "";
      }
    }
    piece += "  ]";
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value !== void 0) piece += `,
  ${JSON.stringify(key)}: ${nested(value, "  ")}`;
  }
  yield `${piece}
}
`;
}
function nested(value, indent) {
  return (JSON.stringify(value, null, 2) ?? "null").replace(/\n/g, `
${indent}`);
}

// src/core/findings/render/junit.ts
function renderJunit(findings, options = {}) {
  const byFile = /* @__PURE__ */ new Map();
  for (const file of options.checkedFiles ?? []) byFile.set(file, []);
  for (const f of sortFindings(findings)) {
    const key = f.file ?? "(no file)";
    byFile.set(key, [...byFile.get(key) ?? [], f]);
  }
  const failing = (fs) => fs.filter((f) => f.severity !== "info");
  const failures = [...byFile.values()].reduce((n, fs) => n + (failing(fs).length ? 1 : 0), 0);
  const cases = [...byFile.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([file, fs]) => {
    const bad = failing(fs);
    if (bad.length === 0) return `    <testcase classname="driftgate" name="${xml(file)}"/>`;
    const body = bad.map((f) => `${formatLocation(f)} ${f.severity} ${f.ruleId}: ${f.message}`).join("\n");
    return `    <testcase classname="driftgate" name="${xml(file)}">
      <failure message="${xml(`${bad.length} problem${bad.length === 1 ? "" : "s"}`)}" type="driftgate">${xml(body)}</failure>
    </testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="driftgate" tests="${byFile.size}" failures="${failures}">
  <testsuite name="driftgate" tests="${byFile.size}" failures="${failures}" errors="0">
` + (cases.length ? cases.join("\n") + "\n" : "") + "  </testsuite>\n</testsuites>\n";
}
function xml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");
}

// src/core/findings/render/markdown.ts
var ICON = { error: "🔴", warning: "🟡", info: "🔵" };
function renderMarkdown(findings, options = {}) {
  const c = countBySeverity(findings);
  const head = [
    `### ${options.title ?? "driftgate"}`,
    "",
    findings.length === 0 ? "✅ No problems found." : `${ICON.error} ${c.error} error${c.error === 1 ? "" : "s"} · ${ICON.warning} ${c.warning} warning${c.warning === 1 ? "" : "s"} · ${ICON.info} ${c.info} info`,
    ""
  ];
  if (findings.length === 0) return head.join("\n");
  const rows = sortFindings(findings).map((f) => {
    const object = describeObject(f.object);
    const hint = f.hint ? `<br>_${cell(f.hint)}_` : "";
    return `| ${ICON[f.severity]} | ${markdownCode(formatLocation(f) || "—")} | ${markdownCode(f.ruleId)} | ${cell(f.message)}${hint} | ${cell(object)} |`;
  });
  const table = ["| | Location | Rule | Problem | Object |", "|---|---|---|---|---|"];
  const max = options.maxLength ?? Number.POSITIVE_INFINITY;
  let text = [...head, ...table].join("\n");
  for (let i = 0; i < rows.length; i++) {
    const remaining = rows.length - i;
    const note = `

… and ${remaining} more finding${remaining === 1 ? "" : "s"}. ${options.truncationNote ?? ""}`.trimEnd();
    const row = rows[i] ?? "";
    if (text.length + 1 + row.length + note.length + 1 > max) {
      return text + note + "\n";
    }
    text += "\n" + row;
  }
  return text + "\n";
}
function cell(text) {
  return escapeMarkdownText(text);
}

// src/core/findings/render/sarif.ts
import { createHash } from "node:crypto";

// src/core/findings/project.ts
var REPOSITORY_URL = "https://github.com/driftgate/driftgate";
var DOCS_REF = "main";
function repositoryFileUrl(relative, ref) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative)) return relative;
  return `${REPOSITORY_URL}/blob/${ref}/${relative.replace(/^\.?\//, "")}`;
}
function ruleAnchor(ruleId) {
  return ruleId.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
function ruleDocPath(ruleId) {
  return `docs/rules.md#${ruleAnchor(ruleId)}`;
}

// src/core/findings/render/security.ts
var SECURITY_SEVERITY = {
  // Tenant isolation: two tenants in one namespace share quota, RBAC and network policy.
  "cross/unique-tenant-namespace": 8.1,
  // Network isolation: egress to a namespace that is neither a tenant nor an allowed system namespace.
  "cross/egress-targets": 6.5,
  // Resource exhaustion through YAML aliases (billion laughs) and oversized input.
  "yaml/alias-limit": 5.3,
  "input/file-too-large": 3.7,
  // A waiver that lapsed or lacks a justification re-enables or hides a policy decision.
  "waiver/expired": 4.3,
  "waiver/invalid": 4.3
};
function securitySeverity(ruleId) {
  return SECURITY_SEVERITY[ruleId];
}

// src/core/findings/render/sarif.ts
var LEVEL = { error: "error", warning: "warning", info: "note" };
var FINGERPRINT_KEY = "driftgate/v1";
function renderSarif(findings, options) {
  const sorted = sortFindings(findings);
  const ruleIds = [.../* @__PURE__ */ new Set([...options.rules?.keys() ?? [], ...sorted.map((f) => f.ruleId)])].sort();
  const ruleIndex = new Map(ruleIds.map((id, i) => [id, i]));
  const rules = ruleIds.map((id) => {
    const info = options.rules?.get(id);
    const severity = info?.defaultSeverity ?? sorted.find((f) => f.ruleId === id)?.severity ?? "warning";
    const security = info?.securitySeverity ?? securitySeverity(id);
    return {
      id,
      shortDescription: { text: info?.summary ?? id },
      defaultConfiguration: { level: LEVEL[severity] },
      helpUri: repositoryFileUrl(info?.helpUri ?? ruleDocPath(id), DOCS_REF),
      ...security !== void 0 ? { properties: { tags: ["security"], "security-severity": security.toFixed(1) } } : {}
    };
  });
  const seen = /* @__PURE__ */ new Map();
  const results = sorted.map((f) => {
    const region = f.line === void 0 ? void 0 : {
      startLine: f.line,
      startColumn: f.column ?? 1,
      ...f.endLine !== void 0 ? { endLine: f.endLine } : {},
      ...f.endColumn !== void 0 ? { endColumn: f.endColumn } : {}
    };
    const text = f.hint ? `${f.message}
Hint: ${f.hint}` : f.message;
    const base = fingerprint(f);
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return {
      ruleId: f.ruleId,
      ruleIndex: ruleIndex.get(f.ruleId) ?? 0,
      level: LEVEL[f.severity],
      message: { text },
      ...f.file !== void 0 ? {
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: encodeUri(f.file), uriBaseId: "%SRCROOT%" },
              ...region ? { region } : {}
            },
            ...f.pointer !== void 0 ? { logicalLocations: [{ fullyQualifiedName: f.pointer, kind: "member" }] } : {}
          }
        ]
      } : {},
      partialFingerprints: { [FINGERPRINT_KEY]: `${base}:${occurrence}` },
      ...f.object ? { properties: { object: f.object } } : {}
    };
  });
  const sarif = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "driftgate",
            version: options.toolVersion,
            semanticVersion: options.toolVersion,
            informationUri: options.informationUri ?? REPOSITORY_URL,
            rules
          }
        },
        results
      }
    ]
  };
  return JSON.stringify(sarif, null, 2) + "\n";
}
function fingerprint(f) {
  const identity = [f.ruleId, f.file ?? "", describeObject(f.object) ?? "", f.object?.apiVersion ?? "", f.pointer ?? ""].join("\0");
  return createHash("sha256").update(identity).digest("hex").slice(0, 32);
}
function encodeUri(path) {
  return path.split("/").map(encodeURIComponent).join("/");
}

// src/core/findings/render/index.ts
var OUTPUT_FORMATS = ["text", "json", "sarif", "junit", "markdown", "github"];
function renderFindings(findings, options) {
  switch (options.format) {
    case "text":
      return renderText(findings, { colour: options.colour ?? false });
    case "json":
      return renderJson(findings);
    case "sarif":
      return renderSarif(findings, { toolVersion: options.toolVersion, ...options.rules ? { rules: options.rules } : {} });
    case "junit":
      return renderJunit(findings, options.checkedFiles ? { checkedFiles: options.checkedFiles } : {});
    case "markdown":
      return renderMarkdown(findings, options.title !== void 0 ? { title: options.title } : {});
    case "github":
      return renderGithubCommands(findings);
  }
}

export {
  renderGithubCommands,
  jsonReportPieces,
  renderMarkdown,
  renderSarif,
  OUTPUT_FORMATS,
  renderFindings
};
