import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-FNFAJ2HB.js";
import "./chunk-MJ3O6NYP.js";
import "./chunk-KBSBJKUB.js";
import "./chunk-V7UYOS3D.js";
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
