import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
} from "./chunk-OI3HMEFB.js";
import "./chunk-NY64V2ZO.js";
import "./chunk-KEXDCIYR.js";
import "./chunk-FRQXXE3Y.js";
import "./chunk-2L53C2TT.js";
import "./chunk-4H7WNJ5T.js";
import "./chunk-GPONTDMT.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-2NTTQBSA.js";
import "./chunk-FCYMUYXU.js";
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
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  Operator,
  childChangeMatters,
  startOrder,
  tenantChangeMatters
};
