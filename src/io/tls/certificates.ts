// A self-signed CA and the serving certificate it signs, for the operator's webhooks.
//
// Node can parse X.509 (crypto.X509Certificate) but not write it, so this file encodes the few
// DER structures a certificate needs by hand and lets Node's crypto sign them (ECDSA P-256,
// SHA-256). Kept to what a webhook needs: a CA (basicConstraints cA, keyCertSign) and a leaf
// with serverAuth and subjectAltNames. Tested against Node's parser and a real TLS handshake,
// and used by the real kube-apiserver in the conversion webhook's integration test.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';

export interface CertificatePair {
  /** PEM certificate. */
  readonly cert: string;
  /** PEM PKCS#8 private key. */
  readonly key: string;
}

export interface CaOptions {
  readonly commonName: string;
  readonly now: Date;
  readonly validDays: number;
}

export interface ServingOptions {
  readonly ca: CertificatePair;
  readonly commonName: string;
  /** DNS names and IP addresses the certificate is valid for (subjectAltName). */
  readonly hosts: readonly string[];
  readonly now: Date;
  readonly validDays: number;
}

// --- DER ------------------------------------------------------------------------------------

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}

const sequence = (...items: Buffer[]): Buffer => tlv(0x30, ...items);
const set = (...items: Buffer[]): Buffer => tlv(0x31, ...items);
const explicit = (n: number, item: Buffer): Buffer => tlv(0xa0 | n, item);
const octetString = (bytes: Buffer): Buffer => tlv(0x04, bytes);
const utf8String = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));
const booleanTrue = tlv(0x01, Buffer.from([0xff]));

