import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  readLiveCrdData
} from "./chunk-WM4RXJGS.js";
import "./chunk-K3CLK35A.js";
import "./chunk-RRJU5JN4.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-AJ26KXC7.js";
import "./chunk-LZQOUIZG.js";
import "./chunk-2PUUKMIX.js";
import "./chunk-MLFFXPCJ.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-RGWWAMHG.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-COS76UAK.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  readLiveCrdData
};
