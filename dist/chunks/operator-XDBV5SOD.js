import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-3G2TWXZG.js";
import "./chunk-NY64V2ZO.js";
import "./chunk-KEXDCIYR.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-7FLLIZX3.js";
import "./chunk-456G4KFE.js";
import "./chunk-GPONTDMT.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-5FTLBWUX.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-MPSMD7C7.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-L4JHSG3H.js";
import "./chunk-MH276QQZ.js";
import "./chunk-U4QMZEGK.js";
import "./chunk-VP2COETW.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-WOFEQJXV.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-RUYZQGTO.js";
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
