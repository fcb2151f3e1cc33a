import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-XHPCTHDR.js";
import "./chunk-5S67V2SE.js";
import "./chunk-NO7WEUGP.js";
import "./chunk-2IALR2DG.js";
import "./chunk-6LHP5ALO.js";
import "./chunk-ZMF22T4O.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-Y6VRWHF5.js";
import "./chunk-7Q43JH4I.js";
import "./chunk-RET5VQAC.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-E7HY45RL.js";
import "./chunk-GMETDS6R.js";
import "./chunk-7KVUWLWS.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-2IGB6SYJ.js";
import "./chunk-B4M4T37N.js";
import "./chunk-RY6ML4F2.js";
import "./chunk-QIT537GL.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-3DATJ5E2.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WBO74T5U.js";
import "./chunk-UGN7TVSV.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-4QFDJA67.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-AJN5OK4F.js";
import "./chunk-24USSNS2.js";
import "./chunk-W5IMS3NT.js";
import "./chunk-UQZJXHLO.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-GD56K5DA.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-KCOLFAO7.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
