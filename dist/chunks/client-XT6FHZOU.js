import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  HTTP_VERBS,
  KubeClient,
  METADATA_LIST_ACCEPT,
  asLiveObject,
  resourcePath,
  serviceAccountUser
} from "./chunk-SRUZG4A5.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  HTTP_VERBS,
  KubeClient,
  METADATA_LIST_ACCEPT,
  asLiveObject,
  resourcePath,
  serviceAccountUser
};
