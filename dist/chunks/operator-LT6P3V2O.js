import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-IENUOMJ3.js";
import "./chunk-X2V5IKLH.js";
import "./chunk-QAJ4IVOT.js";
import "./chunk-GPONTDMT.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-DYQMINJ6.js";
import "./chunk-O6PU3PAO.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-NZ3GKPOC.js";
import "./chunk-4NX6KKOP.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4UUQUEPC.js";
import "./chunk-2I63Z5LV.js";
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
