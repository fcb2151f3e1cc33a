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
} from "./chunk-AGHCAXZ5.js";
import "./chunk-CDGAWUW7.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-DRBF7AGC.js";
import "./chunk-2ZKKR7YB.js";
import "./chunk-CVRZ3L3E.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-LKUFKDB3.js";
import "./chunk-V2CYUEEH.js";
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
