import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-B252GS3D.js";
import "./chunk-PSDFEKQN.js";
import "./chunk-YHRLRCEP.js";
import "./chunk-ZZNFHS4F.js";
import "./chunk-LSFZONBL.js";
import "./chunk-OIZSGDEK.js";
import "./chunk-G7CJOUCA.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-DIKSSUJ4.js";
import "./chunk-K45FPAFX.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-B4WAQ7E5.js";
import "./chunk-WING5MGS.js";
import "./chunk-NEKZPPQO.js";
import "./chunk-H5G4C47Z.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-K2FZ62DA.js";
import "./chunk-R3WXNIQF.js";
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
