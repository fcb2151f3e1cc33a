import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-MZORENGM.js";
import "./chunk-YROVSGBZ.js";
import "./chunk-ELNMAZGD.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-FJDSSZCS.js";
import "./chunk-NYCG6KWW.js";
import "./chunk-INBWLDQU.js";
import "./chunk-6HCCIKWS.js";
import "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-H4W2HIYR.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-HGWXCG6I.js";
import "./chunk-FJLC3I2Z.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-7GBYCAI6.js";
import "./chunk-MK7WS3ME.js";
import "./chunk-UZDWQ4T3.js";
import "./chunk-AG2ZF26T.js";
import "./chunk-M6IWXLTK.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-RAW2BL4T.js";
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
