import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/yaml/pointer.ts
function escapeSegment(segment) {
  const text = String(segment);
  return text.includes("~") || text.includes("/") ? text.replace(/~/g, "~0").replace(/\//g, "~1") : text;
}
function toPointer(segments) {
  let out = "";
  for (const s of segments) out += "/" + escapeSegment(s);
  return out;
}
function appendPointer(pointer, segment) {
  return pointer + "/" + escapeSegment(segment);
}
function parsePointer(pointer) {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`not a JSON pointer: ${JSON.stringify(pointer)}`);
  return pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function parentPointer(pointer) {
  const i = pointer.lastIndexOf("/");
  return i <= 0 ? "" : pointer.slice(0, i);
}
function getAtPointer(root, pointer) {
  let current = root;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (current !== null && typeof current === "object") current = current[segment];
    else return void 0;
  }
  return current;
}

export {
  escapeSegment,
  toPointer,
  appendPointer,
  parsePointer,
  parentPointer,
  getAtPointer
};
