import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-MEARLPOW.js";
import "./chunk-3YQAUPJY.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-T7I6TXHB.js";
import "./chunk-KGXZ4PU5.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
