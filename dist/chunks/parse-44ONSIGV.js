import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  parseYaml
} from "./chunk-RRJU5JN4.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  parseYaml
};
