import { appendPointer } from '../yaml/pointer.js';

/**
 * A location built lazily while walking a document: JSON pointers are only materialised
 * when a violation needs one (most documents have none).
 */
export interface Loc {
  readonly parent: Loc | undefined;
  readonly key: string | number;
}

export function pointerOf(loc: Loc | undefined): string {
  const keys: (string | number)[] = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  let out = '';
  for (let i = keys.length - 1; i >= 0; i--) out = appendPointer(out, keys[i]!);
  return out;
}
