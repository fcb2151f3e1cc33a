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
} from "./chunk-5JVAGDFE.js";
import "./chunk-5FQPBLUT.js";
import "./chunk-D64SGDVW.js";
import "./chunk-DNTW53NH.js";
import "./chunk-RRZ6KIJT.js";
import "./chunk-MAS74DJ2.js";
import "./chunk-OIZ2IMC3.js";
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
