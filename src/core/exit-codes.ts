/** Exit codes shared by every command and the Action: 0 nothing at or above the threshold, 1 findings, 2 usage, configuration or tool error. */
export const EXIT = { ok: 0, findings: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
