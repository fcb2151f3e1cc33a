import { EVENT_ID, SCALAR_STYLE, getScalarValue, mapTag as objectMapTag, seqTag as arraySeqTag, type Event, type Schema } from 'js-yaml';

/** The result of `constructPlain` when the document is not plain (see there): js-yaml's constructor must build it. */
export const NOT_PLAIN: unique symbol = Symbol('not a plain document');

const MAP_TAG = 'tag:yaml.org,2002:map';
const SEQ_TAG = 'tag:yaml.org,2002:seq';
const MERGE_TAG = 'tag:yaml.org,2002:merge';

interface Frame {
  readonly kind: 'document' | 'sequence' | 'mapping';
  readonly carrier: unknown;
  index: number;
  key: unknown;
  hasKey: boolean;
}

/**
 * What constructPlain noticed while building a plain document, for the caller's checks of the
 * document's text (parse.ts: duplicate keys, YAML 1.1 readings): those walk the events again,
 * so they run only where there may be something to report.
 */
export interface PlainNotices {
  /** Whether a plain scalar (a key or a value) is worth the caller's check. */
  readonly notable: (text: string) => boolean;
  /** Set once a mapping got a key it already had, or a plain scalar was notable. */
  seen: boolean;
}

/**
 * The value of one document (the events `[from, to)`: DOCUMENT … POP) as js-yaml's
 * `constructFromEvents(…, { schema, json: true })` builds it, for a plain document: no tags,
 * anchors, aliases, directives or merge keys, and no key js-yaml's object map refuses. For any
 * other document NOT_PLAIN, and the caller runs js-yaml's constructor (which also reports the
 * errors). The same schema does the work (scalar resolution, the default map and sequence tags),
 * without the constructor's per-call state and per-event bookkeeping for what a plain document
 * never has (construct.test.ts compares the two).
 */
export function constructPlain(events: readonly Event[], from: number, to: number, source: string, schema: Schema, notices?: PlainNotices): unknown {
  const mapTag = schema.lookupMappingTag(MAP_TAG);
  const seqTag = schema.lookupSequenceTag(SEQ_TAG);
  const strTag = schema.defaultScalarTag;
  if (!mapTag?.carrierIsResult || !seqTag?.carrierIsResult) return NOT_PLAIN;
  // js-yaml's own map and sequence tags are written out below for string keys and items: what
  // their has, addPair and addItem do, without a call through the tag per key (~3 % of a large
  // check). Any other tag is called as before.
  const objectMap = mapTag === objectMapTag;
  const arraySeq = seqTag === arraySeqTag;
  const frames: Frame[] = [];
  let result: unknown = NOT_PLAIN;
  /** Adds a finished value to the innermost frame; false when js-yaml would refuse it. */
  const add = (value: unknown): boolean => {
    const frame = frames[frames.length - 1];
    if (!frame) return false;
    if (frame.kind === 'document') {
      frame.key = value;
      frame.hasKey = true;
      return true;
    }
    if (frame.kind === 'sequence') {
      if (!arraySeq) return !seqTag.addItem(frame.carrier, value, frame.index++);
      (frame.carrier as unknown[]).push(value);
      frame.index++;
      return true;
    }
    if (!frame.hasKey) {
      frame.key = value;
      frame.hasKey = true;
      return true;
    }
    frame.hasKey = false;
    const key = frame.key;
    frame.key = undefined;
    if (objectMap && typeof key === 'string') {
      const carrier = frame.carrier as Record<string, unknown>;
      if (notices && !notices.seen && Object.prototype.hasOwnProperty.call(carrier, key)) notices.seen = true;
      setOwn(carrier, key, value); // as addPair does
      return true;
    }
    // Over-noticing is harmless (the caller's check decides), missing one is not: keys that are
    // equal texts are equal keys of the map.
    if (notices && !notices.seen && mapTag.has(frame.carrier, key)) notices.seen = true;
    return mapTag.addPair(frame.carrier, key, value) === '';
  };
  for (let i = from; i < to; i++) {
    const event = events[i] as Event;
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        if (frames.length > 0 || event.directives.length > 0) return NOT_PLAIN;
        frames.push({ kind: 'document', carrier: undefined, index: 0, key: undefined, hasKey: false });
        break;
      case EVENT_ID.SCALAR: {
        if (event.tagStart !== -1 || event.anchorStart !== -1) return NOT_PLAIN;
        const text = getScalarValue(source, event);
        let value: unknown;
        if (event.style === SCALAR_STYLE.PLAIN) {
          const resolved = schema.resolveImplicitScalarTag(text);
          if (resolved.tag.tagName === MERGE_TAG) return NOT_PLAIN;
          value = resolved.value;
          if (notices && !notices.seen && notices.notable(text)) notices.seen = true;
        } else {
          value = strTag.resolve(text, false, strTag.tagName);
        }
        if (!add(value)) return NOT_PLAIN;
        break;
      }
      case EVENT_ID.SEQUENCE:
      case EVENT_ID.MAPPING: {
        if (event.tagStart !== -1 || event.anchorStart !== -1) return NOT_PLAIN;
        const isSequence = event.type === EVENT_ID.SEQUENCE;
        const carrier = isSequence ? seqTag.create(SEQ_TAG) : mapTag.create(MAP_TAG);
        frames.push({ kind: isSequence ? 'sequence' : 'mapping', carrier, index: 0, key: undefined, hasKey: false });
        break;
      }
      case EVENT_ID.ALIAS:
        return NOT_PLAIN;
      case EVENT_ID.POP: {
        const frame = frames.pop();
        if (!frame || (frame.kind === 'mapping' && frame.hasKey)) return NOT_PLAIN;
        // A finished sequence is added as a copy: built by push, a short array keeps room for 17
        // items (152 bytes for one); the copy is exactly as long as it is. A 100,000-tenant
        // repository holds ~300,000 such lists while it is checked.
        if (frame.kind === 'document') {
          if (frames.length > 0 || i !== to - 1) return NOT_PLAIN;
          result = frame.key;
        } else if (!add(frame.kind === 'sequence' && Array.isArray(frame.carrier) ? frame.carrier.slice() : frame.carrier)) {
          return NOT_PLAIN;
        }
        break;
      }
    }
  }
  return result;
}

/**
 * out[key] = value, except that a `__proto__` key (valid YAML, an ordinary field to the API
 * server) stays an own property: assigning it would set the object's prototype instead, hiding
 * the field from validation or making the object unprintable (found by the fuzzer). What
 * js-yaml's map tag does in addPair; schema normalization builds its copies with it too.
 */
export function setOwn(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/** Events of one document: [from, to) indices into the chunk's events. */
export interface EventRange {
  readonly from: number;
  readonly to: number;
}

/** Where each document's events are: DOCUMENT … its POP. */
export function documentRanges(events: readonly Event[]): EventRange[] {
  const ranges: EventRange[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < events.length; i++) {
    const type = (events[i] as Event).type;
    if (type === EVENT_ID.POP) {
      depth -= 1;
      if (depth === 0) ranges.push({ from, to: i + 1 });
    } else if (type === EVENT_ID.DOCUMENT || type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE) {
      if (type === EVENT_ID.DOCUMENT) from = i;
      depth += 1;
    }
  }
  return ranges;
}
