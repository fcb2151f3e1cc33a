import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  evaluateScope
} from "./chunk-E7GAKNI7.js";
import "./chunk-G3B4HNEG.js";
import "./chunk-GBGNDY3L.js";
import "./chunk-35TLLLLF.js";
import "./chunk-HU76YHMH.js";
import "./chunk-GPONTDMT.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-NR7IGNOF.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-EAWOBWTU.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-ZN6XG3DZ.js";
import "./chunk-ERSWBE3O.js";
import "./chunk-APRSLQJ6.js";
import "./chunk-FX7I3I2Q.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-AURWC7LP.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-QZY5HQP2.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";

// src/core/scope/check.ts
function checkScope(input) {
  if (input.scope === void 0) return [];
  const findings = evaluateScope({
    manifests: input.manifests,
    crds: input.crds,
    scope: input.scope,
    ...input.defaultNamespace !== void 0 ? { defaultNamespace: input.defaultNamespace } : {},
    ...input.discovered !== void 0 ? { discovered: input.discovered } : {}
  });
  return findings.filter((f) => !input.selected || f.file !== void 0 && input.selected.has(f.file));
}
export {
  checkScope
};
