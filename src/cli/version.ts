/** The driftgate version, reported by `driftgate version` and in SARIF output. */
export const DRIFTGATE_VERSION = '0.1.0';
