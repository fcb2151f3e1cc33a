import type { Rule } from '../types.js';
import { breakingRemedy, EXISTING } from './shared.js';
import { judgeTightening, reportNotATightening, withExample } from './tightening.js';

/**
 * Formats the API server validates (k8s.io/kube-openapi strfmt registry as used for CRDs);
 * other formats, such as int32, are documentation only.
 */
export const VALIDATED_FORMATS: ReadonlySet<string> = new Set([
  'bsonobjectid', 'uri', 'email', 'hostname', 'ipv4', 'ipv6', 'cidr', 'mac', 'uuid', 'uuid3', 'uuid4', 'uuid5',
  'isbn', 'isbn10', 'isbn13', 'creditcard', 'ssn', 'hexcolor', 'rgbcolor', 'byte', 'password', 'date', 'duration',
  'datetime', 'date-time',
]);

export const formatChanged: Rule = {
  id: 'format-changed',
  summary: 'A format was added or changed on an existing field (info when it is one the API server does not validate, or every old enum value is valid)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('format')) return;
    const before = ctx.base.schema.format;
    const after = ctx.head.schema.format;
    if ((before !== undefined && typeof before !== 'string') || (after !== undefined && typeof after !== 'string')) return;
    ctx.consume('format');
    const anchor = after !== undefined ? ctx.head.anchor('format') : ctx.head.anchor();
    if (after === undefined) {
      ctx.report({ message: `format ${JSON.stringify(before)} removed`, severity: 'info', ratchet: 'not-applicable', existing: EXISTING.none, hint: 'Readers must now handle values of any format.', anchor });
      return;
    }
    if (!VALIDATED_FORMATS.has(after)) {
      ctx.report({
        message: `format ${before === undefined ? 'set to' : `changed from ${JSON.stringify(before)} to`} ${JSON.stringify(after)}, which the API server does not validate`,
        severity: 'info',
        ratchet: 'not-applicable',
        existing: EXISTING.none,
        hint: 'Documentation only for the API server; generated clients may change type.',
        anchor,
      });
      return;
    }
    const message = before === undefined ? `format ${JSON.stringify(after)} added` : `format changed from ${JSON.stringify(before)} to ${JSON.stringify(after)}`;
    const verdict = judgeTightening(ctx, ['format']);
    if (verdict.kind === 'none-refused') {
      reportNotATightening(ctx, message, verdict, anchor);
      return;
    }
    ctx.report({
      message: withExample(message, verdict),
      ratchet: 'tolerated',
      existing: EXISTING.tolerated,
      hint: breakingRemedy(ctx, 'validate the format in the controller and report bad values in status instead'),
      anchor,
    });
  },
};
