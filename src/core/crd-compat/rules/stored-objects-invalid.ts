import type { Rule } from '../types.js';

/** Reported by the live check (crd-diff --kubeconfig): stored objects that fail the head schema. */
export const storedObjectsInvalid: Rule = {
  id: 'stored-objects-invalid',
  summary: 'Objects stored in the cluster would fail validation against the head schema on their next write',
  defaultSeverity: 'error',
  tier: 'breaking',
};
