import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
} from "./chunk-JIPIMXMZ.js";
import "./chunk-S453QDSH.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-G25MAPPE.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
};
