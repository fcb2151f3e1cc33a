// The Ajv engine (engines.ts): evaluating this module provides it.
import { compileAjv, convertErrors } from './ajv.js';
import { provideAjvEngine } from './engines.js';

provideAjvEngine({ compileAjv, convertErrors });
