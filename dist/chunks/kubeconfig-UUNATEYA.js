import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  KubeConfigError,
  SERVICE_ACCOUNT_DIR,
  loadKubeConfig,
  redactKubeconfigError
} from "./chunk-OSTDY2OJ.js";
import "./chunk-5FZSC4FL.js";
import "./chunk-6AJ2OX34.js";
import "./chunk-SWXCCR26.js";
export {
  KubeConfigError,
  SERVICE_ACCOUNT_DIR,
  loadKubeConfig,
  redactKubeconfigError
};
