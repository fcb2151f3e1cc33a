export { BUILTIN_RULES, checkBuiltinManifest, type BuiltinCheckOptions, type BuiltinCheckResult } from './check.js';
export { compactSchemaSet, enumsOfDefinitions, groupVersionOfPath, type CompactInput, type CompactOutput } from './compact.js';
export { decodeBuiltin } from './decode.js';
export { readGoEnums, type EnumTable, type GoSourceFile } from './enums.js';
export { createBuiltinRegistry, type BuiltinLookup, type BuiltinRegistry } from './registry.js';
export { findRemovedApi, isKubernetesGroup, REMOVED_APIS, type RemovedApi } from './removed.js';
export { UPGRADE_RULES, upgradeFindings, type UpgradeInput } from './upgrade.js';
export * from './schema-set.js';
