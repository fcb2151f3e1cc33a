import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  ByteBudget,
  ControllerManager,
  ServerBusyError,
  applyTimeouts,
  bindServer,
  bodyErrorStatus,
  connectionsCheckingInterval,
  inFlightGate,
  jsonLogger,
  leaseTimings,
  logLevelFrom,
  parseListenAddress,
  preflight,
  readBody,
  refuseUnread
} from "./chunk-M76MRHP7.js";
import {
  booleanFlag,
  durationFlag,
  parseFlags,
  stringFlag,
  stringListFlag
} from "./chunk-Z452NP5D.js";
import {
  DEFAULT_WORKERS,
  FIELD_MANAGER,
  Operator
} from "./chunk-ZVYVT3CN.js";
import {
  Informer,
  KubeListWatch,
  require_prom_client
} from "./chunk-HWPZG7EF.js";
import {
  realClock
} from "./chunk-IM7INI7Z.js";
import {
  KubeClient
} from "./chunk-T6OVLOIO.js";
import {
  KubeConfigError,
  loadKubeConfig
} from "./chunk-5W6O6VUX.js";
import "./chunk-MFMFR2PW.js";
import "./chunk-NNZSHM3M.js";
import "./chunk-CC3D42HG.js";
import {
  UsageError
} from "./chunk-QKXTWADI.js";
import "./chunk-GPONTDMT.js";
import "./chunk-EUBTILL7.js";
import "./chunk-MF4G7RIR.js";
import {
  ConflictError,
  isNotFound
} from "./chunk-W3SMC6LJ.js";
import {
  EXIT
} from "./chunk-EPIZTMXX.js";
import {
  GPU_RESOURCE_NAME,
  answerGpuAdmissionReview,
  gpuCapacity,
  gpuCapacityUnknownReview
} from "./chunk-26SC35N5.js";
import {
  answerConversionReview
} from "./chunk-QIT537GL.js";
import {
  TENANT_API_VERSION,
  TENANT_GROUP,
  TENANT_KIND,
  TENANT_PLURAL,
  TENANT_VERSION
} from "./chunk-MMGUTR4Y.js";
import {
  LEASES
} from "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-ST7MM6AH.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-KBH4CR7T.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-MRIEY5D4.js";
import "./chunk-AGZPKFWY.js";
import "./chunk-DGOX45GZ.js";
import "./chunk-CS4G45DB.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-JJB4YJM7.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-S2VHB6H6.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import {
  __toESM
} from "./chunk-SWXCCR26.js";

// src/cli/operator.ts
import { existsSync } from "node:fs";
import process2 from "node:process";

// src/operator/process.ts
function operatorManager(operator, options) {
  const le = options.leaderElection;
  return new ControllerManager({
    clock: options.clock ?? realClock,
    userAgent: "driftgate-operator",
    kubeConfig: options.kubeConfig,
    ...le ? {
      leaderElection: {
        identity: operator.identity,
        namespace: le.namespace,
        name: le.name ?? LEASES.operator,
        fieldManager: options.fieldManager ?? FIELD_MANAGER,
        shards: options.shards ?? 1,
        ...le.leaseDurationMs !== void 0 ? { leaseDurationMs: le.leaseDurationMs } : {},
        ...le.renewDeadlineMs !== void 0 ? { renewDeadlineMs: le.renewDeadlineMs } : {},
        ...le.retryPeriodMs !== void 0 ? { retryPeriodMs: le.retryPeriodMs } : {}
      }
    } : {},
    ...options.metricsAddress !== void 0 ? { metricsAddress: options.metricsAddress } : {},
    registries: () => [operator.metrics.registry],
    shutdownDeadlineMs: options.shutdownDeadlineMs ?? 2e4,
    onRequest: (r) => {
      operator.metrics.observeRequest(r);
      options.onRequest?.(r);
    },
    log: options.log ?? (() => void 0)
  });
}
function startOperatorProcess(options, work = {}) {
  const operator = new Operator(options);
  const manager = operatorManager(operator, options);
  for (const r of work.alsoRun?.(operator) ?? []) manager.add(r, { needLeader: false });
  const check = work.startupCheck;
  if (check) manager.add({ name: "start-up check", start: check, stop: () => Promise.resolve() }, { needLeader: false });
  operator.setupWithManager(manager, { cachesNeedLeader: false });
  const synced = Promise.all(operator.informers.map((i) => i.waitForSync()));
  const started = manager.start().then(() => Promise.race([synced, manager.done]).then(() => void 0));
  return { operator, manager, done: manager.done, started, stop: (o = {}) => manager.stop(o) };
}

