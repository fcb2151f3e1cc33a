// The connection to one API server as one identity (client-node's config + our own agents):
// the URL of a request, TLS material and auth headers from the KubeConfig (token files re-read,
// exec plugins cached by client-node), impersonation, and keep-alive agents, one for ordinary
// requests (bounded sockets) and one for watches (unbounded: a watch holds its socket).
import http from 'node:http';
import https from 'node:https';
import type { KubeConfig } from '@kubernetes/client-node';
import type { KubeClientOptions, KubeRequest, QueryValue } from './request.js';

/** The query string of a request (`?a=1&b=x`, undefined values left out; '' for none). */
export function buildQuery(query: Readonly<Record<string, QueryValue>> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A request ready to send: its URL, agent and headers, and the module that sends it. */
export interface Prepared {
  readonly url: URL;
  readonly options: https.RequestOptions;
  readonly transport: typeof https | typeof http;
}

export class Transport {
  readonly #kc: KubeConfig;
  readonly #server: URL;
  readonly #userAgent: string;
  readonly #maxSockets: number;
  readonly #impersonate: KubeClientOptions['impersonate'];
  #agent: https.Agent | http.Agent | undefined;
  #watchAgent: https.Agent | http.Agent | undefined;

  constructor(options: Pick<KubeClientOptions, 'kubeConfig' | 'userAgent' | 'maxSockets' | 'impersonate'>) {
    this.#kc = options.kubeConfig;
    const cluster = options.kubeConfig.getCurrentCluster();
    if (!cluster) throw new Error('the kubeconfig has no current cluster');
    this.#server = new URL(cluster.server);
    this.#userAgent = options.userAgent ?? 'driftgate';
    this.#maxSockets = options.maxSockets ?? 32;
    this.#impersonate = options.impersonate;
  }

  /** The identity requests are impersonating, if any (safe to log). */
  get impersonating(): string | undefined {
    return this.#impersonate?.user;
  }

  /** The API server's base URL without credentials (safe to log). */
  get server(): string {
    return `${this.#server.protocol}//${this.#server.host}`;
  }

  async prepare(req: Pick<KubeRequest, 'method' | 'path' | 'query' | 'accept'>, watch: boolean): Promise<Prepared> {
    // applyToHTTPSOptions fills in TLS material and auth headers (token files are re-read by
    // client-node about once a minute, exec plugins are cached); we keep our own agents.
    const options: https.RequestOptions = {};
    await this.#kc.applyToHTTPSOptions(options);
    const base = this.#server.pathname.replace(/\/$/, '');
    const url = new URL(`${this.#server.protocol}//${this.#server.host}${base}${req.path}${buildQuery(req.query)}`);
    const isHttps = url.protocol === 'https:';
    const agent = watch ? (this.#watchAgent ??= this.#makeAgent(options, isHttps, true)) : (this.#agent ??= this.#makeAgent(options, isHttps, false));
    const headers: http.OutgoingHttpHeaders = { ...((options.headers as http.OutgoingHttpHeaders | undefined) ?? {}) };
    headers['user-agent'] = this.#userAgent;
    headers.accept = req.accept ?? 'application/json';
    if (this.#impersonate) {
      // replaces any impersonation the kubeconfig itself asks for
      for (const h of Object.keys(headers)) if (h.toLowerCase().startsWith('impersonate-')) delete headers[h];
      headers['Impersonate-User'] = this.#impersonate.user;
      if (this.#impersonate.groups && this.#impersonate.groups.length > 0) headers['Impersonate-Group'] = [...this.#impersonate.groups];
    }
    const result: https.RequestOptions = { agent, headers };
    if (options.auth) result.auth = options.auth;
    return { url, options: result, transport: isHttps ? https : http };
  }

  #makeAgent(options: https.RequestOptions, isHttps: boolean, watch: boolean): https.Agent | http.Agent {
    const common = { keepAlive: true, keepAliveMsecs: 30_000, maxSockets: watch ? Infinity : this.#maxSockets, scheduling: 'lifo' as const };
    if (!isHttps) return new http.Agent(common);
    return new https.Agent({
      ...common,
      ...(options.ca !== undefined ? { ca: options.ca } : {}),
      ...(options.cert !== undefined ? { cert: options.cert } : {}),
      ...(options.key !== undefined ? { key: options.key } : {}),
      ...(options.pfx !== undefined ? { pfx: options.pfx } : {}),
      ...(options.passphrase !== undefined ? { passphrase: options.passphrase } : {}),
      ...(options.servername !== undefined ? { servername: options.servername } : {}),
      rejectUnauthorized: options.rejectUnauthorized ?? true,
    });
  }

  /** Closes idle keep-alive connections (open watches end when their signals abort). */
  close(): void {
    this.#agent?.destroy();
    this.#watchAgent?.destroy();
    this.#agent = undefined;
    this.#watchAgent = undefined;
  }
}
