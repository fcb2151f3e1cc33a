import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-4QZH7JZH.js";
import "./chunk-ZPZ4UHOV.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-D7RBNSHI.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4K4RUTR2.js";
import "./chunk-7KTDXYWQ.js";
import "./chunk-QZTH62F5.js";
import "./chunk-YEAXLX2M.js";
import "./chunk-VRNHN6AZ.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-C5DRE77E.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
