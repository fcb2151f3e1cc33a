import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-ANU5IMMT.js";
import "./chunk-FYLLU3RX.js";
import "./chunk-55HSM5UC.js";
import "./chunk-CMOABQGO.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
