import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadTrustedCrdConfig,
  readCrdGate,
  readCrdRevisions
} from "./chunk-B4FD7DUQ.js";
import "./chunk-VDE7FPLC.js";
import "./chunk-4ZB6H5BQ.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-3EDRGVTC.js";
import "./chunk-LSFZONBL.js";
import "./chunk-BBHGEOU6.js";
import "./chunk-Q55UEQ42.js";
import "./chunk-JPMK5XOY.js";
import "./chunk-XHCLMP7A.js";
import "./chunk-H4ACE6XW.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-27VZPQ7T.js";
import "./chunk-OOKHHDSX.js";
import "./chunk-DHWKOA5H.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-ZPXBFDN2.js";
import "./chunk-PSSHTA5T.js";
import "./chunk-CUJH3Z3S.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-OZK4T3MF.js";
import "./chunk-EE6CLMJ3.js";
import "./chunk-DOC3NMFX.js";
import "./chunk-DB4UE6FI.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-GNINS2NP.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-W5JG3DRL.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-XHGKRZ2E.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-2IMDNNON.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-FPEPNNJ5.js";
import "./chunk-CNMWEPXM.js";
import "./chunk-4FTDTKHE.js";
import "./chunk-Q4TOUDKZ.js";
import "./chunk-4QK5C6J4.js";
import "./chunk-NIRHTXWZ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-6RFHXABC.js";
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
