import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-WLOQ3QKI.js";
import "./chunk-JJ4KVRM6.js";
import "./chunk-D7YGNU7K.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-P3AP4FJA.js";
import "./chunk-CJRDOIPN.js";
import "./chunk-GPONTDMT.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-S3H7ZWYU.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-BNOB7NRQ.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-K75PZHKJ.js";
import "./chunk-LZQOUIZG.js";
import "./chunk-XULFWGCL.js";
import "./chunk-CNMWEPXM.js";
import "./chunk-CDEP7PSK.js";
import "./chunk-J5GWXY4M.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-2PUUKMIX.js";
import "./chunk-MLFFXPCJ.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-RGWWAMHG.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-COS76UAK.js";
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
