import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-XYL4QDM5.js";
import "./chunk-PEZQFITH.js";
import "./chunk-M6ECPUXI.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-PTOOCTL6.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-YI4KSWSQ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-ZRSVPAVW.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
