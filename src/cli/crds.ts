import path from 'node:path';
import { extractCrds, type ExtractedCrd, type SkippedDocument } from '../core/catalog/extract.js';
import { chartVersion, DEFAULT_CATALOG_DIR, type LockEntry, type LockSource } from '../core/catalog/lockfile.js';
import { planAdd } from '../core/catalog/plan.js';
import { parseSourceSpec, redactUrl } from '../core/catalog/source.js';
import { newerTags } from '../core/catalog/tags.js';
import { verifyCatalog } from '../core/catalog/verify.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';
import { formatLocation, type Finding } from '../core/findings/finding.js';
import { DEFAULT_FILE_LIMITS } from '../core/manifest/files.js';
import type { SourceFile } from '../core/manifest/input.js';
import { readCatalogFolder, writeCatalogFolder } from '../io/catalog/catalog-folder.js';
import { collectYamlFiles, MissingPathError } from '../io/fs/manifest-files.js';
import { findRepositoryRoot } from '../io/fs/repository-root.js';
import { readFileBounded } from '../io/fs/read-bounded.js';
import { GitOperationError } from '../io/git/repository.js';
import { parseFlags, stringFlag, stringListFlag } from './args.js';
import { UsageError, type Command, type CommandContext } from './command.js';

const USAGE = `usage: driftgate crds add SOURCE [flags]
       driftgate crds verify [--catalog DIR]
       driftgate crds outdated [--catalog DIR]

A pinned catalog of third-party CRDs (cert-manager, Prometheus Operator, Gateway API, ...) in
the repository: each CRD written as released (CEL rules, x-kubernetes-* extensions, every
version), one file per CRD named after it, and a lockfile (driftgate-crds.lock.json) with its
source, tag and commit, path in the source and sha256. check, the Action and the agent use
the catalog in ${DEFAULT_CATALOG_DIR}/ as schemas, like deploy/crds/; it is cluster infrastructure,
never applied by a sync. See docs/crd-catalog.md.

add SOURCE            add (or update) the CRDs of SOURCE:
                        a file or folder in the repository (a chart's crds/ folder too);
                        a git URL at a tag: https://github.com/cert-manager/cert-manager@v1.21.1
                        (or --ref TAG), cloned once, shallow, then offline; file:// works too;
                        cluster (with --kubeconfig): the CRDs the API server has
  --path DIR          with a git SOURCE: the file or folder in that repository (default: all of it)
  --ref TAG           with a git SOURCE: the tag (or branch) to read, instead of URL@TAG
  --name CRD          add only this CRD (metadata.name; repeatable)
  --to DIR            the catalog folder (default: ${DEFAULT_CATALOG_DIR}/ at the repository root)
  --kubeconfig FILE   with SOURCE cluster: the cluster to read
  --context NAME      kubeconfig context to use with --kubeconfig
  --max-file-bytes N  refuse source files larger than N bytes (default: 8388608, as check)
verify                fail when the catalog folder and its lockfile disagree (an edited,
                      missing or unlisted file), each with file:line:column
outdated              list newer release tags of the git sources (git ls-remote, nothing fetched)
  --catalog DIR       the catalog folder (default: ${DEFAULT_CATALOG_DIR}/ at the repository root)

Documents in SOURCE that are not CRDs are skipped and listed; a document that does not parse or
a CRD the API server would refuse is reported at its file:line:column and nothing is written.

Exit codes: 0 done (verify: folder and lockfile agree); 1 findings (nothing was written by add);
2 usage, source or git error.
`;

const SUBCOMMANDS = ['add', 'verify', 'outdated'] as const;

export const crdsCommand: Command = {
  name: 'crds',
  summary: 'Pin third-party CRDs into a catalog folder with a lockfile (add, verify, outdated)',
  usage: USAGE,
  async run(context: CommandContext): Promise<ExitCode> {
    const [sub, ...rest] = context.argv;
    if (sub === 'add') return add(context, rest);
    if (sub === 'verify') return verify(context, rest);
    if (sub === 'outdated') return outdated(context, rest);
    throw new UsageError(sub === undefined ? `missing subcommand: ${SUBCOMMANDS.join(', ')}` : `unknown subcommand ${JSON.stringify(sub)}; expected ${SUBCOMMANDS.join(', ')}`);
  },
};

function printFindings(context: CommandContext, findings: readonly Finding[]): void {
  for (const f of findings) {
    context.stderr.write(`${formatLocation(f)}: ${f.severity}: ${f.message} [${f.ruleId}]\n`);
    if (f.hint) context.stderr.write(`  hint: ${f.hint}\n`);
  }
}

