import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-ZZPWGHZG.js";
import "./chunk-DHHKS6HZ.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-HFHFF7VV.js";
import "./chunk-ELMFQPJ6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-SKDJN3M4.js";
import "./chunk-QE3LS2PK.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
