import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CHANGE_SCOPES,
  DEFAULT_CONFIG,
  RATCHETS,
  RULES,
  RULE_ID_PREFIX,
  RULE_SEVERITIES,
  StoredObjectTally,
  applyConfig,
  checkStoredVersions,
  compareCrdSets,
  configJsonSchema,
  containsCrd,
  crdCompatRuleInfo,
  notValidatedFinding,
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
} from "./chunk-7QC5F362.js";
import "./chunk-3FE7R65W.js";
import "./chunk-DRBF7AGC.js";
import {
  isCrdManifest
} from "./chunk-2ZKKR7YB.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  CHANGE_SCOPES,
  DEFAULT_CONFIG,
  RATCHETS,
  RULES,
  RULE_ID_PREFIX,
  RULE_SEVERITIES,
  StoredObjectTally,
  applyConfig,
  checkStoredVersions,
  compareCrdSets,
  configJsonSchema,
  containsCrd,
  crdCompatRuleInfo,
  isCrdManifest,
  notValidatedFinding,
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
};
