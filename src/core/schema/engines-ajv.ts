// The Ajv engine (engine-slots.ts): evaluating this module provides it.
import { compileAjv, convertErrors } from './ajv.js';
import { provideAjvEngine } from './engine-slots.js';

provideAjvEngine({ compileAjv, convertErrors });
