import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DRIFT_CONFIG_FILE,
  readDiffSources
} from "./chunk-QFDW5D4Q.js";
import "./chunk-TXF2C6EQ.js";
import "./chunk-QO4EUEV6.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-SWXCCR26.js";
export {
  DRIFT_CONFIG_FILE,
  readDiffSources
};
