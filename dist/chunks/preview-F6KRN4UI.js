import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-RH4FMUDM.js";
import "./chunk-UUHXJGJ5.js";
import "./chunk-KEXDCIYR.js";
import "./chunk-3LRUAET2.js";
import "./chunk-G3B4HNEG.js";
import "./chunk-OGI4WRZP.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-7FLLIZX3.js";
import "./chunk-456G4KFE.js";
import "./chunk-RET5VQAC.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-7D4O6QI4.js";
import "./chunk-54LRTMXB.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-ROLYYUJP.js";
import "./chunk-I362QQWI.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-5FTLBWUX.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-WI3IJYUV.js";
import "./chunk-EHBLQMBV.js";
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
  previewCheckRun,
  previewDrift
};
