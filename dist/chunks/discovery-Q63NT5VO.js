import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-HTXGCQVM.js";
import "./chunk-XDM4NQ5U.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-PQBO2OI2.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-VPDEWA7Y.js";
import "./chunk-HTWXD4WD.js";
import "./chunk-QH2UFVWY.js";
import "./chunk-QPGWNXHI.js";
import "./chunk-PPW2JDKY.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-COVM4B5F.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
