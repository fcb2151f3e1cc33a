import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-S5UXVMEN.js";
import "./chunk-HTMNKSNW.js";
import "./chunk-YHRLRCEP.js";
import "./chunk-32QEBPUU.js";
import "./chunk-LSFZONBL.js";
import "./chunk-R4OWFMU5.js";
import "./chunk-U3QCLAH6.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-IBEJATRY.js";
import "./chunk-K45FPAFX.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-3HGLUJAG.js";
import "./chunk-VPXNX36A.js";
import "./chunk-AGHCAXZ5.js";
import "./chunk-CDGAWUW7.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-DRBF7AGC.js";
import "./chunk-2ZKKR7YB.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-V2CYUEEH.js";
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
