import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-HDVC2HQ7.js";
import "./chunk-LYZYWO7Z.js";
import "./chunk-YJNFDUOC.js";
import "./chunk-2BMKQZU7.js";
import "./chunk-U2BKN3ZQ.js";
import "./chunk-XVUCI5Q5.js";
import "./chunk-3EXLR7NG.js";
import "./chunk-7VPBXPCH.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-Y7NHDXRN.js";
import "./chunk-27R4VYBZ.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-XQCYYVGH.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-IYGSWYGJ.js";
import "./chunk-DN5DSHTS.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WONWBCIH.js";
import "./chunk-EM6DSPPL.js";
import "./chunk-CVRZ3L3E.js";
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
