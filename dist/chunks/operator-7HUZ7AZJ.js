import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-WQQXYMIP.js";
import "./chunk-6F5YMODE.js";
import "./chunk-IGHCGGPM.js";
import "./chunk-GPONTDMT.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-EX6C3MMS.js";
import "./chunk-EDA2ONKK.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-4NWCM5JV.js";
import "./chunk-HSRK3F2O.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-S445CFN4.js";
import "./chunk-5Y4YLBFS.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
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
