import { execFile } from 'node:child_process';

/**
 * Checks once, at start-up, that an external tool runs (`git --version`), so that a process
 * missing it stops with one clear line instead of failing every poll later (`spawn git ENOENT`
 * every interval while staying Ready). Resolves to undefined when the tool answered, else to
 * the sentence to print.
 */
export function probeTool(options: {
  readonly command: string;
  readonly args: readonly string[];
  /** What the tool is needed for, for the message. */
  readonly neededFor: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs?: number;
}): Promise<string | undefined> {
  const env = { PATH: options.env['PATH'] ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' };
  return new Promise((resolve) => {
    execFile(options.command, [...options.args], { env, timeout: options.timeoutMs ?? 10_000 }, (error) => {
      if (!error) return resolve(undefined);
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === 'ENOENT' ? `was not found on PATH (${env.PATH})` : `did not run (\`${[options.command, ...options.args].join(' ')}\`: ${error.message.split('\n')[0] ?? String(code)})`;
      resolve(`${options.command} ${why}; it is needed ${options.neededFor}. Install it, or use the driftgate image, which includes it.`);
    });
  });
}
