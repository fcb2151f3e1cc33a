import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-MVXUOVLC.js";
import "./chunk-4S6MI7KV.js";
import "./chunk-KEXDCIYR.js";
import "./chunk-3LRUAET2.js";
import "./chunk-G3B4HNEG.js";
import "./chunk-OGI4WRZP.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-6HUU7MAU.js";
import "./chunk-OIFHB6KX.js";
import "./chunk-RET5VQAC.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-47SDEHZ4.js";
import "./chunk-TG7WORJB.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-2R7YCZDV.js";
import "./chunk-3YRARBS6.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-CSKP7UMT.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-OVXELFMQ.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-2FGW4IV4.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-2QQSRAVZ.js";
import "./chunk-JXAM237Y.js";
import "./chunk-66XKGZHH.js";
import "./chunk-CWOK5SMP.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-5UJSTDBH.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-BZP4UI5A.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
