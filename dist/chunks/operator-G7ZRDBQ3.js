import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-F4W37L4X.js";
import "./chunk-NPNKOQF4.js";
import "./chunk-NO7WEUGP.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-MR7IQIQR.js";
import "./chunk-QUHYLUPU.js";
import "./chunk-GPONTDMT.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-QIT537GL.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-QDOJ7GLS.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-ZJIFD2KR.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-AJN5OK4F.js";
import "./chunk-24USSNS2.js";
import "./chunk-W5IMS3NT.js";
import "./chunk-UQZJXHLO.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-MCSNSDIA.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-KCOLFAO7.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
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
