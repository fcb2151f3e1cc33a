import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-QBXWJVW4.js";
import "./chunk-IYBX43K6.js";
import "./chunk-KBSBJKUB.js";
import "./chunk-F6CQHY5D.js";
import "./chunk-5TXDBLB7.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
