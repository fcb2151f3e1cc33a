import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
} from "./chunk-D2WUBF6K.js";
import "./chunk-S453QDSH.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
};
