/**
 * Enumerations of built-in fields, read from the Go sources of `k8s.io/api` (types marked
 * `// +enum` and their constants). Kubernetes 1.36 no longer publishes enums in `/openapi/v3`, but
 * the API server's validation still rejects any other value (`imagePullPolicy: Sometimes` is
 * "Unsupported value"), so the schema generator folds them into the shipped schemas.
 *
 * The result maps a definition name (`io.k8s.api.core.v1.Container`) and a JSON field name
 * (`imagePullPolicy`) to the allowed values. Only direct fields are covered: `T`, `*T` and `[]T`.
 */

export interface GoSourceFile {
  /** Go import path of the package, e.g. `k8s.io/api/core/v1`. */
  readonly importPath: string;
  readonly text: string;
}

/** definition name → JSON field name → allowed values (for `[]T`, of each item). */
export type EnumTable = Record<string, Record<string, readonly string[]>>;

/** `k8s.io/api/core/v1` → `io.k8s.api.core.v1`. */
export function definitionPrefix(importPath: string): string {
  const [host, ...rest] = importPath.split('/');
  return [...(host ?? '').split('.').reverse(), ...rest].join('.');
}

const IMPORT_LINE = /^\s*(?:([A-Za-z_][A-Za-z0-9_]*)\s+)?"([^"]+)"\s*$/;
const TYPE_LINE = /^type\s+([A-Z][A-Za-z0-9_]*)\s+string\s*$/;
const CONST_LINE = /^\s*(?:const\s+)?[A-Z][A-Za-z0-9_]*\s+([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*"([^"]*)"/;
/** `PathTypeExact = PathType("Exact")`. */
const CONVERSION_CONST_LINE = /^\s*(?:const\s+)?[A-Z][A-Za-z0-9_]*\s*=\s*([A-Za-z_][A-Za-z0-9_]*)\("([^"]*)"\)/;

/**
 * String types the API server validates as enumerations although their Go source lacks
 * `// +enum` (found by the built-in differential test).
 */
export const UNMARKED_ENUM_TYPES: readonly string[] = ['k8s.io/api/autoscaling/v2.MetricSourceType', 'k8s.io/api/autoscaling/v2.MetricTargetType'];
const NAMED_CONST_LINE = /^\s*(?:const\s+)?([A-Z][A-Za-z0-9_]*)\s+[A-Za-z_][A-Za-z0-9_.]*\s*=\s*"([^"]*)"/;
const NAMED_CONVERSION_CONST_LINE = /^\s*(?:const\s+)?([A-Z][A-Za-z0-9_]*)\s*=\s*[A-Za-z_][A-Za-z0-9_]*\("([^"]*)"\)/;
const REFERENCE_CONST_LINE = /^\s*(?:const\s+)?[A-Z][A-Za-z0-9_]*\s*=\s*([A-Za-z_][A-Za-z0-9_]*)\(([a-z][A-Za-z0-9_]*)\.([A-Z][A-Za-z0-9_]*)\)/;
const STRUCT_START = /^type\s+([A-Z][A-Za-z0-9_]*)\s+struct\s*\{\s*$/;
const FIELD_LINE = /^\s+[A-Z][A-Za-z0-9_]*\s+(\*|\[\])?([A-Za-z_][A-Za-z0-9_.]*)\s+`[^`]*json:"([^",]*)/;

export function readGoEnums(files: readonly GoSourceFile[]): EnumTable {
  // Pass 1: enum types and their values, per package.
  const values = new Map<string, string[]>(); // `${importPath}.${Type}` → values
  for (const file of files) {
    const lines = file.text.split('\n');
    let pendingEnum = false;
    for (const line of lines) {
      if (/^\/\/\s*\+enum\s*$/.test(line)) {
        pendingEnum = true;
        continue;
      }
      if (pendingEnum && line.startsWith('//')) continue;
      if (pendingEnum) {
        const m = TYPE_LINE.exec(line);
        if (m) values.set(`${file.importPath}.${m[1]!}`, []);
        pendingEnum = false;
      }
    }
  }
  for (const type of UNMARKED_ENUM_TYPES) if (files.some((f) => type.startsWith(`${f.importPath}.`))) values.set(type, []);
  // Every string constant by package and name, for values written as another package's constant.
  const constants = new Map<string, string>(); // `${importPath}.${Name}` → value
  for (const file of files) {
    for (const line of file.text.split('\n')) {
      const m = NAMED_CONST_LINE.exec(line) ?? NAMED_CONVERSION_CONST_LINE.exec(line);
      if (m) constants.set(`${file.importPath}.${m[1]!}`, m[2]!);
    }
  }
  for (const file of files) {
    const imports = readImports(file.text);
    for (const line of file.text.split('\n')) {
      let m = CONST_LINE.exec(line) ?? CONVERSION_CONST_LINE.exec(line);
      if (!m) {
        // `AddressTypeIPv4 = AddressType(v1.IPv4Protocol)`: the value of a constant of another package.
        const ref = REFERENCE_CONST_LINE.exec(line);
        const value = ref ? constants.get(`${imports.get(ref[2]!) ?? '?'}.${ref[3]!}`) : undefined;
        if (ref && value !== undefined) m = Object.assign([line, ref[1]!, value], { index: 0, input: line }) as RegExpExecArray;
      }
      if (!m) continue;
      const list = values.get(`${file.importPath}.${m[1]!}`);
      if (list && !list.includes(m[2]!)) list.push(m[2]!);
    }
  }
  // Pass 2: struct fields of those types.
  const table: EnumTable = {};
  for (const file of files) {
    const imports = readImports(file.text);
    const prefix = definitionPrefix(file.importPath);
    let struct: string | undefined;
    for (const line of file.text.split('\n')) {
      const start = STRUCT_START.exec(line);
      if (start) {
        struct = start[1]!;
        continue;
      }
      if (struct !== undefined && /^\}/.test(line)) {
        struct = undefined;
        continue;
      }
      if (struct === undefined) continue;
      const field = FIELD_LINE.exec(line);
      if (!field) continue;
      const typeName = field[2]!;
      const json = field[3]!;
      if (json === '' || json === '-') continue;
      const dot = typeName.indexOf('.');
      const key = dot === -1 ? `${file.importPath}.${typeName}` : `${imports.get(typeName.slice(0, dot)) ?? '?'}.${typeName.slice(dot + 1)}`;
      const allowed = values.get(key);
      if (!allowed || allowed.length === 0) continue;
      (table[`${prefix}.${struct}`] ??= {})[json] = [...allowed].sort();
    }
  }
  return table;
}

function readImports(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const block = /^import\s*\(([\s\S]*?)^\)/m.exec(text);
  const lines = block ? block[1]!.split('\n') : [];
  for (const single of text.matchAll(/^import\s+(.+)$/gm)) if (!single[1]!.startsWith('(')) lines.push(single[1]!);
  for (const line of lines) {
    const m = IMPORT_LINE.exec(line);
    if (!m) continue;
    const path = m[2]!;
    out.set(m[1] ?? path.slice(path.lastIndexOf('/') + 1), path);
  }
  return out;
}
