import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-FHEIJXYR.js";
import "./chunk-4X3TL5KL.js";
import "./chunk-WM4RXJGS.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-5ABJ4XIF.js";
import "./chunk-LSFZONBL.js";
import "./chunk-TXF2C6EQ.js";
import "./chunk-QO4EUEV6.js";
import "./chunk-ICRAEXZ6.js";
import "./chunk-HTKQLI5K.js";
import "./chunk-47IJ3N67.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-5RLGIKBM.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-DYGHFPLU.js";
import "./chunk-7TBP3IOY.js";
import "./chunk-CUJH3Z3S.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-K3CLK35A.js";
import "./chunk-NL4GN2N4.js";
import "./chunk-S3H7ZWYU.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-BNOB7NRQ.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-RRJU5JN4.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-AJ26KXC7.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-K75PZHKJ.js";
import "./chunk-LZQOUIZG.js";
import "./chunk-XULFWGCL.js";
import "./chunk-CNMWEPXM.js";
import "./chunk-CDEP7PSK.js";
import "./chunk-J5GWXY4M.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-2PUUKMIX.js";
import "./chunk-MLFFXPCJ.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-RGWWAMHG.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-COS76UAK.js";
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
