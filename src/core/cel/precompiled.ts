import type { parse } from '@bufbuild/cel';

/**
 * CEL parse trees generated at build time for the expressions driftgate ships (the default
 * policy pack, the TenantOnboarding CRD's rules), by expression text: each a function that makes
 * the tree the parser gives, from object literals. Empty in the sources: scripts/build.mjs puts
 * the generated module (scripts/generate-cel.ts) in this file's place in the bundle, so tests and
 * `tsx` parse every expression. Every `check` of a repository with the default pack needs these:
 * parsing them cold cost ~55 ms, decoding them from binary protobuf ~30 ms (protobuf-es'
 * reflection, cold), making them from literals next to nothing.
 */
export const PRECOMPILED_CEL: ReadonlyMap<string, () => ReturnType<typeof parse>> = new Map();
