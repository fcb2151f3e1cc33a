import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-K5NMDLQE.js";
import "./chunk-3HKPU3CA.js";
import "./chunk-6YD3VXUZ.js";
import "./chunk-VROU6OAD.js";
import "./chunk-FOS4IZVP.js";
import "./chunk-ZZPWGHZG.js";
import "./chunk-GPNBVWUD.js";
import "./chunk-ROJT7K2G.js";
import "./chunk-JYPMHA6Z.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-T6BBKK7Z.js";
import "./chunk-DHHKS6HZ.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-YYTKOTBV.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-HFHFF7VV.js";
import "./chunk-ELMFQPJ6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-SKDJN3M4.js";
import "./chunk-QE3LS2PK.js";
import "./chunk-WRMWYZF2.js";
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
