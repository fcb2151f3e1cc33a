import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Discovery,
  KindNotServedError,
  discoverKinds
} from "./chunk-7Z7AAIPI.js";
import "./chunk-4SSZASKB.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-AO5Y4EA6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-6RMXMOHX.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-P4OPM2B3.js";
import "./chunk-FERBYSDT.js";
import "./chunk-DHBER3XC.js";
import "./chunk-JD6JDJP4.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-OS2TAAHQ.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-3VS5IMNT.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  Discovery,
  KindNotServedError,
  discoverKinds
};
