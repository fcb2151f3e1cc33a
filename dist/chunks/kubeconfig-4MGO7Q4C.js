import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  KubeConfigError,
  SERVICE_ACCOUNT_DIR,
  loadKubeConfig,
  redactKubeconfigError
} from "./chunk-TSOLEUHD.js";
import "./chunk-MFMFR2PW.js";
import "./chunk-EWJC2F3L.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-DQ2O4SY7.js";
import "./chunk-SWXCCR26.js";
export {
  KubeConfigError,
  SERVICE_ACCOUNT_DIR,
  loadKubeConfig,
  redactKubeconfigError
};
