// Input generators for the crd-diff benchmark: a ≥ 1 MB CRD pair with deep nesting, and a
// directory pair of 200 CRDs. Deterministic (a seeded PRNG), so every run compares the same
// bytes. Not a test.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import { mulberry32 as prng } from '../../test/support/prng.js';

type Schema = Record<string, unknown>;


const WORDS = 'the replica count of each shard tenant quota budget network policy egress ingress target namespace role binding group member label selector value limit request duration interval'.split(' ');

function sentence(rand: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)] ?? 'x');
  return `${out.join(' ')}.`;
}

function leaf(rand: () => number, i: number): Schema {
  switch (i % 5) {
    case 0:
      return { type: 'string', description: sentence(rand, 24), enum: ['Alpha', 'Beta', 'Gamma', 'Delta'] };
    case 1:
      return { type: 'integer', description: sentence(rand, 20), minimum: 0, maximum: 1000, format: 'int32' };
    case 2:
      return { type: 'string', description: sentence(rand, 22), pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$', maxLength: 63 };
    case 3:
      return { type: 'array', description: sentence(rand, 18), items: { type: 'string' }, maxItems: 32, 'x-kubernetes-list-type': 'set' };
    default:
      return { type: 'object', description: sentence(rand, 16), additionalProperties: { type: 'string' } };
  }
}

/** A tree of objects: `fanout` children per level, `leaves` scalar fields per object. */
function tree(rand: () => number, depth: number, fanout: number, leaves: number): Schema {
  const properties: Schema = {};
  for (let i = 0; i < leaves; i++) properties[`field${i}`] = leaf(rand, i);
  if (depth > 0) for (let i = 0; i < fanout; i++) properties[`child${i}`] = tree(rand, depth - 1, fanout, leaves);
  return { type: 'object', description: sentence(rand, 12), properties, required: ['field0'] };
}

/** A chain of single-child objects: deep nesting. */
function chain(rand: () => number, depth: number): Schema {
  let node: Schema = { type: 'object', properties: { value: leaf(rand, 0) } };
  for (let i = 0; i < depth; i++) node = { type: 'object', description: sentence(rand, 6), properties: { [`level${depth - i}`]: node, note: leaf(rand, 2) } };
  return node;
}

function crd(group: string, plural: string, kind: string, spec: Schema): Schema {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${group}` },
    spec: {
      group,
      names: { plural, singular: plural.replace(/s$/, ''), kind, listKind: `${kind}List` },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          subresources: { status: {} },
          schema: { openAPIV3Schema: { type: 'object', properties: { spec, status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } } },
        },
      ],
    },
  };
}

/** Applies a few edits of every kind to a copy of a schema tree: removals, enum and bound changes, descriptions, new required fields. */
function evolve(schema: Schema, rand: () => number, rate: number): Schema {
  const copy = structuredClone(schema);
  const visit = (node: Schema): void => {
    const props = node.properties as Record<string, Schema> | undefined;
    if (!props) return;
    for (const [name, child] of Object.entries(props)) {
      const r = rand();
      if (r < rate * 0.15 && name !== 'field0') delete props[name];
      else if (r < rate * 0.35 && Array.isArray(child.enum)) child.enum = [...(child.enum as string[]).slice(1), 'Epsilon'];
      else if (r < rate * 0.55 && typeof child.maximum === 'number') child.maximum = 500;
      else if (r < rate * 0.8) child.description = `${String(child.description ?? '')} Changed.`;
      else if (r < rate && child.type === 'object' && child.properties) {
        (child.properties as Schema).added = { type: 'string' };
        child.required = [...((child.required as string[] | undefined) ?? []), 'added'];
      }
      visit(child);
    }
  };
  visit(copy);
  return copy;
}

export interface Inputs {
  readonly bigBase: string;
  readonly bigHead: string;
  readonly bigBytes: number;
  readonly dirBase: string;
  readonly dirHead: string;
  readonly dirCount: number;
  readonly dirBytes: number;
}

export function generate(workDir: string): Inputs {
  const dir = path.join(workDir, 'inputs');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'dir-base'), { recursive: true });
  mkdirSync(path.join(dir, 'dir-head'), { recursive: true });

  const rand = prng(42);
  const bigSpec: Schema = { type: 'object', properties: { tree: tree(rand, 5, 3, 5), deep: chain(rand, 24) } };
  const bigBaseText = dump(crd('bench.example.com', 'monoliths', 'Monolith', bigSpec), { lineWidth: -1 });
  const bigHeadText = dump(crd('bench.example.com', 'monoliths', 'Monolith', evolve(bigSpec, prng(7), 0.02)), { lineWidth: -1 });
  const bigBase = path.join(dir, 'big-base.yaml');
  const bigHead = path.join(dir, 'big-head.yaml');
  writeFileSync(bigBase, bigBaseText);
  writeFileSync(bigHead, bigHeadText);

  let dirBytes = 0;
  const count = 200;
  for (let i = 0; i < count; i++) {
    const r = prng(1000 + i);
    const plural = `things${i}`;
    const spec: Schema = { type: 'object', properties: { tree: tree(r, 2, 3, 4), deep: chain(r, 8) } };
    const base = dump(crd('fleet.example.com', plural, `Thing${i}`, spec), { lineWidth: -1 });
    // Every fifth CRD changes; the others are byte-identical.
    const head = i % 5 === 0 ? dump(crd('fleet.example.com', plural, `Thing${i}`, evolve(spec, prng(5000 + i), 0.05)), { lineWidth: -1 }) : base;
    writeFileSync(path.join(dir, 'dir-base', `${plural}.yaml`), base);
    writeFileSync(path.join(dir, 'dir-head', `${plural}.yaml`), head);
    dirBytes += Buffer.byteLength(base);
  }
  return {
    bigBase,
    bigHead,
    bigBytes: Buffer.byteLength(bigBaseText),
    dirBase: path.join(dir, 'dir-base'),
    dirHead: path.join(dir, 'dir-head'),
    dirCount: count,
    dirBytes,
  };
}
