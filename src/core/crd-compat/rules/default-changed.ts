import { show } from '../canonical.js';
import type { Rule } from '../types.js';

export const defaultChanged: Rule = {
  id: 'default-changed',
  summary: 'A default was added, changed or removed on an existing field (an error when removed from a required field)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('default')) return;
    ctx.consume('default');
    const had = Object.hasOwn(ctx.base.schema, 'default');
    const has = Object.hasOwn(ctx.head.schema, 'default');
    const before = ctx.base.schema.default;
    const after = ctx.head.schema.default;
    if (had && !has) {
      const required = ctx.requiredInParent.head;
      ctx.report({
        message: `default ${show(before)} removed${required ? ' from a required field: clients that relied on it omitting the field are now rejected' : ''}`,
        severity: required ? 'error' : 'warning',
        ratchet: 'not-applicable',
        existing: 'objects stored with the default keep the value; objects stored without the field now read without it',
        hint: required
          ? 'Keep the default while the field is required, or make the field optional first.'
          : 'Make sure readers handle the field being absent.',
        anchor: ctx.head.anchor(),
      });
      return;
    }
    ctx.report({
      message: had ? `default changed from ${show(before)} to ${show(after)}` : `default ${show(after)} added`,
      ratchet: 'not-applicable',
      existing: had
        ? `objects stored with the old default keep ${show(before)}; objects that omit the field read and store ${show(after)} from now on, so the same manifest means something else`
        : `objects that omit the field read and store ${show(after)} from now on`,
      hint: 'Make sure controllers treat the old and the new value alike, or move the change into a new version.',
      anchor: ctx.head.anchor('default'),
    });
  },
};
