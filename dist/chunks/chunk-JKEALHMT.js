import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  MAX_RETRY_AFTER,
  TransportError,
  errorFor
} from "./chunk-4OWHV4IN.js";

// src/io/kube/transport.ts
import http from "node:http";
import https from "node:https";
function buildQuery(query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== void 0) params.set(key, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
var Transport = class {
  #kc;
  #server;
  #userAgent;
  #maxSockets;
  #impersonate;
  #agent;
  #watchAgent;
  constructor(options) {
    this.#kc = options.kubeConfig;
    const cluster = options.kubeConfig.getCurrentCluster();
    if (!cluster) throw new Error("the kubeconfig has no current cluster");
    this.#server = new URL(cluster.server);
    this.#userAgent = options.userAgent ?? "driftgate";
    this.#maxSockets = options.maxSockets ?? 32;
    this.#impersonate = options.impersonate;
  }
  /** The identity requests are impersonating, if any (safe to log). */
  get impersonating() {
    return this.#impersonate?.user;
  }
  /** The API server's base URL without credentials (safe to log). */
  get server() {
    return `${this.#server.protocol}//${this.#server.host}`;
  }
  async prepare(req, watch) {
    const options = {};
    await this.#kc.applyToHTTPSOptions(options);
    const base = this.#server.pathname.replace(/\/$/, "");
    const url = new URL(`${this.#server.protocol}//${this.#server.host}${base}${req.path}${buildQuery(req.query)}`);
    const isHttps = url.protocol === "https:";
    const agent = watch ? this.#watchAgent ??= this.#makeAgent(options, isHttps, true) : this.#agent ??= this.#makeAgent(options, isHttps, false);
    const headers = { ...options.headers ?? {} };
    headers["user-agent"] = this.#userAgent;
    headers.accept = req.accept ?? "application/json";
    if (this.#impersonate) {
      for (const h of Object.keys(headers)) if (h.toLowerCase().startsWith("impersonate-")) delete headers[h];
      headers["Impersonate-User"] = this.#impersonate.user;
      if (this.#impersonate.groups && this.#impersonate.groups.length > 0) headers["Impersonate-Group"] = [...this.#impersonate.groups];
    }
    const result = { agent, headers };
    if (options.auth) result.auth = options.auth;
    return { url, options: result, transport: isHttps ? https : http };
  }
  #makeAgent(options, isHttps, watch) {
    const common = { keepAlive: true, keepAliveMsecs: 3e4, maxSockets: watch ? Infinity : this.#maxSockets, scheduling: "lifo" };
    if (!isHttps) return new http.Agent(common);
    return new https.Agent({
      ...common,
      ...options.ca !== void 0 ? { ca: options.ca } : {},
      ...options.cert !== void 0 ? { cert: options.cert } : {},
      ...options.key !== void 0 ? { key: options.key } : {},
      ...options.pfx !== void 0 ? { pfx: options.pfx } : {},
      ...options.passphrase !== void 0 ? { passphrase: options.passphrase } : {},
      ...options.servername !== void 0 ? { servername: options.servername } : {},
      rejectUnauthorized: options.rejectUnauthorized ?? true
    });
  }
  /** Closes idle keep-alive connections (open watches end when their signals abort). */
  close() {
    this.#agent?.destroy();
    this.#watchAgent?.destroy();
    this.#agent = void 0;
    this.#watchAgent = void 0;
  }
};

// src/io/kube/watch.ts
function streamLines(prepared, req, status) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      req.signal?.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve();
    };
    let idle = setTimeout(() => void 0, 0);
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        request.destroy();
        finish(new TransportError(`watch ${req.path} was idle for ${req.idleTimeoutMs} ms`, "IDLE"));
      }, req.idleTimeoutMs);
    };
    const onAbort = () => {
      request.destroy();
      finish(new TransportError("aborted", "ABORTED"));
    };
    const request = prepared.transport.request(prepared.url, { ...prepared.options, method: "GET" }, (response) => {
      status.status = response.statusCode ?? 0;
      if (status.status !== 200) {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => body += chunk);
        response.on("end", () => finish(errorFor(status.status, body, "GET", req.path)));
        response.on("error", (e) => finish(new TransportError(e.message, "RESPONSE")));
        return;
      }
      armIdle();
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        armIdle();
        buffer += chunk;
        let nl = buffer.indexOf("\n");
        while (nl !== -1) {
          const line = buffer.slice(0, nl).trim();
          buffer = buffer.slice(nl + 1);
          if (line !== "") {
            try {
              req.onLine(line);
            } catch (error) {
              request.destroy();
              finish(error instanceof Error ? error : new Error(String(error)));
              return;
            }
          }
          nl = buffer.indexOf("\n");
        }
      });
      response.on("end", () => {
        const rest = buffer.trim();
        if (rest !== "") {
          try {
            req.onLine(rest);
          } catch (error) {
            finish(error instanceof Error ? error : new Error(String(error)));
            return;
          }
        }
        finish();
      });
      response.on("aborted", () => finish(new TransportError(`watch ${req.path} was cut by the server`, "ABORTED")));
      response.on("error", (e) => finish(new TransportError(e.message, "RESPONSE")));
    });
    request.on("error", (e) => finish(new TransportError(e.message, e.code ?? "REQUEST")));
    if (req.signal?.aborted) onAbort();
    else req.signal?.addEventListener("abort", onAbort, { once: true });
    armIdle();
    request.end();
  });
}

// src/io/kube/request.ts
var HTTP_VERBS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

