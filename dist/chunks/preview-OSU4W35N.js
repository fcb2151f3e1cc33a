import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-EARKHMEI.js";
import "./chunk-NBWK4AGG.js";
import "./chunk-BXYHBEEQ.js";
import "./chunk-N2TYKOKY.js";
import "./chunk-TCU2KBAT.js";
import "./chunk-CYVQNJSM.js";
import "./chunk-HXTHKUYO.js";
import "./chunk-44STNESC.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-BMZJMHL3.js";
import "./chunk-KBSBJKUB.js";
import "./chunk-5CGHA2K2.js";
import "./chunk-JS75ST4W.js";
import "./chunk-CEV27KX4.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-WUKDASV4.js";
import "./chunk-PDYRH7QB.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-R2W3GRSV.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
