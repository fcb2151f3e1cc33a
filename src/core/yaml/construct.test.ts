import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { CORE_SCHEMA, constructFromEvents, mapTag, mergeTag, parseEvents, seqTag, type Event } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../test/support/prng.js';
import { constructPlain, documentRanges, NOT_PLAIN } from './construct.js';
import { kubernetesBoolTag, kubernetesFloatTag, kubernetesIntTag } from './kubernetes-scalars.js';

const SCHEMAS = {
  'yaml-1.2': CORE_SCHEMA.withTags(mergeTag),
  kubernetes: CORE_SCHEMA.withTags(mergeTag, kubernetesBoolTag, kubernetesIntTag, kubernetesFloatTag),
};


/** Compares constructPlain with js-yaml's constructor on every document of a text; returns how many were plain. */
function compare(text: string): number {
  let events: Event[];
  try {
    events = parseEvents(text, { maxDepth: 64 });
  } catch {
    return 0;
  }
  let plain = 0;
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    for (const { from, to } of documentRanges(events)) {
      const ours = constructPlain(events, from, to, text, schema);
      let theirs: unknown;
      try {
        [theirs] = constructFromEvents(events.slice(from, to), { source: text, schema, json: true, maxAliases: 100 });
      } catch (error) {
        // js-yaml refuses it: so must we (NOT_PLAIN sends it to js-yaml, which reports the error).
        expect(ours, `${name}: ${JSON.stringify(text.slice(0, 200))}: js-yaml refuses (${String(error)}) but constructPlain built a value`).toBe(NOT_PLAIN);
        continue;
      }
      if (ours === NOT_PLAIN) continue;
      plain += 1;
      expect(isDeepStrictEqual(ours, theirs), `${name}: ${JSON.stringify(text.slice(0, 200))}: ${JSON.stringify(ours)} != ${JSON.stringify(theirs)}`).toBe(true);
    }
  }
  return plain;
}

describe('constructPlain', () => {
  it("builds what js-yaml's constructor builds, for every document of the repository's YAML", () => {
    const files = execFileSync('git', ['ls-files', '*.yaml', '*.yml'], { encoding: 'utf8' }).trim().split('\n');
    let plain = 0;
    for (const file of files) plain += compare(readFileSync(file, 'utf8'));
    // Most of the repository's documents are plain: the fast path is the usual path.
    expect(plain).toBeGreaterThan(files.length);
  });

  it('resolves scalars as the schema does (Kubernetes and YAML 1.2), keys as strings, last duplicate wins', () => {
    const text = [
      'a: yes', 'b: on', 'c: 0644', 'd: 1_000', 'e: 0x1F', 'f: .5', 'g: ~', 'h: null', 'i:', 'j: "yes"', "k: 'it''s'",
      'l: -0', 'm: .inf', 'n: .nan', '1: one', 'true: t', '~: n', 'dup: 1', 'dup: 2', '__proto__: p', 'o: [1, "2", {p: q}]',
      'r: |\n  x\n  y', 's: >-\n  x\n  y', 't: "a\\tb\\u00e9"', 'u: 1e3', 'v: 08', 'w: +12', 'x: 2024-01-01',
    ].join('\n');
    expect(compare(text)).toBe(2);
    const events = parseEvents(text, { maxDepth: 64 });
    const value = constructPlain(events, 0, events.length, text, SCHEMAS.kubernetes) as Record<string, unknown>;
    expect(value.a).toBe(true);
    expect(value.c).toBe(420);
    expect(value.dup).toBe(2);
    expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(true);
  });

  it("meets js-yaml's own map and sequence tags in both schemas, so these comparisons reach the written-out path", () => {
    for (const schema of Object.values(SCHEMAS)) {
      expect(schema.lookupMappingTag('tag:yaml.org,2002:map')).toBe(mapTag);
      expect(schema.lookupSequenceTag('tag:yaml.org,2002:seq')).toBe(seqTag);
    }
  });

  it('notices a repeated key at any depth and a plain scalar the caller flags, and nothing else', () => {
    const noticed = (text: string): boolean => {
      const events = parseEvents(text, { maxDepth: 64 });
      const notices = { notable: (scalar: string) => scalar === 'odd', seen: false };
      expect(constructPlain(events, 0, events.length, text, SCHEMAS.kubernetes, notices)).not.toBe(NOT_PLAIN);
      return notices.seen;
    };
    expect(noticed('a: 1\nb:\n  c: [x, y]\n  d: "odd"\n')).toBe(false); // quoted: not a plain scalar
    expect(noticed('a: 1\nb:\n  - c: 1\n    c: 2\n')).toBe(true);
    expect(noticed('a: 1\n"a": 2\n')).toBe(true);
    expect(noticed('1: x\n01: y\n')).toBe(true); // equal as keys of the map: noticed, the caller's check decides
    expect(noticed('a: [1, odd]\n')).toBe(true);
    expect(noticed('odd: 1\n')).toBe(true);
  });

  it('leaves to js-yaml what is not plain: tags, anchors, aliases, merge keys, complex keys, directives', () => {
    for (const text of ['a: !!str 1', 'a: &x 1\nb: *x', 'base: &b {x: 1}\nm:\n  <<: *b', '<<: {a: 1}', '? [a]\n: b', '{[a]: b}', '%YAML 1.2\n---\na: 1', 'a: !custom x']) {
      const events = parseEvents(text, { maxDepth: 64 });
      for (const { from, to } of documentRanges(events)) expect(constructPlain(events, from, to, text, SCHEMAS.kubernetes), text).toBe(NOT_PLAIN);
      compare(text);
    }
  });

  it('agrees with js-yaml on seeded random documents', () => {
    const random = mulberry32(7);
    const scalars = ['a', '"b"', "'c'", '1', '-2', '0o7', '0b11', '1.5', 'true', 'No', 'OFF', '~', '', '"x y"', '.NaN', '-.inf', '0x', '1__0', '+.5e-3', '<<', '[]', '{}', '[1, x]', '{k: v}'];
    const keys = ['k', 'on', '1', '"q"', 'null', '2.0', 'k'];
    const node = (depth: number, indent: string): string => {
      const r = random();
      if (depth > 3 || r < 0.4) return ` ${scalars[Math.floor(random() * scalars.length)] ?? 'a'}`;
      const n = 1 + Math.floor(random() * 3);
      const lines = Array.from({ length: n }, () =>
        r < 0.7 ? `${indent}${keys[Math.floor(random() * keys.length)] ?? 'k'}:${node(depth + 1, indent + '  ')}` : `${indent}-${node(depth + 1, indent + '  ')}`,
      );
      return `\n${lines.join('\n')}`;
    };
    let plain = 0;
    for (let i = 0; i < 400; i++) plain += compare(`root:${node(0, '  ')}\n`);
    expect(plain).toBeGreaterThan(300);
  });
});
