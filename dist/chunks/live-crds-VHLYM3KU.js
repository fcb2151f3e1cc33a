import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-QCEF2LD3.js";
import "./chunk-2IGB6SYJ.js";
import "./chunk-WBO74T5U.js";
import "./chunk-UGN7TVSV.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-GD56K5DA.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-KCOLFAO7.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
