import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
} from "./chunk-7PB23XHT.js";
import "./chunk-S453QDSH.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
};
