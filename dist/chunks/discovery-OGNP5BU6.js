import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-P2ZUYR2B.js";
import "./chunk-O6C7JDUQ.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-LI4M5WGN.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-5Y7XSKBL.js";
import "./chunk-CSAVXX6H.js";
import "./chunk-Z3AAKCD3.js";
import "./chunk-BFB5CIXH.js";
import "./chunk-QQ4X4MHA.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-V265TILE.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
