import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  RULES,
  crdCompatRuleInfo
} from "./chunk-KQ77KTNP.js";
import "./chunk-2ZZKWQQH.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-PNVI7PMV.js";
import "./chunk-5WTWSETK.js";
import "./chunk-OAWLX4HV.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  RULES,
  crdCompatRuleInfo
};
