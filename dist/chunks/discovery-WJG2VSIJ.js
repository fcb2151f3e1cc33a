import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-C4YU53IX.js";
import "./chunk-3QDNOS4F.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-SVUIL5CI.js";
import "./chunk-SY573DFK.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4OPOYK5H.js";
import "./chunk-AKZXIGZH.js";
import "./chunk-FJTY5IQC.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
