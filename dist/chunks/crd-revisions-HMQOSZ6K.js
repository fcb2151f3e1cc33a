import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-SDAANTRS.js";
import "./chunk-63B4LJ6C.js";
import "./chunk-B6LYK2WY.js";
import "./chunk-LSFZONBL.js";
import "./chunk-MXVJZDRU.js";
import "./chunk-5PNUNCN3.js";
import "./chunk-RC5MH4NZ.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-YHRLRCEP.js";
import "./chunk-OIANYCF3.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-MEARLPOW.js";
import "./chunk-Y7NHDXRN.js";
import "./chunk-27R4VYBZ.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-3YQAUPJY.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-WYOEWIZS.js";
import "./chunk-YOBYS7NS.js";
import "./chunk-KKAIYSEI.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-T7I6TXHB.js";
import "./chunk-KGXZ4PU5.js";
import "./chunk-WRMWYZF2.js";
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
