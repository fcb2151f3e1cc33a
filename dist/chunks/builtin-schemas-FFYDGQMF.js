import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DEFAULT_KUBE_VERSION,
  UnknownKubeVersionError,
  clusterSchemaSet,
  generateSchemaSet,
  goApiSourceDir,
  loadShippedSchemaSet,
  readGoApiSources,
  schemaSetsRoot,
  shippedBuiltinRegistry,
  shippedEnums,
  shippedKubeVersions,
  writeSchemaSet
} from "./chunk-PF523YFW.js";
import "./chunk-JU4RRRV4.js";
import "./chunk-STKL3AR7.js";
import "./chunk-SB6JLB2J.js";
import "./chunk-RRZ6KIJT.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-DRN52XQ4.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";
export {
  DEFAULT_KUBE_VERSION,
  UnknownKubeVersionError,
  clusterSchemaSet,
  generateSchemaSet,
  goApiSourceDir,
  loadShippedSchemaSet,
  readGoApiSources,
  schemaSetsRoot,
  shippedBuiltinRegistry,
  shippedEnums,
  shippedKubeVersions,
  writeSchemaSet
};