// src/operator/webhook-service.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/io/http/webhook-server.ts
var import_prom_client = __toESM(require_prom_client(), 1);
import { createServer } from "node:https";
var CONVERSION_PATH = "/convert";
var GPU_CAPACITY_PATH = "/validate-gpu-capacity";
var MiB = 1024 * 1024;
var REVIEW_MAX_BYTES = { [CONVERSION_PATH]: 16 * MiB, [GPU_CAPACITY_PATH]: 4 * MiB };
var DEFAULT_REVIEW_MAX_BYTES = 3 * MiB;
var DEFAULT_WEBHOOK_LIMITS = {
  maxInFlight: 16,
  headersTimeoutMs: 5e3,
  requestTimeoutMs: 1e4,
  bodyTimeoutMs: 5e3,
  maxBytes: REVIEW_MAX_BYTES,
  defaultMaxBytes: DEFAULT_REVIEW_MAX_BYTES,
  maxBufferedBytes: 24 * MiB
};
function webhookMetrics(registry) {
  const registers = [registry];
  return {
    requests: new import_prom_client.Counter({ name: "controller_runtime_webhook_requests_total", help: "Total number of admission and conversion requests by HTTP status code", labelNames: ["webhook", "code"], registers }),
    latency: new import_prom_client.Histogram({ name: "controller_runtime_webhook_latency_seconds", help: "Histogram of the latency of processing webhook requests", labelNames: ["webhook"], registers }),
    inFlight: new import_prom_client.Gauge({ name: "controller_runtime_webhook_requests_in_flight", help: "Current number of webhook requests being served", labelNames: ["webhook"], registers }),
    convertedObjects: new import_prom_client.Counter({ name: "driftgate_conversion_objects_total", help: "TenantOnboardings converted by the conversion webhook, by result", labelNames: ["result"], registers })
  };
}
function conversionHandler(metrics) {
  return (body) => {
    const outcome = answerConversionReview(body);
    metrics?.convertedObjects.inc({ result: outcome.failed ? "failure" : "success" }, outcome.failed ? 1 : outcome.converted);
    return outcome.review;
  };
}
async function serveWebhooks(options) {
  const { host, port } = parseListenAddress(options.address);
  const limits = { ...DEFAULT_WEBHOOK_LIMITS, ...options.limits };
  const metrics = options.metrics;
  const admit = inFlightGate(limits.maxInFlight);
  const budget = new ByteBudget(limits.maxBufferedBytes);
  const tls = { cert: options.certificate.cert, key: options.certificate.key, minVersion: "TLSv1.2" };
  const server = createServer({ ...tls, connectionsCheckingInterval: connectionsCheckingInterval(limits) }, (req, res) => {
    const started = process.hrtime.bigint();
    const path2 = (req.url ?? "/").split("?")[0] ?? "/";
    const handler = Object.hasOwn(options.routes, path2) ? options.routes[path2] : void 0;
    const label = handler ? path2 : "other";
    const count = (code) => {
      metrics?.requests.inc({ webhook: label, code: String(code) });
      metrics?.latency.observe({ webhook: label }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    const reply = (code, body) => {
      count(code);
      res.writeHead(code, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    const refuse = (code, error, headers = {}) => {
      count(code);
      refuseUnread(req, res, { status: code, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ error }) });
    };
    if (handler === void 0 || req.method !== "POST") return refuse(404, `only POST ${Object.keys(options.routes).join(", ")} served here`);
    if (!admit(res)) return refuse(503, "too many requests in progress", { "retry-after": "1" });
    const maxBytes = Object.hasOwn(limits.maxBytes, path2) ? limits.maxBytes[path2] ?? limits.defaultMaxBytes : limits.defaultMaxBytes;
    const claim = budget.claim();
    metrics?.inFlight.inc({ webhook: label });
    res.once("close", () => {
      claim.release();
      metrics?.inFlight.dec({ webhook: label });
    });
    readBody(req, { maxBytes, timeoutMs: limits.bodyTimeoutMs, claim }).then((body) => {
      let parsed;
      try {
        parsed = JSON.parse(body.toString("utf8"));
      } catch {
        parsed = void 0;
      }
      reply(200, handler(parsed));
    }).catch((error) => {
      const { status, text } = bodyErrorStatus(error);
      if (status === 400) options.onError?.(error);
      refuse(status, text, error instanceof ServerBusyError ? { "retry-after": "1" } : {});
    });
  });
  applyTimeouts(server, limits);
  const endpoint = await bindServer(server, { host, port, scheme: "https" });
  return { ...endpoint, setCertificate: (pair) => server.setSecureContext({ cert: pair.cert, key: pair.key, minVersion: "TLSv1.2" }) };
}

// src/io/tls/certificates.ts
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, X509Certificate } from "node:crypto";
import { isIP } from "node:net";
function length(n) {
  if (n < 128) return Buffer.from([n]);
  const bytes = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 255);
  return Buffer.from([128 | bytes.length, ...bytes]);
}
function tlv(tag, ...content) {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}
var sequence = (...items) => tlv(48, ...items);
var set = (...items) => tlv(49, ...items);
var explicit = (n, item) => tlv(160 | n, item);
var octetString = (bytes) => tlv(4, bytes);
var utf8String = (text) => tlv(12, Buffer.from(text, "utf8"));
var booleanTrue = tlv(1, Buffer.from([255]));
function positiveInteger(bytes) {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return tlv(2, (trimmed[0] ?? 0) & 128 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}
function oid(dotted) {
  const parts = dotted.split(".").map(Number);
  const [first = 0, second = 0, ...rest] = parts;
  const bytes = [first * 40 + second];
  for (const part of rest) {
    const chunk = [part & 127];
    for (let v = Math.floor(part / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift(v & 127 | 128);
    bytes.push(...chunk);
  }
  return tlv(6, Buffer.from(bytes));
}
function bitString(bytes, unusedBits = 0) {
  return tlv(3, Buffer.from([unusedBits]), bytes);
}
function time(date) {
  const iso = date.toISOString();
  const digits = iso.slice(0, 19).replace(/[-:T]/g, "");
  return date.getUTCFullYear() < 2050 ? tlv(23, Buffer.from(`${digits.slice(2)}Z`, "ascii")) : tlv(24, Buffer.from(`${digits}Z`, "ascii"));
}
var OID = {
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
  commonName: "2.5.4.3",
  basicConstraints: "2.5.29.19",
  keyUsage: "2.5.29.15",
  extKeyUsage: "2.5.29.37",
  subjectAltName: "2.5.29.17",
  serverAuth: "1.3.6.1.5.5.7.3.1"
};
function name(commonName) {
  return sequence(set(sequence(oid(OID.commonName), utf8String(commonName))));
}
function extension(id, critical, value) {
  return critical ? sequence(oid(id), booleanTrue, octetString(value)) : sequence(oid(id), octetString(value));
}
function subjectAltNames(hosts) {
  const names = hosts.map((host) => {
    const family = isIP(host);
    if (family === 4) return tlv(135, Buffer.from(host.split(".").map(Number)));
    if (family === 6) return tlv(135, ipv6Bytes(host));
    return tlv(130, Buffer.from(host, "ascii"));
  });
  return sequence(...names);
}
function ipv6Bytes(address) {
  const [head = "", tail = ""] = address.split("::");
  const groups = (part) => part === "" ? [] : part.split(":").map((g) => parseInt(g, 16));
  const left = groups(head);
  const right = address.includes("::") ? groups(tail) : [];
  const middle = new Array(8 - left.length - right.length).fill(0);
  const all = [...left, ...middle, ...right];
  const out = Buffer.alloc(16);
  all.forEach((g, i) => out.writeUInt16BE(g, i * 2));
  return out;
}
function certificate(options) {
  const algorithm = sequence(oid(OID.ecdsaWithSha256));
  const notBefore = new Date(options.now.getTime() - 5 * 6e4);
  const notAfter = new Date(options.now.getTime() + options.validDays * 864e5);
  const tbs = sequence(
    explicit(0, positiveInteger(Buffer.from([2]))),
    // v3
    positiveInteger(Buffer.concat([Buffer.from([1]), randomBytes(15)])),
    algorithm,
    name(options.issuer),
    sequence(time(notBefore), time(notAfter)),
    name(options.subject),
    options.publicKey.export({ type: "spki", format: "der" }),
    explicit(3, sequence(...options.extensions))
  );
  const signature = sign("sha256", tbs, options.signer);
  const der = sequence(tbs, algorithm, bitString(signature));
  const base64 = der.toString("base64").replace(/(.{64})/g, "$1\n");
  return `-----BEGIN CERTIFICATE-----
${base64.trimEnd()}
-----END CERTIFICATE-----
`;
}
function newKey() {
  return generateKeyPairSync("ec", { namedCurve: "P-256" });
}
function pemKey(key) {
  return key.export({ type: "pkcs8", format: "pem" }).toString();
}
function createCa(options) {
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
      extension(OID.keyUsage, true, bitString(Buffer.from([134]), 1))
    ]
  });
  return { cert, key: pemKey(privateKey) };
}
function createServingCertificate(options) {
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
      extension(OID.keyUsage, true, bitString(Buffer.from([128]), 7)),
      // digitalSignature
      extension(OID.extKeyUsage, false, sequence(oid(OID.serverAuth))),
      extension(OID.subjectAltName, false, subjectAltNames(options.hosts))
    ]
  });
  return { cert, key: pemKey(privateKey) };
}
function commonNameOf(cert) {
  const match = /(?:^|\n)CN=([^\n]*)/.exec(cert.subject);
  return match?.[1] ?? "";
}
function certificateState(pem, now, renewWithin = 1 / 3) {
  try {
    const cert = new X509Certificate(pem);
    const notBefore = new Date(cert.validFrom);
    const notAfter = new Date(cert.validTo);
    const lifetime = notAfter.getTime() - notBefore.getTime();
    const due = now.getTime() < notBefore.getTime() || notAfter.getTime() - now.getTime() < lifetime * renewWithin;
    return { notBefore, notAfter, due };
  } catch {
    return void 0;
  }
}
function servesHosts(pair, ca, hosts) {
  try {
    const leaf = new X509Certificate(pair.cert);
    const issuer = new X509Certificate(ca);
    if (!leaf.checkIssued(issuer) || !leaf.verify(issuer.publicKey)) return false;
    if (!leaf.checkPrivateKey(createPrivateKey(pair.key))) return false;
    return hosts.every((host) => isIP(host) ? leaf.checkIP(host) !== void 0 : leaf.checkHost(host) !== void 0);
  } catch {
    return false;
  }
}

