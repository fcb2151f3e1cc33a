import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/schema/rules.ts
var SCHEMA_RULES = [
  { id: "schema/type", summary: "A value has the wrong type (or is not an integer/string where x-kubernetes-int-or-string is set).", defaultSeverity: "error" },
  { id: "schema/required", summary: "A required field is missing.", defaultSeverity: "error" },
  { id: "schema/unknown-field", summary: "A field the schema does not declare (the API server rejects it with fieldValidation=Strict and prunes it otherwise).", defaultSeverity: "error" },
  { id: "schema/enum", summary: "A value is not one of the allowed values.", defaultSeverity: "error" },
  { id: "schema/pattern", summary: "A string does not match the schema pattern (RE2 semantics).", defaultSeverity: "error" },
  { id: "schema/format", summary: "A string does not have a format the API server validates (duration, date-time, ipv4, ...).", defaultSeverity: "error" },
  { id: "schema/length", summary: "A string is shorter than minLength or longer than maxLength.", defaultSeverity: "error" },
  { id: "schema/range", summary: "A number is outside minimum/maximum or not a multipleOf.", defaultSeverity: "error" },
  { id: "schema/list-size", summary: "A list has fewer than minItems or more than maxItems items.", defaultSeverity: "error" },
  { id: "schema/property-count", summary: "A mapping has fewer than minProperties or more than maxProperties fields.", defaultSeverity: "error" },
  { id: "schema/duplicate", summary: "A duplicate item in a list-type set, a duplicate key in a list-type map, or a uniqueItems violation.", defaultSeverity: "error" },
  { id: "schema/composition", summary: "A value does not satisfy anyOf, oneOf or not.", defaultSeverity: "error" },
  { id: "schema/metadata", summary: "metadata is invalid: name, generateName, namespace, labels, annotations, finalizers.", defaultSeverity: "error" },
  { id: "schema/embedded-resource", summary: "An x-kubernetes-embedded-resource object lacks apiVersion/kind or has invalid ones.", defaultSeverity: "error" },
  { id: "schema/cel", summary: "An x-kubernetes-validations rule evaluated to false.", defaultSeverity: "error" },
  { id: "schema/cel-error", summary: "An x-kubernetes-validations rule failed to evaluate (no such key, division by zero, ...); the API server rejects the object.", defaultSeverity: "error" },
  { id: "schema/cel-run-budget", summary: "The x-kubernetes-validations rules of some objects were not evaluated because the run's CEL cost budget was spent (driftgate's bound: rules times objects stay within a run's time).", defaultSeverity: "error" },
  { id: "schema/cel-skipped", summary: "Some x-kubernetes-validations rules were not evaluated because the object has schema errors below them.", defaultSeverity: "info" },
  { id: "schema/null-field", summary: "null on a field that is not nullable: the API server drops it (or applies the default).", defaultSeverity: "warning" },
  { id: "schema/version-not-served", summary: "The object uses a CRD version that is not served.", defaultSeverity: "error" },
  { id: "schema/not-validated", summary: "The CRD of this kind could not be compiled; the object was not validated.", defaultSeverity: "warning" },
  { id: "schema/too-large", summary: "Validating the object exhausted the stack; it was not validated.", defaultSeverity: "warning" },
  { id: "crd/invalid", summary: "The API server refuses the CustomResourceDefinition: strict decoding, apiVersion, names, scope, versions, storage version, conversion, subresources, printer columns, selectable fields.", defaultSeverity: "error" },
  { id: "crd/builtin-group", summary: "A CRD claims a group of Kubernetes itself (networking.k8s.io, ...): objects of that group are judged by the built-in schemas, never by a repository's CRD.", defaultSeverity: "error" },
  { id: "crd/invalid-schema", summary: "The API server refuses a CRD schema: not structural, unsupported keywords, invalid x-kubernetes-* extensions or list types, an invalid default, a pattern RE2 rejects.", defaultSeverity: "error" },
  { id: "crd/schema-too-large", summary: "A CRD schema is too large or too deep for in-process validation.", defaultSeverity: "error" },
  { id: "crd/invalid-cel", summary: "An x-kubernetes-validations rule, messageExpression or fieldPath does not compile.", defaultSeverity: "error" },
  { id: "crd/cel-unsupported", summary: "An x-kubernetes-validations rule uses a Kubernetes CEL function driftgate does not implement; it is not checked offline.", defaultSeverity: "warning" },
  { id: "crd/duplicate", summary: "The same CRD twice in one file, conflicting definitions of one CRD in two files, or two CRDs with the same group and kind (identical copies in different files are not duplicates).", defaultSeverity: "error" }
];

export {
  SCHEMA_RULES
};
