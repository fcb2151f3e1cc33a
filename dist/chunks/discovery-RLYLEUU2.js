import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-IX2FSCMV.js";
import "./chunk-GBGNDY3L.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-NR7IGNOF.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-EAWOBWTU.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-ZN6XG3DZ.js";
import "./chunk-ERSWBE3O.js";
import "./chunk-APRSLQJ6.js";
import "./chunk-FX7I3I2Q.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-AURWC7LP.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-QZY5HQP2.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
