import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-TVGBPTOK.js";
import "./chunk-YYTKOTBV.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-SKDJN3M4.js";
import "./chunk-QE3LS2PK.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
