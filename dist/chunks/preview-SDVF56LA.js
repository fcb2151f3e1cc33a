import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-JKZ7FZFU.js";
import "./chunk-UECVG5ME.js";
import "./chunk-2BW7KFQ2.js";
import "./chunk-2TBE2TKF.js";
import "./chunk-TCU2KBAT.js";
import "./chunk-CYVQNJSM.js";
import "./chunk-AILEMYXP.js";
import "./chunk-OADKY7OC.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-IYBX43K6.js";
import "./chunk-KBSBJKUB.js";
import "./chunk-55EUDTSS.js";
import "./chunk-F6CQHY5D.js";
import "./chunk-5TXDBLB7.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-N6GVCIVN.js";
import "./chunk-L52MAHPM.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-V2CYUEEH.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
