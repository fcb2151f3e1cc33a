import { UsageError, type Command, type CommandContext } from './command.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';
import { didYouMean } from './suggest.js';
import { DRIFTGATE_VERSION } from '../core/version.js';

/**
 * The `driftgate` command line. Each command lives in its own file and is loaded only
 * when called, so `driftgate check` never pays for the Kubernetes or GitHub clients.
 */
const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  check: { summary: 'Validate manifests against their CRD schemas and the policy pack', load: async () => (await import('./check.js')).checkCommand },
  'crd-diff': { summary: 'Compare CRDs at a base and a head and flag unsafe schema evolution', load: async () => (await import('./crd-diff.js')).crdDiffCommand },
  operator: { summary: 'Run the TenantOnboarding operator (namespace, quota, network policy, access)', load: async () => (await import('./operator.js')).operatorCommand },
  agent: { summary: 'Sync a Git path to the cluster through the same gates, detect drift, report to GitHub', load: async () => (await import('./agent.js')).agentCommand },
  diff: { summary: 'Preview the field-level changes manifests would make to the live cluster', load: async () => (await import('./diff.js')).diffCommand },
  'migrate-storage': { summary: 'Rewrite every stored object of a CRD at its storage version, then trim storedVersions', load: async () => (await import('./migrate-storage.js')).migrateStorageCommand },
  crds: { summary: 'Pin third-party CRDs into a catalog folder with a lockfile (add, verify, outdated)', load: async () => (await import('./crds.js')).crdsCommand },
  policy: { summary: 'Run the policy pack\'s tests (driftgate policy test [DIR])', load: async () => (await import('./policy.js')).policyCommand },
};

/** Every command with its usage text, for docs/cli.md. */
export async function commandReference(): Promise<{ name: string; summary: string; usage: string }[]> {
  return Promise.all(Object.entries(COMMANDS).map(async ([name, c]) => ({ name, summary: c.summary, usage: (await c.load()).usage })));
}

function overview(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: driftgate <command> [flags]\n\ncommands:\n${lines.join('\n')}\n\nRun 'driftgate help <command>' for a command's flags.\n`;
}

function unknownCommand(name: string): string {
  const what = name.startsWith('-') ? 'flag' : 'command';
  const guess = didYouMean(name.replace(/^-+/, ''), [...Object.keys(COMMANDS), 'help', 'version']);
  const hint = guess ? `\n\nDid you mean this?\n\tdriftgate ${guess}\n` : '\n';
  return `driftgate: unknown ${what} ${JSON.stringify(name)}${hint}\nRun 'driftgate --help' for usage.\n`;
}

export async function main(context: CommandContext): Promise<ExitCode> {
  const [name, ...rest] = context.argv;
  if (name === undefined || name === '--help' || name === '-h') {
    context.stdout.write(overview());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === 'help') {
    const target = rest[0] !== undefined ? COMMANDS[rest[0]] : undefined;
    if (rest[0] !== undefined && !target) {
      context.stderr.write(unknownCommand(rest[0]));
      return EXIT.usage;
    }
    context.stdout.write(target ? (await target.load()).usage : overview());
    return EXIT.ok;
  }
  if (name === '--version' || name === 'version') {
    context.stdout.write(`driftgate ${DRIFTGATE_VERSION}\n`);
    return EXIT.ok;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    context.stderr.write(unknownCommand(name));
    return EXIT.usage;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    context.stdout.write(command.usage);
    return EXIT.ok;
  }
  try {
    return await command.run(withArgv(context, rest));
  } catch (error) {
    if (error instanceof UsageError) {
      // One line and where to look: the whole usage would bury the reason.
      context.stderr.write(`driftgate ${name}: ${error.message}\nRun 'driftgate ${name} --help' for its flags.\n`);
      return EXIT.usage;
    }
    const detail = error instanceof Error ? error.message : String(error);
    context.stderr.write(`driftgate ${name}: internal error: ${detail}\nThis is a bug in driftgate; please report it with the command you ran.\n`);
    if (context.env.DRIFTGATE_DEBUG && error instanceof Error && error.stack) context.stderr.write(error.stack + '\n');
    return EXIT.usage;
  }
}

/**
 * The context with other arguments. Its properties are copied as they are, getters included: a
 * spread would read them, and reading bin.ts's `stdin` makes Node's stdin stream.
 */
function withArgv(context: CommandContext, argv: readonly string[]): CommandContext {
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(context), argv: { value: argv, enumerable: true } }) as CommandContext;
}
