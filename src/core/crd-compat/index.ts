/**
 * The CRD compatibility gate: public API (used by check, the Action and tests), synchronous:
 * importing it loads CEL and Ajv (schema/engines.ts). The one gate (core/gate/judge.ts) imports
 * the modules it needs directly and loads the engines only when the CRDs need them.
 */
import '../schema/engines-cel.js';
import '../schema/engines-ajv.js';
export { compareCrdSets, containsCrd, crdManifestFindings, type CompareCrdSetsInput } from './compare.js';
export {
  applyConfig,
  configJsonSchema,
  CRD_COMPAT_CONFIG,
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
