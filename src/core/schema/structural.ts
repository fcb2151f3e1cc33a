/** The typed reading of a CRD schema lives in core/kube (one structural-schema reader). */
export * from '../kube/structural.js';
