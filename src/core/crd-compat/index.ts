/** The CRD compatibility gate: public API (used by crd-diff, check and the Action). */
export { compareCrdSets, containsCrd, crdManifestFindings, type CompareCrdSetsInput } from './compare.js';
export {
  applyConfig,
  configJsonSchema,
  DEFAULT_CONFIG,
  parseCrdCompatConfig,
  RULE_SEVERITIES,
  type Acknowledgement,
  type CrdCompatConfig,
  type RuleSetting,
  type RuleSeverity,
} from './config.js';
export { isCrdManifest } from '../kube/crd.js';
export { checkStoredVersions, notValidatedFinding, storedObjectFindings, StoredObjectTally, versionsToValidate, type LiveCrdState } from './live.js';
export { crdCompatRuleInfo, RULES } from './registry.js';
export { LINT_RULES } from './lint.js';
export { CHANGE_SCOPES, RATCHETS, RULE_ID_PREFIX, type ChangeScope, type CrdCompatFinding, type Ratchet } from './types.js';