// src/io/kube/client.ts
var METADATA_WATCH_ACCEPT = "application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json";
var METADATA_LIST_ACCEPT = "application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json";
function serviceAccountUser(namespace, name) {
  return `system:serviceaccount:${namespace}:${name}`;
}
var KubeClient = class {
  #transport;
  #timeoutMs;
  #onRequest;
  constructor(options) {
    this.#transport = new Transport(options);
    this.#timeoutMs = options.requestTimeoutMs ?? 3e4;
    this.#onRequest = options.onRequest;
  }
  /** The identity requests are impersonating, if any (safe to log). */
  get impersonating() {
    return this.#transport.impersonating;
  }
  /** The API server's base URL without credentials (safe to log). */
  get server() {
    return this.#transport.server;
  }
  /** Performs a request and returns the parsed JSON body (undefined for an empty body). */
  async request(req) {
    const text = await this.#send(req);
    if (text === "") return void 0;
    return JSON.parse(text);
  }
  /**
   * Opens a watch (or any streaming GET) and feeds its lines to `onLine`. Resolves when the
   * server ends the stream; rejects with KubeApiError when the server refuses it, and with
   * TransportError on a network failure or when no byte arrived for `idleTimeoutMs`.
   */
  async stream(req) {
    const prepared = await this.#transport.prepare({ method: "GET", path: req.path, query: req.query, ...req.accept !== void 0 ? { accept: req.accept } : {} }, true);
    const started = performance.now();
    const response = { status: 0 };
    try {
      await streamLines(prepared, req, response);
    } finally {
      this.#onRequest?.({ method: "GET", path: req.path, status: response.status, watch: true, durationMs: performance.now() - started });
    }
  }
  /**
   * Sends `req`; a 429 that carries Retry-After (the API server's "not processed, come back",
   * e.g. a custom resource's storage re-initializing after its CRD changed, or priority and
   * fairness shedding load) is sent again after that many seconds, as client-go does: up to
   * MAX_RETRY_AFTER times, each wait between 1 and 10 s, never past an abort.
   */
  async #send(req) {
    for (let attempt = 0; ; attempt++) {
      const response = await this.#sendOnce(req);
      if (response.retryAfterSeconds === void 0 || attempt >= MAX_RETRY_AFTER || req.signal?.aborted) {
        if (response.statusCode < 200 || response.statusCode > 299) throw errorFor(response.statusCode, response.body, req.method, req.path);
        return response.body;
      }
      const waitMs = Math.min(10, Math.max(1, response.retryAfterSeconds)) * 1e3;
      await new Promise((resolve) => {
        const timer = setTimeout(done, waitMs);
        function done() {
          clearTimeout(timer);
          req.signal?.removeEventListener("abort", done);
          resolve();
        }
        req.signal?.addEventListener("abort", done, { once: true });
      });
    }
  }
  async #sendOnce(req) {
    const prepared = await this.#transport.prepare(req, false);
    const payload = req.body === void 0 ? void 0 : Buffer.from(JSON.stringify(req.body), "utf8");
    const headers = { ...prepared.options.headers ?? {} };
    if (payload) {
      headers["content-type"] = req.contentType ?? "application/json";
      headers["content-length"] = payload.length;
    }
    const started = performance.now();
    let status = 0;
    try {
      const { statusCode, body, retryAfter } = await new Promise((resolve, reject) => {
        let settled = false;
        const timeoutMs = req.timeoutMs ?? this.#timeoutMs;
        const finish = (error, value) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          req.signal?.removeEventListener("abort", onAbort);
          if (error) reject(error);
          else resolve(value);
        };
        const timer = setTimeout(() => {
          request.destroy();
          finish(new TransportError(`${req.method} ${req.path} timed out after ${timeoutMs} ms`, "TIMEOUT"));
        }, timeoutMs);
        const onAbort = () => {
          request.destroy();
          finish(new TransportError("aborted", "ABORTED"));
        };
        const request = prepared.transport.request(prepared.url, { ...prepared.options, method: req.method, headers }, (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          const retryAfterHeader = response.headers["retry-after"];
          response.on("end", () => finish(void 0, { statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), retryAfter: typeof retryAfterHeader === "string" ? retryAfterHeader : void 0 }));
          response.on("error", (e) => finish(new TransportError(e.message, "RESPONSE")));
          response.on("aborted", () => finish(new TransportError(`${req.method} ${req.path}: response cut`, "ABORTED")));
        });
        request.on("error", (e) => finish(new TransportError(e.message, e.code ?? "REQUEST")));
        if (req.signal?.aborted) onAbort();
        else req.signal?.addEventListener("abort", onAbort, { once: true });
        request.end(payload);
      });
      status = statusCode;
      const seconds = retryAfter !== void 0 && /^\d{1,4}$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : void 0;
      return { statusCode, body, retryAfterSeconds: statusCode === 429 ? seconds : void 0 };
    } finally {
      this.#onRequest?.({ method: req.method, path: req.path, status, watch: false, durationMs: performance.now() - started });
    }
  }
  /** Closes idle keep-alive connections (open watches end when their signals abort). */
  close() {
    this.#transport.close();
  }
};
function resourcePath(resource, target) {
  const root = resource.group === "" ? `/api/${resource.version}` : `/apis/${resource.group}/${resource.version}`;
  const ns = resource.namespaced && target.namespace !== void 0 ? `/namespaces/${encodeURIComponent(target.namespace)}` : "";
  const name = target.name !== void 0 ? `/${encodeURIComponent(target.name)}` : "";
  const sub = target.name !== void 0 && target.subresource !== void 0 ? `/${target.subresource}` : "";
  return `${root}${ns}/${resource.plural}${name}${sub}`;
}

export {
  HTTP_VERBS,
  METADATA_WATCH_ACCEPT,
  METADATA_LIST_ACCEPT,
  serviceAccountUser,
  KubeClient,
  resourcePath
};
