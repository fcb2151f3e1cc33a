import { refusedByHead, type Verdict } from '../admits.js';
import type { Anchor, NodeContext } from '../types.js';
import { EXISTING } from './shared.js';

/** How the rules that narrow a field (bounds, pattern, format, enum) word what admits.ts found. */

export function judgeTightening(ctx: NodeContext, keywords: readonly string[]): Verdict {
  return refusedByHead(ctx.base.schema, ctx.head.schema, keywords);
}

/** The message of a tightening with its example: `maxLength 3 added; "ABCD" was admitted before and is refused now`. */
export function withExample(message: string, verdict: Verdict): string {
  return verdict.kind === 'refused' ? `${message}; ${verdict.example} was admitted before and is refused now` : message;
}

/** Reports a change that looks like a tightening but refuses nothing the old schema admitted (info, with the reason). */
export function reportNotATightening(ctx: NodeContext, message: string, verdict: Extract<Verdict, { kind: 'none-refused' }>, anchor: Anchor): void {
  ctx.report({
    message: `${message}; not a tightening: ${verdict.reason}`,
    severity: 'info',
    ratchet: 'not-applicable',
    existing: EXISTING.none,
    hint: 'No action needed: every value the old schema admitted is still valid.',
    anchor,
  });
}
