import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-MK7WS3ME.js";
import "./chunk-AG2ZF26T.js";
import "./chunk-55HSM5UC.js";
import "./chunk-RAW2BL4T.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
