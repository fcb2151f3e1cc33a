import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-W5IMS3NT.js";
import "./chunk-UQZJXHLO.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-KCOLFAO7.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
