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
  NotFoundError,
  TransportError,
  asLiveObject,
  buildQuery,
  isNotFound,
  isTransient,
  resourcePath,
  serviceAccountUser
} from "./chunk-R2W3GRSV.js";
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
  NotFoundError,
  TransportError,
  asLiveObject,
  buildQuery,
  isNotFound,
  isTransient,
  resourcePath,
  serviceAccountUser
};
