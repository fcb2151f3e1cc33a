import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-ZMLMXMIZ.js";
import "./chunk-RDUX4ZH7.js";
import "./chunk-U3VPN43E.js";
import "./chunk-LSFZONBL.js";
import "./chunk-MXVJZDRU.js";
import "./chunk-FTP2PUI5.js";
import "./chunk-4CXISAYJ.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-YHRLRCEP.js";
import "./chunk-OIANYCF3.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-D3KMM4DV.js";
import "./chunk-RIEZVV3I.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-KCPHCOAP.js";
import "./chunk-YTEFDAGF.js";
import "./chunk-DU45IZHX.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-NZ3GKPOC.js";
import "./chunk-4NX6KKOP.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4UUQUEPC.js";
import "./chunk-2I63Z5LV.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-7B4GAGCD.js";
import "./chunk-SWXCCR26.js";
export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
