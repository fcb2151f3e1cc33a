import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { configJsonSchema } from './config.js';
import { validateJsonSchema } from './json-schema.js';

const head = { apiVersion: 'policy.driftgate.dev/v1alpha1', kind: 'CrdCompatConfig' };
const DOCUMENTS: unknown[] = [
  head,
  { ...head, metadata: { name: 'x' }, spec: {} },
  { ...head, spec: { rules: { 'field-removed': { severity: 'warning' } }, ignoreVersions: 'v1.*', acknowledgements: [] } },
  { ...head, spec: { rules: { 'enum-value-added': { options: { allow: true } } } } },
  { ...head, spec: { rules: { 'crd-too-large': { options: { limitBytes: 0, serverSideApply: 'yes' } } } } },
  { ...head, spec: { rules: { nope: {} } } },
  { ...head, spec: { rules: { 'type-changed': { severity: 'fatal', options: { x: 1 } } } } },
  { ...head, spec: { ignoreVersions: null, acknowledgements: [{ rule: 'field-removed', crd: 'a.b', path: 'spec.x', justification: 'short' }] } },
  { ...head, spec: { acknowledgements: [{ rule: 'crd-compat/field-removed', crd: 'a.b', version: 'v1', path: '.spec.x', justification: 'long enough reason' }] } },
  { ...head, spec: { acknowledgements: {} } },
  { apiVersion: 'v1', kind: 'ConfigMap', extra: true },
  [],
  'text',
];

describe('validateJsonSchema', () => {
  const ajv = new Ajv({ allErrors: true, strict: true }).compile(configJsonSchema());

  it.each(DOCUMENTS.map((d, i) => [i, d]))('agrees with Ajv on document %i', (_i, document) => {
    const ours = validateJsonSchema(document, configJsonSchema()).map((e) => `${e.instancePath} ${e.keyword}`);
    ajv(document);
    const theirs = (ajv.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
    expect([...new Set(ours)].sort()).toEqual([...new Set(theirs)].sort());
  });
});
