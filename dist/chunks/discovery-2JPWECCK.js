import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-6HUU7MAU.js";
import "./chunk-OIFHB6KX.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-CSKP7UMT.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-2FGW4IV4.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-2QQSRAVZ.js";
import "./chunk-JXAM237Y.js";
import "./chunk-66XKGZHH.js";
import "./chunk-CWOK5SMP.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-5UJSTDBH.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-BZP4UI5A.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
