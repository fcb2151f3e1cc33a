import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SCOPE_FLAGS,
  scopeFindings,
  scopeFlags,
  withScopeFindings
} from "./chunk-HUM6YMDJ.js";
import "./chunk-EP4A2W7F.js";
import "./chunk-562BHDWG.js";
import "./chunk-6QBII6MZ.js";
import "./chunk-VAHLOM47.js";
import "./chunk-DYJWGH33.js";
import "./chunk-JB7OLFD7.js";
import "./chunk-53E5YXFS.js";
import "./chunk-4XY6BB6H.js";
import "./chunk-ISBPFA43.js";
import "./chunk-VK65MNE7.js";
import "./chunk-KMORATUB.js";
import "./chunk-CCZOOG5T.js";
import "./chunk-C3UYEOA7.js";
import "./chunk-A4RJXK4K.js";
import "./chunk-OHPBG3IZ.js";
import "./chunk-4TSXG4PM.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-5FQPBLUT.js";
import "./chunk-D64SGDVW.js";
import "./chunk-DNTW53NH.js";
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
