import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-5GIU2RR7.js";
import "./chunk-FD4H2SPO.js";
import "./chunk-RG5ATUMV.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-NZY5VZP3.js";
import "./chunk-3VPRL5AD.js";
import "./chunk-B4M4T37N.js";
import "./chunk-OX3V3JIX.js";
import "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-PQBO2OI2.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WBO74T5U.js";
import "./chunk-JHOMWIDE.js";
import "./chunk-EHBLQMBV.js";
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
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
