/**
 * driftgate's CEL: @bufbuild/cel plus the Kubernetes CEL libraries (quantity, lists, regex,
 * strings), a type checker, Kubernetes number typing and bounded runtime cost.
 * This file is the stable API other modules import.
 */
export {
  compileCel,
  evaluate,
  normalizeRuntimeMessage,
  MAX_EXPRESSION_LENGTH,
  PER_CALL_COST_LIMIT,
  RUNTIME_COST_BUDGET,
  type CelCompileError,
  type CelCompileErrorKind,
  type CelEvalError,
  type CelEvalErrorKind,
  type CelProgram,
  type CompileOptions,
  type CompileResult,
  type EvaluateOptions,
  type EvaluateResult,
} from './compile.js';
export { CelRunBudget, RUN_COST_BUDGET } from './meter.js';
export { parseCelShared } from './parse-cache.js';
export { toCelValue, fromCelValue, formatCelValue } from './values.js';
export { T, typeFromSchema, typeName, type CelStaticType, type SchemaHint } from './types.js';
export {
  parseQuantity,
  compareQuantities,
  addQuantities,
  QuantitySum,
  subQuantities,
  formatQuantity,
  quantityAsInt64,
  type Quantity,
} from './quantity.js';
export type { CelValue, CelInput } from '@bufbuild/cel';
