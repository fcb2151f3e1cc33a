import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DRIFT_CONFIG_FILE,
  readDiffSources
} from "./chunk-QIO3V4IY.js";
import "./chunk-LFXHBJDZ.js";
import "./chunk-7COTGEPN.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-SWXCCR26.js";
export {
  DRIFT_CONFIG_FILE,
  readDiffSources
};
