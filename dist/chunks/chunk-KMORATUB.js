import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/cli/command.ts
var EXIT = { ok: 0, findings: 1, usage: 2 };
var UsageError = class extends Error {
  name = "UsageError";
};

export {
  EXIT,
  UsageError
};
