import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-QDD37G3F.js";
import "./chunk-XTSKO6WS.js";
import "./chunk-HE3RLXAT.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-HPQS34IA.js";
import "./chunk-LSFZONBL.js";
import "./chunk-LFXHBJDZ.js";
import "./chunk-7COTGEPN.js";
import "./chunk-V4SNUGN2.js";
import "./chunk-JDPBIODN.js";
import "./chunk-OQWSMTJ4.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-CBM4RQD5.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-2T652H3C.js";
import "./chunk-UGCSRY3K.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-TDYRX4PE.js";
import "./chunk-MW6XITKR.js";
import "./chunk-QIT537GL.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-AO5Y4EA6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-HVBBIE3O.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-ZXQFIAPZ.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-6RMXMOHX.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-P4OPM2B3.js";
import "./chunk-FERBYSDT.js";
import "./chunk-DHBER3XC.js";
import "./chunk-JD6JDJP4.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-OS2TAAHQ.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-3VS5IMNT.js";
import "./chunk-WHXQ7LYC.js";
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
