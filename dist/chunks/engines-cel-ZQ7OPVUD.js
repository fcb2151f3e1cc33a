import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import "./chunk-L6R2WCQ7.js";
import "./chunk-XSXBAHO4.js";
import "./chunk-55HSM5UC.js";
import "./chunk-PNVI7PMV.js";
import "./chunk-5WTWSETK.js";
import "./chunk-OAWLX4HV.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
