import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { FAIL_ON, type FailOn } from '../core/findings/finding.js';
import { isDns1123Label } from '../core/kube/names.js';
import { kubeconfigSecretValues, redactKubeconfigValues } from '../io/kube/kubeconfig-redact.js';
import { parseRepository, type RepoRef } from '../io/github/repository.js';
import { MissingPathError } from '../io/fs/manifest-files.js';
import { CrdInputError } from '../io/repository/crd-revisions.js';
import { ScopeFileError } from '../io/repository/scope-file.js';
import { parseEvent, EventError, type EventContext, type WorkflowRunEvent } from './event.js';
import { INPUTS, type InputName } from './inputs.js';

export const MODES = ['check', 'crd-diff', 'drift-preview'] as const;
export type Mode = (typeof MODES)[number];

/** `mode: publish`: the second stage of the fork-PR split posts what the first stage found. */
export const PUBLISH = 'publish';

export interface PublishSettings {
  /** The results file the first stage wrote (an artifact: untrusted). */
  readonly resultsFile: string;
  readonly workflowRun: WorkflowRunEvent;
}

/** Where the kubeconfig for the drift preview comes from. */
export type KubeconfigSource = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'inline'; readonly content: string };

/** Everything the Action needs, parsed once from inputs and the runner's environment. */
export interface ActionSettings {
  /** The checked-out repository (`$GITHUB_WORKSPACE`); paths in findings are relative to it. */
  readonly workspace: string;
  /** Files or directories to check, relative to the workspace. */
  readonly paths: readonly string[];
  /** The policy pack directory, relative to the workspace; default: `policies/` when present. */
  readonly policiesDir?: string;
  /** Extra CRD files or directories, relative to the workspace (deploy/crds/ is always read). */
  readonly crdPaths: readonly string[];
  /** The CRD gate's configuration file, relative to the workspace; default: `policies/crd-compat.yaml` when present. */
  readonly crdCompatConfig?: string;
  /** The SyncScope file, relative to the workspace; read at the base revision on pull requests. */
  readonly scope?: string;
  /** With scope: the namespace the sync agent gives objects that name none. */
  readonly defaultNamespace?: string;
  /** The step fails when a finding is at or above this severity. */
  readonly failOn: FailOn;
  /** The modes to run, in this order. */
  readonly modes: readonly Mode[];
  /** Modes asked for explicitly but skipped by the default ("all that apply") are listed here with why. */
  readonly skippedModes: readonly { readonly mode: Mode; readonly reason: string }[];
  /** GitHub token for check runs and the comment; '' means report through the job summary only. */
  readonly token: string;
  /** Enables the drift preview. */
  readonly kubeconfig?: KubeconfigSource;
  /** Upsert one PR comment with the results. */
  readonly comment: boolean;
  /** Absolute path of the SARIF file written with every finding. */
  readonly sarifFile: string;
  /** Absolute path of the results file written for a later `mode: publish`. */
  readonly resultsFile: string;
  /** Set with `mode: publish`: no checks run, results are read from a file and posted. */
  readonly publish?: PublishSettings;
  readonly repository: RepoRef;
  /** REST API root (`$GITHUB_API_URL`; GHES has its own). */
  readonly apiUrl: string;
  /** Link from check runs to this workflow run, when the runner says which it is. */
  readonly detailsUrl?: string;
  readonly event: EventContext;
}

/**
 * Every problem with the inputs at once, each naming the input (and the entry of a list) and what
 * it expects, never the value: an input can hold a secret or text from the event (a branch name,
 * a PR title), and these messages reach the job summary and the log as they are.
 */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

export interface SettingsSource {
  readonly getInput: (name: string) => string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The parsed `$GITHUB_EVENT_PATH` file (undefined when there is none). */
  readonly eventPayload: unknown;
  /** Whether a path is a file this process can read (default: the real file system). */
  readonly isReadableFile?: (absolutePath: string) => boolean;
}

function isReadableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** A line of a kubeconfig document's own top-level keys, or a JSON object. */
const KUBECONFIG_KEY = /^(?:apiVersion|kind|clusters|contexts|users|current-context|preferences)\s*:/m;

function looksLikeKubeconfig(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith('{') || KUBECONFIG_KEY.test(trimmed);
}

/**
 * What the `kubeconfig` input holds, in this order: the path of a readable file (one line,
 * relative to the workspace); base64 of a kubeconfig (how a secret often holds one, wrapped or
 * not); or the kubeconfig itself, YAML or JSON (a multi-line secret, or one line of JSON).
 * Undefined when it is none of these: a path that does not exist is not guessed at as content.
 */
