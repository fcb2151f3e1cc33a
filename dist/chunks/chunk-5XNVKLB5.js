import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/kube/names.ts
var DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
var LABEL_EXPECTED = "a lowercase RFC 1123 label (lower case alphanumeric characters or '-', starting and ending with an alphanumeric character, at most 63 characters)";
var SUBDOMAIN_EXPECTED = "a lowercase RFC 1123 subdomain (lower case alphanumeric characters, '-' or '.', starting and ending with an alphanumeric character, at most 253 characters)";
var DNS1035_EXPECTED = "a DNS-1035 label (lower case alphanumeric characters or '-', starting with a letter and ending with an alphanumeric character, at most 63 characters)";
function isDns1123Label(s) {
  return s.length <= 63 && DNS1123_LABEL.test(s);
}
function isDns1123Subdomain(s) {
  return s.length <= 253 && DNS1123_SUBDOMAIN.test(s);
}
function isDns1035Label(s) {
  return s.length <= 63 && DNS1035_LABEL.test(s);
}

export {
  DNS1123_LABEL,
  DNS1123_SUBDOMAIN,
  DNS1035_LABEL,
  LABEL_EXPECTED,
  SUBDOMAIN_EXPECTED,
  DNS1035_EXPECTED,
  isDns1123Label,
  isDns1123Subdomain,
  isDns1035Label
};
