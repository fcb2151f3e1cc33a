import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CHANGE_SCOPES,
  DEFAULT_CONFIG,
  LINT_RULES,
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
  crdManifestFindings,
  notValidatedFinding,
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
} from "./chunk-4DPVRFHP.js";
import "./chunk-XQ3AHB5D.js";
import "./chunk-7BGVPHYG.js";
import {
  isCrdManifest
} from "./chunk-LVCIMIVQ.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-QQDB4O7D.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-G25MAPPE.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  CHANGE_SCOPES,
  DEFAULT_CONFIG,
  LINT_RULES,
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
  crdManifestFindings,
  isCrdManifest,
  notValidatedFinding,
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
};
