import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  KubeConfigError,
  SERVICE_ACCOUNT_DIR,
  loadKubeConfig,
  redactKubeconfigError
} from "./chunk-I6MIJYXI.js";
import "./chunk-EUBTILL7.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-SWXCCR26.js";
export {
  KubeConfigError,
  SERVICE_ACCOUNT_DIR,
  loadKubeConfig,
  redactKubeconfigError
};
