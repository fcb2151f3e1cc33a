import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-NJNPRN4C.js";
import "./chunk-QH6IEECW.js";
import "./chunk-JW2FHF7D.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-HVJT2WNL.js";
import "./chunk-5R4FQFRB.js";
import "./chunk-OCU3APEV.js";
import "./chunk-LSFZONBL.js";
import "./chunk-XA4S5HHX.js";
import "./chunk-SJ44OQ66.js";
import "./chunk-A7L7NE6E.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-AEREDTJK.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-BWSBIMQF.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-EULNHBU4.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-MZLE45J5.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-S5TST2NZ.js";
import "./chunk-ZJLFJUCN.js";
import "./chunk-IIEWEQX5.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-CQGWTALJ.js";
import "./chunk-SRBWLVO7.js";
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
