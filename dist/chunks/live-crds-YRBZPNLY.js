import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-I5E2BLF5.js";
import "./chunk-EZ6WGM5R.js";
import "./chunk-YTEFDAGF.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-S445CFN4.js";
import "./chunk-5Y4YLBFS.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