// src/operator/webhook-certificates.ts
var CA_VALID_DAYS = 3650;
var SERVING_VALID_DAYS = 365;
var b64 = (text) => Buffer.from(text, "utf8").toString("base64");
var unb64 = (value) => typeof value === "string" ? Buffer.from(value, "base64").toString("utf8") : "";
function readSecret(secret) {
  const data = secret.data ?? {};
  const metadata = secret.metadata ?? {};
  return {
    ca: { cert: unb64(data["ca.crt"]), key: unb64(data["ca.key"]) },
    previousCa: unb64(data["ca-previous.crt"]),
    serving: { cert: unb64(data["tls.crt"]), key: unb64(data["tls.key"]) },
    resourceVersion: String(metadata.resourceVersion ?? "")
  };
}
function bundleOf(stored, now) {
  const previous = certificateState(stored.previousCa, now);
  const keep = previous !== void 0 && previous.notAfter > now && stored.previousCa !== stored.ca.cert;
  return keep ? `${stored.ca.cert}${stored.previousCa}` : stored.ca.cert;
}
var WebhookCertificateManager = class {
  #o;
  constructor(options) {
    this.#o = options;
  }
  get #path() {
    return `/api/v1/namespaces/${encodeURIComponent(this.#o.namespace)}/secrets`;
  }
  /** Reads the Secret, creating or rotating what is missing, expiring or wrong; returns what to serve. */
  async ensure() {
    for (let attempt = 0; attempt < 5; attempt++) {
      let current;
      try {
        current = await this.#o.client.request({ method: "GET", path: `${this.#path}/${encodeURIComponent(this.#o.secretName)}` });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      try {
        if (current === void 0) return await this.#create();
        const stored = readSecret(current);
        const next = this.#renewed(stored);
        if (next === void 0) return { serving: stored.serving, caBundle: bundleOf(stored, this.#o.now()), resourceVersion: stored.resourceVersion };
        return await this.#replace(current, next);
      } catch (error) {
        if (error instanceof ConflictError) continue;
        throw error;
      }
    }
    throw new Error(`the Secret ${this.#o.namespace}/${this.#o.secretName} kept changing under us; giving up for now`);
  }
  /** What the Secret should hold instead, or undefined when it is fine as it is. */
  #renewed(stored) {
    const now = this.#o.now();
    const caState = certificateState(stored.ca.cert, now);
    if (caState === void 0 || caState.due) {
      const ca = createCa({ commonName: `${this.#o.secretName}-ca`, now, validDays: CA_VALID_DAYS });
      return { ca, previousCa: caState === void 0 ? "" : stored.ca.cert, serving: this.#serving(ca, now) };
    }
    const servingState = certificateState(stored.serving.cert, now);
    if (servingState === void 0 || servingState.due || !servesHosts(stored.serving, stored.ca.cert, this.#o.hosts)) {
      return { ca: stored.ca, previousCa: stored.previousCa, serving: this.#serving(stored.ca, now) };
    }
    return void 0;
  }
  #serving(ca, now) {
    return createServingCertificate({ ca, commonName: this.#o.hosts[0] ?? "driftgate-webhook", hosts: this.#o.hosts, now, validDays: SERVING_VALID_DAYS });
  }
  #body(next, resourceVersion) {
    return {
      apiVersion: "v1",
      kind: "Secret",
      type: "kubernetes.io/tls",
      metadata: {
        name: this.#o.secretName,
        namespace: this.#o.namespace,
        labels: { "app.kubernetes.io/managed-by": "driftgate-operator", "app.kubernetes.io/component": "webhook-certificates" },
        ...resourceVersion !== void 0 ? { resourceVersion } : {}
      },
      data: {
        "ca.crt": b64(next.ca.cert),
        "ca.key": b64(next.ca.key),
        "tls.crt": b64(next.serving.cert),
        "tls.key": b64(next.serving.key),
        ...next.previousCa !== "" ? { "ca-previous.crt": b64(next.previousCa) } : {}
      }
    };
  }
  async #create() {
    const now = this.#o.now();
    const ca = createCa({ commonName: `${this.#o.secretName}-ca`, now, validDays: CA_VALID_DAYS });
    const next = { ca, previousCa: "", serving: this.#serving(ca, now) };
    const created = await this.#o.client.request({ method: "POST", path: this.#path, body: this.#body(next) });
    return { serving: next.serving, caBundle: ca.cert, resourceVersion: readSecret(created).resourceVersion };
  }
  async #replace(current, next) {
    const resourceVersion = readSecret(current).resourceVersion;
    const replaced = await this.#o.client.request({ method: "PUT", path: `${this.#path}/${encodeURIComponent(this.#o.secretName)}`, body: this.#body(next, resourceVersion) });
    const stored = readSecret(replaced);
    return { serving: next.serving, caBundle: bundleOf(stored, this.#o.now()), resourceVersion: stored.resourceVersion };
  }
};
async function injectCaBundle(client, crdName, caBundle) {
  const path2 = `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(crdName)}`;
  const crd = await client.request({ method: "GET", path: path2 });
  const conversion = (crd.spec ?? {}).conversion;
  if (conversion?.strategy !== "Webhook") return false;
  const clientConfig = (conversion.webhook ?? {}).clientConfig ?? {};
  const wanted = b64(caBundle);
  if (clientConfig.caBundle === wanted) return false;
  await client.request({
    method: "PATCH",
    path: path2,
    contentType: "application/merge-patch+json",
    body: { metadata: { resourceVersion: String((crd.metadata ?? {}).resourceVersion ?? "") }, spec: { conversion: { webhook: { clientConfig: { caBundle: wanted } } } } }
  });
  return true;
}
async function injectWebhookConfigurationCaBundle(client, name2, caBundle) {
  const path2 = `/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations/${encodeURIComponent(name2)}`;
  let configuration;
  try {
    configuration = await client.request({ method: "GET", path: path2 });
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
  const wanted = b64(caBundle);
  const webhooks = Array.isArray(configuration.webhooks) ? configuration.webhooks : [];
  if (webhooks.every((w) => (w.clientConfig ?? {}).caBundle === wanted)) return false;
  const updated = webhooks.map((w) => ({ ...w, clientConfig: { ...w.clientConfig ?? {}, caBundle: wanted } }));
  await client.request({ method: "PUT", path: path2, body: { ...configuration, webhooks: updated } });
  return true;
}

// src/operator/webhook-service.ts
var TENANT_CRD_NAME = `${TENANT_PLURAL}.${TENANT_GROUP}`;
var GPU_WEBHOOK_CONFIGURATION = "driftgate-tenant-gpu-capacity";
function keepGpuFields(object) {
  const raw = object;
  const metadata = { name: object.metadata.name, namespace: object.metadata.namespace, resourceVersion: object.metadata.resourceVersion };
  if (object.kind === "Node") {
    const allocatable = raw.status?.allocatable ?? {};
    return { apiVersion: "v1", kind: "Node", metadata, status: { allocatable: { [GPU_RESOURCE_NAME]: allocatable[GPU_RESOURCE_NAME] } } };
  }
  const spec = raw.spec ?? {};
  const quota = spec.resourceQuota ?? spec.quota;
  return {
    apiVersion: object.apiVersion,
    kind: object.kind,
    metadata,
    spec: spec.quota !== void 0 ? { quota: { gpuCount: quota?.gpuCount } } : { resourceQuota: { gpuCount: quota?.gpuCount } }
  };
}
var WebhookService = class {
  #o;
  #server;
  #nodes;
  #tenants;
  #timer;
  #served = "";
  #manager;
  constructor(options) {
    this.#o = options;
    if (options.certificates.kind === "secret") {
      this.#manager = new WebhookCertificateManager({ client: options.client, namespace: options.certificates.namespace, secretName: options.certificates.secretName, hosts: options.certificates.hosts, now: options.now ?? (() => /* @__PURE__ */ new Date()) });
    }
  }
  get url() {
    return this.#server?.url;
  }
  async start() {
    const certificate2 = await this.#current();
    this.#served = certificate2.cert;
    const metrics = this.#o.registry ? webhookMetrics(this.#o.registry) : void 0;
    const routes = { [CONVERSION_PATH]: conversionHandler(metrics) };
    if (this.#o.gpuCapacity) {
      const informer = (resource, kind) => new Informer({ name: kind, clock: realClock, source: new KubeListWatch({ client: this.#o.client, resource, kind }), transform: keepGpuFields, log: (message) => this.#o.log("warn", message, { informer: kind }) });
      this.#nodes = informer({ group: "", version: "v1", plural: "nodes", namespaced: false }, "Node");
      this.#tenants = informer({ group: TENANT_GROUP, version: TENANT_VERSION, plural: TENANT_PLURAL, namespaced: true }, TENANT_KIND);
      this.#nodes.start();
      this.#tenants.start();
      const nodes = this.#nodes;
      const tenants = this.#tenants;
      let synced = false;
      void Promise.all([nodes.waitForSync(), tenants.waitForSync()]).then(() => {
        synced = true;
        this.#o.log("info", "GPU-capacity webhook caches synced", {});
      });
      routes[GPU_CAPACITY_PATH] = (body) => synced ? answerGpuAdmissionReview(body, gpuCapacity(nodes.list(), tenants.list())).review : gpuCapacityUnknownReview(body);
    }
    this.#server = await serveWebhooks({
      address: this.#o.address,
      certificate: certificate2,
      routes,
      ...metrics ? { metrics } : {},
      onError: (error) => this.#o.log("warn", "conversion webhook request failed", { error: error instanceof Error ? error.message : String(error) })
    });
    this.#o.log("info", "webhooks serving", { address: this.#server.address, paths: Object.keys(routes) });
    this.#timer = setInterval(() => void this.check(), this.#o.checkIntervalMs ?? 36e5);
    this.#timer.unref();
  }
  /** Rotates or reloads the certificate when due or changed elsewhere; keeps the caBundle injected. */
  async check() {
    try {
      const certificate2 = await this.#current();
      if (certificate2.cert !== this.#served) {
        this.#server?.setCertificate(certificate2);
        this.#o.log("info", "conversion webhook certificate reloaded", {});
      }
      this.#served = certificate2.cert;
    } catch (error) {
      this.#o.log("warn", "conversion webhook certificate check failed; retrying at the next check", { error: error instanceof Error ? error.message : String(error) });
    }
  }
  async #current() {
    const source = this.#o.certificates;
    if (source.kind === "directory") {
      const [cert, key] = await Promise.all([readFile(path.join(source.dir, "tls.crt"), "utf8"), readFile(path.join(source.dir, "tls.key"), "utf8")]);
      return { cert, key };
    }
    const manager = this.#manager;
    if (manager === void 0) throw new Error("no certificate manager");
    const certificates = await manager.ensure();
    const crd = this.#o.crdName ?? TENANT_CRD_NAME;
    try {
      if (await injectCaBundle(this.#o.client, crd, certificates.caBundle)) this.#o.log("info", "caBundle injected", { crd });
    } catch (error) {
      this.#o.log("warn", "could not inject the caBundle", { crd, error: error instanceof Error ? error.message : String(error) });
    }
    if (this.#o.gpuCapacity) {
      const name2 = this.#o.webhookConfigurationName ?? GPU_WEBHOOK_CONFIGURATION;
      try {
        if (await injectWebhookConfigurationCaBundle(this.#o.client, name2, certificates.caBundle)) this.#o.log("info", "caBundle injected", { validatingWebhookConfiguration: name2 });
      } catch (error) {
        this.#o.log("warn", "could not inject the caBundle", { validatingWebhookConfiguration: name2, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return certificates.serving;
  }
  async stop() {
    if (this.#timer) clearInterval(this.#timer);
    await this.#server?.close();
    this.#server = void 0;
    await Promise.all([this.#nodes?.stop(), this.#tenants?.stop()]);
  }
};

// src/cli/operator.ts
var USAGE = `usage: driftgate operator [--kubeconfig FILE] [flags]

Runs the tenant operator: every TenantOnboarding (read and written as platform.example.com/v1;
v1alpha1 objects through the API server's conversion) becomes a Namespace, a ResourceQuota, a
NetworkPolicy and RoleBindings, kept that way, with status conditions (Ready, Reconciling,
Stalled, one per child) and Events. Whether the API server can convert between the versions is
the condition driftgate.dev/ConversionWebhookHealthy on the CRD and a metric. See docs/operator.md.

  --kubeconfig FILE            kubeconfig to use (default: $KUBECONFIG, ~/.kube/config, or the
                               in-cluster service account)
  --context NAME               kubeconfig context (default: the current context)
  --tenant-namespace NS        reconcile only TenantOnboardings in NS (default: every namespace);
                               pair it with RBAC so only the platform team writes there
  --workers N                  concurrent reconciles (default: 8; sharded: per held shard); one key never runs twice at once
  --leader-elect               only the holder of the Lease reconciles (run 2 replicas for HA)
  --leader-election-namespace NS
                               namespace of the Lease (default: $POD_NAMESPACE or driftgate-system)
  --leader-election-id NAME    name of the Lease (default: driftgate-operator); with --shards,
                               the prefix of the shard and member Leases
  --lease-duration DURATION    how long a Lease (leader or shard) stays held without a renew
                               before another replica may take it (default: 15s; 8s with
                               --shards > 1); a dead replica's work moves after about this long
  --renew-deadline DURATION    a holder that could not renew for this long stops its work
                               (default: 10s; 6s with --shards > 1; shorter than --lease-duration)
  --retry-period DURATION      how often Leases are renewed and tried (default: 2s; 1s with
                               --shards > 1; shorter than --renew-deadline)
  --shards N                   split the tenants into N shards, each with its own Lease
                               (NAME-shard-<k>); every replica reconciles the shards it holds
                               (default: 1, one leader). Needs --leader-elect. Fixed: change it
                               only with every replica stopped (docs/operator.md, "Sharding")
  --metrics-addr ADDR          serve /metrics, /healthz and /readyz on ADDR, e.g. :8080
  --resync DURATION            re-reconcile every TenantOnboarding this often (default: 10m; 0 disables)
  --shutdown-deadline DURATION how long SIGTERM waits for in-flight reconciles (default: 20s)
  --log-level LEVEL            debug | info | warn | error (default: $DRIFTGATE_LOG_LEVEL or info);
                               JSON lines on standard error with "level":"info" and an ISO time

Webhooks (served by every replica, not only the leader): TenantOnboarding conversion
(v1alpha1 <-> v1) and live GPU capacity admission (a tenant's GPUs must fit in what the nodes
advertise minus what other tenants hold):
  --webhook-addr ADDR          serve HTTPS POST /convert and /validate-gpu-capacity on ADDR, e.g. :9443
  --no-gpu-capacity-webhook    serve /convert only (no Node and TenantOnboarding watch)
  --webhook-secret NAME        Secret (in the operator's namespace) holding the self-managed CA and
                               serving certificate (default: driftgate-operator-webhook-tls); the
                               CA is injected into the CRD's and the ValidatingWebhookConfiguration's
                               caBundle, rotation is automatic
  --webhook-service NAME       Service the API server calls (default: driftgate-operator-webhook);
                               the certificate covers NAME.NAMESPACE.svc
  --webhook-host HOST          another DNS name or IP the certificate must cover (repeatable)
  --webhook-cert-dir DIR       use tls.crt and tls.key from DIR instead (cert-manager; its CA
                               injector then sets the caBundle)

Exit codes: 0 stopped by SIGTERM/SIGINT; 1 lost the leader lease (restart me; never with
--shards > 1, where a lost shard is campaigned for again);
2 usage or configuration error.
`;
var FLAGS = {
  kubeconfig: { type: "string" },
  context: { type: "string" },
  "tenant-namespace": { type: "string" },
  workers: { type: "string" },
  "leader-elect": { type: "boolean" },
  "leader-election-namespace": { type: "string" },
  "leader-election-id": { type: "string" },
  shards: { type: "string" },
  "lease-duration": { type: "string" },
  "renew-deadline": { type: "string" },
  "retry-period": { type: "string" },
  "metrics-addr": { type: "string" },
  resync: { type: "string" },
  "shutdown-deadline": { type: "string" },
  "log-level": { type: "string" },
  "webhook-addr": { type: "string" },
  "webhook-secret": { type: "string" },
  "webhook-service": { type: "string" },
  "webhook-host": { type: "string", multiple: true },
  "webhook-cert-dir": { type: "string" },
  "no-gpu-capacity-webhook": { type: "boolean" }
};
function operatorSettings(argv, env) {
  const args = parseFlags(argv, FLAGS);
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(args.positionals[0])}`);
  const workersText = stringFlag(args, "workers") ?? String(DEFAULT_WORKERS);
  const workers = Number(workersText);
  if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new UsageError(`--workers must be a whole number from 1 to 256; found ${JSON.stringify(workersText)}`);
  const level = logLevelFrom(stringFlag(args, "log-level"), { name: "DRIFTGATE_LOG_LEVEL", value: env.DRIFTGATE_LOG_LEVEL });
  const kubeconfig = stringFlag(args, "kubeconfig");
  if (kubeconfig !== void 0 && !existsSync(kubeconfig)) throw new UsageError(`--kubeconfig ${kubeconfig}: no such file`);
  const shardsText = stringFlag(args, "shards") ?? "1";
  const shards = Number(shardsText);
  if (!Number.isInteger(shards) || shards < 1 || shards > 1024) throw new UsageError(`--shards must be a whole number from 1 to 1024; found ${JSON.stringify(shardsText)}`);
  if (shards > 1 && !booleanFlag(args, "leader-elect")) throw new UsageError("--shards needs --leader-elect (each shard has its own Lease)");
  const leaseNamespace = stringFlag(args, "leader-election-namespace") ?? env.POD_NAMESPACE ?? "driftgate-system";
  return {
    kubeconfig,
    context: stringFlag(args, "context"),
    tenantNamespace: stringFlag(args, "tenant-namespace"),
    workers,
    leaderElect: booleanFlag(args, "leader-elect"),
    leaseNamespace,
    leaseName: stringFlag(args, "leader-election-id") ?? LEASES.operator,
    shards,
    lease: leaseTimings(args, { enabled: booleanFlag(args, "leader-elect"), needs: "--leader-elect", sharded: shards > 1 }),
    metricsAddress: stringFlag(args, "metrics-addr"),
    resyncMs: durationFlag(args, "resync", 6e5),
    shutdownDeadlineMs: durationFlag(args, "shutdown-deadline", 2e4),
    logLevel: level,
    webhook: webhookSettings(args, env.POD_NAMESPACE ?? leaseNamespace)
  };
}
function webhookSettings(args, namespace) {
  const address = stringFlag(args, "webhook-addr");
  const others = ["webhook-secret", "webhook-service", "webhook-host", "webhook-cert-dir", "no-gpu-capacity-webhook"].filter((name2) => args.values[name2] !== void 0);
  if (address === void 0) {
    if (others.length > 0) throw new UsageError(`--${others[0]} needs --webhook-addr`);
    return void 0;
  }
  try {
    parseListenAddress(address);
  } catch (error) {
    throw new UsageError(`--webhook-addr: ${error instanceof Error ? error.message : String(error)}`);
  }
  const dir = stringFlag(args, "webhook-cert-dir");
  const gpuCapacity2 = !booleanFlag(args, "no-gpu-capacity-webhook");
  if (dir !== void 0) {
    if (!existsSync(dir)) throw new UsageError(`--webhook-cert-dir ${dir}: no such directory`);
    return { address, certificates: { kind: "directory", dir }, gpuCapacity: gpuCapacity2 };
  }
  const service = stringFlag(args, "webhook-service") ?? "driftgate-operator-webhook";
  const hosts = [`${service}.${namespace}.svc`, `${service}.${namespace}.svc.cluster.local`, ...stringListFlag(args, "webhook-host")];
  return { address, certificates: { kind: "secret", namespace, secretName: stringFlag(args, "webhook-secret") ?? "driftgate-operator-webhook-tls", hosts }, gpuCapacity: gpuCapacity2 };
}
var operatorCommand = {
  name: "operator",
  summary: "Run the TenantOnboarding operator (namespace, quota, network policy, access)",
  usage: USAGE,
  async run(context) {
    const settings = operatorSettings(context.argv, context.env);
    let kc;
    try {
      kc = loadKubeConfig({ path: settings.kubeconfig, context: settings.context, env: context.env, cwd: context.cwd }).kubeConfig;
    } catch (error) {
      if (!(error instanceof KubeConfigError)) throw error;
      context.stderr.write(`driftgate operator: ${error.message}
`);
      return EXIT.usage;
    }
    const ns = settings.tenantNamespace;
    const startupCheck = () => preflight({
      kubeConfig: kc,
      path: `/apis/${TENANT_API_VERSION}${ns !== void 0 ? `/namespaces/${encodeURIComponent(ns)}` : ""}/${TENANT_PLURAL}`,
      what: `${TENANT_PLURAL}.${TENANT_GROUP}`
    });
    if (settings.webhook === void 0) {
      try {
        await startupCheck();
      } catch (error) {
        if (!(error instanceof KubeConfigError)) throw error;
        context.stderr.write(`driftgate operator: ${error.message}
`);
        return EXIT.usage;
      }
    }
    const logger = jsonLogger({ level: settings.logLevel, component: "driftgate-operator", destination: 2 });
    const log = (level, message, fields) => logger[level](fields ?? {}, message);
    const operatorOptions = {
      kubeConfig: kc,
      workers: settings.workers,
      shards: settings.shards,
      // The operator's own namespace is never a tenant's, with or without leader election.
      reservedNamespaces: [settings.leaseNamespace],
      ...settings.tenantNamespace !== void 0 ? { tenantNamespace: settings.tenantNamespace } : {},
      ...settings.leaderElect ? { leaderElection: { namespace: settings.leaseNamespace, name: settings.leaseName, ...settings.lease } } : {},
      ...settings.metricsAddress !== void 0 ? { metricsAddress: settings.metricsAddress } : {},
      resyncMs: settings.resyncMs,
      shutdownDeadlineMs: settings.shutdownDeadlineMs,
      defaultMetrics: true,
      log
    };
    const webhooks = settings.webhook;
    const alsoRun = (operator) => {
      if (webhooks === void 0) return [];
      const webhook = new WebhookService({
        client: new KubeClient({ kubeConfig: kc, userAgent: "driftgate-operator" }),
        address: webhooks.address,
        certificates: webhooks.certificates,
        gpuCapacity: webhooks.gpuCapacity,
        registry: operator.metrics.registry,
        log
      });
      return [{ name: "webhooks", start: () => webhook.start(), stop: () => webhook.stop() }];
    };
    const running = startOperatorProcess(operatorOptions, { alsoRun, ...webhooks ? { startupCheck } : {} });
    log("info", "starting", { workers: settings.workers, leaderElect: settings.leaderElect, shards: settings.shards, identity: running.operator.identity });
    const stopped = new Promise((resolve) => {
      const onSignal = (signal) => {
        log("info", "shutting down", { signal });
        void running.stop({ release: true }).then(() => resolve(EXIT.ok));
      };
      process2.once("SIGTERM", onSignal);
      process2.once("SIGINT", onSignal);
      void running.done.then((outcome) => {
        if (outcome === "lost") void running.stop({ release: false }).then(() => resolve(EXIT.findings));
      });
    });
    let startError;
    const started = running.started.then(
      () => "started",
      (error) => {
        startError = error;
        return "failed";
      }
    );
    if (await Promise.race([started, stopped.then(() => "stopped")]) === "failed") {
      const message = startError instanceof Error ? startError.message : String(startError);
      if (startError instanceof KubeConfigError) context.stderr.write(`driftgate operator: ${message}
`);
      else log("error", settings.webhook ? "cannot start the webhooks" : "cannot start", { error: message });
      await running.stop({ release: true });
      logger.flush();
      return exitSoon(EXIT.usage);
    }
    const code = await stopped;
    log("info", "stopped", { code });
    logger.flush();
    return exitSoon(code);
  }
};
function exitSoon(code) {
  setTimeout(() => process2.exit(code), 2e3).unref();
  return code;
}
export {
  operatorCommand,
  operatorSettings
};
