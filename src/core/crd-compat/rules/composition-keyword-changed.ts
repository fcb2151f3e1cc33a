import { stripDocs } from '../canonical.js';
import { canonicalJson } from '../../kube/json.js';
import type { NodeContext, Rule } from '../types.js';
import { breakingRemedy, enforced, EXISTING } from './shared.js';

const KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'not'] as const;
type Keyword = (typeof KEYWORDS)[number];

/** `anyOf: [{type: integer}, {type: string}]` is how int-or-string is spelled; type-changed judges it. */
function isIntOrStringAnyOf(value: unknown): boolean {
  return canonicalJson(stripDocs(value)) === '[{"type":"integer"},{"type":"string"}]';
}

function branches(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  return value.map((v) => canonicalJson(stripDocs(v)));
}

export const compositionKeywordChanged: Rule = {
  id: 'composition-keyword-changed',
  summary: 'allOf, anyOf, oneOf or not was added, removed or changed (adding an anyOf branch or dropping a constraint is info)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    for (const k of KEYWORDS) if (ctx.changed.has(k)) judge(ctx, k);
  },
};

function judge(ctx: NodeContext, keyword: Keyword): void {
  const before = ctx.base.schema[keyword];
  const after = ctx.head.schema[keyword];
  if (keyword === 'anyOf' && (isIntOrStringAnyOf(before) || isIntOrStringAnyOf(after)) && ctx.changed.has('x-kubernetes-int-or-string')) {
    ctx.consume(keyword);
    return;
  }
  let verdict: { loosening: boolean; text: string } | undefined;
  if (keyword === 'not') {
    if (canonicalJson(stripDocs(before)) === canonicalJson(stripDocs(after))) verdict = undefined;
    else if (after === undefined) verdict = { loosening: true, text: '`not` removed' };
    else verdict = { loosening: false, text: before === undefined ? '`not` added' : '`not` changed' };
  } else {
    const b = branches(before);
    const a = branches(after);
    if (!b || !a) return; // malformed: left to unclassified-change
    const removed = b.filter((x) => !a.includes(x));
    const added = a.filter((x) => !b.includes(x));
    if (removed.length === 0 && added.length === 0) verdict = undefined; // order or documentation only
    else if (b.length === 0) verdict = { loosening: false, text: `\`${keyword}\` added with ${a.length} branch${a.length === 1 ? '' : 'es'}` };
    else if (a.length === 0) verdict = { loosening: true, text: `\`${keyword}\` removed` };
    else if (keyword === 'anyOf' && removed.length === 0) verdict = { loosening: true, text: `${added.length} \`anyOf\` branch${added.length === 1 ? '' : 'es'} added` };
    else if (keyword === 'allOf' && added.length === 0) verdict = { loosening: true, text: `${removed.length} \`allOf\` branch${removed.length === 1 ? '' : 'es'} removed` };
    else verdict = { loosening: false, text: `\`${keyword}\` changed: ${added.length} branch${added.length === 1 ? '' : 'es'} added, ${removed.length} removed` };
  }
  ctx.consume(keyword);
  if (!verdict) return;
  ctx.report({
    message: verdict.text,
    severity: verdict.loosening ? 'info' : 'error',
    ratchet: verdict.loosening ? 'not-applicable' : 'enforced',
    existing: verdict.loosening ? EXISTING.none : enforced(`${keyword} and everything below it are not ratcheted`),
    hint: verdict.loosening ? 'Readers must now handle values the old constraint rejected.' : breakingRemedy(ctx, `keep the old \`${keyword}\``),
    anchor: Object.hasOwn(ctx.head.schema, keyword) ? ctx.head.anchor(keyword) : ctx.head.anchor(),
  });
}
