import { describe, expect, it } from 'vitest';
import { KUBERNETES_AJV } from './ajv.js';
import { compileWithCodeStore, forgetBuiltValidators, loadValidatorCode, standaloneSource, validatorKey, type ValidatorCodeStore } from './ajv-standalone.js';
import { CONFIG_AJV } from '../policy/config.js';
import { CONFIG_SCHEMA } from '../policy/index.js';

// Every keyword driftgate adds to ajv, with formats, RE2 patterns and ajv's runtime helpers.
const SCHEMA = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 3, maxLength: 8, pattern: '^[a-z]+$' },
    port: { k8sIntOrString: { nullable: false } },
    address: { type: 'string', format: 'k8s:ipv4' },
    size: { type: 'string', format: 'k8s:quantity' },
    tags: { type: 'array', items: { type: 'string' }, k8sListType: { type: 'set', keys: [] } },
    ports: { type: 'array', items: { type: 'object' }, k8sListType: { type: 'map', keys: ['port'] } },
    mode: { type: 'string', enum: ['a', 'b'] },
    items: { type: 'array', uniqueItems: true },
  },
};

const SAMPLES: unknown[] = [
  { name: 'ok' },
  { name: 'fine', port: 80, address: '10.0.0.1', size: '2Gi', tags: ['a', 'b'], mode: 'a', items: [1, 2] },
  { name: 'NOT-ok-and-long', port: 1.5, address: 'x', size: 'lots', tags: ['a', 'a'], ports: [{ port: 1 }, { port: 1 }], mode: 'c', items: [{ a: 1 }, { a: 1 }] },
  { ports: [3] },
  [],
];

class MemoryStore implements ValidatorCodeStore {
  readonly entries = new Map<string, string>();
  gets = 0;
  get(key: string): string | undefined {
    this.gets += 1;
    return this.entries.get(key);
  }
  set(key: string, code: string): void {
    this.entries.set(key, code);
  }
}

describe('validators as standalone code', () => {
  it('a loaded validator gives the compiled one\'s verdicts and errors, field for field', () => {
    const compiled = KUBERNETES_AJV.ajv().compile(SCHEMA);
    const loaded = loadValidatorCode(KUBERNETES_AJV, standaloneSource(KUBERNETES_AJV, compiled));
    expect(loaded).not.toBe(compiled);
    for (const sample of SAMPLES) {
      const want = compiled(sample);
      const wantErrors = structuredClone(compiled.errors);
      expect(loaded(sample)).toBe(want);
      expect(loaded.errors).toEqual(wantErrors);
    }
    expect(compiled(SAMPLES[2])).toBe(false); // the samples do reach the keywords
  });

  it('the config schema loads from code with the same errors', () => {
    const compiled = CONFIG_AJV.ajv().compile(CONFIG_SCHEMA);
    const loaded = loadValidatorCode(CONFIG_AJV, standaloneSource(CONFIG_AJV, compiled));
    const bad = { apiVersion: 1, kind: 'DriftgateConfig', spec: { rules: 'x', waivers: [{ rule: '' }] } };
    expect(compiled(bad)).toBe(false);
    expect(loaded(bad)).toBe(false);
    expect(loaded.errors).toEqual(compiled.errors);
  });

  it('a store is written on a miss and read on the next compile', () => {
    const store = new MemoryStore();
    const schema = { ...SCHEMA, description: 'store test' };
    compileWithCodeStore(KUBERNETES_AJV, schema, store);
    const key = validatorKey(KUBERNETES_AJV, schema);
    expect([...store.entries.keys()]).toEqual([key]);
    // A marker proves the second validator came from the stored code, not from ajv.
    store.entries.set(key, `${store.entries.get(key)!}\nmodule.exports.fromStore = true;`);
    forgetBuiltValidators(); // the next compile is another process's
    const again = compileWithCodeStore(KUBERNETES_AJV, schema, store) as unknown as { fromStore?: boolean } & ((d: unknown) => boolean);
    expect(again.fromStore).toBe(true);
    expect(again(SAMPLES[2])).toBe(false);
  });

  it('within one process, a schema of the same content is built once', () => {
    const store = new MemoryStore();
    const first = compileWithCodeStore(KUBERNETES_AJV, { ...SCHEMA, description: 'built once' }, store);
    store.entries.clear();
    const second = compileWithCodeStore(KUBERNETES_AJV, { ...SCHEMA, description: 'built once' }, store);
    expect(second).toBe(first);
    expect(store.entries.size).toBe(0); // neither compiled nor read again
    expect(compileWithCodeStore(KUBERNETES_AJV, { ...SCHEMA, description: 'another' }, store)).not.toBe(first);
  });

  it('stored code that does not load is a miss: compiled again and overwritten', () => {
    const store = new MemoryStore();
    const schema = { ...SCHEMA, description: 'broken entry' };
    const key = validatorKey(KUBERNETES_AJV, schema);
    store.entries.set(key, 'this is not javascript {');
    const validate = compileWithCodeStore(KUBERNETES_AJV, schema, store);
    expect(validate(SAMPLES[1])).toBe(true);
    expect(validate(SAMPLES[2])).toBe(false);
    expect(store.entries.get(key)).toContain('module.exports');
  });

  it('keys differ by flavour and by schema', () => {
    expect(validatorKey(KUBERNETES_AJV, SCHEMA)).not.toBe(validatorKey(CONFIG_AJV, SCHEMA));
    expect(validatorKey(KUBERNETES_AJV, SCHEMA)).not.toBe(validatorKey(KUBERNETES_AJV, { ...SCHEMA, minProperties: 1 }));
    expect(validatorKey(KUBERNETES_AJV, { a: 1, b: 2 })).toBe(validatorKey(KUBERNETES_AJV, { b: 2, a: 1 }));
  });
});
