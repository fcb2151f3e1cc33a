import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-J4G76HYY.js";
import "./chunk-HMVT4T7Z.js";
import "./chunk-KWRMM6JP.js";
import "./chunk-GFYEABIN.js";
import "./chunk-GPONTDMT.js";
import "./chunk-JCDP35UR.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-BILDQDNN.js";
import "./chunk-SKLT4RS2.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-LN2YJASI.js";
import "./chunk-AKZXIGZH.js";
import "./chunk-FJTY5IQC.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
};
