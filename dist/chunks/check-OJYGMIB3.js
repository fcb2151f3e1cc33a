import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  evaluateScope
} from "./chunk-2AZKZFCO.js";
import "./chunk-R5YQUMGC.js";
import "./chunk-CJRDOIPN.js";
import "./chunk-E4G6CAGW.js";
import "./chunk-HU76YHMH.js";
import "./chunk-GPONTDMT.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-BNOB7NRQ.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-RRJU5JN4.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-K75PZHKJ.js";
import "./chunk-LZQOUIZG.js";
import "./chunk-XULFWGCL.js";
import "./chunk-CNMWEPXM.js";
import "./chunk-CDEP7PSK.js";
import "./chunk-J5GWXY4M.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-2PUUKMIX.js";
import "./chunk-MLFFXPCJ.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-RGWWAMHG.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-COS76UAK.js";
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
