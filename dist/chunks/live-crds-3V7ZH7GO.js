import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-RTYWH2XN.js";
import "./chunk-VKXRSKJX.js";
import "./chunk-M6ECPUXI.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-E7YRHTUQ.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-RONIGHUJ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-JCCCJEHV.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
