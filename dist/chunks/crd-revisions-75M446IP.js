import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-T3U2PL5L.js";
import "./chunk-DCWUS5AF.js";
import "./chunk-SEOEXQXS.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-54VAFIRB.js";
import "./chunk-PXRO72FK.js";
import "./chunk-OCU3APEV.js";
import "./chunk-LSFZONBL.js";
import "./chunk-XA4S5HHX.js";
import "./chunk-KMAXTAUL.js";
import "./chunk-ARM4FZSS.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-AEREDTJK.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-6FPV3RLL.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-5ZOXDKQK.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-WTUGS33A.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-W4L6RTGD.js";
import "./chunk-SVUIL5CI.js";
import "./chunk-SY573DFK.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4OPOYK5H.js";
import "./chunk-AKZXIGZH.js";
import "./chunk-FJTY5IQC.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-SWXCCR26.js";
export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
