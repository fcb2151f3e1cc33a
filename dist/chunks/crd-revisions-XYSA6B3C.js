import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
} from "./chunk-5MNMF3PA.js";
import "./chunk-5DD2LYDU.js";
import "./chunk-B6LYK2WY.js";
import "./chunk-LSFZONBL.js";
import "./chunk-MXVJZDRU.js";
import "./chunk-BLRM3XVQ.js";
import "./chunk-S5K4Y5OS.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-YHRLRCEP.js";
import "./chunk-OIANYCF3.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-BPAPIJES.js";
import "./chunk-MKSTYLW5.js";
import "./chunk-SMFQN2NQ.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-4DPVRFHP.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-XTQCHJKI.js";
import "./chunk-6TRIMONN.js";
import "./chunk-6KBPETXU.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-7BGVPHYG.js";
import "./chunk-LVCIMIVQ.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-QQDB4O7D.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-G25MAPPE.js";
import "./chunk-T4XTN73C.js";
import "./chunk-7B4GAGCD.js";
import "./chunk-SWXCCR26.js";
export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
