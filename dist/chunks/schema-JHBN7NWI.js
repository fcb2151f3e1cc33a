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
} from "./chunk-AZGGXEKZ.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-M2RIRCB5.js";
import "./chunk-FERBYSDT.js";
import "./chunk-P7X4WA42.js";
import "./chunk-KGFKRCVF.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-YI4KSWSQ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import {
  formatChecker
} from "./chunk-ZRSVPAVW.js";
import "./chunk-WHXQ7LYC.js";
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
