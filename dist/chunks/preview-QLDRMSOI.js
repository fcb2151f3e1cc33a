import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-QTGJDE5V.js";
import "./chunk-QZJ4ILDJ.js";
import "./chunk-BISRMTRM.js";
import "./chunk-N6GVCIVN.js";
import "./chunk-UOAUHFVP.js";
import "./chunk-CYVQNJSM.js";
import "./chunk-ZZNFHS4F.js";
import "./chunk-G7CJOUCA.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-K45FPAFX.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-B4WAQ7E5.js";
import "./chunk-WING5MGS.js";
import "./chunk-H5G4C47Z.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-K2FZ62DA.js";
import "./chunk-R3WXNIQF.js";
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
