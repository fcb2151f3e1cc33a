import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkTree } from '../core/repository/check-tree.js';
import { describeObject, type Finding, type ObjectRef } from '../core/findings/finding.js';
import type { LiveNamespace } from '../core/policy/index.js';
import type { LiveGpu } from '../core/tenant/gpu-capacity.js';
import { shippedBuiltinRegistry } from '../io/builtin-schemas.js';
import { collectTreeSources, toTreeCheckInput } from '../io/repository/tree-sources.js';
import { parseFindingsJson, runCommand } from './command-findings.js';
import { prepareComparison, type Comparison } from './revisions.js';
import type { ModeResult } from './results.js';
import type { Analyzer } from './run.js';
import { redactKubeconfig, type ActionSettings, type Mode } from './settings.js';

const CRD_COMPAT_PREFIX = 'crd-compat/';

/**
 * The real pipeline: the same code as `driftgate check` and `driftgate crd-diff`, on the
 * event's head compared with its merge base. Each mode's failure is caught and reported
 * as that mode's result; it never stops the other modes.
 */
export const analyzeRepository: Analyzer = async (settings, log) => {
  const comparison = await prepareComparison(settings.workspace, settings.event, log);
  if (comparison.note) log(`driftgate: ${comparison.note}`);
  const kubeconfig = await materializeKubeconfig(settings);
  try {
    const results: ModeResult[] = [];
    for (const mode of settings.modes) {
      try {
        const result = await runMode(mode, { settings, comparison, kubeconfigPath: kubeconfig?.path });
        // A command's stderr becomes the failure text: no kubeconfig value in it either.
        results.push(result.failure !== undefined ? { ...result, failure: redactKubeconfig(result.failure, settings.kubeconfig) } : result);
      } catch (error) {
        // A failure text goes to the check run, comment, summary and results file: no kubeconfig value in it.
        const detail = redactKubeconfig(error instanceof Error ? error.message : String(error), settings.kubeconfig);
        log(`driftgate: ${mode} failed: ${detail}`);
        results.push({ mode, findings: [], scope: '', failure: detail });
      }
    }
    // The check also reports CRD gate findings when it sees CRD changes; with crd-diff on,
    // they belong to the crd-diff check run only.
    if (settings.modes.includes('crd-diff')) {
      const crdGateOnly = (f: Finding): boolean => f.ruleId.startsWith(CRD_COMPAT_PREFIX) || (f.ruleId === 'gate/policy-changed' && (f.file ?? '').endsWith('crd-compat.yaml'));
      return results.map((r) => (r.mode === 'check' ? { ...r, findings: r.findings.filter((f) => !crdGateOnly(f)) } : r));
    }
    return results;
  } finally {
    await kubeconfig?.dispose();
  }
};

interface ModeContext {
  readonly settings: ActionSettings;
  readonly comparison: Comparison;
  readonly kubeconfigPath: string | undefined;
}

async function runMode(mode: Mode, context: ModeContext): Promise<ModeResult> {
  switch (mode) {
    case 'check':
      return runCheck(context);
    case 'crd-diff':
      return runCrdDiff(context);
    case 'drift-preview':
      return runDriftPreview(context);
  }
}

