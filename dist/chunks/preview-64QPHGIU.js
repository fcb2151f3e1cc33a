import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-QQYCR3LG.js";
import "./chunk-TRDTPFSC.js";
import "./chunk-6YD3VXUZ.js";
import "./chunk-UFOKAO65.js";
import "./chunk-IGHCGGPM.js";
import "./chunk-GPNBVWUD.js";
import "./chunk-LN4FXK6W.js";
import "./chunk-6YEADQBE.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-LO6YRYX6.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-EZ6WGM5R.js";
import "./chunk-YTEFDAGF.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-EX6C3MMS.js";
import "./chunk-EDA2ONKK.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-4NWCM5JV.js";
import "./chunk-HSRK3F2O.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-S445CFN4.js";
import "./chunk-5Y4YLBFS.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-7B4GAGCD.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
