import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-A5DLWNIC.js";
import "./chunk-GCCMT2UR.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-NHAJJXXC.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-JYJJNBU5.js";
import "./chunk-HTWXD4WD.js";
import "./chunk-QH2UFVWY.js";
import "./chunk-QPGWNXHI.js";
import "./chunk-S7KFT7TH.js";
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
