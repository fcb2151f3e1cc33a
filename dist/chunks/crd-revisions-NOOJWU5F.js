import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-24DUWFLL.js";
import "./chunk-LSFZONBL.js";
import "./chunk-NPXTVA3P.js";
import "./chunk-QHDPR5EG.js";
import "./chunk-YHRLRCEP.js";
import "./chunk-HXTHKUYO.js";
import "./chunk-OIZSGDEK.js";
import "./chunk-44STNESC.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-BMZJMHL3.js";
import "./chunk-KBSBJKUB.js";
import "./chunk-6MGWDCGG.js";
import "./chunk-5CGHA2K2.js";
import "./chunk-JS75ST4W.js";
import "./chunk-CEV27KX4.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-PDYRH7QB.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-R2W3GRSV.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
