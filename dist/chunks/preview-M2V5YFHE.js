import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-D4VLCGSD.js";
import "./chunk-QCKLOT7S.js";
import "./chunk-6YD3VXUZ.js";
import "./chunk-UFOKAO65.js";
import "./chunk-QAJ4IVOT.js";
import "./chunk-GPNBVWUD.js";
import "./chunk-FTP2PUI5.js";
import "./chunk-4CXISAYJ.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-RIEZVV3I.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-KCPHCOAP.js";
import "./chunk-YTEFDAGF.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-DYQMINJ6.js";
import "./chunk-O6PU3PAO.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-NZ3GKPOC.js";
import "./chunk-4NX6KKOP.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4UUQUEPC.js";
import "./chunk-2I63Z5LV.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-7B4GAGCD.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
