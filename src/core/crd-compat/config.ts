import type { Finding, Severity } from '../findings/finding.js';
import { isRecord } from '../manifest/manifest.js';
import { compileRe2 } from '../kube/re2.js';
import { parseYaml } from '../yaml/parse.js';
import { LINT_RULES } from './lint.js';
import { RULES } from './registry.js';
import { validateJsonSchema, type SchemaError } from './json-schema.js';
import { isWithin } from '../kube/schema-path.js';
import { RULE_ID_PREFIX, type CrdCompatFinding } from './types.js';
import { UNSTABLE_VERSION_PATTERN } from './versions.js';
import { escapeSegment } from '../yaml/pointer.js';

/** The CRD compatibility gate's configuration file inside the policy pack directory. */
export const CRD_COMPAT_CONFIG = 'crd-compat.yaml';

/**
 * The gate's configuration (`policies/crd-compat.yaml`): per-rule severity and options,
 * versions to ignore, and acknowledgements that let a deliberate breaking change merge.
 */

export const RULE_SEVERITIES = ['error', 'warning', 'info', 'off'] as const;
export type RuleSeverity = (typeof RULE_SEVERITIES)[number];

export interface RuleSetting {
  readonly severity?: RuleSeverity;
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface Acknowledgement {
  /** Short rule id (`field-removed`); `crd-compat/field-removed` is accepted too. */
  readonly rule: string;
  /** metadata.name of the CRD. */
  readonly crd: string;
  readonly version?: string;
  /** Schema path; also covers everything below it. */
  readonly path?: string;
  readonly justification: string;
}

export interface CrdCompatConfig {
  readonly rules: Readonly<Record<string, RuleSetting>>;
  /** Findings about versions whose name matches this regular expression (whole name) are dropped. */
  readonly ignoreVersions?: string;
  readonly acknowledgements: readonly Acknowledgement[];
  /** Run the API-convention lints (lint-*): only violations new at head are reported. Off by default. */
  readonly lint?: boolean;
}

export const DEFAULT_CONFIG: CrdCompatConfig = { rules: {}, acknowledgements: [] };

const RULE_IDS = [...RULES, ...LINT_RULES].map((r) => r.id);

export const CONFIG_API_VERSION = 'policy.driftgate.dev/v1alpha1';
export const CONFIG_KIND = 'CrdCompatConfig';

/** The JSON schema of the config file (also published as policies/crd-compat.schema.json). */
export function configJsonSchema(): Record<string, unknown> {
  const ruleProperties: Record<string, unknown> = {};
  for (const rule of [...RULES, ...LINT_RULES]) {
    ruleProperties[rule.id] = {
      type: 'object',
      additionalProperties: false,
      properties: {
        severity: { enum: [...RULE_SEVERITIES] },
        options: rule.options
          ? { type: 'object', additionalProperties: false, properties: rule.options }
          : { type: 'object', additionalProperties: false, maxProperties: 0 },
      },
    };
  }
  const spec = {
    type: 'object',
    additionalProperties: false,
    properties: {
      rules: { type: 'object', additionalProperties: false, properties: ruleProperties },
      ignoreVersions: { type: ['string', 'null'], minLength: 1 },
      lint: { type: 'boolean' },
      acknowledgements: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['rule', 'crd', 'justification'],
          properties: {
            rule: { enum: [...RULE_IDS, ...RULE_IDS.map((id) => RULE_ID_PREFIX + id)] },
            crd: { type: 'string', minLength: 1 },
            version: { type: 'string', minLength: 1 },
            path: { type: 'string', pattern: '^[.\\[{]' },
            justification: { type: 'string', minLength: 10 },
          },
        },
      },
    },
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'driftgate CRD compatibility gate configuration',
    type: 'object',
    additionalProperties: false,
    required: ['apiVersion', 'kind'],
    properties: {
      apiVersion: { const: CONFIG_API_VERSION },
      kind: { const: CONFIG_KIND },
      metadata: { type: 'object', properties: { name: { type: 'string' } } },
      spec,
    },
  };
}

let schema: Record<string, unknown> | undefined;

function validate(value: unknown): SchemaError[] {
  schema ??= configJsonSchema();
  return validateJsonSchema(value, schema);
}

