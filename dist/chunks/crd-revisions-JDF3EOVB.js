import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-2NPIKNML.js";
import "./chunk-KZWPLQQ3.js";
import "./chunk-RTYWH2XN.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-HPMCJ26X.js";
import "./chunk-LSFZONBL.js";
import "./chunk-LFXHBJDZ.js";
import "./chunk-7COTGEPN.js";
import "./chunk-MCPWOZAR.js";
import "./chunk-NW7JFT7R.js";
import "./chunk-P2PLJHQH.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-CCZIUCY4.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-XQLQJ4EH.js";
import "./chunk-YSQFL5AL.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-VKXRSKJX.js";
import "./chunk-PANICXUL.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-5Z3NTUEF.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-M6ECPUXI.js";
import "./chunk-BAJ3EWXF.js";
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
