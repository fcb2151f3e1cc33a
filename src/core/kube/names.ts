// Kubernetes' name formats (apimachinery pkg/util/validation), once for every room: object and
// namespace names, CRD groups, Service names, flags that name objects.

/** RFC 1123 label: namespaces, Service names, most label-like names; at most 63 characters. */
export const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
/** RFC 1123 subdomain: most object names, API groups; at most 253 characters. */
export const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
/** RFC 1035 label: CRD plural and singular names, kinds (lower-cased); at most 63 characters. */
export const DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;

export const LABEL_EXPECTED =
  "a lowercase RFC 1123 label (lower case alphanumeric characters or '-', starting and ending with an alphanumeric character, at most 63 characters)";
export const SUBDOMAIN_EXPECTED =
  "a lowercase RFC 1123 subdomain (lower case alphanumeric characters, '-' or '.', starting and ending with an alphanumeric character, at most 253 characters)";
export const DNS1035_EXPECTED =
  "a DNS-1035 label (lower case alphanumeric characters or '-', starting with a letter and ending with an alphanumeric character, at most 63 characters)";

export function isDns1123Label(s: string): boolean {
  return s.length <= 63 && DNS1123_LABEL.test(s);
}

export function isDns1123Subdomain(s: string): boolean {
  return s.length <= 253 && DNS1123_SUBDOMAIN.test(s);
}

export function isDns1035Label(s: string): boolean {
  return s.length <= 63 && DNS1035_LABEL.test(s);
}
