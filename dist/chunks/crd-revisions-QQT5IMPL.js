import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-Q2WAENVU.js";
import "./chunk-TT3ZZVQL.js";
import "./chunk-OCU3APEV.js";
import "./chunk-LSFZONBL.js";
import "./chunk-XA4S5HHX.js";
import "./chunk-ROJT7K2G.js";
import "./chunk-JYPMHA6Z.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-AEREDTJK.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-T6BBKK7Z.js";
import "./chunk-TVGBPTOK.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-YYTKOTBV.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-LLGFOT25.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-O3LNS7V3.js";
import "./chunk-HFHFF7VV.js";
import "./chunk-ELMFQPJ6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-SKDJN3M4.js";
import "./chunk-QE3LS2PK.js";
import "./chunk-WRMWYZF2.js";
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
