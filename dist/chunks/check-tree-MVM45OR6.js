import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  REPOSITORY_RULES,
  checkTree,
  planTree
} from "./chunk-FHSBB7FQ.js";
import "./chunk-NW7JFT7R.js";
import "./chunk-P2PLJHQH.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-MB2I7EIZ.js";
import "./chunk-Z663P2U4.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-PEZQFITH.js";
import "./chunk-7FQ24G3D.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-2NTTQBSA.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-M6ECPUXI.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-PTOOCTL6.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-AZGGXEKZ.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-M2RIRCB5.js";
import "./chunk-FERBYSDT.js";
import "./chunk-P7X4WA42.js";
import "./chunk-KGFKRCVF.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-YI4KSWSQ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-ZRSVPAVW.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  REPOSITORY_RULES,
  checkTree,
  planTree
};
