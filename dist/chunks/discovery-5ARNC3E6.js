import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-CFW7AYY7.js";
import "./chunk-7F6HRYAC.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-ZJLFJUCN.js";
import "./chunk-IIEWEQX5.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-CQGWTALJ.js";
import "./chunk-SRBWLVO7.js";
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
