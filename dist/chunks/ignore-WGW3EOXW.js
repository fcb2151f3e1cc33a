import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
} from "./chunk-JR2PCTV5.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-5WTWSETK.js";
import "./chunk-OAWLX4HV.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
};
