import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  compileAjv,
  convertErrors
} from "./chunk-YEAXLX2M.js";
import {
  provideAjvEngine
} from "./chunk-C5DRE77E.js";

// src/core/schema/engines-ajv.ts
provideAjvEngine({ compileAjv, convertErrors });