async function runCheck({ settings, comparison, kubeconfigPath }: ModeContext): Promise<ModeResult> {
  // The same reading as `driftgate check`: repository context, ignore rules, non-manifest files, kustomize.
  const tree = await collectTreeSources({
    root: settings.workspace,
    paths: settings.paths,
    ...(comparison.base !== undefined ? { base: comparison.base, head: comparison.head } : {}),
    ...(comparison.trusted !== undefined ? { trustedRevision: comparison.trusted } : {}),
    crdPaths: settings.crdPaths,
    ...(settings.policiesDir !== undefined ? { policiesDir: settings.policiesDir } : {}),
    exclude: [],
    env: process.env,
  });
  // With cluster credentials, tenants are also checked against the live namespaces (as `check --kubeconfig`).
  let live: { liveNamespaces: Map<string, LiveNamespace>; liveGpu: LiveGpu } | undefined;
  if (kubeconfigPath !== undefined) {
    const { readLiveCheckContext } = await import('../cli/check-live.js');
    const { liveNamespaces, liveGpu } = await readLiveCheckContext({ cwd: settings.workspace, kubeconfig: kubeconfigPath });
    live = { liveNamespaces, liveGpu };
  }
  const checked = checkTree(toTreeCheckInput(tree, { now: new Date(), builtins: shippedBuiltinRegistry(), ...(live ?? {}) }));
  // The sync scope, as `check --scope`: read at the trusted (base) revision on a pull request.
  let result = checked;
  if (settings.scope !== undefined || settings.defaultNamespace !== undefined) {
    const { scopeFindings, withScopeFindings } = await import('../cli/check-scope.js');
    const { policyRevision: trusted, baseRevision: base, headRevision: head } = tree.sources;
    const scoped = await scopeFindings({
      ...(settings.scope !== undefined ? { scopeFile: settings.scope } : {}),
      ...(settings.defaultNamespace !== undefined ? { defaultNamespace: settings.defaultNamespace } : {}),
      cwd: settings.workspace,
      root: settings.workspace,
      ...(trusted !== undefined && base !== undefined && head !== undefined ? { revisions: { trusted, base, head } } : {}),
      manifests: checked.manifests,
      crdFiles: tree.sources.crdFiles,
      ...(tree.selected ? { selected: tree.selected } : {}),
    });
    result = withScopeFindings(checked, scoped);
  }
  const where = settings.paths.join(', ');
  const reported = tree.selected?.size ?? tree.sources.files.length;
  const scope = tree.sources.selected
    ? `${plural(reported, 'changed file')} checked under ${where} (${plural(tree.sources.files.length, 'file')} read as context), against ${comparison.base?.slice(0, 7) ?? ''}`
    : `${plural(reported, 'file')} checked under ${where}`;
  return {
    mode: 'check',
    findings: result.findings,
    rules: result.rules,
    scope: comparison.note ? `${scope}. ${comparison.note}` : scope,
    ...(result.configurationErrors > 0 ? { failure: `${plural(result.configurationErrors, 'configuration error')} (see the findings)` } : {}),
  };
}

async function runCrdDiff({ settings, comparison, kubeconfigPath }: ModeContext): Promise<ModeResult> {
  if (comparison.base === undefined) return { mode: 'crd-diff', findings: [], scope: '', failure: comparison.note ?? 'no base revision to compare with' };
  const { crdDiffCommand } = await import('../cli/crd-diff.js');
  const argv = [
    '--base', comparison.base,
    '--head', comparison.head,
    '--format', 'json',
    '--fail-on', 'never',
    ...(settings.crdCompatConfig !== undefined ? ['--config', settings.crdCompatConfig] : []),
    // The gate's configuration is read at the base branch, never at the PR's head.
    ...(comparison.trusted !== undefined ? ['--config-revision', comparison.trusted] : []),
    ...(kubeconfigPath !== undefined ? ['--kubeconfig', kubeconfigPath] : []),
  ];
  const run = await runCommand(crdDiffCommand, { argv, cwd: settings.workspace, env: { ...process.env, NO_COLOR: '1' } });
  let findings: Finding[] = [];
  try {
    findings = parseFindingsJson(run.stdout);
  } catch (error) {
    return { mode: 'crd-diff', findings: [], scope: '', failure: run.stderr.trim() || (error instanceof Error ? error.message : String(error)) };
  }
  const { crdCompatRuleInfo } = await import('../core/crd-compat/index.js');
  return {
    mode: 'crd-diff',
    findings,
    rules: crdCompatRuleInfo(),
    scope: `CRDs at ${comparison.head.slice(0, 7)} compared with ${comparison.base.slice(0, 7)}${kubeconfigPath ? ' and the live cluster' : ''}`,
    ...(run.exitCode === 2 ? { failure: run.stderr.trim() || 'configuration error (see the findings)' } : {}),
  };
}

