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
} from "./chunk-4K4RUTR2.js";
import "./chunk-7KTDXYWQ.js";
import "./chunk-QZTH62F5.js";
import "./chunk-YEAXLX2M.js";
import "./chunk-VRNHN6AZ.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import {
  formatChecker
} from "./chunk-C5DRE77E.js";
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
