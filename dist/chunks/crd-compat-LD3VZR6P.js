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
  isCrdManifest,
  notValidatedFinding,
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
} from "./chunk-XWWLAIOR.js";
import "./chunk-O2SGKBNS.js";
import "./chunk-4Z23DW5Z.js";
import "./chunk-LZJUPFIB.js";
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
