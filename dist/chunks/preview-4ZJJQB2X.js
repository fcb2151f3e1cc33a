import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-FS5YDEBG.js";
import "./chunk-OJTAAAOL.js";
import "./chunk-JIPIMXMZ.js";
import "./chunk-PAWO3BD5.js";
import "./chunk-W3HBKM2T.js";
import "./chunk-ZMOZKAQK.js";
import "./chunk-BLRM3XVQ.js";
import "./chunk-S5K4Y5OS.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-MKSTYLW5.js";
import "./chunk-SMFQN2NQ.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-4DPVRFHP.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-6TRIMONN.js";
import "./chunk-6KBPETXU.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-7BGVPHYG.js";
import "./chunk-LVCIMIVQ.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-QQDB4O7D.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-EHFSURGF.js";
import "./chunk-G25MAPPE.js";
import "./chunk-T4XTN73C.js";
import "./chunk-7B4GAGCD.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
