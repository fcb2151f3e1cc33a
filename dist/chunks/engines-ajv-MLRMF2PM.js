import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-E5LWRW6Y.js";
import "./chunk-PXOR2YQU.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-JCCCJEHV.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
