import { parse } from '@bufbuild/cel';
import { ParsedExprSchema } from '@bufbuild/cel-spec/cel/expr/syntax_pb.js';
import { equals } from '@bufbuild/protobuf';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeParsed } from '../src/core/cel/parse-cache.js';
import { generateCelModule, shippedCelExpressions } from './generate-cel.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The generated module's entries, read back from its text (it is `new Map([[text, base64], ...])`). */
function entriesOf(module: string): [string, string][] {
  const body = module.slice(module.indexOf('new Map(') + 'new Map('.length, module.lastIndexOf(')'));
  return JSON.parse(body) as [string, string][];
}

describe('precompiled CEL parse trees (scripts/generate-cel.ts)', () => {
  const expressions = shippedCelExpressions(root);
  const entries = entriesOf(generateCelModule(root));

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

  it('decodes every entry to the tree the parser gives', () => {
    for (const [text, base64] of entries) {
      expect(equals(ParsedExprSchema, decodeParsed(base64), parse(text)), text).toBe(true);
    }
  });

  it('leaves out an expression that does not parse, for the parser to report', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'generate-cel-'));
    try {
      writeFileSync(path.join(dir, 'policy.yaml'), 'spec:\n  validations:\n    - expression: "object.spec.x == 1"\n    - expression: "object.spec.("\n');
      expect(entriesOf(generateCelModule(dir, ['.'])).map(([text]) => text)).toEqual(['object.spec.x == 1']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
