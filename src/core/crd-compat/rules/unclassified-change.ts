import type { Rule } from '../types.js';

/** Applied by the engine: any difference no rule consumed is reported, readably (fail closed). */
export const unclassifiedChange: Rule = {
  id: 'unclassified-change',
  summary: 'A schema or CRD difference no rule judges (the gate fails closed)',
  defaultSeverity: 'warning',
  tier: 'meta',
};
