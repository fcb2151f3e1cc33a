import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-QMGL3VYM.js";
import "./chunk-JHOJ6XVH.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-JJFNLGYD.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-7HXXWLF3.js";
import "./chunk-FQ4NOYGT.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-F4UTWZI6.js";
import "./chunk-6HZSUFL7.js";
import "./chunk-TL4FJKCH.js";
import "./chunk-QRSVU7E7.js";
import "./chunk-7CTFDBBF.js";
import "./chunk-5WTWSETK.js";
import "./chunk-OAWLX4HV.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
