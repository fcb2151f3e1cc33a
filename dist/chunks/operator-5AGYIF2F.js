import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  Operator,
  childChangeMatters,
  tenantChangeMatters
} from "./chunk-HXBFRTF2.js";
import "./chunk-GV5OKGQB.js";
import "./chunk-GVLAYGC2.js";
import "./chunk-OIZA2KQ5.js";
import "./chunk-TNFLC7JE.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  Operator,
  childChangeMatters,
  tenantChangeMatters
};
