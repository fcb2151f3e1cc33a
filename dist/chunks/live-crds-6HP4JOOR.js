import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-D3KMM4DV.js";
import "./chunk-KCPHCOAP.js";
import "./chunk-YTEFDAGF.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-4UUQUEPC.js";
import "./chunk-2I63Z5LV.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
