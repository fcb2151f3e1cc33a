import { show } from '../canonical.js';
import { childPath } from '../../kube/schema-path.js';
import type { Rule } from '../types.js';
import { isRecordSchema } from '../types.js';
import { enforced, isStringArray } from './shared.js';

export const requiredAdded: Rule = {
  id: 'required-added',
  summary: 'A field became required under an object that existed before (contract before expand when it is new and has no default)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('required')) return;
    const before = ctx.base.schema.required ?? [];
    const after = ctx.head.schema.required ?? [];
    if (!isStringArray(before) || !isStringArray(after)) return;
    ctx.consume('required');
    const old = new Set(before);
    const baseProps = isRecordSchema(ctx.base.schema.properties) ? ctx.base.schema.properties : {};
    const headProps = isRecordSchema(ctx.head.schema.properties) ? ctx.head.schema.properties : {};
    const scopeNote = ['.', '.spec', '.status'].includes(ctx.path) ? '' : ` (objects that set ${ctx.path})`;
    after.forEach((name, index) => {
      if (old.has(name)) return;
      const existed = Object.hasOwn(baseProps, name);
      const prop = headProps[name];
      const hasDefault = isRecordSchema(prop) && Object.hasOwn(prop, 'default');
      const path = childPath(ctx.path, name);
      const anchor = ctx.head.anchor('required', { index });
      if (hasDefault) {
        ctx.report({
          path,
          message: `\`${name}\` became required, with default ${show(isRecordSchema(prop) ? prop.default : undefined)}`,
          severity: 'warning',
          ratchet: 'not-applicable',
          existing: `the API server fills the default into objects that omit it when it reads them${scopeNote}, so they keep validating; clients that send an explicit null are rejected`,
          hint: 'Safe for stored objects because of the default; make sure every client and controller tolerates the defaulted value.',
          anchor,
        });
        return;
      }
      const sequence =
        `Expand first: add \`${name}\` as optional (or with a default) in this release, migrate or backfill every existing object, ` +
        `then make it required in a later release; or require it only in a new version whose conversion webhook fills it.`;
      ctx.report({
        path,
        message: existed
          ? `\`${name}\` became required (it was optional); objects that omit it are rejected`
          : `\`${name}\` is new and required, without a default: contract before expand — no existing object has it`,
        ratchet: 'enforced',
        existing: enforced(`changes to required are not ratcheted${scopeNote}`),
        hint: ctx.scope === 'served-versions' ? `${sequence} Or convert between the served versions with a conversion webhook.` : sequence,
        anchor,
      });
    });
  },
};
