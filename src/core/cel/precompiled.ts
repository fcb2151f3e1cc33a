/**
 * CEL parse trees generated at build time for the expressions driftgate ships (the default
 * policy pack, the TenantOnboarding CRD's rules), by expression text, as base64 of the binary
 * `cel.expr.ParsedExpr`. Empty in the sources: scripts/build.mjs puts the generated module
 * (scripts/generate-cel.ts) in this file's place in the bundle, so tests and `tsx` parse every
 * expression. Decoding a tree costs a few microseconds where parsing it cold costs a millisecond
 * or more, and every `check` of a repository with the default pack parses these.
 */
export const PRECOMPILED_CEL: ReadonlyMap<string, string> = new Map();
