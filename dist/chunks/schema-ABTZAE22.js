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
} from "./chunk-K75PZHKJ.js";
import "./chunk-LZQOUIZG.js";
import "./chunk-XULFWGCL.js";
import "./chunk-CNMWEPXM.js";
import "./chunk-CDEP7PSK.js";
import "./chunk-J5GWXY4M.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-2PUUKMIX.js";
import "./chunk-MLFFXPCJ.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import {
  formatChecker
} from "./chunk-RGWWAMHG.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-COS76UAK.js";
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
