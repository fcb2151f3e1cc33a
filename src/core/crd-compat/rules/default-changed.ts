import { show } from '../canonical.js';
import type { Rule } from '../types.js';
import { isRecordSchema } from '../types.js';
import { childPath } from '../../kube/schema-path.js';

// A default is written by the API server into every object that omits the field, on read and on
// the next write, whoever created the object: adding or changing one changes what every existing
// object of every team carries (issue 23: `default: ["system:authenticated"]` on editGroups made
// every tenant grant edit to everyone). That is an error at the gate; removing a default only
// stops filling the field in, which narrows what objects carry.
export const defaultChanged: Rule = {
  id: 'default-changed',
  summary: 'A default was added or changed on an existing field, or a new field arrived with a default (every object that omits it carries the value from now on); an empty-string default added to a string field, a default under .status, and removing a default, are warnings (removal is an error from a required field)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (ctx.changed.has('properties')) reportNewFieldDefaults(ctx);
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
    const zero = !had && emptyStringDefault(ctx.head.schema);
    const status = underStatus(ctx.path);
    ctx.report({
      message: `${had ? `default changed from ${show(before)} to ${show(after)}` : `default ${show(after)} added${zero ? ZERO_NOTE : ''}`}${status ? STATUS_NOTE : ''}`,
      ...(zero || status ? { severity: 'warning' as const } : {}),
      ratchet: 'not-applicable',
      existing: had
        ? `objects stored with the old default keep ${show(before)}; every object that omits the field, of every owner, reads and stores ${show(after)} from now on, so the same manifest means something else`
        : `every object that omits the field, of every owner, reads and stores ${show(after)} from now on`,
      hint: 'A default decides what every existing object carries: set the value in the objects that need it instead, or move the change into a new version (acknowledge it in policies/crd-compat.yaml only after checking what every reader does with the value).',
      anchor: ctx.head.anchor('default'),
    });
  },
};

// Kubernetes 1.30's OpenAPI gave every LocalObjectReference.name `default: ""`, and every CRD that
// embeds core types (pod templates, pull secrets, env sources) picked it up on regeneration: the
// replay over real release history found it on dozens of fields. An empty string is what a
// string field decodes to when absent, so filling it in changes no reader that does not tell
// absent from empty: a warning, not an error. Other zero values are not: `false` on a pointer
// such as automountServiceAccountToken (absent means true) changes behaviour.
const ZERO_NOTE = ' (the empty string, which readers of a string field see whether it is absent or empty)';

// Gateway API's GatewayClass carries a placeholder status (`Accepted: Unknown, reason: Waiting`)
// as the default of .status, and changed its reason between releases: the replay reported that as
// an error on every release. A default under .status fills in only what the controller has not
// reported yet, and the controller's next status write replaces it: a warning.
const STATUS_NOTE = ' under .status (a placeholder until the controller writes status, which replaces it)';

function underStatus(path: string): boolean {
  return path === '.status' || path.startsWith('.status.') || path.startsWith('.status[') || path.startsWith('.status{');
}

function emptyStringDefault(schema: Record<string, unknown>): boolean {
  return schema.type === 'string' && schema.default === '';
}

/** A field new at head that carries a default: every existing object gets the value on its next read. */
function reportNewFieldDefaults(ctx: Parameters<NonNullable<Rule['onNode']>>[0]): void {
  const before = isRecordSchema(ctx.base.schema.properties) ? ctx.base.schema.properties : {};
  const after = isRecordSchema(ctx.head.schema.properties) ? ctx.head.schema.properties : {};
  for (const [name, schema] of Object.entries(after)) {
    if (Object.hasOwn(before, name) || !isRecordSchema(schema) || !Object.hasOwn(schema, 'default')) continue;
    const path = childPath(ctx.path, name);
    const zero = emptyStringDefault(schema);
    const status = underStatus(path);
    ctx.report({
      message: `new field \`${name}\` added with default ${show(schema.default)}${zero ? ZERO_NOTE : ''}${status ? STATUS_NOTE : ''}`,
      ...(zero || status ? { severity: 'warning' as const } : {}),
      path,
      ratchet: 'not-applicable',
      existing: `every existing object, of every owner, reads and stores ${name}: ${show(schema.default)} from now on`,
      hint: 'Add the field without a default and set it in the objects that need it, or add it in a new version.',
      anchor: ctx.head.anchor('properties', { index: name }),
    });
  }
}
