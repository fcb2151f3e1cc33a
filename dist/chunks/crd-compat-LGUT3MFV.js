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
} from "./chunk-3YDPNBB3.js";
import "./chunk-N6JS5D7Y.js";
import "./chunk-SB6JLB2J.js";
import {
  isCrdManifest
} from "./chunk-RRZ6KIJT.js";
import "./chunk-MAS74DJ2.js";
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
