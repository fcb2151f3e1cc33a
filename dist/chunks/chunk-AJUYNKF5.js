import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  EVENT_ID,
  SCALAR_STYLE,
  getScalarValue,
  mapTag,
  seqTag
} from "./chunk-BAJ3EWXF.js";

// src/core/yaml/construct.ts
var NOT_PLAIN = /* @__PURE__ */ Symbol("not a plain document");
var MAP_TAG = "tag:yaml.org,2002:map";
var SEQ_TAG = "tag:yaml.org,2002:seq";
var MERGE_TAG = "tag:yaml.org,2002:merge";
function constructPlain(events, from, to, source, schema, notices) {
  const mapTag2 = schema.lookupMappingTag(MAP_TAG);
  const seqTag2 = schema.lookupSequenceTag(SEQ_TAG);
  const strTag = schema.defaultScalarTag;
  if (!mapTag2?.carrierIsResult || !seqTag2?.carrierIsResult) return NOT_PLAIN;
  const objectMap = mapTag2 === mapTag;
  const arraySeq = seqTag2 === seqTag;
  const frames = [];
  let result = NOT_PLAIN;
  const add = (value) => {
    const frame = frames[frames.length - 1];
    if (!frame) return false;
    if (frame.kind === "document") {
      frame.key = value;
      frame.hasKey = true;
      return true;
    }
    if (frame.kind === "sequence") {
      if (!arraySeq) return !seqTag2.addItem(frame.carrier, value, frame.index++);
      frame.carrier.push(value);
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
    frame.key = void 0;
    if (objectMap && typeof key === "string") {
      const carrier = frame.carrier;
      if (notices && !notices.seen && Object.prototype.hasOwnProperty.call(carrier, key)) notices.seen = true;
      setOwn(carrier, key, value);
      return true;
    }
    if (notices && !notices.seen && mapTag2.has(frame.carrier, key)) notices.seen = true;
    return mapTag2.addPair(frame.carrier, key, value) === "";
  };
  for (let i = from; i < to; i++) {
    const event = events[i];
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        if (frames.length > 0 || event.directives.length > 0) return NOT_PLAIN;
        frames.push({ kind: "document", carrier: void 0, index: 0, key: void 0, hasKey: false });
        break;
      case EVENT_ID.SCALAR: {
        if (event.tagStart !== -1 || event.anchorStart !== -1) return NOT_PLAIN;
        const text = getScalarValue(source, event);
        let value;
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
        const carrier = isSequence ? seqTag2.create(SEQ_TAG) : mapTag2.create(MAP_TAG);
        frames.push({ kind: isSequence ? "sequence" : "mapping", carrier, index: 0, key: void 0, hasKey: false });
        break;
      }
      case EVENT_ID.ALIAS:
        return NOT_PLAIN;
      case EVENT_ID.POP: {
        const frame = frames.pop();
        if (!frame || frame.kind === "mapping" && frame.hasKey) return NOT_PLAIN;
        if (frame.kind === "document") {
          if (frames.length > 0 || i !== to - 1) return NOT_PLAIN;
          result = frame.key;
        } else if (!add(frame.kind === "sequence" && Array.isArray(frame.carrier) ? frame.carrier.slice() : frame.carrier)) {
          return NOT_PLAIN;
        }
        break;
      }
    }
  }
  return result;
}
function setOwn(out, key, value) {
  if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}
function documentRanges(events) {
  const ranges = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < events.length; i++) {
    const type = events[i].type;
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

export {
  NOT_PLAIN,
  constructPlain,
  setOwn,
  documentRanges
};
