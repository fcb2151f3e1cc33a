import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DRIFT_CONFIG_FILE,
  readDiffSources
} from "./chunk-QWOQQ5QV.js";
import "./chunk-BBHGEOU6.js";
import "./chunk-Q55UEQ42.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-OZK4T3MF.js";
import "./chunk-SWXCCR26.js";
export {
  DRIFT_CONFIG_FILE,
  readDiffSources
};
