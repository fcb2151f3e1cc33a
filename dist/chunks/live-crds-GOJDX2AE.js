import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-NPXTVA3P.js";
import "./chunk-BMZJMHL3.js";
import "./chunk-KBSBJKUB.js";
import "./chunk-JS75ST4W.js";
import "./chunk-CEV27KX4.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
