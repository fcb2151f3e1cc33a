import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/exit-codes.ts
var EXIT = { ok: 0, findings: 1, usage: 2 };

export {
  EXIT
};
