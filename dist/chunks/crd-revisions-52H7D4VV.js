import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-6WL7BDBK.js";
import "./chunk-ESXUYV4Z.js";
import "./chunk-6DNDR7TI.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-KXM2APOO.js";
import "./chunk-LSFZONBL.js";
import "./chunk-CSDPHAQI.js";
import "./chunk-64J67USD.js";
import "./chunk-MXE4BIAM.js";
import "./chunk-ZOVCY564.js";
import "./chunk-6BWAKWOG.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-IUNAPEHB.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-MMXFP5VJ.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-CLQXV4ER.js";
import "./chunk-FHQF5O2M.js";
import "./chunk-7KVUWLWS.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-GDE5VDXL.js";
import "./chunk-B4M4T37N.js";
import "./chunk-26SC35N5.js";
import "./chunk-QIT537GL.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-ST7MM6AH.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WBO74T5U.js";
import "./chunk-3O2YG7YO.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-KBH4CR7T.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-MRIEY5D4.js";
import "./chunk-AGZPKFWY.js";
import "./chunk-DGOX45GZ.js";
import "./chunk-CS4G45DB.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-JJB4YJM7.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-S2VHB6H6.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
