import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  REPOSITORY_RULES,
  checkTree,
  planTree
} from "./chunk-RH5FFK2Q.js";
import "./chunk-XHCLMP7A.js";
import "./chunk-H4ACE6XW.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-HMVQZBKS.js";
import "./chunk-U7Z45MVH.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-EE6CLMJ3.js";
import "./chunk-DOC3NMFX.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-GNINS2NP.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-XHGKRZ2E.js";
import "./chunk-EHBLQMBV.js";
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
  REPOSITORY_RULES,
  checkTree,
  planTree
};