async function runDriftPreview({ settings, comparison, kubeconfigPath }: ModeContext): Promise<ModeResult> {
  if (kubeconfigPath === undefined) return { mode: 'drift-preview', findings: [], scope: '', failure: 'no kubeconfig' };
  const { diffCommand } = await import('../cli/diff.js');
  const argv = [
    '--kubeconfig', kubeconfigPath,
    ...(comparison.base !== undefined ? ['--base', comparison.base, '--head', comparison.head] : []),
    '--format', 'json',
    ...settings.paths,
  ];
  const run = await runCommand(diffCommand, { argv, cwd: settings.workspace, env: { ...process.env, NO_COLOR: '1' } });
  const preview = parseDriftPreview(run.stdout);
  if (!preview) return { mode: 'drift-preview', findings: [], scope: '', failure: run.stderr.trim() || `driftgate diff exited with ${run.exitCode} and no report` };
  // Objects the API server refused in the dry-run would fail to apply after merging: errors.
  const findings: Finding[] = preview.errors.map((e) => ({
    ruleId: 'drift/dry-run-rejected',
    severity: 'error',
    message: `${describeObject(e.ref) || 'object'}: the API server refused the dry-run apply: ${e.message}`,
    object: e.ref,
    hint: 'The change would fail to apply when the sync agent applies it; fix the manifest or the cluster (admission policy, missing CRD).',
  }));
  return {
    mode: 'drift-preview',
    findings,
    scope: `${comparison.base !== undefined ? 'Changed manifests' : 'Manifests'} under ${settings.paths.join(', ')}, server-side dry-run against the live cluster`,
    details: preview.summary,
    outcome: { conclusion: preview.conclusion === 'success' ? 'success' : 'neutral', title: preview.title },
  };
}

/** The `--format json` report of `driftgate diff` (unknown: checked here). */
function parseDriftPreview(text: string): { conclusion: string; title: string; summary: string; errors: { ref: ObjectRef; message: string }[] } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const checkRun = record['checkRun'];
  if (typeof checkRun !== 'object' || checkRun === null) return undefined;
  const { conclusion, title, summary } = checkRun as Record<string, unknown>;
  if (typeof conclusion !== 'string' || typeof title !== 'string' || typeof summary !== 'string') return undefined;
  const rawErrors = Array.isArray(record['errors']) ? (record['errors'] as unknown[]) : [];
  const errors = rawErrors.flatMap((e) => {
    if (typeof e !== 'object' || e === null) return [];
    const { ref, message } = e as Record<string, unknown>;
    if (typeof message !== 'string') return [];
    const r = typeof ref === 'object' && ref !== null ? (ref as Record<string, unknown>) : {};
    const objectRef: ObjectRef = Object.fromEntries(
      (['apiVersion', 'kind', 'namespace', 'name'] as const).flatMap((k) => (typeof r[k] === 'string' ? [[k, r[k]]] : [])),
    );
    return [{ ref: objectRef, message }];
  });
  return { conclusion, title, summary, errors };
}

/** An inline kubeconfig (a secret's content) goes to a private temp file for the clients that want a path. */
async function materializeKubeconfig(settings: ActionSettings): Promise<{ path: string; dispose(): Promise<void> } | undefined> {
  const source = settings.kubeconfig;
  if (!source) return undefined;
  if (source.kind === 'file') return { path: source.path, dispose: async () => undefined };
  const dir = await mkdtemp(path.join(process.env['RUNNER_TEMP'] || os.tmpdir(), 'driftgate-kube-'));
  const file = path.join(dir, 'kubeconfig');
  await writeFile(file, source.content, { mode: 0o600 });
  return { path: file, dispose: () => rm(dir, { recursive: true, force: true }) };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
