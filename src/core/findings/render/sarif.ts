import { sortFindings, type Finding, type RuleInfo, type Severity } from '../finding.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

export interface SarifOptions {
  readonly toolVersion: string;
  /** Descriptions of rules; rules that appear in findings but not here get a minimal entry. */
  readonly rules?: ReadonlyMap<string, RuleInfo>;
  readonly informationUri?: string;
}

/** SARIF 2.1.0, as GitHub code scanning and editors read it. */
export function renderSarif(findings: readonly Finding[], options: SarifOptions): string {
  const sorted = sortFindings(findings);
  const ruleIds = [...new Set([...(options.rules?.keys() ?? []), ...sorted.map((f) => f.ruleId)])].sort();
  const ruleIndex = new Map(ruleIds.map((id, i) => [id, i]));
  const rules = ruleIds.map((id) => {
    const info = options.rules?.get(id);
    const severity = info?.defaultSeverity ?? sorted.find((f) => f.ruleId === id)?.severity ?? 'warning';
    return {
      id,
      shortDescription: { text: info?.summary ?? id },
      defaultConfiguration: { level: LEVEL[severity] },
      ...(info?.helpUri ? { helpUri: info.helpUri } : {}),
    };
  });
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
            informationUri: options.informationUri ?? 'https://github.com/driftgate/driftgate',
            rules,
          },
        },
        results,
      },
    ],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}

/** Repository-relative paths as URI references (spaces and the like escaped, slashes kept). */
function encodeUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
