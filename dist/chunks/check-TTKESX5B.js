import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CRD_COMPAT_CONFIG,
  FileTexts,
  checkRepository,
  isCrd,
  parseFiles
} from "./chunk-OY74DAA6.js";
import "./chunk-B4M4T37N.js";
import "./chunk-FR36SQUS.js";
import "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-D7RBNSHI.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WBO74T5U.js";
import "./chunk-PGS3JMZH.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-4K4RUTR2.js";
import "./chunk-7KTDXYWQ.js";
import "./chunk-QZTH62F5.js";
import "./chunk-YEAXLX2M.js";
import "./chunk-VRNHN6AZ.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-C5DRE77E.js";
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
