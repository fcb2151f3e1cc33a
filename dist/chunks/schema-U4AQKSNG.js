import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SCHEMA_RULES
} from "./chunk-EHBLQMBV.js";
import {
  ValidatorCache,
  compileKindValidator,
  defaultValidatorCache,
  hashVersionSpec,
  loadCrds,
  validateManifest,
  violationToFinding
} from "./chunk-KK5I3YQ7.js";
import "./chunk-GTBSUMW3.js";
import "./chunk-5WZY4B4X.js";
import "./chunk-PIPNBQHJ.js";
import "./chunk-ZZACGBNE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import {
  formatChecker
} from "./chunk-ESZH5JZX.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  SCHEMA_RULES,
  ValidatorCache,
  compileKindValidator,
  defaultValidatorCache,
  formatChecker,
  hashVersionSpec,
  loadCrds,
  validateManifest,
  violationToFinding
};
