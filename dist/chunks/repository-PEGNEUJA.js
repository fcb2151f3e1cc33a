import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  BlobTooLargeError,
  CHANGE_STATUSES,
  GIT_FAILURE_REASONS,
  GitOperationError,
  GitRepository,
  checkRevision,
  classify,
  normalizePath,
  parseCatFileBatch,
  parseLsTree,
  parseNameStatus,
  toGitOperationError
} from "./chunk-4TSXG4PM.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-SWXCCR26.js";
export {
  BlobTooLargeError,
  CHANGE_STATUSES,
  GIT_FAILURE_REASONS,
  GitOperationError,
  GitRepository,
  checkRevision,
  classify,
  normalizePath,
  parseCatFileBatch,
  parseLsTree,
  parseNameStatus,
  toGitOperationError
};
