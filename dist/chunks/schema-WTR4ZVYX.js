import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CRD_API_VERSION,
  SCHEMA_RULES,
  ValidatorCache,
  compileKindValidator,
  compilePattern,
  defaultValidatorCache,
  formatChecker,
  hashVersionSpec,
  isCrdManifest,
  loadCrds,
  validateManifest,
  violationToFinding
} from "./chunk-EPBJ7C5A.js";
import "./chunk-6HEOZDWT.js";
import "./chunk-OIZA2KQ5.js";
import "./chunk-4Z23DW5Z.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";
export {
  CRD_API_VERSION,
  SCHEMA_RULES,
  ValidatorCache,
  compileKindValidator,
  compilePattern,
  defaultValidatorCache,
  formatChecker,
  hashVersionSpec,
  isCrdManifest,
  loadCrds,
  validateManifest,
  violationToFinding
};
