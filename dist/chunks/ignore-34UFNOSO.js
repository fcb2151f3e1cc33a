import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
} from "./chunk-EI3YPRMY.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  IGNORE_ANNOTATION,
  adoptIgnored,
  compileIgnoreRules,
  ignoredPointers
};
