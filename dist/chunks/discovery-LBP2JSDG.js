import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-3ETCUDLK.js";
import "./chunk-DYRDFV4O.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-YUZTJF7S.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-3SYVFW7D.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-Z2FZYWHW.js";
import "./chunk-JWFECYDM.js";
import "./chunk-XQ3AWNOS.js";
import "./chunk-QF7I6CQI.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-VNWRKVWQ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-EOXATIWF.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
