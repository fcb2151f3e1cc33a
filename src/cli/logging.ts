import { pino, type DestinationStream, type Logger } from 'pino';
import { UsageError } from './command.js';

/** The levels every long-running command accepts with --log-level. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** --log-level, falling back to an environment variable and then to info. */
export function logLevelFrom(flag: string | undefined, fromEnv: { name: string; value: string | undefined } | undefined): LogLevel {
  const level = flag ?? (fromEnv?.value || 'info');
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  const source = flag !== undefined ? '--log-level' : (fromEnv?.name ?? '--log-level');
  throw new UsageError(`${source} must be one of ${LOG_LEVELS.join(', ')}; found ${JSON.stringify(level)}`);
}

export interface JsonLoggerOptions {
  readonly level: LogLevel;
  readonly component: string;
  /** A file descriptor (1 stdout, 2 stderr) or a stream; default stdout. */
  readonly destination?: number | DestinationStream | NodeJS.WritableStream;
  readonly redact?: readonly string[];
}

/**
 * JSON lines the way log pipelines read them without a mapping table: `"level":"info"` (not
 * pino's 30) and an ISO-8601 `"time"`. The agent and the operator both log through this.
 */
export function jsonLogger(options: JsonLoggerOptions): Logger {
  const dest = options.destination ?? 1;
  const stream = typeof dest === 'number' ? pino.destination({ dest, sync: false }) : dest;
  return pino(
    {
      level: options.level,
      base: { component: options.component },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      ...(options.redact ? { redact: { paths: [...options.redact], censor: '[redacted]' } } : {}),
    },
    stream as DestinationStream,
  );
}
