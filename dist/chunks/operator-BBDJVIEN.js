import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-IYIBLENJ.js";
import "./chunk-LF34CMFX.js";
import "./chunk-U2BKN3ZQ.js";
import "./chunk-GPONTDMT.js";
import "./chunk-27R4VYBZ.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-37WDFGFA.js";
import "./chunk-SRUZG4A5.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
};
