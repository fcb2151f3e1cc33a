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
} from "./chunk-WYOEWIZS.js";
import "./chunk-YOBYS7NS.js";
import "./chunk-KKAIYSEI.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-T7I6TXHB.js";
import "./chunk-KGXZ4PU5.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-SRUZG4A5.js";
import "./chunk-IWTUURZB.js";
import "./chunk-T4XTN73C.js";
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
