import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-FLAZWEOV.js";
import "./chunk-ROV7OVGH.js";
import "./chunk-3AWI2ILP.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-D6F3XIVP.js";
import "./chunk-NAFIINOD.js";
import "./chunk-LNDVUVRY.js";
import "./chunk-7EOUZQFY.js";
import "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-KQBBXLXY.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-HGWXCG6I.js";
import "./chunk-KQ77KTNP.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-45PZ7XUW.js";
import "./chunk-L6R2WCQ7.js";
import "./chunk-HWTKSEPF.js";
import "./chunk-XSXBAHO4.js";
import "./chunk-2ZZKWQQH.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-PNVI7PMV.js";
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
