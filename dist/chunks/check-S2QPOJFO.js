import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  evaluateScope
} from "./chunk-3M2JWQ7M.js";
import "./chunk-G3B4HNEG.js";
import "./chunk-4H7WNJ5T.js";
import "./chunk-KUIUBZYQ.js";
import "./chunk-HU76YHMH.js";
import "./chunk-GPONTDMT.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-2NTTQBSA.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-M6ECPUXI.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-AZGGXEKZ.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-M2RIRCB5.js";
import "./chunk-FERBYSDT.js";
import "./chunk-P7X4WA42.js";
import "./chunk-KGFKRCVF.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-YI4KSWSQ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-ZRSVPAVW.js";
import "./chunk-WHXQ7LYC.js";
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
