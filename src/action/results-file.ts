import { FAIL_ON, type FailOn, type Finding } from '../core/findings/finding.js';
import { parseFinding } from './command-findings.js';
import type { ModeResult } from './results.js';
import { MODES, type Mode } from './settings.js';
import { isRecord } from '../core/manifest/manifest.js';

/**
 * The results of a run, written for the second stage of the fork-PR split
 * (`mode: publish` on `workflow_run`). The second stage checks the PR head itself; it reads
 * this file from an artifact of a fork's run only as a hint (which PR to comment on, checked
 * with GitHub, and a note when its counts differ): it is untrusted, parsed field by field,
 * bounded, checked against the workflow_run event GitHub wrote, and never the verdict.
 */
export interface ResultsFile {
  readonly repository: string;
  readonly headSha: string;
  /** The PR the first stage ran for (a claim: publish checks it against the PR's head). */
  readonly pullRequest?: number;
  readonly failOn: FailOn;
  readonly results: readonly ModeResult[];
}

export const RESULTS_FORMAT_VERSION = 1;

/** Bounds on what a results file may hold. */
export const RESULTS_LIMITS = { findings: 20_000, textChars: 64 * 1024, scopeChars: 2_000 } as const;

export function serializeResults(file: ResultsFile): string {
  return (
    JSON.stringify(
      {
        driftgate: RESULTS_FORMAT_VERSION,
        repository: file.repository,
        headSha: file.headSha,
        ...(file.pullRequest !== undefined ? { pullRequest: file.pullRequest } : {}),
        failOn: file.failOn,
        results: file.results.map((r) => ({ mode: r.mode, scope: r.scope, ...(r.failure !== undefined ? { failure: r.failure } : {}), ...(r.details !== undefined ? { details: r.details } : {}), ...(r.outcome !== undefined ? { outcome: r.outcome } : {}), findings: r.findings })),
      },
      null,
      1,
    ) + '\n'
  );
}

export class ResultsFileError extends Error {
  override readonly name = 'ResultsFileError';
}

function boundedString(value: unknown, where: string, max: number): string {
  if (typeof value !== 'string') throw new ResultsFileError(`${where} is not a string`);
  return value.length > max ? value.slice(0, max) + '…' : value;
}

function boundFinding(f: Finding): Finding {
  const cut = (s: string | undefined): string | undefined => (s === undefined || s.length <= RESULTS_LIMITS.textChars ? s : s.slice(0, RESULTS_LIMITS.textChars) + '…');
  return {
    ...f,
    message: cut(f.message) ?? '',
    ruleId: f.ruleId.slice(0, 200),
    ...(f.hint !== undefined ? { hint: cut(f.hint) } : {}),
    ...(f.file !== undefined ? { file: f.file.slice(0, 4096) } : {}),
    ...(f.pointer !== undefined ? { pointer: f.pointer.slice(0, 4096) } : {}),
  } as Finding;
}

/** Parses a results file; throws ResultsFileError saying what is wrong. */
export function parseResultsFile(text: string): ResultsFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ResultsFileError('not JSON');
  }
  if (!isRecord(value)) throw new ResultsFileError('not a JSON object');
  if (value['driftgate'] !== RESULTS_FORMAT_VERSION) throw new ResultsFileError(`unknown format version ${JSON.stringify(value['driftgate'])} (expected ${RESULTS_FORMAT_VERSION})`);
  const repository = boundedString(value['repository'], 'repository', 200);
  const headSha = boundedString(value['headSha'], 'headSha', 64);
  const pr = value['pullRequest'];
  if (pr !== undefined && (typeof pr !== 'number' || !Number.isInteger(pr) || pr < 1)) throw new ResultsFileError('pullRequest is not a PR number');
  const failOn = value['failOn'];
  if (!(FAIL_ON as readonly unknown[]).includes(failOn)) throw new ResultsFileError(`failOn is not one of ${FAIL_ON.join(', ')}`);
  const list = value['results'];
  if (!Array.isArray(list) || list.length > MODES.length) throw new ResultsFileError(`results is not a list of at most ${MODES.length} modes`);
  let total = 0;
  const seen = new Set<Mode>();
  const results = list.map((item: unknown, i): ModeResult => {
    const where = `results[${i}]`;
    if (!isRecord(item)) throw new ResultsFileError(`${where} is not an object`);
    const mode = item['mode'];
    if (!(MODES as readonly unknown[]).includes(mode) || seen.has(mode as Mode)) throw new ResultsFileError(`${where}.mode is not one of ${MODES.join(', ')} (once each)`);
    seen.add(mode as Mode);
    const findings = item['findings'];
    if (!Array.isArray(findings)) throw new ResultsFileError(`${where}.findings is not a list`);
    total += findings.length;
    if (total > RESULTS_LIMITS.findings) throw new ResultsFileError(`more than ${RESULTS_LIMITS.findings} findings`);
    let parsed: Finding[];
    try {
      parsed = findings.map((f: unknown, j) => boundFinding(parseFinding(f, `${where}.findings[${j}]`)));
    } catch (error) {
      throw new ResultsFileError(error instanceof Error ? error.message : String(error));
    }
    return {
      mode: mode as Mode,
      scope: boundedString(item['scope'] ?? '', `${where}.scope`, RESULTS_LIMITS.scopeChars),
      findings: parsed,
      ...(item['failure'] !== undefined ? { failure: boundedString(item['failure'], `${where}.failure`, RESULTS_LIMITS.scopeChars) } : {}),
      ...(item['details'] !== undefined ? { details: boundedString(item['details'], `${where}.details`, RESULTS_LIMITS.textChars) } : {}),
      ...(item['outcome'] !== undefined ? { outcome: parseOutcome(item['outcome'], `${where}.outcome`) } : {}),
    };
  });
  return { repository, headSha, ...(pr !== undefined ? { pullRequest: pr as number } : {}), failOn: failOn as FailOn, results };
}

function parseOutcome(value: unknown, where: string): NonNullable<ModeResult['outcome']> {
  if (!isRecord(value) || (value['conclusion'] !== 'success' && value['conclusion'] !== 'neutral')) throw new ResultsFileError(`${where} is not an outcome`);
  return { conclusion: value['conclusion'], title: boundedString(value['title'], `${where}.title`, 255) };
}
