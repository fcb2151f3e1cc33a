import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  LABELS
} from "./chunk-S453QDSH.js";

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
var DELETION_POLICIES = ["Delete", "Retain"];
var CHILD_NAMES = {
  quota: "tenant-quota",
  networkPolicy: "tenant-isolation",
  adminBinding: "tenant-admins",
  editBinding: "tenant-editors"
};
var ACCESS_ROLES = { admin: "admin", edit: "edit" };
var GPU_RESOURCE = "requests.nvidia.com/gpu";
function tenantKey(namespace, name) {
  return `${namespace}/${name}`;
}

export {
  TENANT_GROUP,
  TENANT_VERSION,
  TENANT_API_VERSION,
  TENANT_KIND,
  TENANT_PLURAL,
  TENANT_FINALIZER,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  TENANT_LABEL,
  OWNER_ANNOTATION,
  OWNER_UID_ANNOTATION,
  DELETION_POLICY_ANNOTATION,
  DELETION_POLICIES,
  CHILD_NAMES,
  ACCESS_ROLES,
  GPU_RESOURCE,
  tenantKey
};
