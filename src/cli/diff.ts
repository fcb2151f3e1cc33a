import path from 'node:path';
import type { KubeConfig } from '@kubernetes/client-node';
import { KubeConfigError, loadKubeConfig } from '../io/kube/kubeconfig.js';
import { previewCheckRun, previewDrift } from '../agent/preview.js';
import { DRIFT_CONFIG_FILE, readDiffSources } from '../io/repository/diff-sources.js';
import type { SourceFile } from '../core/manifest/input.js';
import { compileIgnoreRules, type CompiledIgnoreRule } from '../core/drift/ignore.js';
import { hasChanges, renderDriftMarkdown, renderDriftText, summarizeDrift, summaryLine as driftSummaryLine } from '../core/drift/render.js';
import { formatLocation } from '../core/findings/finding.js';
import { parseYaml } from '../core/yaml/parse.js';
import { MissingPathError } from '../io/fs/manifest-files.js';
import { findRepositoryRoot } from '../io/fs/repository-root.js';
import { GitOperationError } from '../io/git/repository.js';
import { KubeClient } from '../io/kube/client.js';
import { TransportError } from '../io/kube/errors.js';
import { Discovery } from '../io/kube/discovery.js';
import { booleanFlag, choiceFlag, parseFlags, stringFlag } from './args.js';
import { UsageError, type Command, type CommandContext } from './command.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';
import { checkOutputPath, writeOutput } from './output.js';

const USAGE = `usage: driftgate diff --kubeconfig K [--base REV [--head REV]] [PATH...] [flags]

Shows what applying manifests would change in the live cluster, field by field, the way the
sync agent applies them: a server-side apply dry-run with field manager driftgate-sync, compared
on the fields that manager owns (no noise from server defaults, other managers or status).
With --base, only the manifests changed between --base and --head are previewed, and objects
the change removes from Git are listed as "would be pruned" when the agent manages them.

PATH                  files or directories (default: .)
  --kubeconfig K      kubeconfig (default: $KUBECONFIG, ~/.kube/config, or in-cluster)
  --base REV          preview only the files changed since REV
  --head REV          the head revision with --base (default: HEAD)
  -o, --format FORMAT text | markdown | json (default: text)
  --output FILE       write the report to FILE instead of standard output
  --summary           print only the counts (to create, update, prune, unchanged), not each field

Drift ignore rules are read from ${DRIFT_CONFIG_FILE} (at --head, or in the work tree).
Exit codes: 0 no change; 1 the cluster would change; 2 usage, configuration or cluster error.
`;

const FORMATS = ['text', 'markdown', 'json'] as const;

export const diffCommand: Command = {
  name: 'diff',
  summary: 'Preview the field-level changes manifests would make to the live cluster',
  usage: USAGE,
  async run(context: CommandContext): Promise<ExitCode> {
    const args = parseFlags(context.argv, {
      kubeconfig: { type: 'string' },
      base: { type: 'string' },
      head: { type: 'string' },
      format: { type: 'string', short: 'o' },
      output: { type: 'string' },
      summary: { type: 'boolean' },
    });
    const format = choiceFlag(args, 'format', FORMATS, 'text');
    const output = stringFlag(args, 'output');
    await checkOutputPath(context.cwd, output);
    const base = stringFlag(args, 'base');
    const head = stringFlag(args, 'head');
    if (head !== undefined && base === undefined) throw new UsageError('--head needs --base');
    const kubeconfig = stringFlag(args, 'kubeconfig');
    let kc: KubeConfig;
    try {
      kc = loadKubeConfig({ path: kubeconfig, env: context.env, cwd: context.cwd }).kubeConfig;
    } catch (error) {
      if (!(error instanceof KubeConfigError)) throw error;
      context.stderr.write(`driftgate diff: ${error.message}\n`);
      return EXIT.usage;
    }

    let headFiles: SourceFile[];
    let baseFiles: SourceFile[] | undefined;
    let configText: string | undefined;
    try {
      const root = await findRepositoryRoot(context.cwd);
      const paths = (args.positionals.length ? args.positionals : ['.']).map((p) => path.relative(root, path.resolve(context.cwd, p)) || '.');
      const read = await readDiffSources({ root, paths, ...(base !== undefined ? { base } : {}), ...(head !== undefined ? { head } : {}) });
      headFiles = read.headFiles;
      baseFiles = read.baseFiles;
      configText = read.configText;
    } catch (error) {
      if (error instanceof MissingPathError || error instanceof GitOperationError) {
        context.stderr.write(`driftgate diff: ${error.message}\n`);
        return EXIT.usage;
      }
      throw error;
    }

    let ignore: CompiledIgnoreRule[] = [];
    if (configText !== undefined) {
      const doc = parseYaml(configText, { file: DRIFT_CONFIG_FILE }).documents.find((d) => d.value !== null && d.value !== undefined);
      const compiled = compileIgnoreRules(doc?.value, { file: DRIFT_CONFIG_FILE });
      for (const f of compiled.findings) context.stderr.write(`${DRIFT_CONFIG_FILE}: ${f.pointer ?? ''}: ${f.message}\n`);
      if (compiled.findings.length > 0) return EXIT.usage;
      ignore = compiled.rules;
    }

    const client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-diff' });
    let preview;
    try {
      preview = await previewDrift({ client, discovery: new Discovery({ client }) }, { headFiles, ...(baseFiles ? { baseFiles } : {}), ignore });
    } catch (error) {
      if (error instanceof TransportError) {
        context.stderr.write(`driftgate diff: cannot reach the cluster at ${client.server}: ${error.message}\n`);
        return EXIT.usage;
      }
      throw error;
    } finally {
      client.close();
    }
    for (const f of preview.findings) context.stderr.write(`${formatLocation(f)}: ${f.severity}: ${f.message} [${f.ruleId}]\n`);

    const report = booleanFlag(args, 'summary')
      ? format === 'json'
        ? JSON.stringify({ summary: summarizeDrift(preview.report) }, null, 2) + '\n'
        : driftSummaryLine(preview.report) + '\n'
      : format === 'json'
        ? JSON.stringify({ summary: summarizeDrift(preview.report), checkRun: previewCheckRun(preview), ...preview.report }, null, 2) + '\n'
        : format === 'markdown'
          ? renderDriftMarkdown(preview.report, { title: 'driftgate diff' })
          : renderDriftText(preview.report);
    if (output !== undefined) {
      await writeOutput(context.cwd, output, report);
      context.stderr.write(`${driftSummaryLine(preview.report)} (report written to ${output})\n`);
    } else context.stdout.write(report);
    if ((preview.report.errors?.length ?? 0) > 0 || preview.findings.some((f) => f.severity === 'error')) return EXIT.usage;
    return hasChanges(preview.report) ? EXIT.findings : EXIT.ok;
  },
};
