import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  compileAjv,
  convertErrors
} from "./chunk-QPGWNXHI.js";
import {
  provideAjvEngine
} from "./chunk-COVM4B5F.js";

// src/core/schema/engines-ajv.ts
provideAjvEngine({ compileAjv, convertErrors });
