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
} from "./chunk-CCZIUCY4.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-5Z3NTUEF.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-XKFCDLSS.js";
import "./chunk-5XKY4P7H.js";
import "./chunk-T32TOPP6.js";
import "./chunk-NVPQNO4J.js";
import "./chunk-E5LWRW6Y.js";
import "./chunk-PXOR2YQU.js";
import "./chunk-AU2ETVA2.js";
import "./chunk-RONIGHUJ.js";
import "./chunk-NWBLF7PB.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-JCCCJEHV.js";
import "./chunk-WHXQ7LYC.js";
import "./chunk-NDGIZFZU.js";
import "./chunk-ALUEK7QH.js";
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
