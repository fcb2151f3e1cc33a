/** RFC 6901 JSON pointers: the address of a value inside a document. */

export type PathSegment = string | number;

/** RFC 6901 escaping of one segment; most names hold neither `~` nor `/`, and are returned as they are. */
export function escapeSegment(segment: PathSegment): string {
  const text = String(segment);
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
}

export function toPointer(segments: readonly PathSegment[]): string {
  let out = '';
  for (const s of segments) out += '/' + escapeSegment(s);
  return out;
}

export function appendPointer(pointer: string, segment: PathSegment): string {
  return pointer + '/' + escapeSegment(segment);
}

/** Segments of a pointer, unescaped. Numeric segments stay strings; callers decide. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`not a JSON pointer: ${JSON.stringify(pointer)}`);
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer one level up; the root is its own parent. */
export function parentPointer(pointer: string): string {
  const i = pointer.lastIndexOf('/');
  return i <= 0 ? '' : pointer.slice(0, i);
}

/** Reads the value at a pointer, or undefined when any step is missing. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (current !== null && typeof current === 'object') current = (current as Record<string, unknown>)[segment];
    else return undefined;
  }
  return current;
}
