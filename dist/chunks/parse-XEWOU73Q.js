import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  parseYaml
} from "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  parseYaml
};
