import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  parseYaml
} from "./chunk-XQ3AHB5D.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  parseYaml
};
