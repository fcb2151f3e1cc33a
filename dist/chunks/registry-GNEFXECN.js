import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  RULES,
  crdCompatRuleInfo
} from "./chunk-PTOOCTL6.js";
import "./chunk-YI4KSWSQ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-ZRSVPAVW.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  RULES,
  crdCompatRuleInfo
};
