import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-WLLUMDNH.js";
import "./chunk-DKN62CJV.js";
import "./chunk-BISRMTRM.js";
import "./chunk-N6GVCIVN.js";
import "./chunk-UOAUHFVP.js";
import "./chunk-CYVQNJSM.js";
import "./chunk-NN2FIFJ2.js";
import "./chunk-XMZAV3UO.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-K45FPAFX.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-EG3OP2YO.js";
import "./chunk-WING5MGS.js";
import "./chunk-QDBMNEU3.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-RBLD2AES.js";
import "./chunk-WWRSEBUV.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-2BW7KFQ2.js";
import "./chunk-V2CYUEEH.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
