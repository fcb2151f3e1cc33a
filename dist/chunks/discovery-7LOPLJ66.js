import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError
} from "./chunk-EHFSURGF.js";
import "./chunk-G25MAPPE.js";
import "./chunk-T4XTN73C.js";
import "./chunk-7B4GAGCD.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError
};
