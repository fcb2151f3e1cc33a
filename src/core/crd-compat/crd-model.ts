/** The CRD model the rules share is core/kube's (one reader of CRDs for every room). */
export { CRD_API_VERSION, CRD_KIND, isCrdManifest, readCrd } from '../kube/crd.js';
