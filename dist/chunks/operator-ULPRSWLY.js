import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  Operator,
  childChangeMatters,
  tenantChangeMatters
} from "./chunk-D3V4DGDG.js";
import "./chunk-LNXTLBNH.js";
import "./chunk-4OZPLNG2.js";
import "./chunk-G5ELSZEK.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-VWDB3KZG.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  Operator,
  childChangeMatters,
  tenantChangeMatters
};
