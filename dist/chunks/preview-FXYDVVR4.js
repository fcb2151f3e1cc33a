import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-IVVGQYM3.js";
import "./chunk-B7ZKFUIZ.js";
import "./chunk-JYWJMR4E.js";
import "./chunk-VROU6OAD.js";
import "./chunk-KWRMM6JP.js";
import "./chunk-C4YU53IX.js";
import "./chunk-GPNBVWUD.js";
import "./chunk-KMAXTAUL.js";
import "./chunk-ARM4FZSS.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-6FPV3RLL.js";
import "./chunk-3QDNOS4F.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-5ZOXDKQK.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-SVUIL5CI.js";
import "./chunk-SY573DFK.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4OPOYK5H.js";
import "./chunk-AKZXIGZH.js";
import "./chunk-FJTY5IQC.js";
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
