import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-252VCIAD.js";
import "./chunk-BZ2TFD2P.js";
import "./chunk-BISRMTRM.js";
import "./chunk-N6GVCIVN.js";
import "./chunk-UOAUHFVP.js";
import "./chunk-CYVQNJSM.js";
import "./chunk-IS336X66.js";
import "./chunk-LUY3RZ6V.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-K45FPAFX.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-7QC5F362.js";
import "./chunk-3FE7R65W.js";
import "./chunk-CDGAWUW7.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-DRBF7AGC.js";
import "./chunk-2ZKKR7YB.js";
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
