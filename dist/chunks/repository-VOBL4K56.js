import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
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
} from "./chunk-A6XHLXLR.js";
import "./chunk-6AJ2OX34.js";
import "./chunk-SWXCCR26.js";
export {
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
