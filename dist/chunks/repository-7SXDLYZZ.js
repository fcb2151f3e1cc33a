import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  BlobTooLargeError,
  CHANGE_STATUSES,
  FULL_SHA,
  GIT_FAILURE_REASONS,
  GitOperationError,
  GitRepository,
  changesBetween,
  checkRevision,
  classify,
  normalizePath,
  parseCatFileBatch,
  parseLsTree,
  parseNameStatus,
  toGitOperationError
} from "./chunk-3AWI2ILP.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-LNDVUVRY.js";
import "./chunk-SWXCCR26.js";
export {
  BlobTooLargeError,
  CHANGE_STATUSES,
  FULL_SHA,
  GIT_FAILURE_REASONS,
  GitOperationError,
  GitRepository,
  changesBetween,
  checkRevision,
  classify,
  normalizePath,
  parseCatFileBatch,
  parseLsTree,
  parseNameStatus,
  toGitOperationError
};
