import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  evaluateScope
} from "./chunk-B3MXS5XK.js";
import "./chunk-6LHP5ALO.js";
import "./chunk-7Q43JH4I.js";
import "./chunk-3WP4UGOX.js";
import "./chunk-HU76YHMH.js";
import "./chunk-GPONTDMT.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-3DATJ5E2.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WBO74T5U.js";
import "./chunk-4QFDJA67.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-AJN5OK4F.js";
import "./chunk-24USSNS2.js";
import "./chunk-W5IMS3NT.js";
import "./chunk-UQZJXHLO.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-GD56K5DA.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-KCOLFAO7.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
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
