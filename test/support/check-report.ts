import type { CheckResult } from '../../src/core/check/check.js';

/** Everything a check's report is made of, as one text: two checks that must agree compare these. */
export function checkReport(result: CheckResult): string {
  return JSON.stringify({
    findings: result.findings,
    stats: result.stats,
    configurationErrors: result.configurationErrors,
    unvalidated: (result.unvalidated ?? []).map((u) => [u.manifest.file, u.manifest.ref, u.reason]),
    schemaSources: [...(result.schemaSources ?? [])].map(([m, s]) => [m.file, m.ref, s]),
  });
}
