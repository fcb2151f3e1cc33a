import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-BPAPIJES.js";
import "./chunk-4DPVRFHP.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-7BGVPHYG.js";
import "./chunk-LVCIMIVQ.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-QQDB4O7D.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-G25MAPPE.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
