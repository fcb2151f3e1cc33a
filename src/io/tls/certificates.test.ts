import { X509Certificate } from 'node:crypto';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { certificateState, createCa, createServingCertificate, servesHosts } from './certificates.js';

const now = new Date('2026-12-03T08:00:00Z');

describe('webhook certificates', () => {
  const ca = createCa({ commonName: 'driftgate-webhook-ca', now, validDays: 3650 });
  const hosts = ['driftgate-webhook.driftgate-system.svc', '127.0.0.1', '::1'];
  const leaf = createServingCertificate({ ca, commonName: 'driftgate-webhook', hosts, now, validDays: 365 });

  it('writes a CA and a leaf that Node parses, verifies and matches to their hosts', () => {
    const caCert = new X509Certificate(ca.cert);
    const leafCert = new X509Certificate(leaf.cert);
    expect(caCert.ca).toBe(true);
    expect(leafCert.ca).toBe(false);
    expect(caCert.verify(caCert.publicKey)).toBe(true);
    expect(leafCert.checkIssued(caCert)).toBe(true);
    expect(leafCert.verify(caCert.publicKey)).toBe(true);
    expect(leafCert.checkHost('driftgate-webhook.driftgate-system.svc')).toBeDefined();
    expect(leafCert.checkHost('other.example.com')).toBeUndefined();
    expect(leafCert.checkIP('127.0.0.1')).toBeDefined();
    expect(leafCert.subjectAltName).toContain('IP Address:0:0:0:0:0:0:0:1');
    expect(leafCert.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(new Date(leafCert.validTo).getTime() - now.getTime()).toBeGreaterThan(364 * 86_400_000);
    expect(servesHosts(leaf, ca.cert, hosts)).toBe(true);
    expect(servesHosts(leaf, ca.cert, ['elsewhere.svc'])).toBe(false);
    const otherCa = createCa({ commonName: 'driftgate-webhook-ca', now, validDays: 10 });
    expect(servesHosts(leaf, otherCa.cert, hosts)).toBe(false);
  });

  it('is due for rotation in the last third of its life', () => {
    expect(certificateState(leaf.cert, now)?.due).toBe(false);
    expect(certificateState(leaf.cert, new Date(now.getTime() + 250 * 86_400_000))?.due).toBe(true);
    expect(certificateState('not a certificate', now)).toBeUndefined();
  });

  it('serves TLS that a client trusting only the CA accepts', async () => {
    const server = createServer({ cert: leaf.cert, key: leaf.key }, (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/', ca: ca.cert, servername: 'driftgate-webhook.driftgate-system.svc' }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
      expect(body).toBe('ok');
      const refused = await new Promise<string>((resolve) => {
        const other = createCa({ commonName: 'someone-else', now, validDays: 1 });
        const req = request({ host: '127.0.0.1', port, path: '/', ca: other.cert }, () => resolve('accepted'));
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        req.end();
      });
      expect(refused).not.toBe('accepted');
    } finally {
      server.close();
    }
  });
});
