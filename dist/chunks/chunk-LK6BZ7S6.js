import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  appendPointer
} from "./chunk-ALUEK7QH.js";

// src/core/schema/loc.ts
function pointerOf(loc) {
  const keys = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  let out = "";
  for (let i = keys.length - 1; i >= 0; i--) out = appendPointer(out, keys[i]);
  return out;
}

export {
  pointerOf
};
