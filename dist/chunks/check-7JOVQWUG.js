import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  evaluateScope
} from "./chunk-5AIWUO52.js";
import "./chunk-6LHP5ALO.js";
import "./chunk-4SSZASKB.js";
import "./chunk-XLNT4YUE.js";
import "./chunk-HU76YHMH.js";
import "./chunk-GPONTDMT.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-AO5Y4EA6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-HVBBIE3O.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-6RMXMOHX.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-P4OPM2B3.js";
import "./chunk-FERBYSDT.js";
import "./chunk-DHBER3XC.js";
import "./chunk-JD6JDJP4.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-OS2TAAHQ.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-3VS5IMNT.js";
import "./chunk-WHXQ7LYC.js";
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
