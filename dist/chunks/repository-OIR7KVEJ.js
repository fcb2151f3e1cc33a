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
} from "./chunk-HCAJSAAO.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-B4M4T37N.js";
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
