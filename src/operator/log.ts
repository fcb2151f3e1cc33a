/** How the operator and its parts log: a level, a message, and structured fields (the CLI passes its logger's). */
export type LogFn = (level: 'debug' | 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
