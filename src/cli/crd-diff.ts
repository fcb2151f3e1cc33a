import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from '../core/manifest/input.js';
// The gate's modules, not crd-compat/index.js (which loads CEL and Ajv): the gate loads them when the CRDs need them.
import { DEFAULT_CONFIG, parseCrdCompatConfig, type CrdCompatConfig } from '../core/crd-compat/config.js';
import { crdCompatRuleInfo } from '../core/crd-compat/registry.js';
import { FAIL_ON, failsAt, type Finding } from '../core/findings/finding.js';
import { OUTPUT_FORMATS, renderFindings } from '../core/findings/render/index.js';
import { summaryLine } from '../core/findings/render/text.js';
import { DEFAULT_FILE_LIMITS, sameContents } from '../core/manifest/files.js';
import { judgeRevision, type LiveGateData } from '../core/gate/judge.js';
import { CrdInputError, DEFAULT_CONFIG_FILE, readCrdManifests } from '../io/repository/crd-files.js';
import { duplicateFindings } from '../core/schema/crd-set.js';
import { collectYamlFiles, MissingPathError } from '../io/fs/manifest-files.js';
import { readFileBounded } from '../io/fs/read-bounded.js';
import { findRepositoryRoot } from '../io/fs/repository-root.js';
import { booleanFlag, choiceFlag, parseFlags, stringFlag } from './args.js';
import { UsageError, type Command, type CommandContext } from './command.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';
import { checkOutputPath, writeOutput } from './output.js';
import { PhaseTimes } from './timings.js';
import { useColour } from './colour.js';
import { DRIFTGATE_VERSION } from '../core/version.js';

const USAGE = `usage: driftgate crd-diff BASE HEAD [flags]
       driftgate crd-diff --base REV [--head REV] [PATH...] [flags]

Compares the CustomResourceDefinitions at BASE with those at HEAD and reports unsafe
changes (removed versions, in-place edits of served versions, new required fields, ...)
with file:line:column, whether the API server tolerates them for existing objects
(validation ratcheting), and a remedy. CRDs are matched by metadata.name; multi-document
files and rendered Helm or kustomize output are read as plain YAML.

BASE HEAD             two files or two directories (searched for *.yaml and *.yml)
  --base REV          compare the git revision REV of the repository in the current directory ...
  --head REV          ... with this revision (default: HEAD)
PATH                  with --base: files or directories to read (default: the whole repository)
  --config FILE       gate configuration (default: policies/crd-compat.yaml when present); with
                      --base it is read at the base revision, and a change to it is reported
                      (gate/policy-changed) but not used: a change cannot loosen its own gate
  --config-revision REV  with --base: read --config at REV instead (the Action passes the base branch tip)
  --kubeconfig FILE   also read the live cluster: status.storedVersions of each CRD, and every
                      stored object validated against the head schema
  --context NAME      kubeconfig context to use with --kubeconfig
  -o, --format FORMAT text | json | sarif | junit | markdown | github (default: text)
  --output FILE       write the report to FILE instead of standard output
  --lint              also run the API-convention lints (lint-*: no maps of objects, list types
                      for server-side apply, standard conditions, no floats; booleans advisory);
                      only violations new at HEAD are reported (same as lint: true in the config)
  --summary           print only what was compared and the counts by rule, not each finding
  --fail-on LEVEL     error | warning | never: exit 1 when a finding is at or above LEVEL (default: error)
  --color WHEN        auto | always | never (default: auto: on a terminal, unless NO_COLOR is set;
                      FORCE_COLOR forces it)
  --timings           after the report, print to stderr where the run's time went, phase by phase

Exit codes: 0 nothing at or above --fail-on; 1 findings; 2 usage, configuration or tool error.
See docs/crd-compat.md for every rule.
`;


