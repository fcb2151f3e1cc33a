import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CRD_COMPAT_CONFIG,
  FileTexts,
  checkRepository,
  isCrd,
  parseFiles
} from "./chunk-JANVIBDW.js";
import "./chunk-B4M4T37N.js";
import "./chunk-4M2DSH3O.js";
import "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-C37CQCB5.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WBO74T5U.js";
import "./chunk-7UQFI6QR.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-KK5I3YQ7.js";
import "./chunk-GTBSUMW3.js";
import "./chunk-5WZY4B4X.js";
import "./chunk-PIPNBQHJ.js";
import "./chunk-ZZACGBNE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-ESZH5JZX.js";
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
