import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  RULES,
  crdCompatRuleInfo
} from "./chunk-WIHMZA7R.js";
import "./chunk-FQ4NOYGT.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-6HZSUFL7.js";
import "./chunk-7CTFDBBF.js";
import "./chunk-5WTWSETK.js";
import "./chunk-OAWLX4HV.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  RULES,
  crdCompatRuleInfo
};
