import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-WXQRGP7N.js";
import "./chunk-LSBYKUA5.js";
import "./chunk-4NMFQKCR.js";
import "./chunk-ISBPFA43.js";
import "./chunk-VK65MNE7.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-OIZ2IMC3.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
};
