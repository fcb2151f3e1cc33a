import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-66XKGZHH.js";
import "./chunk-CWOK5SMP.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-BZP4UI5A.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
