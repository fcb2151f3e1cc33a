import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  REPOSITORY_RULES,
  checkTree,
  planTree
} from "./chunk-FVPZJAMP.js";
import "./chunk-Y3MS23QH.js";
import "./chunk-B4M4T37N.js";
import "./chunk-FAHMD44U.js";
import "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-CWOVIZP6.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WBO74T5U.js";
import "./chunk-JACZQ52M.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-I6BBYJIN.js";
import "./chunk-ANU5IMMT.js";
import "./chunk-UMC56BQM.js";
import "./chunk-FYLLU3RX.js";
import "./chunk-NVGRLMKT.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-55HSM5UC.js";
import "./chunk-CMOABQGO.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  REPOSITORY_RULES,
  checkTree,
  planTree
};
