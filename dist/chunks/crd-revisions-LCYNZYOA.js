import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-FQ2U5XBQ.js";
import "./chunk-EUOTFLFC.js";
import "./chunk-C54LKZVZ.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-5TIWQXID.js";
import "./chunk-LSFZONBL.js";
import "./chunk-LFXHBJDZ.js";
import "./chunk-7COTGEPN.js";
import "./chunk-OJ2TNEIA.js";
import "./chunk-XHCLMP7A.js";
import "./chunk-H4ACE6XW.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-IDZ535YR.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-LWVHNSGJ.js";
import "./chunk-HUK4ENBP.js";
import "./chunk-TOAKUUN2.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-D5KB2YMU.js";
import "./chunk-K53YBTNF.js";
import "./chunk-PWBOD3FR.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-NR7IGNOF.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-QEXQHMF5.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-EAWOBWTU.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-ZN6XG3DZ.js";
import "./chunk-ERSWBE3O.js";
import "./chunk-APRSLQJ6.js";
import "./chunk-FX7I3I2Q.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-AURWC7LP.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-QZY5HQP2.js";
import "./chunk-DZS7WQG6.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";
export {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdManifests,
  readCrdRevisions
};
