import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-DYQMINJ6.js";
import "./chunk-O6PU3PAO.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-NZ3GKPOC.js";
import "./chunk-4NX6KKOP.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4UUQUEPC.js";
import "./chunk-2I63Z5LV.js";
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
