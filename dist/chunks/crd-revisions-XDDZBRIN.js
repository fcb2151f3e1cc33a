import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-PPB3WCA7.js";
import "./chunk-WOVPYA7I.js";
import "./chunk-UA32DWVA.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-2WGXP6S6.js";
import "./chunk-LSFZONBL.js";
import "./chunk-CSDPHAQI.js";
import "./chunk-64J67USD.js";
import "./chunk-QCKADDGD.js";
import "./chunk-7VVN5BSA.js";
import "./chunk-HNOZCPEI.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-2DROFJDB.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-IKUKDALX.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-A6AVSOA6.js";
import "./chunk-4GWOEO4B.js";
import "./chunk-7KVUWLWS.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-CCBABDMT.js";
import "./chunk-B4M4T37N.js";
import "./chunk-RY6ML4F2.js";
import "./chunk-QIT537GL.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-3DATJ5E2.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-F26VGDXI.js";
import "./chunk-UGN7TVSV.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-4QFDJA67.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-AJN5OK4F.js";
import "./chunk-24USSNS2.js";
import "./chunk-W5IMS3NT.js";
import "./chunk-UQZJXHLO.js";
import "./chunk-T3ELNDAW.js";
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
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
