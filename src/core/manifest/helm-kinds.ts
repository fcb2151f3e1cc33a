// What Helm planning (io/repository/helm.ts, helmDocuments) looks for in a file before it parses
// it, here so that the check (core/check/kept-files.ts) can tell which files it may leave unread.

/** Kinds that name a release to render (read from the first HELM_HEAD_BYTES of a file). */
export const HELM_RELEASE_KINDS = /^kind:\s*["']?(HelmRelease|Application|HelmChart)\b/m;
/** Kinds that can hold a release's values (Flux valuesFrom). */
export const HELM_VALUES_KINDS = /^kind:\s*["']?(ConfigMap|Secret)\b/m;
/** How much of a file Helm planning reads to find those kinds. */
export const HELM_HEAD_BYTES = 1 << 20;

/** Whether Helm planning reads a file whose head is this (see helmDocuments in io/repository/helm.ts). */
export function namesHelmKinds(head: string): boolean {
  return HELM_RELEASE_KINDS.test(head) || HELM_VALUES_KINDS.test(head);
}
