import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-LTTVCVFV.js";
import "./chunk-B3OQQTAV.js";
import "./chunk-YHRLRCEP.js";
import "./chunk-NN2FIFJ2.js";
import "./chunk-LSFZONBL.js";
import "./chunk-OIZSGDEK.js";
import "./chunk-XMZAV3UO.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-DVOO3GQY.js";
import "./chunk-K45FPAFX.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-EG3OP2YO.js";
import "./chunk-WING5MGS.js";
import "./chunk-NZ6MJ5FL.js";
import "./chunk-QDBMNEU3.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-RBLD2AES.js";
import "./chunk-WWRSEBUV.js";
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
