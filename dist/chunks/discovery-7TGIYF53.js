import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-5I4SMDO2.js";
import "./chunk-FHWO2ITD.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-GNINS2NP.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-2IMDNNON.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-FPEPNNJ5.js";
import "./chunk-CNMWEPXM.js";
import "./chunk-4FTDTKHE.js";
import "./chunk-Q4TOUDKZ.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-NIRHTXWZ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-6RFHXABC.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
