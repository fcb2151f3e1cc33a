/**
 * Human paths into a custom resource: `.spec.containers[*].name` for list items,
 * `.spec.labels{*}` for map values (additionalProperties), `.` for the root.
 */
import { appendPointer, escapeSegment } from '../yaml/pointer.js';

export type PathStep = { readonly property: string } | { readonly items: true } | { readonly values: true };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

export function formatPath(steps: readonly PathStep[]): string {
  if (steps.length === 0) return '.';
  let out = '';
  for (const step of steps) {
    if ('property' in step) out += IDENTIFIER.test(step.property) ? `.${step.property}` : `[${JSON.stringify(step.property)}]`;
    else if ('items' in step) out += '[*]';
    else out += '{*}';
  }
  return out;
}

export function childPath(path: string, property: string): string {
  const step = IDENTIFIER.test(property) ? `.${property}` : `[${JSON.stringify(property)}]`;
  return path === '.' ? step : path + step;
}

export function itemsPath(path: string): string {
  return path === '.' ? '[*]' : `${path}[*]`;
}

export function valuesPath(path: string): string {
  return path === '.' ? '{*}' : `${path}{*}`;
}

/** True when `path` is `ancestor` or lies below it. */
export function isWithin(path: string, ancestor: string): boolean {
  if (ancestor === '.' || path === ancestor) return true;
  if (!path.startsWith(ancestor)) return false;
  const next = path[ancestor.length];
  return next === '.' || next === '[' || next === '{';
}

/**
 * Where a walk is in a schema: its JSON pointer and its field path (`.spec.items[*]`), each made
 * only when something is reported there. A 1 MB schema has ~20,000 nodes and nearly none of them
 * has an issue: building both strings for every node was a third of a walk (the CRD validation's,
 * schema/crd-validation.ts, and the CRD gate's, crd-compat/walk.ts).
 */
export class SchemaPlace {
  // Declared and set in the constructor: class fields (and parameter properties) compile to an
  // initializer V8 runs as a call per object.
  declare private readonly parent: SchemaPlace | undefined;
  /** The escaped segment(s) below the parent's pointer (`properties`, `allOf/0`), or the root's pointer. */
  declare private readonly step: string;
  /** A property's name, escaped into the pointer (after `properties`) and named in the path only when asked for. */
  declare private readonly name: string | undefined;
  /** How the field path continues from the parent's: a property (`name`), items, values, or not at all. */
  declare private readonly pathStep: 'property' | 'items' | 'values' | 'same';
  declare private madePointer: string | undefined;
  declare private madePath: string | undefined;

  private constructor(parent: SchemaPlace | undefined, step: string, name: string | undefined, pathStep: 'property' | 'items' | 'values' | 'same') {
    this.parent = parent;
    this.step = step;
    this.name = name;
    this.pathStep = pathStep;
    this.madePointer = parent === undefined ? step : undefined;
    this.madePath = parent === undefined ? '.' : undefined;
  }

  static root(pointer: string): SchemaPlace {
    return new SchemaPlace(undefined, pointer, undefined, 'same');
  }

  get pointer(): string {
    if (this.madePointer === undefined) {
      const above = `${this.parent?.pointer ?? ''}/${this.step}`;
      this.madePointer = this.name === undefined ? above : `${above}/${escapeSegment(this.name)}`;
    }
    return this.madePointer;
  }

  get path(): string {
    if (this.madePath === undefined) {
      const parent = this.parent?.path ?? '.';
      const step = this.pathStep;
      this.madePath = step === 'same' ? parent : step === 'items' ? itemsPath(parent) : step === 'values' ? valuesPath(parent) : childPath(parent, this.name ?? '');
    }
    return this.madePath;
  }

  /** The pointer of a keyword of this node. */
  at(keyword: string): string {
    return appendPointer(this.pointer, keyword);
  }

  property(name: string): SchemaPlace {
    return new SchemaPlace(this, 'properties', name, 'property');
  }

  items(): SchemaPlace {
    return new SchemaPlace(this, 'items', undefined, 'items');
  }

  values(): SchemaPlace {
    return new SchemaPlace(this, 'additionalProperties', undefined, 'values');
  }

  /** A branch of allOf, anyOf or oneOf: the same field. */
  branch(keyword: string, index: number): SchemaPlace {
    return new SchemaPlace(this, `${escapeSegment(keyword)}/${index}`, undefined, 'same');
  }

  /** A schema under a keyword (`not`): the same field. */
  keyword(keyword: string): SchemaPlace {
    return new SchemaPlace(this, escapeSegment(keyword), undefined, 'same');
  }
}
