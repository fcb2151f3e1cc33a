import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-X3CSCFVF.js";
import "./chunk-5VI44NTB.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-KQBBXLXY.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-45PZ7XUW.js";
import "./chunk-L6R2WCQ7.js";
import "./chunk-HWTKSEPF.js";
import "./chunk-XSXBAHO4.js";
import "./chunk-2ZZKWQQH.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-PNVI7PMV.js";
import "./chunk-5WTWSETK.js";
import "./chunk-OAWLX4HV.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
