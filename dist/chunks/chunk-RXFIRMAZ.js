import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/version.ts
var DRIFTGATE_VERSION = "0.1.0";

export {
  DRIFTGATE_VERSION
};
