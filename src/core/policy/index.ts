/** The policy pack: offline ValidatingAdmissionPolicy evaluation, cross-document rules, waivers. */
export {
  loadPolicyPack,
  evaluatePolicyPack,
  isPackProblem,
  fieldPathToPointer,
  POLICY_TEST_KIND,
  VAP_RULE_PREFIX,
  POLICY_RULES,
  packRuleInfo,
  type PolicyPack,
  type LoadPolicyPackInput,
  type EvaluateInput,
} from './pack.js';
export { CROSS_RULES, CrossFactsMemo, type LiveNamespace } from './cross.js';
export { CONFIG_API_VERSION, CONFIG_KIND, CONFIG_SCHEMA, DEFAULT_CONFIG, type PolicyConfig } from './config.js';
export { WAIVER_ANNOTATION_PREFIX, annotationKeyForRule } from './waivers.js';
export { FIELD_PATH_ANNOTATION_PREFIX, ADMISSION_API_VERSION } from './parse-vap.js';
export { loadPolicyPackFiles, loadCrdManifests, parseSourceFiles } from './files.js';
export { runPolicyTestSuite, type SuiteResult } from './suite.js';
export {
  parsePolicyTests,
  runPolicyTest,
  admissionVerdict,
  testFailureFindings,
  type PolicyTestCase,
  type TestResult,
  type CaseResult,
  type Expectation,
} from './policy-test.js';
export { checkPolicyTypes } from './schema-check.js';
