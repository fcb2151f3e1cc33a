import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configJsonSchema, parseCrdCompatConfig } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('policies/crd-compat.yaml', () => {
  it('is a valid gate configuration', () => {
    const text = readFileSync(path.join(root, 'policies/crd-compat.yaml'), 'utf8');
    const { config, findings } = parseCrdCompatConfig(text, { file: 'policies/crd-compat.yaml' });
    expect(findings).toEqual([]);
    expect(config.rules['enum-value-added']?.severity).toBe('warning');
  });

  it('has its JSON schema published beside it, in sync with the rules', () => {
    const published = JSON.parse(readFileSync(path.join(root, 'policies/crd-compat.schema.json'), 'utf8'));
    expect(published).toEqual(configJsonSchema());
  });
});
