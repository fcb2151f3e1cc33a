import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-XQ3AWNOS.js";
import "./chunk-QF7I6CQI.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-EOXATIWF.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
