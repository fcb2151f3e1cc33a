import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  Operator,
  childChangeMatters,
  tenantChangeMatters
} from "./chunk-SW4QA2JZ.js";
import "./chunk-OYS73DFM.js";
import "./chunk-JJ2XDKFT.js";
import "./chunk-OIZA2KQ5.js";
import "./chunk-U2TEGDGX.js";
import "./chunk-SWXCCR26.js";
export {
  CONTROLLER_NAME,
  Operator,
  childChangeMatters,
  tenantChangeMatters
};
