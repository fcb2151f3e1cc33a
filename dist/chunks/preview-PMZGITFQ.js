import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-4WICXMCB.js";
import "./chunk-HWIVQC7K.js";
import "./chunk-JYWJMR4E.js";
import "./chunk-VROU6OAD.js";
import "./chunk-KWRMM6JP.js";
import "./chunk-GFYEABIN.js";
import "./chunk-GPNBVWUD.js";
import "./chunk-SVH6WGFW.js";
import "./chunk-ARM4FZSS.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-6FPV3RLL.js";
import "./chunk-JCDP35UR.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-KAW3MDXM.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-BILDQDNN.js";
import "./chunk-SKLT4RS2.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-LN2YJASI.js";
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
