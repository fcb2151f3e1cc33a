import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-4FTDTKHE.js";
import "./chunk-Q4TOUDKZ.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-6RFHXABC.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
