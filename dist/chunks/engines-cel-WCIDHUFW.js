import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-CSAVXX6H.js";
import "./chunk-BFB5CIXH.js";
import "./chunk-55HSM5UC.js";
import "./chunk-V265TILE.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
