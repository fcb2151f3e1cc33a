import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  GATE_RULES,
  POLICY_CHANGED,
  configChangeFindings
} from "./chunk-A4RJXK4K.js";
import "./chunk-SWXCCR26.js";
export {
  GATE_RULES,
  POLICY_CHANGED,
  configChangeFindings
};