export const crdDiffCommand: Command = {
  name: 'crd-diff',
  summary: 'Compare CRDs at a base and a head and flag unsafe schema evolution',
  usage: USAGE,
  async run(context: CommandContext): Promise<ExitCode> {
    const args = parseFlags(context.argv, {
      base: { type: 'string' },
      head: { type: 'string' },
      config: { type: 'string' },
      'config-revision': { type: 'string' },
      kubeconfig: { type: 'string' },
      context: { type: 'string' },
      format: { type: 'string', short: 'o' },
      output: { type: 'string' },
      summary: { type: 'boolean' },
      lint: { type: 'boolean' },
      'fail-on': { type: 'string' },
      color: { type: 'string' },
      timings: { type: 'boolean' },
    });
    const timings = booleanFlag(args, 'timings') ? new PhaseTimes() : undefined;
    const reporting = { format: choiceFlag(args, 'format', OUTPUT_FORMATS, 'text'), failOn: choiceFlag(args, 'fail-on', FAIL_ON, 'error'), output: stringFlag(args, 'output'), colourFlag: stringFlag(args, 'color'), summaryOnly: booleanFlag(args, 'summary') };
    const base = stringFlag(args, 'base');
    const head = stringFlag(args, 'head');
    if (head !== undefined && base === undefined) throw new UsageError('--head needs --base');
    if (base === undefined && args.positionals.length !== 2) throw new UsageError('expected BASE and HEAD (two files or directories), or --base REV');
    if (stringFlag(args, 'context') !== undefined && stringFlag(args, 'kubeconfig') === undefined) throw new UsageError('--context needs --kubeconfig');
    await checkOutputPath(context.cwd, stringFlag(args, 'output'));

    // git (and what reads revisions) is loaded only with --base: two paths never need it.
    const [revisions, git] = base === undefined ? [undefined, undefined] : await Promise.all([import('../io/repository/crd-revisions.js'), import('../io/git/repository.js')]);
    const isGitError = (error: unknown): error is Error => git !== undefined && error instanceof git.GitOperationError;
    let inputs: { base: SourceFile[]; head: SourceFile[]; root: string };
    timings?.lap('setup');
    try {
      inputs = base === undefined || revisions === undefined ? await readPaths(context.cwd, args.positionals) : await revisions.readCrdRevisions(context.cwd, base, head ?? 'HEAD', args.positionals);
    } catch (error) {
      if (error instanceof MissingPathError || isGitError(error) || error instanceof InputError || error instanceof CrdInputError) {
        context.stderr.write(`driftgate crd-diff: ${error.message}\n`);
        return EXIT.usage;
      }
      throw error;
    }

    const findings: Finding[] = [];
    const configFile = stringFlag(args, 'config');
    const configRevision = stringFlag(args, 'config-revision');
    if (configRevision !== undefined && base === undefined) throw new UsageError('--config-revision needs --base');
    let config: CrdCompatConfig | undefined;
    try {
      config =
        base === undefined || revisions === undefined
          ? await loadConfig(context.cwd, inputs.root, configFile, findings)
          : await revisions.loadTrustedCrdConfig({ cwd: context.cwd, root: inputs.root, explicit: configFile, trusted: configRevision ?? base, base, head: head ?? 'HEAD', findings });
    } catch (error) {
      if (isGitError(error)) {
        context.stderr.write(`driftgate crd-diff: ${error.message}\n`);
        return EXIT.usage;
      }
      if (error instanceof CrdInputError) throw new UsageError(error.message);
      throw error;
    }
    if (config === undefined) return report(context, { ...reporting, findings, configurationError: true, timings });
    if (booleanFlag(args, 'lint')) config = { ...config, lint: true };
    timings?.lap('read');

    const baseManifests = readCrdManifests(inputs.base, findings, 'base');
    const headManifests = readCrdManifests(inputs.head, findings, 'head');
    timings?.lap('parse');
    findings.push(...duplicateFindings(headManifests));
    const headNames = new Set(headManifests.map((m) => m.object.metadata.name));
    const removed = baseManifests.filter((m) => !headNames.has(m.object.metadata.name));

    const kubeconfig = stringFlag(args, 'kubeconfig');
    let live: LiveGateData | undefined;
    if (kubeconfig !== undefined) {
      // Loaded only here: the static gate never pays for the Kubernetes client.
      const { loadKubeConfig } = await import('../io/kube/kubeconfig.js');
      const { KubeCrdLiveReader } = await import('../io/kube/crd-live.js');
      const { readLiveCrdData } = await import('../io/kube/live-crds.js');
      let kc;
      try {
        kc = loadKubeConfig({ path: kubeconfig, context: stringFlag(args, 'context'), env: context.env, cwd: context.cwd }).kubeConfig;
      } catch (error) {
        context.stderr.write(`driftgate crd-diff: ${error instanceof Error ? error.message : String(error)}\n`);
        return EXIT.usage;
      }
      try {
        live = await readLiveCrdData(new KubeCrdLiveReader({ kubeConfig: kc }), { head: headManifests, removed });
        timings?.lap('read');
      } catch (error) {
        context.stderr.write(`driftgate crd-diff: reading the cluster failed: ${error instanceof Error ? error.message : String(error)}\n`);
        return EXIT.usage;
      }
    }
    // The one gate, without the check: the CRDs at base and head, and the live cluster's data.
    const verdict = await judgeRevision({ crd: { base: baseManifests, head: headManifests, config }, ...(live ? { live } : {}), findings });
    findings.splice(0, findings.length, ...verdict.findings);
    timings?.lap('compare');
    return report(context, { ...reporting, findings, configurationError: false, compared: { base: baseManifests.length, head: headManifests.length }, timings });
  },
};

class InputError extends Error {
  override readonly name = 'InputError';
}

interface ReportOptions {
  readonly findings: readonly Finding[];
  readonly format: (typeof OUTPUT_FORMATS)[number];
  readonly failOn: (typeof FAIL_ON)[number];
  readonly output: string | undefined;
  readonly configurationError: boolean;
  readonly colourFlag: string | undefined;
  /** --summary: what was compared and the counts by rule instead of each finding. */
  readonly summaryOnly: boolean;
  /** CRDs read on each side (absent when the run stopped before reading them). */
  readonly compared?: { readonly base: number; readonly head: number };
  /** --timings: written to stderr after the report. */
  readonly timings: PhaseTimes | undefined;
}

