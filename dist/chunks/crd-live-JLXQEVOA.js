import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  KubeClient
} from "./chunk-JKEALHMT.js";
import {
  isNotFound,
  isTransient
} from "./chunk-4OWHV4IN.js";
import {
  isRecord
} from "./chunk-OAWLX4HV.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";

// src/io/kube/crd-live.ts
var KubeCrdLiveReader = class {
  #client;
  #pageSize;
  #attempts;
  #baseDelayMs;
  #sleep;
  constructor(options) {
    this.#client = new KubeClient({ kubeConfig: options.kubeConfig, userAgent: "driftgate-crd-diff" });
    this.#pageSize = options.pageSize ?? 500;
    this.#attempts = options.attempts ?? 4;
    this.#baseDelayMs = options.baseDelayMs ?? 250;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }
  async readCrd(name) {
    try {
      const crd = await this.#retry(() => this.#client.request({ method: "GET", path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(name)}` }));
      return isRecord(crd) ? crd : void 0;
    } catch (error) {
      if (isNotFound(error)) return void 0;
      throw error;
    }
  }
  async *listObjects(resource) {
    const path = `/apis/${encodeURIComponent(resource.group)}/${encodeURIComponent(resource.version)}/${encodeURIComponent(resource.plural)}`;
    let token;
    do {
      const query = { limit: this.#pageSize, ...token ? { continue: token } : {} };
      const page = await this.#retry(() => this.#client.request({ method: "GET", path, query }));
      const items = isRecord(page) && Array.isArray(page.items) ? page.items : [];
      const apiVersion = `${resource.group}/${resource.version}`;
      const kind = isRecord(page) && typeof page.kind === "string" ? page.kind.replace(/List$/, "") : "";
      yield items.filter(isRecord).map((item) => ({ apiVersion, kind, ...item, metadata: isRecord(item.metadata) ? item.metadata : {} }));
      const metadata = isRecord(page) && isRecord(page.metadata) ? page.metadata : {};
      token = typeof metadata.continue === "string" && metadata.continue !== "" ? metadata.continue : void 0;
    } while (token !== void 0);
  }
  async #retry(fn) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (error) {
        if (attempt >= this.#attempts || !isTransient(error)) throw error;
        await this.#sleep(this.#baseDelayMs * 2 ** (attempt - 1));
      }
    }
  }
};
export {
  KubeCrdLiveReader
};