export function readKubeconfigInput(text: string, options: { readonly workspace: string; readonly isReadableFile: (absolutePath: string) => boolean }): KubeconfigSource | undefined {
  const value = text.trim();
  if (!/[\r\n]/.test(value)) {
    const file = path.resolve(options.workspace, value);
    if (options.isReadableFile(file)) return { kind: 'file', path: file };
  }
  const compact = value.replace(/\s+/g, '');
  if (compact.length >= 16 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) {
    const decoded = Buffer.from(compact, 'base64').toString('utf8');
    if (!decoded.includes('\uFFFD') && looksLikeKubeconfig(decoded)) return { kind: 'inline', content: decoded };
  }
  return looksLikeKubeconfig(value) ? { kind: 'inline', content: value } : undefined;
}

/**
 * Replaces every value of an inline kubeconfig (tokens, keys, passwords) in a message, before it can reach a log, check run, comment, summary or
 * results file.
 */
/**
 * `::add-mask::` commands for the credentials of an inline kubeconfig: GitHub masks a secret's
 * value as given (e.g. base64), not what driftgate decodes from it.
 */
export function kubeconfigMaskCommands(source: KubeconfigSource | undefined): string {
  if (source?.kind !== 'inline') return '';
  return kubeconfigSecretValues(source.content, { textPicks: false })
    .flatMap((value) => value.split(/\r?\n|\r/))
    .filter((line) => line.trim() !== '')
    .map((line) => `::add-mask::${line.replace(/%/g, '%25')}`)
    .join('\n');
}

export function redactKubeconfig(text: string, source: KubeconfigSource | undefined): string {
  return source?.kind === 'inline' ? redactKubeconfigValues(text, source.content) : text;
}

/** `Input 'paths'`, or `Input 'paths', entry 2` for one entry of a list. */
function inputLabel(input: InputName, entry?: number): string {
  return `Input '${input}'${entry !== undefined ? `, entry ${entry}` : ''}`;
}

const TRUE = new Set(['on', 'true', 'yes', '1']);
const FALSE = new Set(['off', 'false', 'no', '0']);

