import { crdCompatRuleInfo } from '../crd-compat/index.js';
import type { RuleInfo } from '../findings/finding.js';
import { GATE_RULES } from './config-changes.js';
import { POLICY_RULES } from '../policy/index.js';
import { SCHEMA_RULES } from '../schema/index.js';
import { BUILTIN_RULES, UPGRADE_RULES } from '../schema/builtin/index.js';
import { GPU_CAPACITY_RULE } from '../tenant/gpu-capacity.js';

/** Rules of the foundation (input, YAML, manifest, schema); each subsystem adds its own. */
const FOUNDATION_RULES: RuleInfo[] = [
  { id: 'input/file-too-large', summary: 'A file is larger than --max-file-bytes and was not read', defaultSeverity: 'error' },
  { id: 'input/binary-file', summary: 'A file with a NUL byte is not YAML', defaultSeverity: 'error' },
  { id: 'input/not-utf8', summary: 'A file is not valid UTF-8', defaultSeverity: 'error' },
  { id: 'input/not-a-regular-file', summary: 'A named pipe, device, socket or directory where a YAML file was expected; refused unread', defaultSeverity: 'error' },
  { id: 'input/unreadable', summary: 'A file or directory could not be read (permissions, a dangling symbolic link)', defaultSeverity: 'error' },
  { id: 'input/symlink-outside', summary: 'A symbolic link found while walking a directory leads outside the checked tree; not followed', defaultSeverity: 'error' },
  { id: 'yaml/syntax', summary: 'YAML syntax error', defaultSeverity: 'error' },
  { id: 'yaml/duplicate-key', summary: 'A mapping has the same key twice', defaultSeverity: 'error' },
  { id: 'yaml/alias-limit', summary: 'Too many or too deeply nested YAML aliases (alias bomb guard)', defaultSeverity: 'error' },
  { id: 'yaml/recursive-alias', summary: 'An alias inside the node its anchor names: a value that contains itself', defaultSeverity: 'error' },
  { id: 'yaml/yaml11-ambiguity', summary: 'A plain scalar that YAML 1.1 (kubectl) reads differently from YAML 1.2', defaultSeverity: 'warning' },
  { id: 'manifest/not-an-object', summary: 'A YAML document is not a Kubernetes object', defaultSeverity: 'error' },
  { id: 'manifest/missing-api-version', summary: 'An object has no apiVersion', defaultSeverity: 'error' },
  { id: 'manifest/missing-kind', summary: 'An object has no kind', defaultSeverity: 'error' },
  { id: 'manifest/missing-name', summary: 'An object has no metadata.name', defaultSeverity: 'error' },
  { id: 'schema/unknown-kind', summary: 'No schema is known for the kind: no CRD, and not a group-version of the built-in schema set (an error with --strict)', defaultSeverity: 'warning' },
];

/** Every rule driftgate check can report, for SARIF `tool.driver.rules`. */
export const RULES: ReadonlyMap<string, RuleInfo> = new Map([
  ...[...FOUNDATION_RULES, ...SCHEMA_RULES, ...BUILTIN_RULES, ...UPGRADE_RULES, ...POLICY_RULES, ...GATE_RULES, GPU_CAPACITY_RULE].map((r): [string, RuleInfo] => [r.id, r]),
  ...crdCompatRuleInfo(),
]);
