/** The driftgate version, reported by `driftgate version`, in SARIF output and by the Action. */
export const DRIFTGATE_VERSION = '0.1.0';
