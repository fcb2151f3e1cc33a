import type { Registry } from 'prom-client';
import type { Handler } from './server.js';

/**
 * `/healthz` (the process is alive and its loops are not stuck), `/readyz` (it can do its job:
 * caches synced, leader or standby) and `/metrics` (Prometheus text format).
 */
export interface Check {
  readonly name: string;
  /** Undefined when healthy, otherwise why not. */
  check(): string | undefined;
}

export function checksHandler(checks: readonly Check[]): Handler {
  return (req, res) => {
    req.resume();
    const failures = checks.flatMap((c) => {
      const problem = c.check();
      return problem === undefined ? [] : [`${c.name}: ${problem}`];
    });
    const verbose = (req.url ?? '').includes('verbose');
    const lines = failures.length === 0 ? ['ok'] : failures;
    if (verbose && failures.length === 0) lines.push(...checks.map((c) => `[+] ${c.name} ok`));
    res.writeHead(failures.length === 0 ? 200 : 503, { 'content-type': 'text/plain; charset=utf-8' }).end(lines.join('\n') + '\n');
  };
}

export function metricsHandler(registry: Registry): Handler {
  return async (req, res) => {
    req.resume();
    const body = await registry.metrics();
    res.writeHead(200, { 'content-type': registry.contentType }).end(body);
  };
}
