import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  compileAjv,
  convertErrors
} from "./chunk-PIPNBQHJ.js";
import {
  provideAjvEngine
} from "./chunk-ESZH5JZX.js";

// src/core/schema/engines-ajv.ts
provideAjvEngine({ compileAjv, convertErrors });
