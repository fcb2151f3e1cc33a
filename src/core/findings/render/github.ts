import { sortFindings, type Finding, type Severity } from '../finding.js';

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = { error: 'error', warning: 'warning', info: 'notice' };

/**
 * GitHub workflow commands (`::error file=…,line=…,col=…,title=…::message`), one per finding.
 * The runner shows at most 10 of each level per step; `maxPerLevel` cuts the list and
 * the last line says how many were left out.
 */
export function renderGithubCommands(findings: readonly Finding[], options: { readonly maxPerLevel?: number; readonly overflowNote?: string } = {}): string {
  const max = options.maxPerLevel ?? Number.POSITIVE_INFINITY;
  const emitted: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  const lines: string[] = [];
  let skipped = 0;
  for (const f of sortFindings(findings)) {
    if (emitted[f.severity] >= max) {
      skipped += 1;
      continue;
    }
    emitted[f.severity] += 1;
    const props = [
      f.file !== undefined ? `file=${property(f.file)}` : undefined,
      f.line !== undefined ? `line=${f.line}` : undefined,
      f.endLine !== undefined ? `endLine=${f.endLine}` : undefined,
      f.column !== undefined ? `col=${f.column}` : undefined,
      f.endColumn !== undefined ? `endColumn=${f.endColumn}` : undefined,
      `title=${property(f.ruleId)}`,
    ].filter((p): p is string => p !== undefined);
    const text = f.hint ? `${f.message}\nHint: ${f.hint}` : f.message;
    lines.push(`::${COMMAND[f.severity]} ${props.join(',')}::${data(text)}`);
  }
  if (skipped > 0) {
    lines.push(`::notice title=driftgate::${data(`${skipped} more finding${skipped === 1 ? '' : 's'} not annotated (GitHub shows at most ${max} per level per step). ${options.overflowNote ?? ''}`.trim())}`);
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}

/** Escaping rules of @actions/core for command data and properties. */
function data(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