async function report(context: CommandContext, options: ReportOptions): Promise<ExitCode> {
  const { findings, format, failOn, output, configurationError } = options;
  const colour = useColour({ flag: options.colourFlag, env: context.env, isTTY: output === undefined && context.stdout.isTTY === true }) && format === 'text';
  const text = options.summaryOnly ? renderSummary(findings, format, options.compared) : renderFindings(findings, { format, colour, toolVersion: DRIFTGATE_VERSION, rules: crdCompatRuleInfo(), title: 'CRD compatibility' });
  if (output !== undefined) {
    await writeOutput(context.cwd, output, text);
    context.stderr.write(`${summaryLine(findings)} (report written to ${output})\n`);
  } else {
    context.stdout.write(text);
  }
  if (options.timings) {
    options.timings.lap('report');
    context.stderr.write(options.timings.render('crd-diff'));
  }
  if (configurationError) return EXIT.usage;
  return failsAt(findings, failOn) ? EXIT.findings : EXIT.ok;
}

/** `--summary`: JSON for `-o json`, plain text otherwise (as `check --summary`). */
function renderSummary(findings: readonly Finding[], format: (typeof OUTPUT_FORMATS)[number], compared: ReportOptions['compared']): string {
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(f.ruleId, (byRule.get(f.ruleId) ?? 0) + 1);
  const rules = [...byRule].sort(([a], [b]) => a.localeCompare(b));
  if (format === 'json') return JSON.stringify({ ...(compared ? { compared: { baseCrds: compared.base, headCrds: compared.head } } : {}), rules: Object.fromEntries(rules), findings: findings.length }, null, 2) + '\n';
  const lines = [
    ...(compared ? [`CRDs compared: ${compared.base} at the base, ${compared.head} at the head.`] : []),
    ...rules.map(([rule, n]) => `  ${rule}: ${n}`),
    summaryLine(findings),
  ];
  return lines.join('\n') + '\n';
}

/** BASE HEAD as files or directories; paths in findings are relative to the working directory. */
async function readPaths(cwd: string, positionals: readonly string[]): Promise<{ base: SourceFile[]; head: SourceFile[]; root: string }> {
  const [a, b] = positionals as [string, string];
  const [sa, sb] = await kinds(cwd, [a, b]);
  if (sa !== sb) throw new InputError(`BASE and HEAD must both be files or both be directories (${a} is a ${sa}, ${b} is a ${sb})`);
  // A file given by name is read whatever its extension; directories are searched for *.yaml and *.yml.
  const [base, head] = await Promise.all([collectYamlFiles({ root: cwd, paths: [a] }), collectYamlFiles({ root: cwd, paths: [b] })]);
  if (sa === 'file') return { base, head, root: await findRepositoryRoot(cwd) };
  // A file with the same path inside both directories and the same bytes cannot introduce a change:
  // it is left out on both sides (its CRDs pair with themselves), so it is not even parsed.
  const within = (dir: string, file: SourceFile): string => path.relative(path.resolve(cwd, dir), path.resolve(cwd, file.path)).split(path.sep).join('/');
  const baseByPath = new Map(base.map((f) => [within(a, f), f]));
  const same = new Set<string>();
  for (const f of head) {
    const rel = within(b, f);
    const other = baseByPath.get(rel);
    if (other && !other.problem && !f.problem && sameContents(other, f)) same.add(rel);
  }
  return {
    base: base.filter((f) => !same.has(within(a, f))),
    head: head.filter((f) => !same.has(within(b, f))),
    root: await findRepositoryRoot(cwd),
  };
}

type Kind = 'file' | 'directory';

/** Whether each path is a file or a directory; every missing path is reported, in argument order. */
async function kinds(cwd: string, paths: readonly [string, string]): Promise<[Kind, Kind]> {
  const found = await Promise.all(paths.map((p) => stat(path.resolve(cwd, p)).then((s): Kind => (s.isDirectory() ? 'directory' : 'file'), () => undefined)));
  const missing = paths.filter((_, i) => found[i] === undefined);
  if (missing.length > 0) throw new MissingPathError(missing.map((p) => `${p}: no such file or directory`).join('; '));
  return found as [Kind, Kind];
}


async function loadConfig(cwd: string, root: string, explicit: string | undefined, findings: Finding[]): Promise<CrdCompatConfig | undefined> {
  let file: string | undefined;
  if (explicit !== undefined) file = path.resolve(cwd, explicit);
  else if (existsSync(path.join(root, DEFAULT_CONFIG_FILE))) file = path.join(root, DEFAULT_CONFIG_FILE);
  if (file === undefined) return DEFAULT_CONFIG;
  const read = await readFileBounded(file, DEFAULT_FILE_LIMITS);
  if (!read.ok) throw new UsageError(`--config ${explicit ?? file}: ${read.problem.message}`);
  const text = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8');
  const relative = path.relative(cwd, file).split(path.sep).join('/');
  const parsed = parseCrdCompatConfig(text, { file: relative.startsWith('..') ? file : relative });
  findings.push(...parsed.findings);
  return parsed.findings.some((f) => f.severity === 'error') ? undefined : parsed.config;
}
