import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SCHEMA_RULES
} from "./chunk-OHPBG3IZ.js";
import {
  ValidatorCache,
  compileKindValidator,
  defaultValidatorCache,
  hashVersionSpec,
  loadCrds,
  validateManifest,
  violationToFinding
} from "./chunk-STKL3AR7.js";
import {
  formatChecker
} from "./chunk-SB6JLB2J.js";
import {
  CRD_API_VERSION,
  isCrdManifest
} from "./chunk-RRZ6KIJT.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";
export {
  CRD_API_VERSION,
  SCHEMA_RULES,
  ValidatorCache,
  compileKindValidator,
  defaultValidatorCache,
  formatChecker,
  hashVersionSpec,
  isCrdManifest,
  loadCrds,
  validateManifest,
  violationToFinding
};
