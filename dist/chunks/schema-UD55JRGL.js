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
} from "./chunk-EAWOBWTU.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-ZN6XG3DZ.js";
import "./chunk-ERSWBE3O.js";
import "./chunk-APRSLQJ6.js";
import "./chunk-FX7I3I2Q.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-AURWC7LP.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import {
  formatChecker
} from "./chunk-QZY5HQP2.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
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
