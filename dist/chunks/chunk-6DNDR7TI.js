import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  versionsToValidate
} from "./chunk-GDE5VDXL.js";
import {
  readCrd,
  servedVersionsOf
} from "./chunk-IOXHI6CE.js";

// src/io/kube/live-crds.ts
async function readLiveCrdData(reader, options) {
  const crds = /* @__PURE__ */ new Map();
  const storedObjects = /* @__PURE__ */ new Map();
  const objectCounts = /* @__PURE__ */ new Map();
  for (const manifest of options.head) {
    const name = manifest.object.metadata.name;
    if (manifest.object.apiVersion !== "apiextensions.k8s.io/v1" || !name) continue;
    const object = await reader.readCrd(name);
    if (!object) continue;
    crds.set(name, object);
    const crd = readCrd(manifest);
    const byVersion = /* @__PURE__ */ new Map();
    for (const version of versionsToValidate({ head: manifest, live: { object } })) {
      const objects = [];
      for await (const page of reader.listObjects({ group: crd.group ?? "", version, plural: crd.plural ?? "" })) objects.push(...page);
      byVersion.set(version, objects);
    }
    if (byVersion.size > 0) storedObjects.set(name, byVersion);
  }
  for (const manifest of options.removed ?? []) {
    const name = manifest.object.metadata.name;
    if (!name) continue;
    const object = await reader.readCrd(name);
    if (!object) {
      objectCounts.set(name, 0);
      continue;
    }
    const served = servedVersionsOf(object)[0];
    const crd = readCrd(manifest);
    if (served === void 0) continue;
    let count = 0;
    for await (const page of reader.listObjects({ group: crd.group ?? "", version: served, plural: crd.plural ?? "" })) count += page.length;
    objectCounts.set(name, count);
  }
  return { crds, storedObjects, objectCounts };
}

export {
  readLiveCrdData
};
