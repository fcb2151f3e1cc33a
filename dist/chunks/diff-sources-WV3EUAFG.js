import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DRIFT_CONFIG_FILE,
  readDiffSources
} from "./chunk-VTFDB4QN.js";
import "./chunk-CSDPHAQI.js";
import "./chunk-64J67USD.js";
import "./chunk-IUNAPEHB.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-B4M4T37N.js";
import "./chunk-SWXCCR26.js";
export {
  DRIFT_CONFIG_FILE,
  readDiffSources
};
