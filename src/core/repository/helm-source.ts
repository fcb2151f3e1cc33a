import type { Finding } from '../findings/finding.js';
import type { HelmRenderJob } from './helm.js';

/**
 * Locates findings on `helm template` output in the chart files a user edits. Helm writes
 * `# Source: CHART/templates/x.yaml` before every rendered document; CHART is the chart's name
 * and the rest is relative to the chart directory (subcharts: CHART/charts/SUB/templates/...).
 * A finding is placed at the template line that writes the field it is about when the key can
 * be found in the template text (the pointer's keys in order), else at the template's first line.
 */

export interface RenderedSegment {
  /** The path after `# Source: `, as Helm wrote it. */
  readonly source: string;
  /** 1-based output line of the `# Source:` comment. */
  readonly line: number;
}

const SOURCE_LINE = /^# Source: (.+?)\s*$/;

/** The `# Source:` comments of a helm template output, in order. */
export function splitHelmOutput(output: string): RenderedSegment[] {
  const segments: RenderedSegment[] = [];
  let line = 0;
  let start = 0;
  while (start <= output.length) {
    const end = output.indexOf('\n', start);
    const text = output.slice(start, end === -1 ? output.length : end);
    line += 1;
    const m = SOURCE_LINE.exec(text);
    if (m?.[1] !== undefined) segments.push({ source: m[1], line });
    if (end === -1) break;
    start = end + 1;
  }
  return segments;
}

/** The repository path of a `# Source:` path: the chart's name replaced by its directory. */
export function sourceFile(source: string, chartDir: string): string | undefined {
  const slash = source.indexOf('/');
  if (slash <= 0) return undefined;
  const rest = source.slice(slash + 1);
  if (rest.split('/').includes('..')) return undefined;
  return chartDir === '' ? rest : `${chartDir}/${rest}`;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The template line (and column) that writes the field at `pointer`: the pointer's keys
 * (array indexes skipped) found in order in the template text, each at or after the one
 * before. Undefined when the last key is not written there (it comes from a helper or `toYaml`).
 */
export function locateInTemplate(templateText: string, pointer: string): { line: number; column: number } | undefined {
  const keys = pointer
    .split('/')
    .slice(1)
    .map(unescapePointer)
    .filter((k) => !/^\d+$/.test(k) && k !== '');
  if (keys.length === 0) return undefined;
  const lines = templateText.split('\n');
  let from = 0;
  let found: { line: number; column: number } | undefined;
  for (const [i, key] of keys.entries()) {
    const pattern = new RegExp(`^(\\s*(?:-\\s+)?)["']?${escapeRegExp(key)}["']?\\s*:`);
    let hit: { line: number; column: number } | undefined;
    for (let l = from; l < lines.length; l += 1) {
      const m = pattern.exec(lines[l] ?? '');
      if (m) {
        hit = { line: l + 1, column: (m[1]?.length ?? 0) + 1 };
        break;
      }
    }
    // A parent key a helper writes is not in the text: look for the next key from the same place.
    if (!hit) {
      if (i === keys.length - 1) return undefined;
      continue;
    }
    found = hit;
    from = hit.line;
  }
  return found;
}

export interface HelmMapContext {
  readonly job: HelmRenderJob;
  /** The file name the rendered output was checked under (findings there are mapped). */
  readonly renderedFile: string;
  readonly segments: readonly RenderedSegment[];
  /** The text of a repository file, when it was read. */
  readonly text: (file: string) => string | undefined;
}

/** What a message says about where a rendered object came from. */
export function renderNote(job: HelmRenderJob, rendered?: string): string {
  const release = job.origin === 'chart' ? `release ${job.release} of chart ${job.chart.dir || '.'}` : `${job.label} (release ${job.release}, chart ${job.chart.dir || '.'})`;
  return `[helm: ${release}, values ${job.valuesSet}${rendered ? `, rendered ${rendered}` : ''}]`;
}

/** A finding on the rendered output, placed in the template that produced it. */
export function mapHelmFinding(f: Finding, context: HelmMapContext): Finding {
  if (f.file !== context.renderedFile) return f;
  const { job } = context;
  let segment: RenderedSegment | undefined;
  if (f.line !== undefined) for (const s of context.segments) if (s.line <= f.line) segment = s;
  const file = segment ? sourceFile(segment.source, job.chart.dir) : undefined;
  const note = renderNote(job, segment?.source);
  if (file === undefined) {
    return { ...f, file: job.declaredIn.file, line: job.declaredIn.line, column: job.declaredIn.column, message: `${f.message} ${note}`, ...noEnd };
  }
  const text = context.text(file);
  const place = text !== undefined && f.pointer !== undefined ? locateInTemplate(text, f.pointer) : undefined;
  return { ...f, file, line: place?.line ?? 1, column: place?.column ?? 1, message: `${f.message} ${note}`, ...noEnd };
}

const noEnd = { endLine: undefined, endColumn: undefined };

/**
 * A `helm template` failure as a finding at the template and line Helm names, else at the
 * release's declaration. `stderr` is already cleaned of control characters and temp paths.
 */
export function helmErrorFinding(stderr: string, job: HelmRenderJob): Finding {
  const note = renderNote(job);
  const base = { ruleId: 'helm/template-error', severity: 'error' as const, hint: 'Fix the template or the values so that `helm template` succeeds; the objects of this render were not checked.' };
  const patterns: RegExp[] = [
    // template: web/templates/deploy.yaml:12:5: executing "..." at <...>: ...
    /template: ([^\s:]+\.(?:ya?ml|tpl|txt|json)):(\d+):(\d+): /,
    // execution error at (web/templates/deploy.yaml:4:5): message
    /execution error at \(([^\s:]+):(\d+):(\d+)\)/,
    // parse error at (web/templates/deploy.yaml:3): function "x" not defined
    /parse error at \(([^\s:]+):(\d+)\)/,
    // YAML parse error on web/templates/deploy.yaml: error converting YAML to JSON: yaml: line 5: ...
    /YAML parse error on ([^\s:]+):.*?line (\d+)/,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(stderr);
    const source = m?.[1];
    if (!m || source === undefined) continue;
    const file = sourceFile(source, job.chart.dir);
    if (file === undefined) continue;
    return { ...base, message: `helm template failed: ${stderr} ${note}`, file, line: Number(m[2] ?? 1) || 1, column: Number(m[3] ?? 1) || 1 };
  }
  return { ...base, message: `helm template failed: ${stderr} ${note}`, ...job.declaredIn };
}
