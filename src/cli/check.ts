import path from 'node:path';
import { emptySummary, judgeRevision } from '../core/gate/judge.js';
import { FAIL_ON, failsAt, sortFindings, type RuleInfo } from '../core/findings/finding.js';
import { OUTPUT_FORMATS } from '../core/findings/render/index.js';
import { closingLine, renderReportPieces } from '../core/repository/report.js';
import { STDIN_PATH } from '../io/repository/tree-sources.js';
import { readCheckGate } from '../io/repository/check-gate.js';
import { ScopeFileError } from '../io/repository/scope-file.js';
import { MissingPathError } from '../io/fs/manifest-files.js';
import { GitOperationError } from '../io/git/errors.js';
import { findRepositoryRoot } from '../io/fs/repository-root.js';
import { BUILTIN_SCHEMA_FLAGS, BUILTIN_SCHEMA_USAGE, resolveBuiltinSchemas, upgradeTarget } from './builtin-schemas.js';
import { UPGRADE_RULES, upgradeFindings } from '../core/schema/builtin/index.js';
import { defaultValidatorCache } from '../core/schema/validator.js';
import { booleanFlag, choiceFlag, parseFlags, stringFlag, stringListFlag } from './args.js';
import { UsageError, type Command, type CommandContext } from './command.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';
import { checkOutputPath, writeOutput, writePieces } from './output.js';
import { SCOPE_FLAGS, scopeFlags } from './check-scope.js';
import { bundledDefaults } from '../io/fs/package-assets.js';
import { bundleBuildId, defaultCacheRoot } from '../io/cache/cache-root.js';
import { DiskParseCache, DiskValidatorCodeStore } from '../io/cache/parse-cache.js';
import { DiskVerdictStore } from '../io/cache/verdict-cache.js';
import { DiskCrossFactsStore } from '../io/cache/cross-facts-cache.js';
import { useColour } from './colour.js';
import { PhaseTimes } from './timings.js';
import { DRIFTGATE_VERSION } from '../core/version.js';
import type { LiveGpu } from '../core/tenant/gpu-capacity.js';
import type { LiveNamespace } from '../core/policy/index.js';
import type { ValuesSet } from '../core/repository/helm.js';

