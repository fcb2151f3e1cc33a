// The house's floors, enforced by lint (docs/architecture.md, "Floors"). Every folder of src/
// (a room: src/core/<x>, src/io/<x>, or a top-level folder) stands on a floor, and a room imports
// only rooms on LOWER floors. Two rooms on one floor never import each other, so no cycle between
// folders can form, and nothing reaches up: core never imports io, io never imports controller.
// A room may also carry `only`: the exact rooms it may import (core/kube is the bottom of the
// Kubernetes knowledge and reads nothing but YAML, manifests and the bounded memo).
// Tests (`*.test.ts`) are exempt: a test may wire a real reader from io/ into the core it tests.
import path from 'node:path';

/** Bottom first. A room not listed here is an error until it is given a floor. */
export const FLOORS = [
  ['core/memo', 'core/ports', 'core/findings'],
  ['core/yaml'],
  ['core/manifest'],
  ['core/kube'],
  ['core/cel'],
  ['core/schema', 'core/tenant', 'core/health'],
  ['core/crd-compat', 'core/policy', 'core/drift', 'core/catalog'],
  ['core/check', 'core/scope'],
  ['core/repository'],
  ['core/gate'],
  ['core'],
  ['io/tls', 'io/fs', 'io/git', 'io/github', 'io/cache'],
  ['io/kube', 'io/http'],
  ['io'],
  ['io/repository', 'io/catalog'],
  ['controller'],
  ['agent', 'operator'],
  ['cli', 'action'],
];

export const ONLY = { 'core/kube': ['core/memo', 'core/yaml', 'core/manifest'] };

const floorOf = new Map(FLOORS.flatMap((rooms, floor) => rooms.map((room) => [room, floor])));

/** The room of a path relative to the repository root, or undefined outside src/. */
export function roomOf(relativePath) {
  const parts = relativePath.split(/[\\/]/);
  if (parts[0] !== 'src' || parts.length < 2) return undefined;
  if ((parts[1] === 'core' || parts[1] === 'io') && parts.length > 3) return `${parts[1]}/${parts[2]}`;
  return parts.length === 2 ? undefined : parts[1];
}

/** Why `from` may not import `to` (both rooms), or undefined when it may. */
export function floorViolation(from, to) {
  if (from === to) return undefined;
  const only = ONLY[from];
  if (only && !only.includes(to)) return `${from} may import only ${only.join(' and ')}, not ${to}`;
  const a = floorOf.get(from);
  const b = floorOf.get(to);
  if (a === undefined) return `${from} has no floor: give it one in scripts/eslint-house.mjs`;
  if (b === undefined) return `${to} has no floor: give it one in scripts/eslint-house.mjs`;
  if (b < a) return undefined;
  return b === a ? `${from} and ${to} stand on one floor and may not import each other` : `${from} (floor ${a}) may not import ${to} (floor ${b}): imports go down`;
}

const floors = {
  meta: { type: 'problem', docs: { description: 'imports go down the floors of the house' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename);
    const from = roomOf(file);
    if (from === undefined || file.endsWith('.test.ts')) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = roomOf(path.relative(root, path.resolve(path.dirname(context.filename), source)));
      if (to === undefined) return;
      const why = floorViolation(from, to);
      if (why) context.report({ node, message: `${why} (docs/architecture.md, "Floors").` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const housePlugin = { rules: { floors } };
