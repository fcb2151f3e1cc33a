import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-EX6C3MMS.js";
import "./chunk-EDA2ONKK.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-4NWCM5JV.js";
import "./chunk-HSRK3F2O.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-S445CFN4.js";
import "./chunk-5Y4YLBFS.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-7B4GAGCD.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