function list(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Parses inputs and environment into settings; throws SettingsError listing every problem. */
export function parseSettings(source: SettingsSource): ActionSettings {
  const { getInput, env } = source;
  const problems: string[] = [];
  const workspace = path.resolve(env['GITHUB_WORKSPACE'] || '.');

  /** `entry` (1-based) for a list input: which of its entries is wrong. */
  const inWorkspace = (input: InputName, value: string, entry?: number): string | undefined => {
    const absolute = path.resolve(workspace, value);
    const relative = path.relative(workspace, absolute);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      problems.push(`${inputLabel(input, entry)}: expected a path inside the workspace (relative to it, or absolute under it); this one leads outside it.`);
      return undefined;
    }
    return relative.split(path.sep).join('/') || '.';
  };
  const inWorkspaceList = (input: InputName, values: readonly string[]): string[] =>
    values.map((p, i) => inWorkspace(input, p, values.length > 1 ? i + 1 : undefined)).filter((p): p is string => p !== undefined);

  const paths = inWorkspaceList(INPUTS.paths, list(getInput(INPUTS.paths)).length ? list(getInput(INPUTS.paths)) : ['.']);

  const crdPaths = inWorkspaceList(INPUTS.crds, list(getInput(INPUTS.crds)));

  const policiesText = getInput(INPUTS.policies);
  const policiesDir = policiesText ? inWorkspace(INPUTS.policies, policiesText) : undefined;
  const crdConfigText = getInput(INPUTS.crdCompatConfig);
  const crdCompatConfig = crdConfigText ? inWorkspace(INPUTS.crdCompatConfig, crdConfigText) : undefined;

  const scopeText = getInput(INPUTS.scope);
  const scope = scopeText ? inWorkspace(INPUTS.scope, scopeText) : undefined;
  const defaultNamespace = getInput(INPUTS.defaultNamespace) || undefined;
  if (defaultNamespace !== undefined && !isDns1123Label(defaultNamespace))
    problems.push(`Input '${INPUTS.defaultNamespace}': expected a namespace name (a DNS-1123 label: at most 63 lower-case letters, digits and '-', starting and ending with a letter or digit).`);
  if (defaultNamespace !== undefined && scopeText === '') problems.push(`Input '${INPUTS.defaultNamespace}': needs the '${INPUTS.scope}' input.`);

  const failOnText = getInput(INPUTS.failOn) || 'error';
  const failOn = (FAIL_ON as readonly string[]).includes(failOnText) ? (failOnText as FailOn) : undefined;
  if (!failOn) problems.push(`Input '${INPUTS.failOn}': expected one of ${FAIL_ON.join(', ')}.`);

  const commentText = (getInput(INPUTS.comment) || 'on').toLowerCase();
  const comment = TRUE.has(commentText) ? true : FALSE.has(commentText) ? false : undefined;
  if (comment === undefined) problems.push(`Input '${INPUTS.comment}': expected on or off (or true/false, yes/no, 1/0).`);

  const kubeconfigText = getInput(INPUTS.kubeconfig);
  const kubeconfig = kubeconfigText === '' ? undefined : readKubeconfigInput(kubeconfigText, { workspace, isReadableFile: source.isReadableFile ?? isReadableFile });
  // The value is never quoted: it is usually a secret (GitHub masks it in the log, not in a check run or comment).
  if (kubeconfigText !== '' && kubeconfig === undefined) problems.push(`Input '${INPUTS.kubeconfig}': the kubeconfig input is neither a readable file nor base64/YAML kubeconfig content.`);

  const repositoryText = env['GITHUB_REPOSITORY'] ?? '';
  const repository = parseRepository(repositoryText);
  if (!repository) problems.push(`GITHUB_REPOSITORY: ${JSON.stringify(repositoryText)} is not of the form owner/name (is this running on a GitHub runner?).`);

  let event: EventContext | undefined;
  try {
    const name = env['GITHUB_EVENT_NAME'] || (typeof source.eventPayload === 'object' && source.eventPayload !== null && 'pull_request' in source.eventPayload ? 'pull_request' : 'workflow_dispatch');
    event = parseEvent({ name, payload: source.eventPayload ?? {}, sha: env['GITHUB_SHA'] ?? '' });
  } catch (error) {
    if (!(error instanceof EventError)) throw error;
    problems.push(error.message + '.');
  }

  // pull_request_target runs with the base repository's secrets and a write token on a PR's
  // event: evaluating the PR's files against a cluster with those credentials is the "pwn
  // request". Refuse it, and say what to do instead.
  if (event?.name === 'pull_request_target' && kubeconfig) {
    problems.push(
      `Input '${INPUTS.kubeconfig}': refused on pull_request_target. That event runs with this repository's secrets for a pull request anyone can open, so the PR's manifests would be evaluated against the cluster with your credentials. Run driftgate on pull_request (fork PRs get no secrets there), and use the workflow_run split with mode: publish for check runs on fork PRs (docs/action.md, "Fork pull requests").`,
    );
  }

  // Modes: explicit, or all that apply.
  const modeText = list(getInput(INPUTS.mode));
  const modes: Mode[] = [];
  const skippedModes: { mode: Mode; reason: string }[] = [];
  const hasBase = event?.baseSha !== undefined;
  const publishing = modeText.includes(PUBLISH);
  if (publishing) {
    if (modeText.length > 1) problems.push(`Input '${INPUTS.mode}': ${PUBLISH} cannot be combined with other modes.`);
    if (event && !event.workflowRun) problems.push(`Input '${INPUTS.mode}': ${PUBLISH} runs on the workflow_run event (the second stage of the fork-PR split), not on ${event.name}.`);
    if (getInput(INPUTS.resultsFile) === '') problems.push(`Input '${INPUTS.resultsFile}': ${PUBLISH} needs the results file the first stage wrote.`);
  } else if (modeText.length > 0) {
    for (const [i, m] of modeText.entries()) {
      if (!(MODES as readonly string[]).includes(m)) {
        problems.push(`${inputLabel(INPUTS.mode, modeText.length > 1 ? i + 1 : undefined)}: expected one of ${[...MODES, PUBLISH].join(', ')}.`);
        continue;
      }
      const mode = m as Mode;
      if (mode === 'drift-preview' && !kubeconfig) problems.push(`Input '${INPUTS.mode}': drift-preview needs the '${INPUTS.kubeconfig}' input.`);
      if (mode === 'crd-diff' && event && !hasBase) problems.push(`Input '${INPUTS.mode}': crd-diff needs a base revision; the ${event.name} event has none (use pull_request or push).`);
      if (!modes.includes(mode)) modes.push(mode);
    }
  } else {
    modes.push('check');
    if (hasBase) modes.push('crd-diff');
    else skippedModes.push({ mode: 'crd-diff', reason: 'the event has no base revision to compare with' });
    if (kubeconfig) modes.push('drift-preview');
    else skippedModes.push({ mode: 'drift-preview', reason: `no '${INPUTS.kubeconfig}' input` });
  }

  const sarifText = getInput(INPUTS.sarifFile);
  const sarifFile = sarifText ? path.resolve(workspace, sarifText) : path.join(env['RUNNER_TEMP'] || workspace, 'driftgate.sarif');
  const resultsText = getInput(INPUTS.resultsFile);
  const resultsFile = resultsText ? path.resolve(workspace, resultsText) : path.join(env['RUNNER_TEMP'] || workspace, 'driftgate-results.json');

  const apiUrl = (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, '');
  const serverUrl = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  const runId = env['GITHUB_RUN_ID'];

  if (problems.length > 0 || !failOn || comment === undefined || !repository || !event) throw new SettingsError(problems);
  return {
    workspace,
    paths,
    crdPaths,
    ...(policiesDir !== undefined ? { policiesDir } : {}),
    ...(crdCompatConfig !== undefined ? { crdCompatConfig } : {}),
    ...(scope !== undefined ? { scope } : {}),
    ...(defaultNamespace !== undefined ? { defaultNamespace } : {}),
    failOn,
    modes,
    skippedModes,
    token: getInput(INPUTS.token),
    ...(kubeconfig ? { kubeconfig } : {}),
    comment,
    sarifFile,
    resultsFile,
    ...(publishing && event?.workflowRun ? { publish: { resultsFile, workflowRun: event.workflowRun } } : {}),
    repository,
    apiUrl,
    ...(runId ? { detailsUrl: `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${runId}` } : {}),
    event,
  };
}

