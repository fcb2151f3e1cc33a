import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-EJ4Z2PKV.js";
import "./chunk-7QC5F362.js";
import "./chunk-3FE7R65W.js";
import "./chunk-DRBF7AGC.js";
import "./chunk-2ZKKR7YB.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
