import path from 'node:path';
import process from 'node:process';
import { KubeConfig } from '@kubernetes/client-node';
import { KubeClient } from '../io/kube/client.js';
import { KubeApiError, TransportError } from '../io/kube/errors.js';
import { migrateStorage, MigrationError } from '../io/kube/storage-migration.js';
import { booleanFlag, parseFlags, stringFlag } from './args.js';
import { UsageError, type Command, type CommandContext } from './command.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';

const USAGE = `usage: driftgate migrate-storage CRD [--kubeconfig FILE] [flags]

Rewrites every stored object of a CRD at its current storage version, then trims
status.storedVersions to that version, so that an older version can be unserved and removed
(the contract step of expand/contract; see docs/operator.md, "Migrating to v1"). CRD is the
CRD's name, e.g. tenantonboardings.platform.example.com.

Safe to interrupt and to run again: each run lists every object again and rewrites it; the API
server skips the write of an object already stored at the storage version. storedVersions is
trimmed only after a complete pass. Run it after switching the storage version, while the
conversion webhook (driftgate operator --webhook-addr) is up.

  --kubeconfig FILE   kubeconfig (default: $KUBECONFIG, ~/.kube/config, or in-cluster)
  --context NAME      kubeconfig context (default: the current context)
  --page-size N       objects per list page (default: 100)
  --qps N             rewrites per second at most (default: 50)
  --no-trim           rewrite, but leave status.storedVersions as it is

Exit codes: 0 migrated (and trimmed); 1 the migration could not finish (nothing trimmed);
2 usage or configuration error.
`;

const FLAGS = {
  kubeconfig: { type: 'string' },
  context: { type: 'string' },
  'page-size': { type: 'string' },
  qps: { type: 'string' },
  'no-trim': { type: 'boolean' },
} as const;

function wholeNumber(args: ReturnType<typeof parseFlags>, name: string, fallback: number, max: number): number {
  const text = stringFlag(args, name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}; found ${JSON.stringify(text)}`);
  return n;
}

export const migrateStorageCommand: Command = {
  name: 'migrate-storage',
  summary: 'Rewrite every stored object of a CRD at its storage version, then trim storedVersions',
  usage: USAGE,
  async run(context: CommandContext): Promise<ExitCode> {
    const args = parseFlags(context.argv, FLAGS);
    const crd = args.positionals[0];
    if (crd === undefined || args.positionals.length > 1) throw new UsageError('name exactly one CRD, e.g. tenantonboardings.platform.example.com');
    if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(crd) || !crd.includes('.')) throw new UsageError(`${JSON.stringify(crd)} is not a CRD name (<plural>.<group>)`);
    const pageSize = wholeNumber(args, 'page-size', 100, 500);
    const qps = wholeNumber(args, 'qps', 50, 1000);
    const kubeconfig = stringFlag(args, 'kubeconfig');
    const kc = new KubeConfig();
    try {
      if (kubeconfig !== undefined) kc.loadFromFile(path.resolve(context.cwd, kubeconfig));
      else kc.loadFromDefault();
      const contextName = stringFlag(args, 'context');
      if (contextName !== undefined) kc.setCurrentContext(contextName);
    } catch (error) {
      context.stderr.write(`driftgate migrate-storage: cannot load the kubeconfig: ${error instanceof Error ? error.message : String(error)}\n`);
      return EXIT.usage;
    }
    if (!kc.getCurrentCluster()) {
      context.stderr.write('driftgate migrate-storage: the kubeconfig has no current cluster (pass --kubeconfig)\n');
      return EXIT.usage;
    }
    const client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-migrate-storage' });
    const abort = new AbortController();
    const onSignal = (): void => abort.abort();
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
      const result = await migrateStorage({
        client,
        crd,
        pageSize,
        qps,
        skipTrim: booleanFlag(args, 'no-trim'),
        signal: abort.signal,
        onProgress: (p) => context.stderr.write(`migrate-storage: ${p.rewritten} rewritten (${p.written} written, ${p.vanished} deleted meanwhile), page ${p.pages}\n`),
      });
      context.stdout.write(
        `${result.crd}: ${result.rewritten} objects now stored as ${result.storageVersion} (${result.written} written, ${result.rewritten - result.written} already were); ` +
          `storedVersions ${JSON.stringify(result.storedVersionsBefore)} -> ${JSON.stringify(result.storedVersionsAfter)}\n`,
      );
      return EXIT.ok;
    } catch (error) {
      const why =
        error instanceof MigrationError || error instanceof KubeApiError || error instanceof TransportError ? error.message : error instanceof Error ? error.message : String(error);
      context.stderr.write(`driftgate migrate-storage: ${why}\nNothing was trimmed; run it again once the cause is fixed.\n`);
      return EXIT.findings;
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  },
};