/** A repository-relative folder, from a flag (relative to cwd) or the default (relative to the root); never outside the root. */
function catalogDir(root: string, cwd: string, flag: string | undefined, name: string): string {
  if (flag === undefined) return DEFAULT_CATALOG_DIR;
  const relative = path.relative(root, path.resolve(cwd, flag)).split(path.sep).join('/');
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) throw new UsageError(`--${name} must be a folder inside the repository (${root}); found ${JSON.stringify(flag)}`);
  return relative;
}

function describeSource(source: Omit<LockSource, 'path'>): string {
  if (source.type === 'git') return `${source.url ?? '?'} at ${source.ref ?? '?'} (commit ${(source.commit ?? '').slice(0, 12)})`;
  if (source.type === 'cluster') return `the cluster (context ${source.context ?? '?'})`;
  return 'the repository';
}

async function add(context: CommandContext, argv: readonly string[]): Promise<ExitCode> {
  const args = parseFlags(argv, {
    path: { type: 'string' },
    ref: { type: 'string' },
    name: { type: 'string', multiple: true },
    to: { type: 'string' },
    kubeconfig: { type: 'string' },
    context: { type: 'string' },
    'max-file-bytes': { type: 'string' },
  });
  const [sourceText, ...extra] = args.positionals;
  if (sourceText === undefined) throw new UsageError('missing SOURCE: a path in the repository, a git URL at a tag, or cluster');
  if (extra.length > 0) throw new UsageError(`expected one SOURCE, found ${args.positionals.length}: ${args.positionals.join(' ')}`);
  const maxText = stringFlag(args, 'max-file-bytes');
  const maxBytes = maxText === undefined ? DEFAULT_FILE_LIMITS.maxBytes : Number(maxText);
  if (!Number.isInteger(maxBytes) || maxBytes <= 0) throw new UsageError(`--max-file-bytes must be a positive whole number; found ${JSON.stringify(maxText)}`);
  const root = await findRepositoryRoot(context.cwd);
  const dir = catalogDir(root, context.cwd, stringFlag(args, 'to'), 'to');
  const spec = parseSourceSpec(sourceText);
  const kubeconfig = stringFlag(args, 'kubeconfig');
  const kubeContext = stringFlag(args, 'context');
  if (spec.type !== 'git' && (stringFlag(args, 'ref') !== undefined || stringFlag(args, 'path') !== undefined)) throw new UsageError('--ref and --path are for a git SOURCE');
  if (spec.type !== 'cluster' && kubeconfig !== undefined) throw new UsageError('--kubeconfig is for SOURCE cluster (driftgate crds add cluster --kubeconfig FILE)');
  if (kubeContext !== undefined && kubeconfig === undefined) throw new UsageError('--context needs --kubeconfig');

  const folder = await readCatalogFolder({ root, dir });
  if (!folder.lock) {
    printFindings(context, folder.findings);
    context.stderr.write(`driftgate crds add: ${folder.lockPath} cannot be read; nothing was written\n`);
    return EXIT.findings;
  }

  let files: SourceFile[];
  let source: Omit<LockSource, 'path'>;
  let perCrd: ((crd: ExtractedCrd) => Partial<LockSource>) | undefined;
  try {
    if (spec.type === 'path') {
      const absolute = path.resolve(context.cwd, spec.path);
      const relative = path.relative(root, absolute).split(path.sep).join('/');
      if (relative.startsWith('..') || path.isAbsolute(relative)) throw new UsageError(`SOURCE ${JSON.stringify(spec.path)} is outside the repository (${root}); add it from git (URL@TAG) or copy it in first`);
      // The catalog's own files are what is being written, never a source.
      files = (await collectYamlFiles({ root, paths: [relative || '.'], maxBytes })).filter((f) => !(f.path === dir || f.path.startsWith(`${dir}/`)));
      source = { type: 'path' };
      // A chart's crds/ folder: the chart's name and version say which release the CRDs are of.
      const charts = await chartVersionsOf(root, files.map((f) => f.path));
      perCrd = (crd) => {
        const chart = charts.get(crd.file);
        return { path: crd.file, ...(chart !== undefined ? { chart } : {}) };
      };
    } else if (spec.type === 'git') {
      const flagRef = stringFlag(args, 'ref');
      if (flagRef !== undefined && spec.ref !== undefined && flagRef !== spec.ref) throw new UsageError(`SOURCE names ref ${spec.ref} and --ref names ${flagRef}; give one`);
      const ref = flagRef ?? spec.ref;
      if (ref === undefined) throw new UsageError('a git SOURCE needs a tag to pin: URL@TAG or --ref TAG');
      const { readGitSource } = await import('../io/catalog/git-source.js');
      const subPath = stringFlag(args, 'path');
      const read = await readGitSource({ url: spec.url, ref, ...(subPath !== undefined ? { path: subPath } : {}), maxBytes });
      if (!read.exists) {
        context.stderr.write(`driftgate crds add: ${subPath ?? '.'} does not exist in ${redactUrl(spec.url)} at ${ref}\n`);
        return EXIT.usage;
      }
      files = read.files;
      source = { type: 'git', url: redactUrl(spec.url), ref, commit: read.commit };
    } else {
      if (kubeconfig === undefined) throw new UsageError('SOURCE cluster needs --kubeconfig FILE');
      const { readClusterCrds } = await import('../io/catalog/cluster-source.js');
      let read;
      try {
        read = await readClusterCrds({ kubeconfig, ...(kubeContext !== undefined ? { context: kubeContext } : {}), cwd: context.cwd, env: context.env });
      } catch (error) {
        const { redactKubeconfigError } = await import('../io/kube/kubeconfig.js');
        context.stderr.write(`driftgate crds add: cannot read the cluster: ${redactKubeconfigError(error, undefined)}\n`);
        return EXIT.usage;
      }
      files = read.crds.map((c) => c.file);
      const versions = new Map(read.crds.map((c) => [c.file.path, c.resourceVersion]));
      source = { type: 'cluster', context: read.context };
      perCrd = (crd) => {
        const resourceVersion = versions.get(crd.file);
        return resourceVersion !== undefined ? { resourceVersion } : {};
      };
    }
  } catch (error) {
    if (error instanceof MissingPathError || error instanceof GitOperationError) {
      context.stderr.write(`driftgate crds add: ${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }

  const extracted: ExtractedCrd[] = [];
  const skipped: SkippedDocument[] = [];
  const findings: Finding[] = [];
  for (const file of files) {
    const out = extractCrds(file, { limits: { maxBytes } });
    extracted.push(...out.crds);
    skipped.push(...out.skipped);
    findings.push(...out.findings);
  }
  const only = stringListFlag(args, 'name');
  const plan = planAdd({ extracted, source, lock: folder.lock, ...(perCrd ? { perCrd } : {}), ...(only.length > 0 ? { only } : {}) });
  findings.push(...plan.findings);
  const errors = findings.filter((f) => f.severity === 'error');
  printFindings(context, findings);
  for (const s of skipped) context.stderr.write(`${s.file}:${s.line}: skipped: ${s.what} is not a CustomResourceDefinition\n`);
  if (errors.length > 0) {
    context.stderr.write(`driftgate crds add: ${errors.length} error${errors.length === 1 ? '' : 's'} in ${sourceText}; nothing was written\n`);
    return EXIT.findings;
  }
  if (plan.notFound.length > 0) {
    context.stderr.write(`driftgate crds add: no CRD named ${plan.notFound.join(', ')} in ${sourceText} (it has ${[...new Set(extracted.map((c) => c.name))].join(', ') || 'none'}); nothing was written\n`);
    return EXIT.findings;
  }
  if (plan.writes.length === 0) {
    context.stderr.write(`driftgate crds add: no CustomResourceDefinition in ${sourceText}; nothing was written\n`);
    return EXIT.findings;
  }
  await writeCatalogFolder({ root, dir, writes: plan.writes, lock: plan.lock });
  const line = (mark: string, e: LockEntry): string => `  ${mark} ${e.name} (${e.versions.join(', ')})${e.source.path !== undefined && e.source.type !== 'cluster' ? ` from ${e.source.path}` : ''}\n`;
  context.stdout.write(`${dir}: ${plan.writes.length} CRD${plan.writes.length === 1 ? '' : 's'} from ${describeSource(source)}\n`);
  const replacedNames = new Set(plan.replaced.map((e) => e.name));
  const unchangedNames = new Set(plan.unchanged.map((e) => e.name));
  for (const e of plan.lock.crds) {
    if (plan.added.some((a) => a.name === e.name)) context.stdout.write(line('+', e));
    else if (replacedNames.has(e.name)) context.stdout.write(line('~', e));
    else if (unchangedNames.has(e.name)) context.stdout.write(line('=', e));
  }
  context.stdout.write(`lockfile: ${folder.lockPath}\n`);
  return EXIT.ok;
}

/** For files in a `crds/` folder next to a Chart.yaml: file → the chart's `name@version`. */
async function chartVersionsOf(root: string, files: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const read = new Map<string, string | undefined>();
  for (const file of files) {
    const m = /^(?:(.*)\/)?crds\/.+$/.exec(file);
    if (!m) continue;
    const dir = m[1] ?? '';
    if (!read.has(dir)) {
      const chartFile = path.join(root, dir, 'Chart.yaml');
      const bytes = await readFileBounded(chartFile, { maxBytes: 1024 * 1024 });
      read.set(dir, bytes.ok ? chartVersion(new TextDecoder().decode(bytes.bytes)) : undefined);
    }
    const version = read.get(dir);
    if (version !== undefined) out.set(file, version);
  }
  return out;
}

async function verify(context: CommandContext, argv: readonly string[]): Promise<ExitCode> {
  const args = parseFlags(argv, { catalog: { type: 'string' } });
  if (args.positionals.length > 0) throw new UsageError(`verify takes no arguments; found ${args.positionals.join(' ')}`);
  const root = await findRepositoryRoot(context.cwd);
  const flag = stringFlag(args, 'catalog');
  const dir = catalogDir(root, context.cwd, flag, 'catalog');
  const folder = await readCatalogFolder({ root, dir });
  if (folder.lockText === undefined && folder.files.length === 0 && folder.findings.length === 0) {
    if (flag !== undefined) {
      context.stderr.write(`driftgate crds verify: ${dir} holds no catalog (no ${folder.lockPath}, no CRD files)\n`);
      return EXIT.usage;
    }
    context.stdout.write(`${dir}: no catalog; nothing to verify\n`);
    return EXIT.ok;
  }
  const findings = [...folder.findings];
  if (folder.lock) findings.push(...verifyCatalog({ dir, lockPath: folder.lockPath, lockText: folder.lockText ?? '', lock: folder.lock, files: folder.files }));
  if (findings.length > 0) {
    printFindings(context, findings);
    context.stderr.write(`driftgate crds verify: ${dir} and ${folder.lockPath} disagree (${findings.length} problem${findings.length === 1 ? '' : 's'})\n`);
    return EXIT.findings;
  }
  context.stdout.write(`${dir}: ${folder.lock?.crds.length ?? 0} CRDs match ${folder.lockPath}\n`);
  return EXIT.ok;
}

async function outdated(context: CommandContext, argv: readonly string[]): Promise<ExitCode> {
  const args = parseFlags(argv, { catalog: { type: 'string' } });
  if (args.positionals.length > 0) throw new UsageError(`outdated takes no arguments; found ${args.positionals.join(' ')}`);
  const root = await findRepositoryRoot(context.cwd);
  const dir = catalogDir(root, context.cwd, stringFlag(args, 'catalog'), 'catalog');
  const folder = await readCatalogFolder({ root, dir });
  if (!folder.lock) {
    printFindings(context, folder.findings);
    return EXIT.findings;
  }
  // One ls-remote per repository, however many CRDs and tags came from it.
  const groups = new Map<string, { url: string; ref: string; crds: string[] }>();
  const notGit: string[] = [];
  for (const e of folder.lock.crds) {
    if (e.source.type !== 'git' || e.source.url === undefined || e.source.ref === undefined) {
      notGit.push(e.name);
      continue;
    }
    const key = `${e.source.url}\u0000${e.source.ref}`;
    const g = groups.get(key) ?? { url: e.source.url, ref: e.source.ref, crds: [] };
    g.crds.push(e.name);
    groups.set(key, g);
  }
  const { listRemoteTags } = await import('../io/catalog/git-source.js');
  const tagsOf = new Map<string, string[]>();
  let failed = false;
  for (const g of groups.values()) {
    let tags = tagsOf.get(g.url);
    if (!tags) {
      try {
        tags = await listRemoteTags({ url: g.url });
      } catch (error) {
        context.stderr.write(`driftgate crds outdated: ${error instanceof Error ? error.message : String(error)}\n`);
        failed = true;
        continue;
      }
      tagsOf.set(g.url, tags);
    }
    const newer = newerTags(g.ref, tags);
    const what = `${g.url} at ${g.ref} (${g.crds.length} CRD${g.crds.length === 1 ? '' : 's'}: ${g.crds.join(', ')})`;
    if (newer === undefined) context.stdout.write(`${what}: ${g.ref} is not a version tag; not compared\n`);
    else if (newer.length === 0) context.stdout.write(`${what}: up to date\n`);
    else context.stdout.write(`${what}: newer ${newer.join(', ')}\n`);
  }
  if (notGit.length > 0) context.stdout.write(`not from git (not compared): ${notGit.join(', ')}\n`);
  if (folder.lock.crds.length === 0) context.stdout.write(`${dir}: no catalog CRDs\n`);
  return failed ? EXIT.usage : EXIT.ok;
}
