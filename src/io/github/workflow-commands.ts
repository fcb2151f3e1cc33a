import { countBySeverity, type Finding } from '../../core/findings/finding.js';
import { renderGithubCommands } from '../../core/findings/render/index.js';
import { GITHUB_LIMITS } from './limits.js';

/**
 * Workflow-command annotations (`::error file=…::…`) for when check runs cannot be
 * written (fork PRs): the runner shows at most 10 per level per step, so at most 10 go
 * out per level; when any level overflows, 9 per level go out and one final notice says
 * how many were left out and where they are (`whereTheRestIs`).
 */
export function fallbackAnnotationCommands(findings: readonly Finding[], options: { readonly whereTheRestIs: string }): { readonly commands: string; readonly annotated: number; readonly omitted: number } {
  const cap = GITHUB_LIMITS.workflowAnnotationsPerLevel;
  const counts = countBySeverity(findings);
  const overflow = counts.error > cap || counts.warning > cap || counts.info > cap;
  // The overflow notice is itself a notice, so leave room for it.
  const perLevel = overflow ? cap - 1 : cap;
  const commands = renderGithubCommands(findings, { maxPerLevel: perLevel, overflowNote: options.whereTheRestIs });
  const annotated = Math.min(counts.error, perLevel) + Math.min(counts.warning, perLevel) + Math.min(counts.info, perLevel);
  return { commands, annotated, omitted: findings.length - annotated };
}