const USAGE = `usage: driftgate check [PATH...] [flags]

Validates Kubernetes manifests against their CRD schemas, the schemas of Kubernetes' built-in
kinds (shipped, offline) and the policy pack, and reports every problem with file:line:column.

PATH                  files or directories to check (default: .); directories are searched for *.yaml and *.yml;
                      - reads standard input (e.g. kustomize build DIR | driftgate check -)
  -f, --filename PATH file or directory to check, like kubectl -f (repeatable; same as PATH)
  --base REV          check only files changed between REV and --head (CRDs and cross-document context still come from the whole head tree)
  --head REV          the head revision with --base (default: HEAD)
  --crd PATH          extra CRD file or directory (repeatable); deploy/crds/, the CRD catalog crds/catalog/ (driftgate crds add)
                      and CRDs among the checked files are always used
                      (without deploy/crds/, the TenantOnboarding CRD that ships with driftgate)
  --policies DIR      the policy pack (default: policies/ at the repository root, else the default pack that
                      ships with driftgate); with --base it is read at the base revision and changes are
                      reported, not used
  --kubeconfig FILE   also read the live cluster: a tenant may not claim a namespace that exists and is not its own,
                      nor more GPUs than the nodes advertise minus what other tenants hold;
                      with --scope, kinds are namespaced as the API server serves them (as the agent judges)
                      (and, with --schemas-from-cluster, the cluster's schemas)
  --context NAME      kubeconfig context to use with --kubeconfig
  -o, --format FORMAT text | json | sarif | junit | markdown | github (default: text); -o as in kubectl
  --output FILE       write the report to FILE instead of standard output
  --fail-on LEVEL     error | warning | never: exit 1 when a finding is at or above LEVEL (default: error)
  --color WHEN        auto | always | never (default: auto: on a terminal, unless NO_COLOR is set;
                      FORCE_COLOR forces it)
  --strict            a kind with no known schema (no CRD, not built in) is an error instead of a warning
  --max-file-bytes N  refuse files larger than N bytes (default: 8388608)
${BUILTIN_SCHEMA_USAGE}
  --scope FILE        judge every object against a sync scope (SyncScope file, see docs/agent.md);
                      with --base, a scope file in the repository is read at the base revision
  --default-namespace NS  with --scope: the namespace the sync gives objects that name none (else they are an error)
  --exclude GLOB      do not read files matching GLOB (gitignore syntax, repeatable); .driftgateignore files work the same
  --values FILE       render every chart in the paths with its values.yaml and FILE (repeatable, merged in order),
                      instead of values.yaml alone; the file must be inside the repository
  --helm-values-set NAME=FILE[,FILE...]  render every chart once per set (repeatable): a values matrix for CI of a chart
  --summary           print only what was checked (objects by kind, what was not validated and why, skipped files)
  --cache-dir DIR     keep parse results, per-object verdicts and each file's cross-document facts in DIR, keyed by
                      content, so a run again in the same checkout parses and judges only what changed (an object's
                      verdict is found again only under the same CRDs, policy pack and parameters, and with
                      --base against the same base version of the object; a run that reports some files, with
                      --base or named PATHs, takes the others from their facts, unparsed); default:
                      $XDG_CACHE_HOME/driftgate, else ~/.cache/driftgate; safe to delete
  --no-cache          parse every file, read and write no cache
  --timings           after the report, print to stderr where the run's time went, phase by phase
                      (Node's start, loading, reading, parsing, schemas, policy, the report)

Directories with a kustomization.yaml are rendered with kustomize (or kubectl kustomize) and
checked as rendered; findings point at the source files. Helm charts (a Chart.yaml) and the Flux
HelmReleases and Argo CD Applications whose chart is in the repository are rendered with helm
template, offline and sandboxed (see docs/helm.md); findings point at the templates. Files that are not Kubernetes objects
(kustomize configuration and patches, Helm charts and values, workflows) are skipped and listed
in the summary. Cross-document rules see the whole repository (up to the nearest .git or
.driftgateignore) whichever PATH is named; findings are reported for the named PATHs.
With --base, the revisions are read from git; a file of the checkout stands in for the head's
file only when its bytes hash to the head's blob id (an edit not committed is never checked).
A run that reports some files (--base, or named paths) judges the others by their cross-document
facts (tenant namespaces, quota sums, names): kept in the cache by blob id, where a file whose
facts are kept is not even read, or taken from parsing it (--no-cache).
The cache folder is trusted as driftgate's own output (its verdicts replace judging): keep it per
user or per job, and run a gate over pull requests with --no-cache if its cache is restored from
what other jobs wrote (as actions/cache does).

Exit codes: 0 nothing at or above --fail-on; 1 findings; 2 usage, configuration or tool error.
`;

