import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-HTWXD4WD.js";
import "./chunk-QPGWNXHI.js";
import "./chunk-55HSM5UC.js";
import "./chunk-COVM4B5F.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
