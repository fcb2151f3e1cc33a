export { DRIFTGATE_VERSION } from '../core/version.js';
