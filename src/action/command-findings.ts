// Findings from JSON (a results file written by the Action's first stage), checked field by field.
import { SEVERITIES, type Finding, type ObjectRef, type Severity } from '../core/findings/finding.js';
import { isRecord } from '../core/manifest/manifest.js';

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function optionalPositive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** One finding from JSON (`unknown`: checked field by field); throws naming `where`. */
export function parseFinding(item: unknown, where: string): Finding {
  if (!isRecord(item)) throw new Error(`${where} is not an object`);
  const ruleId = item['ruleId'];
  const severity = item['severity'];
  const message = item['message'];
  if (typeof ruleId !== 'string' || typeof message !== 'string' || !(SEVERITIES as readonly unknown[]).includes(severity)) {
    throw new Error(`${where} lacks ruleId, severity or message`);
  }
  const rawObject = item['object'];
  const object = isRecord(rawObject)
    ? Object.fromEntries(
        (['apiVersion', 'kind', 'namespace', 'name'] as const).flatMap((k) => {
          const v = optionalString(rawObject[k]);
          return v === undefined ? [] : [[k, v]];
        }),
      )
    : undefined;
  const fields = {
    file: optionalString(item['file']),
    line: optionalPositive(item['line']),
    column: optionalPositive(item['column']),
    endLine: optionalPositive(item['endLine']),
    endColumn: optionalPositive(item['endColumn']),
    pointer: optionalString(item['pointer']),
    hint: optionalString(item['hint']),
    object: object as ObjectRef | undefined,
  };
  return {
    ruleId,
    severity: severity as Severity,
    message,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  } as Finding;
}
