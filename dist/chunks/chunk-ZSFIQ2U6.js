import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/catalog/tags.ts
var SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
function parseVersionTag(tag) {
  const m = SEMVER.exec(tag);
  if (!m) return void 0;
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split(".") : [] };
}
function compareVersions(a, b) {
  for (let i = 0; i < 3; i += 1) if (a.core[i] !== b.core[i]) return (a.core[i] ?? 0) - (b.core[i] ?? 0);
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i += 1) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === void 0) return -1;
    if (y === void 0) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x) ? Number(x) : void 0;
    const ny = /^\d+$/.test(y) ? Number(y) : void 0;
    if (nx !== void 0 && ny !== void 0) return nx - ny;
    if (nx !== void 0) return -1;
    if (ny !== void 0) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}
function newerTags(current, tags) {
  const locked = parseVersionTag(current);
  if (!locked) return void 0;
  const newer = tags.map((tag) => ({ tag, version: parseVersionTag(tag) })).filter((t) => t.version !== void 0 && compareVersions(t.version, locked) > 0 && (t.version.pre.length === 0 || locked.pre.length > 0));
  return [...new Map(newer.map((t) => [t.tag, t])).values()].sort((a, b) => compareVersions(b.version, a.version)).map((t) => t.tag);
}
function parseLsRemoteTags(output) {
  const tags = /* @__PURE__ */ new Set();
  for (const line of output.split("\n")) {
    const ref = line.split("	")[1]?.trim();
    if (!ref?.startsWith("refs/tags/")) continue;
    tags.add(ref.slice("refs/tags/".length).replace(/\^\{\}$/, ""));
  }
  return [...tags];
}

export {
  newerTags,
  parseLsRemoteTags
};
