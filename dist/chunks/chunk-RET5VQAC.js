import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/findings/render/markdown-escape.ts
var ZERO_WIDTH_SPACE = "​";
function escapeMarkdownText(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/([\\`*_{}[\]()#+!|~])/g, "\\$1").replace(/@(?=[A-Za-z0-9])/g, `@${ZERO_WIDTH_SPACE}`).replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`).replace(/\b(www)\./gi, `$1${ZERO_WIDTH_SPACE}.`).replace(/\r?\n|\r/g, "<br>");
}
function markdownCode(text) {
  const flat = text.replace(/\r?\n|\r/g, " ").replace(/\|/g, "\\|");
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.trim() === "" ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

export {
  escapeMarkdownText,
  markdownCode
};
