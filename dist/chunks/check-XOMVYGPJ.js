import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  FileTexts,
  checkRepository,
  isCrd,
  parseFiles
} from "./chunk-F7RT4COX.js";
import "./chunk-5UCOOAVH.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import {
  CRD_COMPAT_CONFIG
} from "./chunk-S6OZJP5C.js";
import "./chunk-VHNBNAKU.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-YUZTJF7S.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-ATC3RBXY.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-3SYVFW7D.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-Z2FZYWHW.js";
import "./chunk-JWFECYDM.js";
import "./chunk-XQ3AWNOS.js";
import "./chunk-QF7I6CQI.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-VNWRKVWQ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-EOXATIWF.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  CRD_COMPAT_CONFIG,
  FileTexts,
  checkRepository,
  isCrd,
  parseFiles
};
