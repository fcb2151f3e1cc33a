import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-5YL5IREV.js";
import "./chunk-ROV7OVGH.js";
import "./chunk-3AWI2ILP.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-NOEPQK6A.js";
import "./chunk-BKGHGMKV.js";
import "./chunk-LNDVUVRY.js";
import "./chunk-V4TGP46N.js";
import "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-JJFNLGYD.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-HGWXCG6I.js";
import "./chunk-WIHMZA7R.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-7HXXWLF3.js";
import "./chunk-FQ4NOYGT.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-F4UTWZI6.js";
import "./chunk-6HZSUFL7.js";
import "./chunk-TL4FJKCH.js";
import "./chunk-QRSVU7E7.js";
import "./chunk-7CTFDBBF.js";
import "./chunk-5WTWSETK.js";
import "./chunk-OAWLX4HV.js";
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
