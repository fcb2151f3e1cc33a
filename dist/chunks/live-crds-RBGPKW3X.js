import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-JW2FHF7D.js";
import "./chunk-EULNHBU4.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-CQGWTALJ.js";
import "./chunk-SRBWLVO7.js";
import "./chunk-FJTY5IQC.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
