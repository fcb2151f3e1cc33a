import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-KIM3NPBV.js";
import "./chunk-265B2CKB.js";
import "./chunk-KEXDCIYR.js";
import "./chunk-3LRUAET2.js";
import "./chunk-G3B4HNEG.js";
import "./chunk-OGI4WRZP.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-IX2FSCMV.js";
import "./chunk-GBGNDY3L.js";
import "./chunk-RET5VQAC.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-LWVHNSGJ.js";
import "./chunk-HUK4ENBP.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-K53YBTNF.js";
import "./chunk-PWBOD3FR.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-NR7IGNOF.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-QEXQHMF5.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-EAWOBWTU.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-ZN6XG3DZ.js";
import "./chunk-ERSWBE3O.js";
import "./chunk-APRSLQJ6.js";
import "./chunk-FX7I3I2Q.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-AURWC7LP.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-QZY5HQP2.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
