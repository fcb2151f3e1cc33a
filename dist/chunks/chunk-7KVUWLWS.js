import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  fileText,
  sameContents
} from "./chunk-B4M4T37N.js";

// src/core/check/config-changes.ts
var POLICY_CHANGED = "gate/policy-changed";
var GATE_RULES = [
  {
    id: POLICY_CHANGED,
    summary: "A pull request changes the policy pack, driftgate.yaml, waivers or the CRD gate configuration; the check used the base revision, the change applies after merge",
    defaultSeverity: "warning"
  }
];
function firstDifferentLine(base, head) {
  const a = base.split("\n");
  const b = head.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return Math.min(i, Math.max(0, b.length - 1)) + 1;
}
function configChangeFindings(input) {
  const severity = input.severity ?? "warning";
  const base = new Map(input.base.map((f) => [f.path, f]));
  const head = new Map(input.head.map((f) => [f.path, f]));
  const paths = [.../* @__PURE__ */ new Set([...base.keys(), ...head.keys()])].sort();
  const out = [];
  const after = "The check used the version at the base revision; the change takes effect after merge and judges later pull requests.";
  const hint = "Policy changes are reviewed by whoever owns the policy pack (CODEOWNERS) and merged on their own, before the manifests that need them.";
  for (const p of paths) {
    const b = base.get(p);
    const h = head.get(p);
    if (b && h) {
      if (sameContents(b, h)) continue;
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, line: firstDifferentLine(fileText(b), fileText(h)), column: 1, message: `${p} is changed by this pull request. ${after}`, hint });
    } else if (h) {
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, line: 1, column: 1, message: `${p} is added by this pull request. ${after}`, hint });
    } else {
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, message: `${p} is deleted by this pull request. ${after}`, hint });
    }
  }
  return out;
}

export {
  GATE_RULES,
  configChangeFindings
};
