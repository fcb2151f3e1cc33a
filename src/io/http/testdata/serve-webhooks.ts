// The operator's webhook server alone, with its shipped limits, in its own process: the memory
// test measures this process's peak RSS (VmHWM) against the operator's 256 Mi limit.
import { createCa, createServingCertificate } from '../../tls/certificates.js';
import { conversionHandler, CONVERSION_PATH, GPU_CAPACITY_PATH, serveWebhooks } from '../webhook-server.js';

const now = new Date();
const ca = createCa({ commonName: 'memory-test-ca', now, validDays: 1 });
const certificate = createServingCertificate({ ca, commonName: 'webhook', hosts: ['127.0.0.1'], now, validDays: 1 });
const server = await serveWebhooks({
  address: '127.0.0.1:0',
  certificate,
  routes: { [CONVERSION_PATH]: conversionHandler(), [GPU_CAPACITY_PATH]: () => ({ apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response: { uid: '', allowed: true } }) },
});
process.stdout.write(JSON.stringify({ url: server.url, ca: ca.cert }) + '\n');
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
