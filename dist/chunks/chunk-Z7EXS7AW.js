import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  LABELS
} from "./chunk-6SEBWJ4K.js";

// src/core/tenant/names.ts
var TENANT_GROUP = "platform.example.com";
var TENANT_VERSION = "v1";
var TENANT_API_VERSION = `${TENANT_GROUP}/${TENANT_VERSION}`;
var TENANT_KIND = "TenantOnboarding";
var TENANT_PLURAL = "tenantonboardings";
var TENANT_FINALIZER = `${TENANT_GROUP}/tenant-cleanup`;
var MANAGED_BY_LABEL = LABELS.managedBy;
var MANAGED_BY_VALUE = "driftgate-operator";
var TENANT_LABEL = `${TENANT_GROUP}/tenant`;
var OWNER_ANNOTATION = `${TENANT_GROUP}/owner`;
var OWNER_UID_ANNOTATION = `${TENANT_GROUP}/owner-uid`;
var DELETION_POLICY_ANNOTATION = `${TENANT_GROUP}/deletion-policy`;
function tenantKey(namespace, name) {
  return `${namespace}/${name}`;
}

export {
  TENANT_GROUP,
  TENANT_API_VERSION,
  TENANT_KIND,
  TENANT_PLURAL,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  OWNER_ANNOTATION,
  tenantKey
};
