// The CEL engine (engine-slots.ts): evaluating this module provides it.
import { compileRules, evaluateRules } from './cel.js';
import { compileCel, evaluate, parseCelShared, T, toCelValue } from '../cel/index.js';
import { provideCelEngine } from './engine-slots.js';

provideCelEngine({ compileRules, evaluateRules, compileCel, evaluate, parseCelShared, T, toCelValue });
