import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/io/heap.ts
import { setFlagsFromString } from "node:v8";
function youngGenerationOutgrowsNode20(v8Version = process.versions.v8) {
  return Number.parseInt(v8Version, 10) >= 12;
}
function heapFlags(use, v8Version = process.versions.v8) {
  return ["--heap-growing-percent=50", ...!use.longRunning && youngGenerationOutgrowsNode20(v8Version) ? ["--semi-space-growth-factor=1"] : []];
}
function tuneHeap(use, setFlags = setFlagsFromString) {
  for (const flag of heapFlags(use)) setFlags(flag);
}

export {
  tuneHeap
};
