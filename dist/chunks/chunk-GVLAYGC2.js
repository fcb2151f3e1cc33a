import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  asLiveObject,
  resourcePath
} from "./chunk-TNFLC7JE.js";

// src/controller/clock.ts
var realClock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimer: (ms, fn) => {
    const t = setTimeout(fn, Math.max(0, ms));
    return { cancel: () => clearTimeout(t) };
  }
};
function sleep(clock, ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error("aborted"));
    const onAbort = () => {
      timer.cancel();
      reject(new Error("aborted"));
    };
    const timer = clock.setTimer(ms, () => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    });
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/io/kube/apply.ts
var APPLY_CONTENT_TYPE = "application/apply-patch+yaml";
async function applyObject(context, object, options) {
  const name = object.metadata.name;
  if (name === void 0 || name === "") throw new Error(`server-side apply needs metadata.name (${object.kind})`);
  const resource = await context.resolver.resolve(object.apiVersion, object.kind);
  if (resource.namespaced && (object.metadata.namespace === void 0 || object.metadata.namespace === "")) {
    throw new Error(`server-side apply of namespaced ${object.kind} ${name} needs metadata.namespace`);
  }
  const path = resourcePath(resource, {
    name,
    ...resource.namespaced ? { namespace: object.metadata.namespace } : {},
    ...options.subresource !== void 0 ? { subresource: options.subresource } : {}
  });
  const stored = await context.client.request({
    method: "PATCH",
    path,
    contentType: APPLY_CONTENT_TYPE,
    query: {
      fieldManager: options.fieldManager,
      force: options.force === true ? "true" : void 0,
      dryRun: options.dryRun === true ? "All" : void 0,
      fieldValidation: options.fieldValidation
    },
    body: object,
    ...options.signal ? { signal: options.signal } : {}
  });
  return asLiveObject(stored);
}

export {
  realClock,
  sleep,
  applyObject
};
