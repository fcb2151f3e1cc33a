import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-H4E36CUZ.js";
import "./chunk-GNUUWHTG.js";
import "./chunk-IAV635T6.js";
import "./chunk-VROU6OAD.js";
import "./chunk-5IBJY2QT.js";
import "./chunk-NBGVC4PD.js";
import "./chunk-GPNBVWUD.js";
import "./chunk-6WZTBUUG.js";
import "./chunk-BGO2KEN2.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-EMK7XEPW.js";
import "./chunk-K6HFZEY3.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-CJXTVCEV.js";
import "./chunk-FLOZ2P5R.js";
import "./chunk-HI2O7Z3M.js";
import "./chunk-YDDT3TTE.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-2LSJTUBW.js";
import "./chunk-NCQGKGAD.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
