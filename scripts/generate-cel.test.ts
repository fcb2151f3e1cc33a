import { parse } from '@bufbuild/cel';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateCelModule, objectLiteral, shippedCelExpressions } from './generate-cel.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Tree = ReturnType<typeof parse>;

/** The generated module's entries, as the bundle gets them: the module evaluated. */
async function entriesOf(module: string): Promise<[string, () => Tree][]> {
  const { PRECOMPILED_CEL } = (await import(`data:text/javascript,${encodeURIComponent(module)}`)) as { PRECOMPILED_CEL: Map<string, () => Tree> };
  return [...PRECOMPILED_CEL];
}

describe('precompiled CEL parse trees (scripts/generate-cel.ts)', async () => {
  const expressions = shippedCelExpressions(root);
  const entries = await entriesOf(generateCelModule(root));

  it('covers the shipped pack and the CRD rules', () => {
    // A validation, a messageExpression and a variable of the default pack, and a CRD rule.
    expect(expressions).toContain("!variables.adminGroups.exists(g, g.trim().lowerAscii().startsWith('system:'))");
    expect(expressions.some((e) => e.startsWith("'tenant ") && e.includes('object.metadata.name'))).toBe(true);
    expect(expressions).toContain("has(variables.quota.cpu) ? string(variables.quota.cpu) : ''");
    expect(expressions).toContain('self == oldSelf');
    // Policy test cases name rules ("cross/budget"); those are not CEL and are not collected.
    expect(expressions).not.toContain('cross/budget');
    expect(entries.map(([text]) => text)).toEqual(expressions);
  });

  it('makes every entry the tree the parser gives: the same objects, properties and types, a new tree each call', () => {
    for (const [text, make] of entries) {
      const tree = make();
      expect(tree, text).toStrictEqual(parse(text));
      expect(make(), text).not.toBe(tree);
    }
  });

  it('writes literals of every kind of value a tree can hold', () => {
    const value = { a: 1n, b: -0, c: [true, 'x"y', undefined, null], d: new Uint8Array([0, 255]), e: Number.NaN, f: -Infinity, g: { h: 2.5 } };
    expect(new Function(`return (${objectLiteral(value)});`)()).toStrictEqual(value);
    expect(() => objectLiteral(new Map())).toThrow('no literal for a [object Map]');
  });

  it('leaves out an expression that does not parse, or nests deeper than cel-go allows, for the run to report', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'generate-cel-'));
    try {
      // 251 terms of `1+…+1`: @bufbuild/cel parses it, cel-go (the API server) refuses it. compile.ts
      // skips its own nesting check for an expression listed here, so the build must not list it.
      const deep = Array.from({ length: 251 }, () => '1').join('+');
      expect(() => parse(deep)).not.toThrow();
      writeFileSync(path.join(dir, 'policy.yaml'), `spec:\n  validations:\n    - expression: "object.spec.x == 1"\n    - expression: "object.spec.("\n    - expression: "${deep} == 1"\n`);
      expect((await entriesOf(generateCelModule(dir, ['.']))).map(([text]) => text)).toEqual(['object.spec.x == 1']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
