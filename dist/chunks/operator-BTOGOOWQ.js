import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-ZY5KAKPT.js";
import "./chunk-HMVT4T7Z.js";
import "./chunk-KWRMM6JP.js";
import "./chunk-C4YU53IX.js";
import "./chunk-GPONTDMT.js";
import "./chunk-3QDNOS4F.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-SVUIL5CI.js";
import "./chunk-SY573DFK.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4OPOYK5H.js";
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
