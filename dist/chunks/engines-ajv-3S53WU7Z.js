import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-P7X4WA42.js";
import "./chunk-KGFKRCVF.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-ZRSVPAVW.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
