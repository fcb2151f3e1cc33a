import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkRepository } from '../core/check/check.js';
import { FAIL_ON, failsAt } from '../core/findings/finding.js';
import { OUTPUT_FORMATS, renderFindings } from '../core/findings/render/index.js';
import { summaryLine } from '../core/findings/render/text.js';
import { collectCheckSources, toCheckInput } from '../io/check-sources.js';
import { MissingPathError } from '../io/fs/manifest-files.js';
import { GitOperationError } from '../io/git/repository.js';
import { findRepositoryRoot } from '../io/fs/repository-root.js';
import { bundledDefaults } from '../io/fs/package-assets.js';
import { booleanFlag, choiceFlag, parseFlags, stringFlag, stringListFlag } from './args.js';
import { EXIT, UsageError, type Command, type CommandContext, type ExitCode } from './command.js';
import { useColour } from './colour.js';
import { DRIFTGATE_VERSION } from './version.js';

const USAGE = `usage: driftgate check [PATH...] [flags]

Validates Kubernetes manifests against their CRD schemas and the policy pack, and reports
every problem with file:line:column.

PATH                  files or directories to check (default: .); directories are searched for *.yaml and *.yml
  -f, --filename PATH file or directory to check, like kubectl -f (repeatable; same as PATH)
  --base REV          check only files changed between REV and --head (CRDs and cross-document context still come from the whole head tree)
  --head REV          the head revision with --base (default: HEAD)
  --crd PATH          extra CRD file or directory (repeatable); deploy/crds/ and CRDs among the checked files are always used
                      (without deploy/crds/, the TenantOnboarding CRD that ships with driftgate)
  --policies DIR      the policy pack (default: policies/ at the repository root, else the default pack that
                      ships with driftgate)
  -o, --format FORMAT text | json | sarif | junit | markdown | github (default: text); -o as in kubectl
  --output FILE       write the report to FILE instead of standard output
  --fail-on LEVEL     error | warning | never: exit 1 when a finding is at or above LEVEL (default: error)
  --color WHEN        auto | always | never (default: auto: on a terminal, unless NO_COLOR is set;
                      FORCE_COLOR forces it)
  --strict            a kind with no known schema is an error instead of a warning
  --max-file-bytes N  refuse files larger than N bytes (default: 8388608)

Exit codes: 0 nothing at or above --fail-on; 1 findings; 2 usage, configuration or tool error.
`;

export const checkCommand: Command = {
  name: 'check',
  summary: 'Validate manifests against their CRD schemas and the policy pack',
  usage: USAGE,
  async run(context: CommandContext): Promise<ExitCode> {
    const args = parseFlags(context.argv, {
      base: { type: 'string' },
      head: { type: 'string' },
      crd: { type: 'string', multiple: true },
      policies: { type: 'string' },
      format: { type: 'string', short: 'o' },
      filename: { type: 'string', multiple: true, short: 'f' },
      color: { type: 'string' },
      output: { type: 'string' },
      'fail-on': { type: 'string' },
      strict: { type: 'boolean' },
      'max-file-bytes': { type: 'string' },
    });
    const format = choiceFlag(args, 'format', OUTPUT_FORMATS, 'text');
    const failOn = choiceFlag(args, 'fail-on', FAIL_ON, 'error');
    const maxBytesText = stringFlag(args, 'max-file-bytes');
    const maxBytes = maxBytesText === undefined ? undefined : Number(maxBytesText);
    if (maxBytes !== undefined && (!Number.isInteger(maxBytes) || maxBytes <= 0)) {
      throw new UsageError(`--max-file-bytes must be a positive whole number; found ${JSON.stringify(maxBytesText)}`);
    }
    const head = stringFlag(args, 'head');
    const base = stringFlag(args, 'base');
    if (head !== undefined && base === undefined) throw new UsageError('--head needs --base');

    const root = await findRepositoryRoot(context.cwd);
    const fromRoot = (p: string): string => path.relative(root, path.resolve(context.cwd, p)) || '.';
    const named = [...args.positionals, ...stringListFlag(args, 'filename')];
    const paths = (named.length ? named : ['.']).map(fromRoot);

    let sources;
    try {
      sources = await collectCheckSources({
        root,
        paths,
        ...(base !== undefined ? { base } : {}),
        ...(head !== undefined ? { head } : {}),
        crdPaths: stringListFlag(args, 'crd').map(fromRoot),
        fallback: bundledDefaults(),
        ...(stringFlag(args, 'policies') !== undefined ? { policiesDir: fromRoot(stringFlag(args, 'policies') ?? '') } : {}),
      });
    } catch (error) {
      if (error instanceof MissingPathError || error instanceof GitOperationError) {
        context.stderr.write(`driftgate check: ${error.message}\n`);
        return EXIT.usage;
      }
      throw error;
    }

    const result = checkRepository(
      toCheckInput(sources, { strict: booleanFlag(args, 'strict'), now: new Date(), ...(maxBytes !== undefined ? { limits: { maxBytes } } : {}) }),
    );

    const toFile = stringFlag(args, 'output') !== undefined;
    const colour = useColour({ flag: stringFlag(args, 'color'), env: context.env, isTTY: !toFile && context.stdout.isTTY === true }) && format === 'text';
    const report = renderFindings(result.findings, {
      format,
      colour,
      toolVersion: DRIFTGATE_VERSION,
      rules: result.rules,
      checkedFiles: sources.files.map((f) => f.path).filter((p) => !sources.selected || sources.selected.has(p)),
    });
    const output = stringFlag(args, 'output');
    if (output !== undefined) {
      await writeFile(path.resolve(context.cwd, output), report);
      context.stderr.write(`${summaryLine(result.findings)} (report written to ${output})\n`);
    } else {
      context.stdout.write(report);
    }
    if (result.configurationErrors > 0) return EXIT.usage;
    return failsAt(result.findings, failOn) ? EXIT.findings : EXIT.ok;
  },
};
