import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/catalog/source.ts
var CATALOG_SOURCE_TYPES = ["path", "git", "cluster"];
var CLUSTER_SOURCE = "cluster";
var GIT_SCHEMES = /^(?:https?|ssh|git|file):\/\//i;
var SCP_LIKE = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:/;
function parseSourceSpec(source) {
  if (source === CLUSTER_SOURCE) return { type: "cluster" };
  if (!GIT_SCHEMES.test(source) && !SCP_LIKE.test(source)) return { type: "path", path: source };
  const at = source.lastIndexOf("@");
  if (at > source.lastIndexOf("/") && at > 0) {
    const head = source.slice(0, at);
    if (!(SCP_LIKE.test(source) && !head.includes("/") && !head.includes(":"))) return { type: "git", url: head, ref: source.slice(at + 1) || void 0 };
  }
  return { type: "git", url: source, ref: void 0 };
}
function redactUrl(url) {
  if (!GIT_SCHEMES.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.username === "" && parsed.password === "") return url;
    parsed.username = "";
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url.replace(/\/\/[^/@]*@/, "//");
  }
}
function isSafeRef(ref) {
  return /^[A-Za-z0-9][A-Za-z0-9._\/+-]*$/.test(ref) && !ref.includes("..") && !ref.endsWith(".lock") && !ref.endsWith("/");
}

export {
  CATALOG_SOURCE_TYPES,
  parseSourceSpec,
  redactUrl,
  isSafeRef
};
