import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-V3OADANZ.js";
import "./chunk-2GSUUR73.js";
import "./chunk-B6LYK2WY.js";
import "./chunk-LSFZONBL.js";
import "./chunk-MXVJZDRU.js";
import "./chunk-3EXLR7NG.js";
import "./chunk-7VPBXPCH.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-YHRLRCEP.js";
import "./chunk-OIANYCF3.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-2PVS7RKE.js";
import "./chunk-Y7NHDXRN.js";
import "./chunk-27R4VYBZ.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-XQCYYVGH.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-JXEIHKYT.js";
import "./chunk-IYGSWYGJ.js";
import "./chunk-DN5DSHTS.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WONWBCIH.js";
import "./chunk-EM6DSPPL.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SRUZG4A5.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