/**
 * A mode's failure text for an error that comes from an input's value (a path that is not there,
 * a scope or CRD-gate configuration file that cannot be used): it names the input, and the entry
 * of a list, and what was expected, never the value, because a mode's failure goes to the check
 * run, the PR comment, the job summary and the results file. Undefined for any other error.
 */
export function inputFailure(error: unknown, settings: Pick<ActionSettings, 'workspace' | 'paths' | 'crdPaths' | 'policiesDir' | 'crdCompatConfig' | 'scope'>, exists: (absolutePath: string) => boolean = existsSync): string | undefined {
  if (error instanceof MissingPathError) {
    const missing: string[] = [];
    const check = (input: InputName, values: readonly string[]): void => {
      values.forEach((value, i) => {
        if (!exists(path.resolve(settings.workspace, value))) missing.push(inputLabel(input, values.length > 1 ? i + 1 : undefined));
      });
    };
    check(INPUTS.paths, settings.paths);
    check(INPUTS.crds, settings.crdPaths);
    if (settings.policiesDir !== undefined) check(INPUTS.policies, [settings.policiesDir]);
    return missing.length > 0
      ? `${missing.join('; ')}: expected a file or directory in the workspace; there is none at that path.`
      : `A path named by the '${INPUTS.paths}', '${INPUTS.crds}' or '${INPUTS.policies}' input is not there at the revision checked.`;
  }
  if (error instanceof ScopeFileError && settings.scope !== undefined) {
    return `Input '${INPUTS.scope}': expected a readable SyncScope file of at most 1 MiB in the workspace (read at the base revision on pull requests); this one cannot be used.`;
  }
  if (error instanceof CrdInputError && settings.crdCompatConfig !== undefined && error.message.startsWith('--config ')) {
    return `Input '${INPUTS.crdCompatConfig}': expected a file inside the repository, at the base or the head revision; there is none at that path.`;
  }
  return undefined;
}

/** Entries of a path list input shown in a report's scope line: at most this many, each cut to MAX_SHOWN_CHARS. */
const MAX_SHOWN_ENTRIES = 5;
const MAX_SHOWN_CHARS = 80;

/**
 * The `paths` (a path list input, already checked to lie in the workspace) as a report's scope
 * line shows them: bounded in count and length, control characters dropped. The line is escaped
 * where it is rendered (results.ts modeMarkdown), like every other text of a report.
 */
export function shownPaths(paths: readonly string[]): string {
  const shown = paths.slice(0, MAX_SHOWN_ENTRIES).map(bounded);
  return paths.length > MAX_SHOWN_ENTRIES ? `${shown.join(', ')} and ${paths.length - MAX_SHOWN_ENTRIES} more` : shown.join(', ');
}

/**
 * The name of an output file input (`sarif-file`) as a report shows it: its base name only (not
 * where the runner keeps it), bounded, control characters dropped; put it in a code span
 * (markdownCode) where it is rendered.
 */
export function shownFileName(file: string): string {
  return bounded(path.basename(file));
}

function bounded(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '');
  return clean.length > MAX_SHOWN_CHARS ? `${clean.slice(0, MAX_SHOWN_CHARS - 1)}…` : clean;
}
