import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CRD_COMPAT_CONFIG,
  FileTexts,
  checkRepository,
  isCrd,
  parseFiles
} from "./chunk-EH5O6GO4.js";
import "./chunk-B4M4T37N.js";
import "./chunk-WV2C7FSO.js";
import "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-LI4M5WGN.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-HGWXCG6I.js";
import "./chunk-Z6Z4R4TR.js";
import "./chunk-EHBLQMBV.js";
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
  CRD_COMPAT_CONFIG,
  FileTexts,
  checkRepository,
  isCrd,
  parseFiles
};
