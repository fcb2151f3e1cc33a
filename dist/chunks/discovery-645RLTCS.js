import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-IK5LEDLQ.js";
import "./chunk-CEGUS2TJ.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-C37CQCB5.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-KK5I3YQ7.js";
import "./chunk-GTBSUMW3.js";
import "./chunk-5WZY4B4X.js";
import "./chunk-PIPNBQHJ.js";
import "./chunk-ZZACGBNE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-ESZH5JZX.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
