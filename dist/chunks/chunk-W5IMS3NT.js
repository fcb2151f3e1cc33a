import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  compileAjv,
  convertErrors
} from "./chunk-UQZJXHLO.js";
import {
  provideAjvEngine
} from "./chunk-KCOLFAO7.js";

// src/core/schema/engines-ajv.ts
provideAjvEngine({ compileAjv, convertErrors });