export const checkCommand: Command = {
  name: 'check',
  summary: 'Validate manifests against their CRD schemas, built-in kinds and the policy pack',
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
      ...BUILTIN_SCHEMA_FLAGS,
      ...SCOPE_FLAGS,
      exclude: { type: 'string', multiple: true },
      summary: { type: 'boolean' },
      context: { type: 'string' },
      'cache-dir': { type: 'string' },
      'no-cache': { type: 'boolean' },
      values: { type: 'string', multiple: true },
      'helm-values-set': { type: 'string', multiple: true },
      timings: { type: 'boolean' },
    });
    const timings = booleanFlag(args, 'timings') ? new PhaseTimes() : undefined;
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
    await checkOutputPath(context.cwd, stringFlag(args, 'output'));

    const root = await findRepositoryRoot(context.cwd);
    const fromRoot = (p: string): string => path.relative(root, path.resolve(context.cwd, p)) || '.';
    const named = [...args.positionals, ...stringListFlag(args, 'filename')];
    const paths = (named.length ? named : ['.']).map((p) => (p === STDIN_PATH ? p : fromRoot(p)));

    const upgradeTo = upgradeTarget(stringFlag(args, 'upgrade-to'));
    const builtins = await resolveBuiltinSchemas({ kubeVersion: stringFlag(args, 'kube-version'), kubeconfig: stringFlag(args, 'kubeconfig'), fromCluster: booleanFlag(args, 'schemas-from-cluster'), cwd: context.cwd });
    const live = await readLiveContext(args, context);
    if (live === 'failed') return EXIT.usage;
    const { discovered, ...liveCheck } = live;
    const caches = openCaches(args, context);
    const parseCache = caches?.parse;
    // A run that reports some files (--base, or named paths) judges the others by their
    // cross-document facts: kept in the cache, or taken from parsing each without keeping its
    // objects (--no-cache). Not with the scope gate (readCheckGate says so): it reads every object.
    const crossFacts = caches?.crossFacts;
    // Repository CRDs' validators are kept as code next to the parse results (the shipped ones are in the bundle).
    defaultValidatorCache.codeStore = caches?.validators;
    let read;
    let verdict;
    // Asked for only when `-` is named: Node makes the stream on first access (bin.ts).
    const stdin = paths.includes(STDIN_PATH) ? context.stdin : undefined;
    timings?.lap('setup');
    try {
      read = await readCheckGate({
        root,
        cwd: context.cwd,
        paths,
        exclude: stringListFlag(args, 'exclude'),
        env: context.env,
        ...(stdin ? { stdin } : {}),
        ...(base !== undefined ? { base } : {}),
        ...(head !== undefined ? { head } : {}),
        crdPaths: stringListFlag(args, 'crd').map(fromRoot),
        fallback: bundledDefaults(),
        ...(stringFlag(args, 'policies') !== undefined ? { policiesDir: fromRoot(stringFlag(args, 'policies') ?? '') } : {}),
        ...(maxBytes !== undefined ? { maxBytes } : {}),
        ...helmValuesSets(stringListFlag(args, 'values'), stringListFlag(args, 'helm-values-set'), fromRoot),
        ...scopeFlags(args),
        ...(discovered !== undefined ? { discovered } : {}),
        // The head's files judged by their kept facts are not read.
        ...(crossFacts ? { deferHeadContents: true, mayLeaveUnread: (blob: string) => crossFacts.mayLeaveUnread(blob) } : {}),
        ...(parseCache ? { parseCache } : {}),
        check: {
          builtins,
          strict: booleanFlag(args, 'strict'),
          now: new Date(),
          ...(maxBytes !== undefined ? { limits: { maxBytes } } : {}),
          ...liveCheck,
          ...(parseCache ? { parseCache } : {}),
          ...(caches ? { verdictMemo: caches.verdicts } : {}),
          ...(crossFacts ? { crossFacts } : { unreportedByFacts: true }),
          ...(timings ? { clock: timings } : {}),
        },
      });
      timings?.lap('read');
      verdict = await judgeRevision(read.input);
    } catch (error) {
      if (error instanceof MissingPathError || error instanceof GitOperationError) {
        context.stderr.write(`driftgate check: ${error.message}\n`);
        return EXIT.usage;
      }
      if (error instanceof ScopeFileError) throw new UsageError(error.message);
      throw error;
    } finally {
      defaultValidatorCache.codeStore = undefined;
      parseCache?.close();
      caches?.validators.close();
      caches?.verdicts.close();
      caches?.crossFacts.close();
    }
    const sources = read.tree;
    // --upgrade-to: what the next Kubernetes breaks, reported for the files this run reports on.
    const upgrade = upgradeTo ? upgradeFindings({ current: builtins, target: upgradeTo, manifests: verdict.check?.manifests ?? [] }).filter((f) => !sources.selected || (f.file !== undefined && sources.selected.has(f.file))) : [];
    const rules = upgradeTo ? new Map([...verdict.rules, ...UPGRADE_RULES.map((r): [string, RuleInfo] => [r.id, r])]) : verdict.rules;
    const result = { findings: sortFindings([...verdict.findings, ...upgrade]), summary: verdict.check?.summary ?? emptySummary(), rules, configurationErrors: verdict.configurationErrors };
    timings?.lap('judge');

    const toFile = stringFlag(args, 'output') !== undefined;
    const colour = useColour({ flag: stringFlag(args, 'color'), env: context.env, isTTY: !toFile && context.stdout.isTTY === true }) && format === 'text';
    const report = renderReportPieces(result.findings, result.summary, {
      format,
      summaryOnly: booleanFlag(args, 'summary'),
      colour,
      toolVersion: DRIFTGATE_VERSION,
      rules: result.rules,
      checkedFiles: sources.sources.files.map((f) => f.path).filter((p) => !sources.selected || sources.selected.has(p)),
    });
    const output = stringFlag(args, 'output');
    if (output !== undefined) {
      await writeOutput(context.cwd, output, report);
      context.stderr.write(`${closingLine(result.findings, result.summary)} (report written to ${output})\n`);
    } else {
      await writePieces(context.stdout, report);
    }
    if (timings) {
      timings.lap('report');
      context.stderr.write(timings.render('check'));
    }
    if (result.configurationErrors > 0) return EXIT.usage;
    return failsAt(result.findings, failOn) ? EXIT.findings : EXIT.ok;
  },
};

