import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-K3F2KD75.js";
import "./chunk-SDPX7LZ5.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-CWOVIZP6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-I6BBYJIN.js";
import "./chunk-ANU5IMMT.js";
import "./chunk-UMC56BQM.js";
import "./chunk-FYLLU3RX.js";
import "./chunk-NVGRLMKT.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-CMOABQGO.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