function positiveInteger(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return tlv(0x02, (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = parts;
  const bytes: number[] = [first * 40 + second];
  for (const part of rest) {
    const chunk: number[] = [part & 0x7f];
    for (let v = Math.floor(part / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function bitString(bytes: Buffer, unusedBits = 0): Buffer {
  return tlv(0x03, Buffer.from([unusedBits]), bytes);
}

function time(date: Date): Buffer {
  const iso = date.toISOString(); // YYYY-MM-DDTHH:MM:SS.sssZ
  const digits = iso.slice(0, 19).replace(/[-:T]/g, '');
  // RFC 5280: UTCTime through 2049, GeneralizedTime from 2050.
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${digits.slice(2)}Z`, 'ascii')) : tlv(0x18, Buffer.from(`${digits}Z`, 'ascii'));
}

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectAltName: '2.5.29.17',
  serverAuth: '1.3.6.1.5.5.7.3.1',
} as const;

function name(commonName: string): Buffer {
  return sequence(set(sequence(oid(OID.commonName), utf8String(commonName))));
}

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return critical ? sequence(oid(id), booleanTrue, octetString(value)) : sequence(oid(id), octetString(value));
}

function subjectAltNames(hosts: readonly string[]): Buffer {
  const names = hosts.map((host) => {
    const family = isIP(host);
    if (family === 4) return tlv(0x87, Buffer.from(host.split('.').map(Number)));
    if (family === 6) return tlv(0x87, ipv6Bytes(host));
    return tlv(0x82, Buffer.from(host, 'ascii'));
  });
  return sequence(...names);
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = groups(head);
  const right = address.includes('::') ? groups(tail) : [];
  const middle = new Array<number>(8 - left.length - right.length).fill(0);
  const all = [...left, ...middle, ...right];
  const out = Buffer.alloc(16);
  all.forEach((g, i) => out.writeUInt16BE(g, i * 2));
  return out;
}

function certificate(options: {
  readonly subject: string;
  readonly issuer: string;
  readonly publicKey: KeyObject;
  readonly signer: KeyObject;
  readonly now: Date;
  readonly validDays: number;
  readonly extensions: readonly Buffer[];
}): string {
  const algorithm = sequence(oid(OID.ecdsaWithSha256));
  // Backdated a little: the API server's clock and ours may disagree.
  const notBefore = new Date(options.now.getTime() - 5 * 60_000);
  const notAfter = new Date(options.now.getTime() + options.validDays * 86_400_000);
  const tbs = sequence(
    explicit(0, positiveInteger(Buffer.from([2]))), // v3
    positiveInteger(Buffer.concat([Buffer.from([0x01]), randomBytes(15)])),
    algorithm,
    name(options.issuer),
    sequence(time(notBefore), time(notAfter)),
    name(options.subject),
    options.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...options.extensions)),
  );
  const signature = sign('sha256', tbs, options.signer); // DER-encoded ECDSA signature
  const der = sequence(tbs, algorithm, bitString(signature));
  const base64 = der.toString('base64').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`;
}

function newKey(): { publicKey: KeyObject; privateKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

function pemKey(key: KeyObject): string {
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** A self-signed CA that signs the serving certificates. */
export function createCa(options: CaOptions): CertificatePair {
  const { publicKey, privateKey } = newKey();
  const cert = certificate({
    subject: options.commonName,
    issuer: options.commonName,
    publicKey,
    signer: privateKey,
    now: options.now,
    validDays: options.validDays,
    extensions: [
      extension(OID.basicConstraints, true, sequence(booleanTrue)),
      // digitalSignature, keyCertSign, cRLSign
      extension(OID.keyUsage, true, bitString(Buffer.from([0x86]), 1)),
    ],
  });
  return { cert, key: pemKey(privateKey) };
}

/** A serving certificate for `hosts`, signed by `ca`. */
export function createServingCertificate(options: ServingOptions): CertificatePair {
  const caCert = new X509Certificate(options.ca.cert);
  const { publicKey, privateKey } = newKey();
  const cert = certificate({
    subject: options.commonName,
    issuer: commonNameOf(caCert),
    publicKey,
    signer: createPrivateKey(options.ca.key),
    now: options.now,
    validDays: options.validDays,
    extensions: [
      extension(OID.basicConstraints, true, sequence()),
      extension(OID.keyUsage, true, bitString(Buffer.from([0x80]), 7)), // digitalSignature
      extension(OID.extKeyUsage, false, sequence(oid(OID.serverAuth))),
      extension(OID.subjectAltName, false, subjectAltNames(options.hosts)),
    ],
  });
  return { cert, key: pemKey(privateKey) };
}

function commonNameOf(cert: X509Certificate): string {
  const match = /(?:^|\n)CN=([^\n]*)/.exec(cert.subject);
  return match?.[1] ?? '';
}

export interface CertificateState {
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** True when less than `renewWithin` of the lifetime is left (or it is not valid yet). */
  readonly due: boolean;
}

/** When `pem` expires and whether it is due for rotation (in the last third of its life by default). */
export function certificateState(pem: string, now: Date, renewWithin = 1 / 3): CertificateState | undefined {
  try {
    const cert = new X509Certificate(pem);
    const notBefore = new Date(cert.validFrom);
    const notAfter = new Date(cert.validTo);
    const lifetime = notAfter.getTime() - notBefore.getTime();
    const due = now.getTime() < notBefore.getTime() || notAfter.getTime() - now.getTime() < lifetime * renewWithin;
    return { notBefore, notAfter, due };
  } catch {
    return undefined;
  }
}

/** True when `leaf` was signed by `ca`, covers every host, and the key matches. */
export function servesHosts(pair: CertificatePair, ca: string, hosts: readonly string[]): boolean {
  try {
    const leaf = new X509Certificate(pair.cert);
    const issuer = new X509Certificate(ca);
    if (!leaf.checkIssued(issuer) || !leaf.verify(issuer.publicKey)) return false;
    if (!leaf.checkPrivateKey(createPrivateKey(pair.key))) return false;
    return hosts.every((host) => (isIP(host) ? leaf.checkIP(host) !== undefined : leaf.checkHost(host) !== undefined));
  } catch {
    return false;
  }
}

/** The public key of a PEM certificate, for tests and diagnostics. */
export function publicKeyOf(pem: string): KeyObject {
  return createPublicKey(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'pem' }));
}
