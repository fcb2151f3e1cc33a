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
} from "./chunk-XTQCHJKI.js";
import "./chunk-6TRIMONN.js";
import "./chunk-6KBPETXU.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-7BGVPHYG.js";
import "./chunk-LVCIMIVQ.js";
import "./chunk-WRMWYZF2.js";
import "./chunk-5XNVKLB5.js";
import "./chunk-QQDB4O7D.js";
import "./chunk-G25MAPPE.js";
import "./chunk-T4XTN73C.js";
import "./chunk-7B4GAGCD.js";
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
