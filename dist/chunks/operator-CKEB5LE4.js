import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-KON7WS3E.js";
import "./chunk-APUVAS7B.js";
import "./chunk-FOS4IZVP.js";
import "./chunk-ZZPWGHZG.js";
import "./chunk-GPONTDMT.js";
import "./chunk-DHHKS6HZ.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-HFHFF7VV.js";
import "./chunk-ELMFQPJ6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-SKDJN3M4.js";
import "./chunk-QE3LS2PK.js";
import "./chunk-WRMWYZF2.js";
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
