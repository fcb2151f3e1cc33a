import { describeObject, sortFindings, type Finding, type RuleInfo, type Severity } from '../finding.js';
import { DOCS_REF, REPOSITORY_URL, repositoryFileUrl, ruleDocPath } from '../project.js';
import { securitySeverity } from './security.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** The key of `partialFingerprints`; bump the suffix if what goes into the hash ever changes. */
export const FINGERPRINT_KEY = 'driftgate/v1';

export interface SarifOptions {
  readonly toolVersion: string;
  /** Descriptions of rules; rules that appear in findings but not here get a minimal entry. */
  readonly rules?: ReadonlyMap<string, RuleInfo>;
  readonly informationUri?: string;
}

/**
 * SARIF 2.1.0, as GitHub code scanning and editors read it: every rule once with an absolute
 * `helpUri`, `security-severity` on security rules, and `partialFingerprints` that survive line
 * shifts (rule, file, object and JSON path; never the line), so code scanning keeps an alert open
 * across unrelated edits instead of closing and re-opening it.
 */
export function renderSarif(findings: readonly Finding[], options: SarifOptions): string {
  const sorted = sortFindings(findings);
  const ruleIds = [...new Set([...(options.rules?.keys() ?? []), ...sorted.map((f) => f.ruleId)])].sort();
  const ruleIndex = new Map(ruleIds.map((id, i) => [id, i]));
  const rules = ruleIds.map((id) => {
    const info = options.rules?.get(id);
    const severity = info?.defaultSeverity ?? sorted.find((f) => f.ruleId === id)?.severity ?? 'warning';
    const security = info?.securitySeverity ?? securitySeverity(id);
    return {
      id,
      shortDescription: { text: info?.summary ?? id },
      defaultConfiguration: { level: LEVEL[severity] },
      helpUri: repositoryFileUrl(info?.helpUri ?? ruleDocPath(id), DOCS_REF),
      ...(security !== undefined ? { properties: { tags: ['security'], 'security-severity': security.toFixed(1) } } : {}),
    };
  });
  const seen = new Map<string, number>();
  const results = sorted.map((f) => {
    const region =
      f.line === undefined
        ? undefined
        : {
            startLine: f.line,
            startColumn: f.column ?? 1,
            ...(f.endLine !== undefined ? { endLine: f.endLine } : {}),
            ...(f.endColumn !== undefined ? { endColumn: f.endColumn } : {}),
          };
    const text = f.hint ? `${f.message}\nHint: ${f.hint}` : f.message;
    const base = fingerprint(f);
    // Two findings with the same identity (one rule, file, object and path, e.g. two CEL rules on
    // one field) are told apart by their order, which line shifts do not change.
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return {
      ruleId: f.ruleId,
      ruleIndex: ruleIndex.get(f.ruleId) ?? 0,
      level: LEVEL[f.severity],
      message: { text },
      ...(f.file !== undefined
        ? {
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: encodeUri(f.file), uriBaseId: '%SRCROOT%' },
                  ...(region ? { region } : {}),
                },
                ...(f.pointer !== undefined ? { logicalLocations: [{ fullyQualifiedName: f.pointer, kind: 'member' }] } : {}),
              },
            ],
          }
        : {}),
      partialFingerprints: { [FINGERPRINT_KEY]: `${base}:${occurrence}` },
      ...(f.object ? { properties: { object: f.object } } : {}),
    };
  });
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'driftgate',
            version: options.toolVersion,
            semanticVersion: options.toolVersion,
            informationUri: options.informationUri ?? REPOSITORY_URL,
            rules,
          },
        },
        results,
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}

/** The identity of a finding apart from where it sits: sha-256 of rule, file, object and JSON path. */
export function fingerprint(f: Finding): string {
  const identity = [f.ruleId, f.file ?? '', describeObject(f.object) ?? '', f.object?.apiVersion ?? '', f.pointer ?? ''].join('\u0000');
  // node:crypto is taken on first use (ADR 0010, addendum): every command loads the renderers.
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

/** Repository-relative paths as URI references (spaces and the like escaped, slashes kept). */
function encodeUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
