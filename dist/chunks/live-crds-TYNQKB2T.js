import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-3WH6WUVQ.js";
import "./chunk-CJXTVCEV.js";
import "./chunk-FLOZ2P5R.js";
import "./chunk-2LSJTUBW.js";
import "./chunk-NCQGKGAD.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
