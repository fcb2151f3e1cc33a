import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  compileAjv,
  convertErrors
} from "./chunk-FYLLU3RX.js";
import {
  provideAjvEngine
} from "./chunk-CMOABQGO.js";

// src/core/schema/engines-ajv.ts
provideAjvEngine({ compileAjv, convertErrors });
