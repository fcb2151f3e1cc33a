import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  ConflictError,
  DiscoveryResolver,
  ForbiddenError,
  GoneError,
  HTTP_VERBS,
  InvalidError,
  KubeApiError,
  KubeClient,
  MAX_RETRY_AFTER,
  METADATA_LIST_ACCEPT,
  NotFoundError,
  TransportError,
  asLiveObject,
  buildQuery,
  isNotFound,
  isTransient,
  resourcePath,
  serviceAccountUser
} from "./chunk-V2CYUEEH.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
import "./chunk-SWXCCR26.js";
export {
  ConflictError,
  DiscoveryResolver,
  ForbiddenError,
  GoneError,
  HTTP_VERBS,
  InvalidError,
  KubeApiError,
  KubeClient,
  MAX_RETRY_AFTER,
  METADATA_LIST_ACCEPT,
  NotFoundError,
  TransportError,
  asLiveObject,
  buildQuery,
  isNotFound,
  isTransient,
  resourcePath,
  serviceAccountUser
};
