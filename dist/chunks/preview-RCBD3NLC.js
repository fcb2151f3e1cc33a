import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-VWTX7SSS.js";
import "./chunk-6TR3UYA5.js";
import "./chunk-D2WUBF6K.js";
import "./chunk-2BMKQZU7.js";
import "./chunk-U2BKN3ZQ.js";
import "./chunk-XVUCI5Q5.js";
import "./chunk-5PNUNCN3.js";
import "./chunk-RC5MH4NZ.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-Y7NHDXRN.js";
import "./chunk-27R4VYBZ.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-3YQAUPJY.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-YOBYS7NS.js";
import "./chunk-KKAIYSEI.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-T7I6TXHB.js";
import "./chunk-KGXZ4PU5.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-37WDFGFA.js";
import "./chunk-SRUZG4A5.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
