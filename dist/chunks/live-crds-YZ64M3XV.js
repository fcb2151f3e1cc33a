import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-2PVS7RKE.js";
import "./chunk-XQCYYVGH.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-WONWBCIH.js";
import "./chunk-EM6DSPPL.js";
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
