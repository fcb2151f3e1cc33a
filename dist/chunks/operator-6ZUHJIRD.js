import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-L2BHDNGW.js";
import "./chunk-JIY7UBZM.js";
import "./chunk-W3HBKM2T.js";
import "./chunk-GPONTDMT.js";
import "./chunk-SMFQN2NQ.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-QQDB4O7D.js";
import "./chunk-EHFSURGF.js";
import "./chunk-G25MAPPE.js";
import "./chunk-T4XTN73C.js";
import "./chunk-7B4GAGCD.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
};
