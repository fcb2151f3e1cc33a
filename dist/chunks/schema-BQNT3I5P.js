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
} from "./chunk-45PZ7XUW.js";
import "./chunk-L6R2WCQ7.js";
import "./chunk-HWTKSEPF.js";
import "./chunk-XSXBAHO4.js";
import "./chunk-2ZZKWQQH.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import {
  formatChecker
} from "./chunk-PNVI7PMV.js";
import "./chunk-5WTWSETK.js";
import "./chunk-OAWLX4HV.js";
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
