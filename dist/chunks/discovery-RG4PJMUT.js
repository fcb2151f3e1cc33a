import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError
} from "./chunk-37WDFGFA.js";
import "./chunk-SRUZG4A5.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError
};
