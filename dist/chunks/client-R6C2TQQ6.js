import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  HTTP_VERBS,
  KubeClient,
  METADATA_LIST_ACCEPT,
  METADATA_WATCH_ACCEPT,
  resourcePath,
  serviceAccountUser
} from "./chunk-JKEALHMT.js";
import "./chunk-4OWHV4IN.js";
import "./chunk-SWXCCR26.js";
export {
  HTTP_VERBS,
  KubeClient,
  METADATA_LIST_ACCEPT,
  METADATA_WATCH_ACCEPT,
  resourcePath,
  serviceAccountUser
};
