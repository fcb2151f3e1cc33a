/** Human paths into a custom resource: moved to core/kube (one reading of CRD schemas). */
export * from '../kube/schema-path.js';
