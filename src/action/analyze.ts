import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { judgeRevision } from '../core/gate/judge.js';
import { describeObject, type Finding } from '../core/findings/finding.js';
import { shippedBuiltinRegistry } from '../io/builtin-schemas.js';
import { readCheckGate } from '../io/repository/check-gate.js';
import { prepareComparison, type Comparison } from './revisions.js';
import type { ModeResult } from './results.js';
import type { Analyzer } from './run.js';
import { inputFailure, redactKubeconfig, shownPaths, type ActionSettings, type Mode } from './settings.js';

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
        // A failure text goes to the check run, comment, summary and results file: no input's
        // value (an input error names the input) and no kubeconfig value in it.
        const detail = inputFailure(error, settings) ?? redactKubeconfig(error instanceof Error ? error.message : String(error), settings.kubeconfig);
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
  // With cluster credentials, tenants are also checked against the live namespaces (as `check --kubeconfig`).
  let live = {};
  let discovered: Map<string, boolean> | undefined;
  if (kubeconfigPath !== undefined) {
    const { readLiveCheckContext } = await import('../io/kube/live-context.js');
    const read = await readLiveCheckContext({ cwd: settings.workspace, kubeconfig: kubeconfigPath });
    live = { liveNamespaces: read.liveNamespaces, liveGpu: read.liveGpu };
    discovered = read.discovered; // the scope gate's namespaced-ness, as `check --kubeconfig` and the agent
  }
  // The same reading and the same gate as `driftgate check`: repository context, ignore rules,
  // non-manifest files, kustomize, the scope at the trusted (base) revision.
  const { tree, input } = await readCheckGate({
    root: settings.workspace,
    cwd: settings.workspace,
    paths: settings.paths,
    ...(comparison.base !== undefined ? { base: comparison.base, head: comparison.head } : {}),
    ...(comparison.trusted !== undefined ? { trustedRevision: comparison.trusted } : {}),
    crdPaths: settings.crdPaths,
    ...(settings.policiesDir !== undefined ? { policiesDir: settings.policiesDir } : {}),
    exclude: [],
    env: process.env,
    ...(settings.scope !== undefined ? { scopeFile: settings.scope } : {}),
    ...(settings.defaultNamespace !== undefined ? { defaultNamespace: settings.defaultNamespace } : {}),
    ...(discovered !== undefined ? { discovered } : {}),
    // A pull request's changed files are reported; the others are judged by their cross-document
    // facts without keeping their objects (not with the scope gate: readCheckGate says so).
    check: { now: new Date(), builtins: shippedBuiltinRegistry(), ...live, unreportedByFacts: true },
  });
  const result = await judgeRevision(input);
  const where = shownPaths(settings.paths);
  const reported = tree.selected?.size ?? tree.sources.files.length;
  const scope = tree.sources.selected
    ? `${plural(reported, 'changed file')} checked under ${where} (${plural(tree.sources.files.length, 'file')} read as context), against ${comparison.base?.slice(0, 7) ?? ''}`
    : `${plural(reported, 'file')} checked under ${where}`;
  return {
    mode: 'check',
    findings: [...result.findings],
    rules: result.rules,
    scope: comparison.note ? `${scope}. ${comparison.note}` : scope,
    ...(result.configurationErrors > 0 ? { failure: `${plural(result.configurationErrors, 'configuration error')} (see the findings)` } : {}),
  };
}

