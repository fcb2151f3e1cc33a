/**
 * Human paths into a custom resource: `.spec.containers[*].name` for list items,
 * `.spec.labels{*}` for map values (additionalProperties), `.` for the root.
 */

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
