import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SCOPE_FLAGS,
  scopeFindings,
  scopeFlags,
  withScopeFindings
} from "./chunk-JFYLAJBL.js";
import "./chunk-TD3PO2D6.js";
import "./chunk-562BHDWG.js";
import "./chunk-6QBII6MZ.js";
import "./chunk-VAHLOM47.js";
import "./chunk-WRTI2WQB.js";
import "./chunk-OZQSOUZ7.js";
import "./chunk-53E5YXFS.js";
import "./chunk-4XY6BB6H.js";
import "./chunk-ISBPFA43.js";
import "./chunk-VK65MNE7.js";
import "./chunk-KMORATUB.js";
import "./chunk-3YDPNBB3.js";
import "./chunk-N6JS5D7Y.js";
import "./chunk-A4RJXK4K.js";
import "./chunk-OHPBG3IZ.js";
import "./chunk-4TSXG4PM.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-JU4RRRV4.js";
import "./chunk-STKL3AR7.js";
import "./chunk-SB6JLB2J.js";
import "./chunk-RRZ6KIJT.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";
export {
  SCOPE_FLAGS,
  scopeFindings,
  scopeFlags,
  withScopeFindings
};
