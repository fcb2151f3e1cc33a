/** The CRD schema validator: public API. Importing it loads CEL and Ajv (engines.ts). */
import './engines-cel.js';
import './engines-ajv.js';
export type { KindValidator, SchemaViolation, ValidateOptions } from './types.js';
export {
  loadCrds,
  validateManifest,
  violationToFinding,
  type CrdRegistry,
  type LoadedCrd,
  type LoadedCrdVersion,
  type LoadCrdsOptions,
  type LoadCrdsResult,
  type ValidateManifestOptions,
} from './crds.js';
export {
  compileKindValidator,
  hashVersionSpec,
  ValidatorCache,
  defaultValidatorCache,
  type CrdVersionSpec,
  type CompileOptions,
  type CompileResult,
  type CompileProblem,
  type CompileStats,
} from './validator.js';
export { SCHEMA_RULES } from './rules.js';
export { formatChecker } from './formats.js';
