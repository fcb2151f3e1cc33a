/**
 * Validators generated at build time for the shipped schemas, by key (ajv-standalone.ts).
 * Empty in the sources: scripts/build.mjs puts the generated module in this file's place in the
 * bundle (scripts/generate-validators.ts), so tests and `tsx` compile every schema.
 */
export type ValidatorFactory = (require: (id: string) => unknown) => unknown;

export const PRECOMPILED_VALIDATORS: ReadonlyMap<string, ValidatorFactory> = new Map();
