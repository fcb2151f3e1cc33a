import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-7OOW5KZZ.js";
import "./chunk-SRE2YA7K.js";
import "./chunk-N2TYKOKY.js";
import "./chunk-GPONTDMT.js";
import "./chunk-KBVRWEOV.js";
import "./chunk-VK65MNE7.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-R2W3GRSV.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
};
