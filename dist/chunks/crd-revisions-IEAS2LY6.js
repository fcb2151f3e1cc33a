import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-CYH5WXHP.js";
import "./chunk-YIE7X2MO.js";
import "./chunk-BGA4JXLW.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-5TIWQXID.js";
import "./chunk-LSFZONBL.js";
import "./chunk-LFXHBJDZ.js";
import "./chunk-7COTGEPN.js";
import "./chunk-622UWNAQ.js";
import "./chunk-6AIIDL7G.js";
import "./chunk-H4ACE6XW.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-CCZIUCY4.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-FA5XJRUN.js";
import "./chunk-VTMRBNIF.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-NAKRO5XJ.js";
import "./chunk-PANICXUL.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-5Z3NTUEF.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-E7YRHTUQ.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-XKFCDLSS.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-T32TOPP6.js";
import "./chunk-NVPQNO4J.js";
import "./chunk-E5LWRW6Y.js";
import "./chunk-PXOR2YQU.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-RONIGHUJ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-JCCCJEHV.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
