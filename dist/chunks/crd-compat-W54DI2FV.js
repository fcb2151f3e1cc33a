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
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
} from "./chunk-RY3NPA2F.js";
import "./chunk-U6TEBFFD.js";
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
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
};