async function runCrdDiff({ settings, comparison, kubeconfigPath }: ModeContext): Promise<ModeResult> {
  if (comparison.base === undefined) return { mode: 'crd-diff', findings: [], scope: '', failure: comparison.note ?? 'no base revision to compare with' };
  const { readCrdGate } = await import('../io/repository/crd-revisions.js');
  const { crdCompatRuleInfo } = await import('../core/crd-compat/registry.js');
  let live;
  if (kubeconfigPath !== undefined) {
    const { loadKubeConfig } = await import('../io/kube/kubeconfig.js');
    const { KubeCrdLiveReader } = await import('../io/kube/crd-live.js');
    live = new KubeCrdLiveReader({ kubeConfig: loadKubeConfig({ path: kubeconfigPath, env: {}, cwd: settings.workspace }).kubeConfig });
  }
  // The gate's configuration is read at the base branch, never at the PR's head.
  const read = await readCrdGate({
    cwd: settings.workspace,
    base: comparison.base,
    head: comparison.head,
    // The CRDs of the checked paths (and deploy/crds): one moved out of them is a removed CRD.
    paths: settings.paths,
    ...(settings.crdCompatConfig !== undefined ? { configFile: settings.crdCompatConfig } : {}),
    ...(comparison.trusted !== undefined ? { trusted: comparison.trusted } : {}),
    ...(live ? { live } : {}),
  });
  const scope = `CRDs at ${comparison.head.slice(0, 7)} compared with ${comparison.base.slice(0, 7)}${kubeconfigPath ? ' and the live cluster' : ''}`;
  if (!read.input) return { mode: 'crd-diff', findings: read.findings, rules: crdCompatRuleInfo(), scope, failure: 'configuration error (see the findings)' };
  return { mode: 'crd-diff', findings: [...(await judgeRevision(read.input)).findings], rules: crdCompatRuleInfo(), scope };
}

async function runDriftPreview({ settings, comparison, kubeconfigPath }: ModeContext): Promise<ModeResult> {
  if (kubeconfigPath === undefined) return { mode: 'drift-preview', findings: [], scope: '', failure: 'no kubeconfig' };
  // What `driftgate diff` does, called directly: the changed manifests, dry-run applied as the agent applies them.
  const { readDiffSources, DRIFT_CONFIG_FILE } = await import('../io/repository/diff-sources.js');
  const { loadKubeConfig } = await import('../io/kube/kubeconfig.js');
  const { KubeClient } = await import('../io/kube/client.js');
  const { Discovery } = await import('../io/kube/discovery.js');
  const { previewDrift, previewCheckRun } = await import('../agent/preview.js');
  const { compileIgnoreRules } = await import('../core/drift/ignore.js');
  const { parseYaml } = await import('../core/yaml/parse.js');
  const read = await readDiffSources({ root: settings.workspace, paths: settings.paths, ...(comparison.base !== undefined ? { base: comparison.base, head: comparison.head } : {}) });
  let ignore: ReturnType<typeof compileIgnoreRules>['rules'] = [];
  if (read.configText !== undefined) {
    const doc = parseYaml(read.configText, { file: DRIFT_CONFIG_FILE }).documents.find((d) => d.value !== null && d.value !== undefined);
    const compiled = compileIgnoreRules(doc?.value, { file: DRIFT_CONFIG_FILE });
    if (compiled.findings.length > 0) return { mode: 'drift-preview', findings: compiled.findings, scope: '', failure: `${DRIFT_CONFIG_FILE} has ${plural(compiled.findings.length, 'problem')} (see the findings)` };
    ignore = compiled.rules;
  }
  const client = new KubeClient({ kubeConfig: loadKubeConfig({ path: kubeconfigPath, env: {}, cwd: settings.workspace }).kubeConfig, userAgent: 'driftgate-action' });
  let preview;
  try {
    preview = await previewDrift({ client, discovery: new Discovery({ client }) }, { headFiles: read.headFiles, ...(read.baseFiles ? { baseFiles: read.baseFiles } : {}), ignore });
  } finally {
    client.close();
  }
  const checkRun = previewCheckRun(preview);
  // Objects the API server refused in the dry-run would fail to apply after merging: errors.
  // Unreadable files are said by the check mode; here only what the API server refused.
  const findings: Finding[] = [
    ...(preview.report.errors ?? []).map((e): Finding => ({
      ruleId: 'drift/dry-run-rejected',
      severity: 'error',
      message: `${describeObject(e.ref) || 'object'}: the API server refused the dry-run apply: ${e.message}`,
      object: e.ref,
      hint: 'The change would fail to apply when the sync agent applies it; fix the manifest or the cluster (admission policy, missing CRD).',
    })),
  ];
  return {
    mode: 'drift-preview',
    findings,
    scope: `${comparison.base !== undefined ? 'Changed manifests' : 'Manifests'} under ${shownPaths(settings.paths)}, server-side dry-run against the live cluster`,
    details: checkRun.summary,
    outcome: { conclusion: checkRun.conclusion === 'success' ? 'success' : 'neutral', title: checkRun.title },
  };
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
