// Limits of CEL that code reads without loading the CEL runtime (compile.ts re-exports them).

/**
 * Longest expression accepted, in code points: cel-go's parser limit, which the API server keeps
 * for CRD rules and admission policies alike (measured on kube-apiserver 1.36: 99,000 accepted,
 * 100,026 refused with "expression code point size exceeds limit").
 */
export const MAX_EXPRESSION_LENGTH = 100_000;