/** Parses and validates a config file; problems are located findings, the config keeps what was valid. */
export function parseCrdCompatConfig(text: string, options: { readonly file: string }): { config: CrdCompatConfig; findings: Finding[] } {
  const parsed = parseYaml(text, { file: options.file });
  // The file is read by driftgate (YAML 1.2): `severity: off` is the string "off", so YAML 1.1 ambiguity warnings are noise here.
  const findings: Finding[] = parsed.findings.filter((f) => f.ruleId !== 'yaml/yaml11-ambiguity');
  const document = parsed.documents.find((d) => d.value !== null && d.value !== undefined);
  if (!document) return { config: DEFAULT_CONFIG, findings };
  const problem = (pointer: string, message: string, hint: string): void => {
    const at = document.locate(pointer, 'value');
    findings.push({ ruleId: `${RULE_ID_PREFIX}config-invalid`, severity: 'error', message, file: at.file, line: at.line, column: at.column, pointer: at.pointer, hint });
  };
  const errors = validate(document.value);
  for (const e of errors) problem(errorPointer(e), describeError(e), 'See docs/crd-compat.md#configuration for the file format.');
  if (errors.length > 0 || !isRecord(document.value)) return { config: DEFAULT_CONFIG, findings };
  const value = isRecord(document.value.spec) ? document.value.spec : {};
  const ignoreVersions = typeof value.ignoreVersions === 'string' ? value.ignoreVersions : undefined;
  if (ignoreVersions !== undefined) {
    const compiled = compileRe2(ignoreVersions);
    if (!compiled.ok) {
      problem('/spec/ignoreVersions', `ignoreVersions is not a valid RE2 regular expression: ${compiled.error}`,
        `For unstable versions use ${JSON.stringify(UNSTABLE_VERSION_PATTERN)}.`);
      return { config: DEFAULT_CONFIG, findings };
    }
  }
  const config: CrdCompatConfig = {
    rules: (isRecord(value.rules) ? value.rules : {}) as Record<string, RuleSetting>,
    ...(ignoreVersions !== undefined ? { ignoreVersions } : {}),
    acknowledgements: (Array.isArray(value.acknowledgements) ? value.acknowledgements : []) as Acknowledgement[],
    ...(value.lint === true ? { lint: true } : {}),
  };
  return { config, findings };
}

function errorPointer(e: SchemaError): string {
  const extra = e.keyword === 'additionalProperties' ? String((e.params as { additionalProperty?: unknown }).additionalProperty ?? '') : '';
  return extra ? `${e.instancePath}/${escapeSegment(extra)}` : e.instancePath;
}

function describeError(e: SchemaError): string {
  const where = e.instancePath === '' ? 'the config' : e.instancePath.slice(1).split('/').join('.');
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      if (e.instancePath === '/spec/rules') return `unknown rule ${JSON.stringify(key)}${suggest(key)}`;
      return `unknown key ${JSON.stringify(key)} in ${where}`;
    }
    case 'enum':
      return `${where} must be one of ${(params.allowedValues as unknown[]).slice(0, 12).map((v) => JSON.stringify(v)).join(', ')}${(params.allowedValues as unknown[]).length > 12 ? ', …' : ''}`;
    case 'const':
      return `${where} must be ${JSON.stringify(params.allowedValue)}`;
    case 'required':
      return `${where} needs ${JSON.stringify(params.missingProperty)}`;
    case 'maxProperties':
      return `${where}: this rule has no options`;
    case 'type':
      return `${where} must be of type ${String(params.type).replace(',', ' or ')}`;
    case 'minLength':
      return `${where} must not be shorter than ${String(params.limit)} characters`;
    case 'minimum':
      return `${where} must be at least ${String(params.limit)}`;
    case 'pattern':
      return `${where} must match ${String(params.pattern)}`;
    default:
      return `${where} is invalid (${e.keyword})`;
  }
}

function suggest(id: string): string {
  const short = id.startsWith(RULE_ID_PREFIX) ? id.slice(RULE_ID_PREFIX.length) : id;
  if (RULE_IDS.includes(short)) return ` (write the short id ${JSON.stringify(short)})`;
  let best: string | undefined;
  let bestDistance = 3;
  for (const r of RULE_IDS) {
    const d = editDistance(short, r);
    if (d < bestDistance) [best, bestDistance] = [r, d];
  }
  return best !== undefined ? ` (did you mean ${JSON.stringify(best)}?)` : '';
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** Severity overrides, `off`, ignored versions and acknowledgements, applied to the gate's findings. */
export function applyConfig(findings: readonly CrdCompatFinding[], config: CrdCompatConfig): CrdCompatFinding[] {
  // Matched against the whole version name, with RE2 syntax and in linear time.
  const compiled = config.ignoreVersions !== undefined ? compileRe2(config.ignoreVersions) : undefined;
  const ignore = compiled?.ok ? { test: (version: string) => compiled.re.testWhole(version) } : undefined;
  const out: CrdCompatFinding[] = [];
  for (const f of findings) {
    if (ignore && f.version !== undefined && ignore.test(f.version)) continue;
    const setting = config.rules[f.rule]?.severity;
    if (setting === 'off') continue;
    const severity: Severity = setting ?? f.severity;
    const ack = config.acknowledgements.find((a) => acknowledges(a, f));
    if (ack) {
      out.push({
        ...f,
        severity: 'info',
        message: `acknowledged (${ack.justification}): ${f.message}`,
        acknowledged: { justification: ack.justification, severity },
      });
    } else {
      out.push(severity === f.severity ? f : { ...f, severity });
    }
  }
  return out;
}

function acknowledges(a: Acknowledgement, f: CrdCompatFinding): boolean {
  const rule = a.rule.startsWith(RULE_ID_PREFIX) ? a.rule.slice(RULE_ID_PREFIX.length) : a.rule;
  if (rule !== f.rule || a.crd !== f.crd) return false;
  if (a.version !== undefined && a.version !== f.version) return false;
  if (a.path !== undefined && (f.path === undefined || !isWithin(f.path, a.path))) return false;
  return true;
}