/** --values and --helm-values-set as values sets (repository-relative files). */
export function helmValuesSets(values: readonly string[], sets: readonly string[], fromRoot: (p: string) => string): { helmValuesSets?: ValuesSet[] } {
  const out: ValuesSet[] = [];
  if (values.length > 0) out.push({ name: values.join('+'), files: values.map(fromRoot) });
  const names = new Set<string>();
  for (const spec of sets) {
    const eq = spec.indexOf('=');
    const name = eq > 0 ? spec.slice(0, eq) : '';
    const files = eq > 0 ? spec.slice(eq + 1).split(',').filter((f) => f !== '') : [];
    if (name === '' || files.length === 0) throw new UsageError(`--helm-values-set must be NAME=FILE[,FILE...]; found ${JSON.stringify(spec)}`);
    if (names.has(name)) throw new UsageError(`--helm-values-set ${name} is given twice`);
    names.add(name);
    out.push({ name, files: files.map(fromRoot) });
  }
  return out.length > 0 ? { helmValuesSets: out } : {};
}

/**
 * The caches of this run (parse results, validators as code): on by default when running the
 * built bundle (keyed by its build), off with --no-cache; from sources (tests) only with an
 * explicit --cache-dir.
 */
function openCaches(
  args: ReturnType<typeof parseFlags>,
  context: CommandContext,
): { parse: DiskParseCache; validators: DiskValidatorCodeStore; verdicts: DiskVerdictStore; crossFacts: DiskCrossFactsStore } | undefined {
  const dir = stringFlag(args, 'cache-dir');
  if (booleanFlag(args, 'no-cache')) {
    if (dir !== undefined) throw new UsageError('--cache-dir and --no-cache contradict each other: give one');
    return undefined;
  }
  const build = bundleBuildId();
  if (build === undefined && dir === undefined) return undefined;
  const options = { dir: dir !== undefined ? path.resolve(context.cwd, dir) : defaultCacheRoot(context.env), build: build ?? `source:${DRIFTGATE_VERSION}` };
  return { parse: new DiskParseCache(options), validators: new DiskValidatorCodeStore(options), verdicts: new DiskVerdictStore(options), crossFacts: new DiskCrossFactsStore(options) };
}

/**
 * With --kubeconfig: the live namespaces, GPU capacity and served kinds (the scope gate's
 * namespaced-ness, as the agent's); a load or API failure is said on stderr (never quoting the kubeconfig).
 */
async function readLiveContext(
  args: ReturnType<typeof parseFlags>,
  context: CommandContext,
): Promise<{ liveNamespaces?: Map<string, LiveNamespace>; liveGpu?: LiveGpu; discovered?: Map<string, boolean> } | 'failed'> {
  const kubeconfig = stringFlag(args, 'kubeconfig');
  const kubeContext = stringFlag(args, 'context');
  if (kubeconfig === undefined) {
    if (kubeContext !== undefined) throw new UsageError('--context needs --kubeconfig');
    return {};
  }
  try {
    const { readLiveCheckContext } = await import('../io/kube/live-context.js');
    const { liveNamespaces, liveGpu, discovered } = await readLiveCheckContext({ cwd: context.cwd, kubeconfig, ...(kubeContext !== undefined ? { context: kubeContext } : {}) });
    return { liveNamespaces, liveGpu, discovered };
  } catch (error) {
    const { redactKubeconfigError } = await import('../io/kube/kubeconfig.js');
    context.stderr.write(`driftgate check: cannot read the cluster: ${redactKubeconfigError(error, undefined)}\n`);
    return 'failed';
  }
}
