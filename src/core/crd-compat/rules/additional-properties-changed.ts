import type { Rule } from '../types.js';
import { isRecordSchema } from '../types.js';
import { breakingRemedy, enforced, EXISTING } from './shared.js';

const KEYWORD = 'additionalProperties';

function describe(value: unknown): string {
  if (value === undefined) return 'unset';
  if (value === true) return 'true (any value)';
  if (value === false) return 'false';
  return 'a schema';
}

export const additionalPropertiesChanged: Rule = {
  id: 'additional-properties-changed',
  summary: 'A map became an object or the reverse, or additionalProperties was added, removed, narrowed or widened (a widening lets objects carry anything there)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD)) return;
    ctx.consume(KEYWORD);
    const before = ctx.base.schema[KEYWORD];
    const after = ctx.head.schema[KEYWORD];
    const hadProps = isRecordSchema(ctx.base.schema.properties) && Object.keys(ctx.base.schema.properties).length > 0;
    const hasProps = isRecordSchema(ctx.head.schema.properties) && Object.keys(ctx.head.schema.properties).length > 0;
    const wasMap = before !== undefined && before !== false;
    const isMap = after !== undefined && after !== false;
    const anchor = Object.hasOwn(ctx.head.schema, KEYWORD) ? ctx.head.anchor(KEYWORD) : ctx.head.anchor();
    if (wasMap && !isMap) {
      ctx.report({
        message: `additionalProperties removed (was ${describe(before)})${hasProps ? ': the map became an object with fixed fields' : ''}`,
        ratchet: 'enforced',
        existing: enforced('removing additionalProperties is not ratcheted, and keys that are not declared fields are pruned and lost'),
        hint: breakingRemedy(ctx, 'keep additionalProperties'),
        anchor,
      });
    } else if (!wasMap && isMap) {
      if (!hadProps) {
        // An object without declared fields became a map: it stored nothing before, any key from now on (a widening).
        ctx.report({
          message: `additionalProperties set to ${describe(after)}: the object is a map now and stores any key`,
          ratchet: 'not-applicable',
          existing: 'unaffected; from now on any writer may store arbitrary keys here, and every reader receives them',
          hint: 'Declare the fields that are needed instead; or acknowledge it in policies/crd-compat.yaml after checking what every reader does with arbitrary keys.',
          anchor,
        });
        return;
      }
      ctx.report({
        message: `the object with fields became a map (additionalProperties ${describe(after)})`,
        ratchet: 'tolerated',
        existing: `${EXISTING.tolerated}; typed clients that decode the fields break`,
        hint: breakingRemedy(ctx, 'keep the object with its declared fields'),
        anchor,
      });
    } else if (before === true && isRecordSchema(after)) {
      ctx.report({
        message: 'map values narrowed from any value to a schema',
        ratchet: 'tolerated',
        existing: EXISTING.tolerated,
        hint: breakingRemedy(ctx, 'keep accepting any value'),
        anchor,
      });
    } else if (isRecordSchema(before) && after === true) {
      ctx.report({
        message: 'map values widened from a schema to any value',
        ratchet: 'not-applicable',
        existing: 'unaffected; from now on any writer may store values of any shape here, and every reader receives them',
        hint: 'Keep the value schema; or acknowledge it in policies/crd-compat.yaml after checking that every reader handles values of any shape.',
        anchor,
      });
    }
  },
};
