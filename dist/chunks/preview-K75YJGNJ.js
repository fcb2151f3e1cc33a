import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  previewCheckRun,
  previewDrift
} from "./chunk-IFLNYJXP.js";
import "./chunk-HL3XOR6W.js";
import "./chunk-JYWJMR4E.js";
import "./chunk-VROU6OAD.js";
import "./chunk-MSNYDHSX.js";
import "./chunk-CFW7AYY7.js";
import "./chunk-GPNBVWUD.js";
import "./chunk-SJ44OQ66.js";
import "./chunk-A7L7NE6E.js";
import "./chunk-KEAMXXS2.js";
import "./chunk-W4WLJ55P.js";
import "./chunk-BWSBIMQF.js";
import "./chunk-7F6HRYAC.js";
import "./chunk-H2YF4K6F.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-EULNHBU4.js";
import "./chunk-CT5NXVXB.js";
import "./chunk-ZJLFJUCN.js";
import "./chunk-IIEWEQX5.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-CQGWTALJ.js";
import "./chunk-SRBWLVO7.js";
import "./chunk-FJTY5IQC.js";
import "./chunk-MS3A7KPN.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  previewCheckRun,
  previewDrift
};
