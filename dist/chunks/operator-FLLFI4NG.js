import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-3HUDM5UZ.js";
import "./chunk-NY64V2ZO.js";
import "./chunk-KEXDCIYR.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-5I4SMDO2.js";
import "./chunk-FHWO2ITD.js";
import "./chunk-GPONTDMT.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-GNINS2NP.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-2IMDNNON.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-FPEPNNJ5.js";
import "./chunk-CNMWEPXM.js";
import "./chunk-4FTDTKHE.js";
import "./chunk-Q4TOUDKZ.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-NIRHTXWZ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-6RFHXABC.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
};
