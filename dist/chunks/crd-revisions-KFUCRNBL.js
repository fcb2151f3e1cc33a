import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-FVDJKTSP.js";
import "./chunk-OM4MCYBD.js";
import "./chunk-3WH6WUVQ.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-FTOXVIBP.js";
import "./chunk-PGHWVFDR.js";
import "./chunk-XJUN73AI.js";
import "./chunk-LSFZONBL.js";
import "./chunk-TXF2C6EQ.js";
import "./chunk-6WZTBUUG.js";
import "./chunk-BGO2KEN2.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-QO4EUEV6.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-EMK7XEPW.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-CJXTVCEV.js";
import "./chunk-FLOZ2P5R.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-RH23RMUO.js";
import "./chunk-HI2O7Z3M.js";
import "./chunk-YDDT3TTE.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-2LSJTUBW.js";
import "./chunk-NCQGKGAD.js";
import "./chunk-DZS7WQG6.js";
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
