import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  bundledDefaults
} from "./chunk-GE4NSKEB.js";
import {
  useColour
} from "./chunk-GILB6DFQ.js";
import {
  checkOutputPath,
  writeOutput,
  writePieces
} from "./chunk-MZRC4FWU.js";
import {
  booleanFlag,
  choiceFlag,
  parseFlags,
  stringFlag,
  stringListFlag
} from "./chunk-Z452NP5D.js";
import {
  UsageError
} from "./chunk-QKXTWADI.js";
import {
  ScopeFileError,
  readCheckGate
} from "./chunk-YWCKDSC2.js";
import {
  STDIN_PATH
} from "./chunk-ESXUYV4Z.js";
import {
  OUTPUT_FORMATS,
  jsonReportPieces,
  renderFindings
} from "./chunk-ZXZHEEG3.js";
import {
  summaryLine
} from "./chunk-FVVR2FAT.js";
import {
  emptySummary,
  judgeRevision
} from "./chunk-E2VFHP5V.js";
import "./chunk-RET5VQAC.js";
import {
  findRepositoryRoot
} from "./chunk-LSFZONBL.js";
import {
  MissingPathError
} from "./chunk-CSDPHAQI.js";
import "./chunk-64J67USD.js";
import "./chunk-MXE4BIAM.js";
import "./chunk-ZOVCY564.js";
import "./chunk-6BWAKWOG.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-3WP4UGOX.js";
import "./chunk-HU76YHMH.js";
import "./chunk-GPONTDMT.js";
import {
  GitOperationError
} from "./chunk-OOKHHDSX.js";
import {
  DEFAULT_KUBE_VERSION,
  UnknownKubeVersionError,
  shippedBuiltinRegistry,
  shippedKubeVersions
} from "./chunk-MMXFP5VJ.js";
import "./chunk-W3SMC6LJ.js";
import {
  EXIT
} from "./chunk-EPIZTMXX.js";
import {
  DRIFTGATE_VERSION
} from "./chunk-RXFIRMAZ.js";
import "./chunk-CLQXV4ER.js";
import "./chunk-FHQF5O2M.js";
import "./chunk-7KVUWLWS.js";
import {
  FAIL_ON,
  SEVERITIES,
  failsAt,
  sortFindings
} from "./chunk-H3D7EU6G.js";
import "./chunk-GDE5VDXL.js";
import "./chunk-B4M4T37N.js";
import "./chunk-26SC35N5.js";
import "./chunk-QIT537GL.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import {
  UPGRADE_RULES,
  createBuiltinRegistry,
  upgradeFindings
} from "./chunk-ST7MM6AH.js";
import "./chunk-FCYMUYXU.js";
import {
  readingKey
} from "./chunk-WBO74T5U.js";
import "./chunk-3O2YG7YO.js";
import "./chunk-EHBLQMBV.js";
import {
  defaultValidatorCache
} from "./chunk-KBH4CR7T.js";
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
import "./chunk-SWXCCR26.js";

// src/cli/check.ts
import path3 from "node:path";

// src/core/repository/report.ts
var LIST_LIMIT = 25;
var plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
function list(items, line, limit) {
  const shown = items.slice(0, limit).map(line);
  if (items.length > limit) shown.push(`… and ${items.length - limit} more`);
  return shown;
}
function renderSummaryText(summary, options = {}) {
  const limit = options.limit ?? LIST_LIMIT;
  const out = [];
  out.push(`Checked ${plural(summary.files, "file")}: ${plural(summary.objects, "object")}, ${summary.validated} validated against a schema`);
  if (summary.kinds.length > 0) {
    out.push("  objects by kind:");
    const reasons = (k) => summary.unvalidated.filter((u) => u.kind === k.kind && u.apiVersion === k.apiVersion).map((u) => u.reason).join("; ");
    out.push(
      ...list(
        summary.kinds,
        (k) => `    ${String(k.objects).padStart(5)} ${k.kind} (${k.apiVersion})${k.validated === k.objects ? "" : `: ${k.validated === 0 ? "not validated" : `${k.objects - k.validated} not validated`} (${reasons(k)})`}`,
        limit
      )
    );
  }
  if (summary.schemas && summary.schemas.length > 0) {
    out.push("  custom resources validated against:");
    out.push(
      ...list(
        summary.schemas,
        (u) => `    ${u.kind} (${u.apiVersion}): CRD ${u.crd} ${u.version}, ${u.origin} ${u.file.replace(/^cluster:/, "")}${u.source !== void 0 ? ` (${u.source})` : ""}`,
        limit
      )
    );
  }
  if (summary.kustomizations.length > 0) {
    out.push(`  kustomize: ${plural(summary.kustomizations.length, "kustomization")} (${plural(summary.renderedFiles.length, "file")} checked through them)`);
    out.push(...list(summary.kustomizations, (k) => `    ${k.root}: ${k.status === "rendered" ? `rendered, ${plural(k.objects, "object")}` : `NOT rendered: ${k.reason ?? "unknown"}`}`, limit));
  }
  if (summary.helm && summary.helm.length > 0) {
    out.push(`  helm: ${plural(summary.helm.length, "render")}`);
    out.push(...list(summary.helm, (h) => `    ${h.label}${h.valuesSet ? ` (values ${h.valuesSet})` : ""}: ${h.status === "rendered" ? `rendered, ${plural(h.objects, "object")}` : `NOT rendered: ${h.reason ?? "unknown"}`}`, limit));
  }
  for (const note of summary.notes ?? []) out.push(`  note: ${note}`);
  if (summary.skippedFiles.length > 0) {
    out.push(`  skipped: ${plural(summary.skippedFiles.length, "file")} that ${summary.skippedFiles.length === 1 ? "is" : "are"} not Kubernetes objects`);
    out.push(...list(summary.skippedFiles, (s) => `    ${s.file}: ${s.reason}`, limit));
  }
  if (summary.ignoredFiles.length > 0) {
    if (options.detail) {
      out.push(`  ignored: ${plural(summary.ignoredFiles.length, "path")} (a directory is not entered)`);
      out.push(...list(summary.ignoredFiles, (s) => `    ${s.file}: ${s.reason}`, limit));
    } else {
      const by = /* @__PURE__ */ new Map();
      for (const f of summary.ignoredFiles) by.set(f.reason, (by.get(f.reason) ?? 0) + 1);
      out.push(`  ignored: ${plural(summary.ignoredFiles.length, "path")} (${[...by].map(([reason, n]) => `${n} ${reason}`).join(", ")}; --summary lists them)`);
    }
  }
  return out.join("\n");
}
function closingLine(findings, summary) {
  const notValidated = summary.objects - summary.validated;
  const unrendered = summary.kustomizations.filter((k) => k.status !== "rendered").length;
  const helmUnrendered = (summary.helm ?? []).filter((h) => h.status !== "rendered").length;
  const gaps = [
    ...notValidated > 0 ? [`${plural(notValidated, "object")} not validated`] : [],
    ...unrendered > 0 ? [`${plural(unrendered, "kustomization")} not rendered`] : [],
    ...helmUnrendered > 0 ? [`${plural(helmUnrendered, "Helm render")} not made`] : []
  ];
  if (findings.length > 0) return summaryLine(findings) + (gaps.length ? ` (${gaps.join(", ")})` : "");
  if (summary.objects === 0 && unrendered === 0 && helmUnrendered === 0) return "No Kubernetes objects found to check.";
  if (gaps.length === 0) return "No problems found.";
  return `No problems found in the ${plural(summary.validated, "validated object")}; ${gaps.join(", ")} (see above).`;
}
function renderReportPieces(findings, summary, options) {
  if (options.format === "json" && !options.summaryOnly) return jsonReportPieces(findings, { checked: summary });
  return [renderReport(findings, summary, options)];
}
function renderReport(findings, summary, options) {
  if (options.summaryOnly) {
    if (options.format === "json") return JSON.stringify({ checked: summary }, null, 2) + "\n";
    return `${renderSummaryText(summary, { limit: Number.POSITIVE_INFINITY, detail: true })}
${closingLine(findings, summary)}
`;
  }
  if (options.format === "json") return [...jsonReportPieces(findings, { checked: summary })].join("");
  const body = renderFindings(findings, options);
  switch (options.format) {
    case "text": {
      const closing = summaryLine(findings) + "\n";
      const head = body.endsWith(closing) ? body.slice(0, -closing.length) : body;
      return `${head}${renderSummaryText(summary)}
${closingLine(findings, summary)}
`;
    }
    case "markdown": {
      const text = renderSummaryText(summary).replace(/[<>&|`]/g, (c) => `&#${c.charCodeAt(0)};`);
      const closing = closingLine(findings, summary);
      const honest = findings.length === 0 && closing !== "No problems found." ? body.replace("✅ No problems found.", `⚠️ ${closing}`) : body;
      return `${honest.trimEnd()}

<details><summary>${closingLine(findings, summary).replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</summary>

<pre>
${text}
</pre>
</details>
`;
    }
    default:
      return body;
  }
}

// src/cli/builtin-schemas.ts
var BUILTIN_SCHEMA_USAGE = `  --kube-version V    validate built-in kinds against the shipped schemas of Kubernetes V (default: ${DEFAULT_KUBE_VERSION}; shipped: ${shippedKubeVersions().join(", ")})
  --upgrade-to V      also report what breaks on Kubernetes V: built-in objects it does not serve or its schemas refuse (upgrade/*)
  --schemas-from-cluster
                      with --kubeconfig: read the schemas of built-in kinds and installed CRDs from the cluster's /openapi/v3 instead of the shipped set`;
var BUILTIN_SCHEMA_FLAGS = {
  "kube-version": { type: "string" },
  "upgrade-to": { type: "string" },
  kubeconfig: { type: "string" },
  "schemas-from-cluster": { type: "boolean" }
};
async function resolveBuiltinSchemas(settings) {
  if (settings.fromCluster) {
    if (settings.kubeconfig === void 0) throw new UsageError("--schemas-from-cluster needs --kubeconfig");
    if (settings.kubeVersion !== void 0) throw new UsageError("--kube-version and --schemas-from-cluster exclude each other: the cluster says its version");
    const { KubeClient } = await import("./client-JFB7CKJ4.js");
    const { clusterSchemaSet } = await import("./builtin-schemas-WAB6RGIB.js");
    const { loadKubeConfig } = await import("./kubeconfig-A4KUFLZH.js");
    let kc;
    try {
      kc = loadKubeConfig({ path: settings.kubeconfig, env: {}, cwd: settings.cwd }).kubeConfig;
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    try {
      return createBuiltinRegistry(await clusterSchemaSet(new KubeClient({ kubeConfig: kc })));
    } catch (error) {
      throw new UsageError(`reading /openapi/v3 from the cluster failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  try {
    return shippedBuiltinRegistry(settings.kubeVersion ?? DEFAULT_KUBE_VERSION);
  } catch (error) {
    if (error instanceof UnknownKubeVersionError) throw new UsageError(error.message);
    throw error;
  }
}
function upgradeTarget(version) {
  if (version === void 0) return void 0;
  try {
    return shippedBuiltinRegistry(version);
  } catch (error) {
    if (error instanceof UnknownKubeVersionError) throw new UsageError(`--upgrade-to: ${error.message}`);
    throw error;
  }
}

// src/cli/check-scope.ts
var SCOPE_FLAGS = {
  scope: { type: "string" },
  "default-namespace": { type: "string" }
};
function scopeFlags(args) {
  const scopeFile = stringFlag(args, "scope");
  const defaultNamespace = stringFlag(args, "default-namespace");
  return { ...scopeFile !== void 0 ? { scopeFile } : {}, ...defaultNamespace !== void 0 ? { defaultNamespace } : {} };
}

// src/io/cache/parse-cache.ts
import { createHash as createHash2 } from "node:crypto";
import { existsSync, readFileSync, statSync as statSync2 } from "node:fs";
import { homedir } from "node:os";
import path2 from "node:path";
import { fileURLToPath } from "node:url";

// src/io/cache/pack-store.ts
import { createHash, randomBytes } from "node:crypto";
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, unlinkSync, writevSync } from "node:fs";
import path from "node:path";
var MAGIC = Buffer.from("DGPACK1\n", "latin1");
var DIGEST_BYTES = 32;
var INDEX_RECORD_BYTES = DIGEST_BYTES + 4 + 4 + DIGEST_BYTES;
var HEADER_BYTES = MAGIC.length + 4;
var PACK_SUFFIX = ".pack";
var TEMPORARY_SUFFIX = ".tmp";
var STALE_TEMPORARY_MS = 60 * 60 * 1e3;
var PACK_BYTES = 16 * 1024 * 1024;
var SMALL_PACK_BYTES = 1024 * 1024;
var MAX_SMALL_PACKS = 8;
var PackStore = class {
  folder;
  maxBytes;
  /** Read on first use: a run that asks for nothing opens no pack. */
  packs;
  /** By the key's SHA-256 (as a latin1 string: a cheap map key of 32 characters). */
  index = /* @__PURE__ */ new Map();
  /** Entries of small packs this run read, for the pack that folds them (see close). */
  usedFromSmallPacks = /* @__PURE__ */ new Map();
  made = /* @__PURE__ */ new Map();
  madeBytes = 0;
  packsWrittenBytes = 0;
  emptied = false;
  /** Set when the folder could not be emptied: nothing more is written this run. */
  stopped = false;
  constructor(options) {
    const parent = path.join(options.dir, options.kind);
    const build = createHash("sha256").update(options.build).digest("hex").slice(0, 16);
    this.folder = path.join(parent, build);
    this.maxBytes = options.maxBytes;
    try {
      for (const other of readdirSync(parent)) if (other !== build) rmSync(path.join(parent, other), { recursive: true, force: true });
    } catch {
    }
  }
  read(key) {
    return this.readByDigest(digestOf(key));
  }
  /** As read, for a caller that hashed its key itself (in parts, without joining them into one string). */
  readByDigest(keyDigest) {
    const id = keyDigest.toString("latin1");
    const made = this.made.get(id);
    if (made) return made.payload;
    const entry = this.openPacks().get(id);
    if (entry === void 0) return void 0;
    const payload = readEntry(entry);
    if (payload !== void 0 && entry.pack.bytes < SMALL_PACK_BYTES) this.usedFromSmallPacks.set(id, entry);
    return payload;
  }
  /** Keeps the entry for the next pack; `onWritten` runs once that pack is in place. */
  write(key, data, onWritten) {
    this.writeByDigest(digestOf(key), data, onWritten);
  }
  /** As write, under a key the caller hashed itself (a SHA-256). */
  writeByDigest(keyDigest, data, onWritten) {
    const id = keyDigest.toString("latin1");
    if (this.made.has(id)) return;
    const payload = typeof data === "string" ? Buffer.from(data, "utf8") : Buffer.from(data);
    if (payload.length > PACK_BYTES) return;
    if (this.madeBytes + payload.length > PACK_BYTES) this.writeMade();
    this.made.set(id, { keyDigest, payload, onWritten });
    this.madeBytes += payload.length;
  }
  /** Writes what is left of this run's entries, folds the small packs if due, and closes the packs read. */
  close() {
    if (this.made.size > 0) this.openPacks();
    const packs = this.packs ?? [];
    try {
      if (this.made.size === 0) return;
      const small = packs.filter((p) => p.bytes < SMALL_PACK_BYTES);
      if (small.length + 1 > MAX_SMALL_PACKS) {
        for (const [id, entry] of this.usedFromSmallPacks) {
          const payload = this.made.has(id) ? void 0 : readEntry(entry);
          if (payload !== void 0) this.made.set(id, { keyDigest: Buffer.from(id, "latin1"), payload, onWritten: () => void 0 });
        }
        for (const p of small) removeQuietly(p.file);
      }
      this.writeMade();
    } finally {
      for (const p of packs) closeQuietly(p.fd);
      this.packs = [];
      this.index.clear();
      this.usedFromSmallPacks.clear();
      this.made = /* @__PURE__ */ new Map();
      this.madeBytes = 0;
    }
  }
  writeMade() {
    const entries = [...this.made.values()];
    this.made = /* @__PURE__ */ new Map();
    this.madeBytes = 0;
    if (entries.length === 0) return;
    const header = encodePackHeader(entries);
    const packBytes = entries.reduce((sum, e) => sum + e.payload.length, header.length);
    const stored = (this.packs ?? []).reduce((sum, p) => sum + p.bytes, 0);
    if (!this.emptied && stored + this.packsWrittenBytes + packBytes > this.maxBytes) {
      this.emptied = true;
      try {
        rmSync(this.folder, { recursive: true, force: true });
      } catch {
        this.stopped = true;
      }
    }
    if (this.stopped || this.packsWrittenBytes + packBytes > this.maxBytes) return;
    const name = `${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
    const temporary = path.join(this.folder, `${name}${TEMPORARY_SUFFIX}`);
    try {
      mkdirSync(this.folder, { recursive: true });
      writeAll(temporary, [header, ...entries.map((e) => e.payload)]);
      renameSync(temporary, path.join(this.folder, `${name}${PACK_SUFFIX}`));
    } catch {
      removeQuietly(temporary);
      return;
    }
    this.packsWrittenBytes += packBytes;
    for (const entry of entries) entry.onWritten();
  }
  openPacks() {
    if (this.packs !== void 0) return this.index;
    this.packs = [];
    let all;
    try {
      all = readdirSync(this.folder);
    } catch {
      return this.index;
    }
    const names = all.filter((n) => n.endsWith(PACK_SUFFIX));
    for (const name of all) if (name.endsWith(TEMPORARY_SUFFIX)) removeIfOlderThan(path.join(this.folder, name), Date.now() - STALE_TEMPORARY_MS);
    for (const name of names.sort()) {
      const file = path.join(this.folder, name);
      let fd;
      try {
        fd = openSync(file, "r");
      } catch {
        continue;
      }
      const pack = readIndex(file, fd, this.index);
      if (pack === void 0) closeQuietly(fd);
      else this.packs.push(pack);
    }
    return this.index;
  }
};
function digestOf(data) {
  return createHash("sha256").update(data).digest();
}
function encodePackHeader(entries) {
  const indexBytes = HEADER_BYTES + entries.length * INDEX_RECORD_BYTES;
  const header = Buffer.alloc(indexBytes);
  MAGIC.copy(header, 0);
  header.writeUInt32BE(entries.length, MAGIC.length);
  let offset = indexBytes;
  entries.forEach((entry, i) => {
    const at = HEADER_BYTES + i * INDEX_RECORD_BYTES;
    entry.keyDigest.copy(header, at);
    header.writeUInt32BE(offset, at + DIGEST_BYTES);
    header.writeUInt32BE(entry.payload.length, at + DIGEST_BYTES + 4);
    digestOf(entry.payload).copy(header, at + DIGEST_BYTES + 8);
    offset += entry.payload.length;
  });
  return header;
}
function writeAll(file, buffers) {
  const fd = openSync(file, "wx");
  try {
    for (let i = 0; i < buffers.length; i += 1024) {
      let batch = buffers.slice(i, i + 1024);
      while (batch.length > 0) {
        let written = writevSync(fd, batch);
        if (written === 0 && batch.some((b) => b.length > 0)) throw new Error("the pack could not be written");
        while (batch.length > 0 && written >= batch[0].length) {
          written -= batch[0].length;
          batch = batch.slice(1);
        }
        if (batch.length > 0 && written > 0) batch = [batch[0].subarray(written), ...batch.slice(1)];
      }
    }
  } finally {
    closeSync(fd);
  }
}
function readEntry(entry) {
  const payload = Buffer.allocUnsafe(entry.length);
  try {
    if (readSync(entry.pack.fd, payload, 0, entry.length, entry.offset) !== entry.length) return void 0;
  } catch {
    return void 0;
  }
  return digestOf(payload).equals(entry.digest) ? payload : void 0;
}
function readIndex(file, fd, index) {
  try {
    const size = fstatSync(fd).size;
    const header = Buffer.alloc(HEADER_BYTES);
    if (size < HEADER_BYTES || readSync(fd, header, 0, HEADER_BYTES, 0) !== HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) return void 0;
    const count = header.readUInt32BE(MAGIC.length);
    if (HEADER_BYTES + count * INDEX_RECORD_BYTES > size) return void 0;
    const records = Buffer.alloc(count * INDEX_RECORD_BYTES);
    if (readSync(fd, records, 0, records.length, HEADER_BYTES) !== records.length) return void 0;
    const pack = { file, fd, bytes: size };
    const found = [];
    for (let at = 0; at < records.length; at += INDEX_RECORD_BYTES) {
      const offset = records.readUInt32BE(at + DIGEST_BYTES);
      const length = records.readUInt32BE(at + DIGEST_BYTES + 4);
      if (offset < HEADER_BYTES + records.length || offset + length > size) return void 0;
      found.push([records.toString("latin1", at, at + DIGEST_BYTES), { pack, offset, length, digest: records.subarray(at + DIGEST_BYTES + 8, at + INDEX_RECORD_BYTES) }]);
    }
    for (const [id, entry] of found) index.set(id, entry);
    return pack;
  } catch {
    return void 0;
  }
}
function closeQuietly(fd) {
  try {
    closeSync(fd);
  } catch {
  }
}
function removeIfOlderThan(file, cutoffMs) {
  try {
    if (statSync(file).mtimeMs < cutoffMs) unlinkSync(file);
  } catch {
  }
}
function removeQuietly(file) {
  try {
    unlinkSync(file);
  } catch {
  }
}

// src/io/cache/parse-cache.ts
var FORMAT = 1;
var DiskParseCache = class {
  stats = { hits: 0, misses: 0, writes: 0 };
  store;
  maxTextChars;
  constructor(options) {
    this.store = new PackStore({ dir: options.dir, kind: `parse-v${FORMAT}`, build: options.build, maxBytes: options.maxBytes ?? 256 * 1024 * 1024 });
    this.maxTextChars = options.maxTextChars ?? 1024 * 1024;
  }
  get(text, reading) {
    if (text.length > this.maxTextChars) return void 0;
    const bytes = this.store.readByDigest(this.keyDigest(text, reading));
    let parsed;
    try {
      parsed = bytes ? asCachedParse(JSON.parse(bytes.toString("utf8")), text.length) : void 0;
    } catch {
      parsed = void 0;
    }
    if (parsed) this.stats.hits += 1;
    else this.stats.misses += 1;
    return parsed;
  }
  set(text, reading, parsed) {
    if (text.length > this.maxTextChars) return;
    this.store.writeByDigest(this.keyDigest(text, reading), JSON.stringify({ format: FORMAT, textLength: text.length, ...parsed }), () => {
      this.stats.writes += 1;
    });
  }
  /**
   * The SHA-256 of `readingKey(text, reading)`, hashed in parts (no copy of the text joined to
   * its prefix). A miss is set right after its get: the last text's digest is kept for that.
   */
  keyDigest(text, reading) {
    const last = this.lastKey;
    if (last !== void 0 && last.reading === reading && last.text === text) return last.digest;
    const key = readingKey("", reading);
    const digest = createHash2("sha256").update(key).update(text).digest();
    this.lastKey = { text, reading, digest };
    return digest;
  }
  lastKey;
  /** Writes this run's new entries (see pack-store.ts). */
  close() {
    this.store.close();
  }
};
var DiskValidatorCodeStore = class {
  stats = { hits: 0, misses: 0, writes: 0 };
  store;
  constructor(options) {
    this.store = new PackStore({ dir: options.dir, kind: `validators-v${FORMAT}`, build: options.build, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 });
  }
  get(key) {
    const bytes = this.store.read(key);
    if (bytes) this.stats.hits += 1;
    else this.stats.misses += 1;
    return bytes?.toString("utf8");
  }
  set(key, code) {
    this.store.write(key, code, () => {
      this.stats.writes += 1;
    });
  }
  /** Writes this run's new entries (see pack-store.ts). */
  close() {
    this.store.close();
  }
};
function asCachedParse(entry, textLength) {
  if (typeof entry !== "object" || entry === null) return void 0;
  const e = entry;
  if (e.format !== FORMAT || e.textLength !== textLength || !Array.isArray(e.documents) || !Array.isArray(e.findings)) return void 0;
  for (const d of e.documents) {
    if (typeof d !== "object" || d === null || !Number.isInteger(d.index) || !("value" in d)) return void 0;
  }
  for (const f of e.findings) {
    if (typeof f !== "object" || f === null) return void 0;
    const { ruleId, severity, message } = f;
    if (typeof ruleId !== "string" || typeof message !== "string" || !SEVERITIES.includes(severity)) return void 0;
  }
  return { documents: e.documents, findings: e.findings };
}
function defaultCacheRoot(env) {
  const xdg = env.XDG_CACHE_HOME;
  const home = env.HOME && path2.isAbsolute(env.HOME) ? env.HOME : homedir();
  return path2.join(xdg && path2.isAbsolute(xdg) ? xdg : path2.join(home, ".cache"), "driftgate");
}
function bundleBuildId(moduleUrl = import.meta.url) {
  let dir = path2.dirname(fileURLToPath(moduleUrl));
  for (let i = 0; i < 2; i++) {
    const entry = path2.join(dir, "cli.js");
    if (path2.basename(dir) === "dist" && existsSync(entry) && statSync2(entry).isFile()) {
      return createHash2("sha256").update(readFileSync(entry)).digest("hex");
    }
    dir = path2.dirname(dir);
  }
  return void 0;
}

// src/io/cache/verdict-cache.ts
import { createHash as createHash3 } from "node:crypto";
var DiskVerdictStore = class {
  persistent = true;
  stats = { hits: 0, misses: 0, writes: 0 };
  store;
  scopes = [];
  /** Each file's text hashed once per run, for every kind and context that asks about it. */
  textDigests = /* @__PURE__ */ new Map();
  constructor(options) {
    this.store = new PackStore({ dir: options.dir, kind: `verdicts-v${FORMAT2}`, build: options.build, maxBytes: options.maxBytes ?? 256 * 1024 * 1024 });
  }
  scope(kind, context, texts) {
    const contextDigest = createHash3("sha256").update(kind).update("\0").update(context).digest();
    const scope = new DiskScope(this.store, this.stats, (path4) => this.keyDigest(contextDigest, path4, texts.get(path4)));
    this.scopes.push(scope);
    return scope;
  }
  /** Nothing computed from the pack is kept on disk: it is made again (the closures of CEL cannot be written). */
  latest(_kind, _key, make) {
    return make();
  }
  /** Writes the entries of the files this run judged anew, as one pack (pack-store.ts). */
  close() {
    for (const scope of this.scopes) scope.flush();
    this.scopes.length = 0;
    this.textDigests.clear();
    this.store.close();
  }
  /** The entry's key: the SHA-256 of the context's digest, the path and the text's digest; undefined for a path without a text this run. */
  keyDigest(contextDigest, path4, text) {
    if (text === void 0) return void 0;
    let known = this.textDigests.get(path4);
    if (known === void 0 || known.text !== text) {
      known = { text, digest: createHash3("sha256").update(text).digest() };
      this.textDigests.set(path4, known);
    }
    return createHash3("sha256").update(contextDigest).update(path4).update("\0").update(known.digest).digest();
  }
};
var FORMAT2 = 1;
var DiskScope = class {
  constructor(store, stats, keyOf) {
    this.store = store;
    this.stats = stats;
    this.keyOf = keyOf;
  }
  store;
  stats;
  keyOf;
  files = /* @__PURE__ */ new Map();
  get(path4, item) {
    const verdict = this.file(path4)?.items.get(item);
    if (verdict === void 0) this.stats.misses += 1;
    else this.stats.hits += 1;
    return verdict;
  }
  set(path4, item, verdict) {
    const file = this.file(path4);
    if (file === void 0 || file.items.has(item)) return;
    file.items.set(item, verdict);
    file.changed = true;
  }
  flush() {
    for (const file of this.files.values()) {
      if (!file?.changed) continue;
      this.store.writeByDigest(file.key, JSON.stringify(Object.fromEntries(file.items)), () => {
        this.stats.writes += 1;
      });
    }
    this.files.clear();
  }
  /** The file's verdicts, read from the store on first use; undefined for a path without a text this run. */
  file(path4) {
    if (this.files.has(path4)) return this.files.get(path4);
    const key = this.keyOf(path4);
    const file = key === void 0 ? void 0 : { key, items: new Map(Object.entries(readEntry2(this.store.readByDigest(key)))), changed: false };
    this.files.set(path4, file);
    return file;
  }
};
function readEntry2(bytes) {
  if (bytes === void 0) return {};
  try {
    const entry = JSON.parse(bytes.toString("utf8"));
    return typeof entry === "object" && entry !== null && !Array.isArray(entry) ? entry : {};
  } catch {
    return {};
  }
}

// src/cli/check.ts
var USAGE = `usage: driftgate check [PATH...] [flags]

Validates Kubernetes manifests against their CRD schemas, the schemas of Kubernetes' built-in
kinds (shipped, offline) and the policy pack, and reports every problem with file:line:column.

PATH                  files or directories to check (default: .); directories are searched for *.yaml and *.yml;
                      - reads standard input (e.g. kustomize build DIR | driftgate check -)
  -f, --filename PATH file or directory to check, like kubectl -f (repeatable; same as PATH)
  --base REV          check only files changed between REV and --head (CRDs and cross-document context still come from the whole head tree)
  --head REV          the head revision with --base (default: HEAD)
  --crd PATH          extra CRD file or directory (repeatable); deploy/crds/, the CRD catalog crds/catalog/ (driftgate crds add)
                      and CRDs among the checked files are always used
                      (without deploy/crds/, the TenantOnboarding CRD that ships with driftgate)
  --policies DIR      the policy pack (default: policies/ at the repository root, else the default pack that
                      ships with driftgate); with --base it is read at the base revision and changes are
                      reported, not used
  --kubeconfig FILE   also read the live cluster: a tenant may not claim a namespace that exists and is not its own,
                      nor more GPUs than the nodes advertise minus what other tenants hold;
                      with --scope, kinds are namespaced as the API server serves them (as the agent judges)
                      (and, with --schemas-from-cluster, the cluster's schemas)
  --context NAME      kubeconfig context to use with --kubeconfig
  -o, --format FORMAT text | json | sarif | junit | markdown | github (default: text); -o as in kubectl
  --output FILE       write the report to FILE instead of standard output
  --fail-on LEVEL     error | warning | never: exit 1 when a finding is at or above LEVEL (default: error)
  --color WHEN        auto | always | never (default: auto: on a terminal, unless NO_COLOR is set;
                      FORCE_COLOR forces it)
  --strict            a kind with no known schema (no CRD, not built in) is an error instead of a warning
  --max-file-bytes N  refuse files larger than N bytes (default: 8388608)
${BUILTIN_SCHEMA_USAGE}
  --scope FILE        judge every object against a sync scope (SyncScope file, see docs/agent.md);
                      with --base, a scope file in the repository is read at the base revision
  --default-namespace NS  with --scope: the namespace the sync gives objects that name none (else they are an error)
  --exclude GLOB      do not read files matching GLOB (gitignore syntax, repeatable); .driftgateignore files work the same
  --values FILE       render every chart in the paths with its values.yaml and FILE (repeatable, merged in order),
                      instead of values.yaml alone; the file must be inside the repository
  --helm-values-set NAME=FILE[,FILE...]  render every chart once per set (repeatable): a values matrix for CI of a chart
  --summary           print only what was checked (objects by kind, what was not validated and why, skipped files)
  --cache-dir DIR     keep parse results and per-object verdicts in DIR, keyed by content, so a run again in the
                      same checkout parses and judges only what changed (an object's verdict is found again only
                      under the same CRDs, policy pack and parameters); default: $XDG_CACHE_HOME/driftgate, else
                      ~/.cache/driftgate; safe to delete
  --no-cache          parse and judge every object, read and write no cache

Directories with a kustomization.yaml are rendered with kustomize (or kubectl kustomize) and
checked as rendered; findings point at the source files. Helm charts (a Chart.yaml) and the Flux
HelmReleases and Argo CD Applications whose chart is in the repository are rendered with helm
template, offline and sandboxed (see docs/helm.md); findings point at the templates. Files that are not Kubernetes objects
(kustomize configuration and patches, Helm charts and values, workflows) are skipped and listed
in the summary. Cross-document rules see the whole repository (up to the nearest .git or
.driftgateignore) whichever PATH is named; findings are reported for the named PATHs.
With --base, the revisions are read from git; a file of the checkout stands in for the head's
file only when its bytes hash to the head's blob id (an edit not committed is never checked).
The cache folder is trusted as driftgate's own output (its verdicts replace judging): keep it per
user or per job, and run a gate over pull requests with --no-cache if its cache is restored from
what other jobs wrote (as actions/cache does).

Exit codes: 0 nothing at or above --fail-on; 1 findings; 2 usage, configuration or tool error.
`;
var checkCommand = {
  name: "check",
  summary: "Validate manifests against their CRD schemas, built-in kinds and the policy pack",
  usage: USAGE,
  async run(context) {
    const args = parseFlags(context.argv, {
      base: { type: "string" },
      head: { type: "string" },
      crd: { type: "string", multiple: true },
      policies: { type: "string" },
      format: { type: "string", short: "o" },
      filename: { type: "string", multiple: true, short: "f" },
      color: { type: "string" },
      output: { type: "string" },
      "fail-on": { type: "string" },
      strict: { type: "boolean" },
      "max-file-bytes": { type: "string" },
      ...BUILTIN_SCHEMA_FLAGS,
      ...SCOPE_FLAGS,
      exclude: { type: "string", multiple: true },
      summary: { type: "boolean" },
      context: { type: "string" },
      "cache-dir": { type: "string" },
      "no-cache": { type: "boolean" },
      values: { type: "string", multiple: true },
      "helm-values-set": { type: "string", multiple: true }
    });
    const format = choiceFlag(args, "format", OUTPUT_FORMATS, "text");
    const failOn = choiceFlag(args, "fail-on", FAIL_ON, "error");
    const maxBytesText = stringFlag(args, "max-file-bytes");
    const maxBytes = maxBytesText === void 0 ? void 0 : Number(maxBytesText);
    if (maxBytes !== void 0 && (!Number.isInteger(maxBytes) || maxBytes <= 0)) {
      throw new UsageError(`--max-file-bytes must be a positive whole number; found ${JSON.stringify(maxBytesText)}`);
    }
    const head = stringFlag(args, "head");
    const base = stringFlag(args, "base");
    if (head !== void 0 && base === void 0) throw new UsageError("--head needs --base");
    await checkOutputPath(context.cwd, stringFlag(args, "output"));
    const root = await findRepositoryRoot(context.cwd);
    const fromRoot = (p) => path3.relative(root, path3.resolve(context.cwd, p)) || ".";
    const named = [...args.positionals, ...stringListFlag(args, "filename")];
    const paths = (named.length ? named : ["."]).map((p) => p === STDIN_PATH ? p : fromRoot(p));
    const upgradeTo = upgradeTarget(stringFlag(args, "upgrade-to"));
    const builtins = await resolveBuiltinSchemas({ kubeVersion: stringFlag(args, "kube-version"), kubeconfig: stringFlag(args, "kubeconfig"), fromCluster: booleanFlag(args, "schemas-from-cluster"), cwd: context.cwd });
    const live = await readLiveContext(args, context);
    if (live === "failed") return EXIT.usage;
    const { discovered, ...liveCheck } = live;
    const caches = openCaches(args, context);
    const parseCache = caches?.parse;
    defaultValidatorCache.codeStore = caches?.validators;
    let read;
    let verdict;
    try {
      read = await readCheckGate({
        root,
        cwd: context.cwd,
        paths,
        exclude: stringListFlag(args, "exclude"),
        env: context.env,
        ...context.stdin ? { stdin: context.stdin } : {},
        ...base !== void 0 ? { base } : {},
        ...head !== void 0 ? { head } : {},
        crdPaths: stringListFlag(args, "crd").map(fromRoot),
        fallback: bundledDefaults(),
        ...stringFlag(args, "policies") !== void 0 ? { policiesDir: fromRoot(stringFlag(args, "policies") ?? "") } : {},
        ...maxBytes !== void 0 ? { maxBytes } : {},
        ...helmValuesSets(stringListFlag(args, "values"), stringListFlag(args, "helm-values-set"), fromRoot),
        ...scopeFlags(args),
        ...discovered !== void 0 ? { discovered } : {},
        check: {
          builtins,
          strict: booleanFlag(args, "strict"),
          now: /* @__PURE__ */ new Date(),
          ...maxBytes !== void 0 ? { limits: { maxBytes } } : {},
          ...liveCheck,
          ...parseCache ? { parseCache } : {},
          ...caches ? { verdictMemo: caches.verdicts } : {}
        }
      });
      verdict = await judgeRevision(read.input);
    } catch (error) {
      if (error instanceof MissingPathError || error instanceof GitOperationError) {
        context.stderr.write(`driftgate check: ${error.message}
`);
        return EXIT.usage;
      }
      if (error instanceof ScopeFileError) throw new UsageError(error.message);
      throw error;
    } finally {
      defaultValidatorCache.codeStore = void 0;
      parseCache?.close();
      caches?.validators.close();
      caches?.verdicts.close();
    }
    const sources = read.tree;
    const upgrade = upgradeTo ? upgradeFindings({ current: builtins, target: upgradeTo, manifests: verdict.check?.manifests ?? [] }).filter((f) => !sources.selected || f.file !== void 0 && sources.selected.has(f.file)) : [];
    const rules = upgradeTo ? new Map([...verdict.rules, ...UPGRADE_RULES.map((r) => [r.id, r])]) : verdict.rules;
    const result = { findings: sortFindings([...verdict.findings, ...upgrade]), summary: verdict.check?.summary ?? emptySummary(), rules, configurationErrors: verdict.configurationErrors };
    const toFile = stringFlag(args, "output") !== void 0;
    const colour = useColour({ flag: stringFlag(args, "color"), env: context.env, isTTY: !toFile && context.stdout.isTTY === true }) && format === "text";
    const report = renderReportPieces(result.findings, result.summary, {
      format,
      summaryOnly: booleanFlag(args, "summary"),
      colour,
      toolVersion: DRIFTGATE_VERSION,
      rules: result.rules,
      checkedFiles: sources.sources.files.map((f) => f.path).filter((p) => !sources.selected || sources.selected.has(p))
    });
    const output = stringFlag(args, "output");
    if (output !== void 0) {
      await writeOutput(context.cwd, output, report);
      context.stderr.write(`${closingLine(result.findings, result.summary)} (report written to ${output})
`);
    } else {
      await writePieces(context.stdout, report);
    }
    if (result.configurationErrors > 0) return EXIT.usage;
    return failsAt(result.findings, failOn) ? EXIT.findings : EXIT.ok;
  }
};
function helmValuesSets(values, sets, fromRoot) {
  const out = [];
  if (values.length > 0) out.push({ name: values.join("+"), files: values.map(fromRoot) });
  const names = /* @__PURE__ */ new Set();
  for (const spec of sets) {
    const eq = spec.indexOf("=");
    const name = eq > 0 ? spec.slice(0, eq) : "";
    const files = eq > 0 ? spec.slice(eq + 1).split(",").filter((f) => f !== "") : [];
    if (name === "" || files.length === 0) throw new UsageError(`--helm-values-set must be NAME=FILE[,FILE...]; found ${JSON.stringify(spec)}`);
    if (names.has(name)) throw new UsageError(`--helm-values-set ${name} is given twice`);
    names.add(name);
    out.push({ name, files: files.map(fromRoot) });
  }
  return out.length > 0 ? { helmValuesSets: out } : {};
}
function openCaches(args, context) {
  const dir = stringFlag(args, "cache-dir");
  if (booleanFlag(args, "no-cache")) {
    if (dir !== void 0) throw new UsageError("--cache-dir and --no-cache contradict each other: give one");
    return void 0;
  }
  const build = bundleBuildId();
  if (build === void 0 && dir === void 0) return void 0;
  const options = { dir: dir !== void 0 ? path3.resolve(context.cwd, dir) : defaultCacheRoot(context.env), build: build ?? `source:${DRIFTGATE_VERSION}` };
  return { parse: new DiskParseCache(options), validators: new DiskValidatorCodeStore(options), verdicts: new DiskVerdictStore(options) };
}
async function readLiveContext(args, context) {
  const kubeconfig = stringFlag(args, "kubeconfig");
  const kubeContext = stringFlag(args, "context");
  if (kubeconfig === void 0) {
    if (kubeContext !== void 0) throw new UsageError("--context needs --kubeconfig");
    return {};
  }
  try {
    const { readLiveCheckContext } = await import("./live-context-IRZ4Q5PC.js");
    const { liveNamespaces, liveGpu, discovered } = await readLiveCheckContext({ cwd: context.cwd, kubeconfig, ...kubeContext !== void 0 ? { context: kubeContext } : {} });
    return { liveNamespaces, liveGpu, discovered };
  } catch (error) {
    const { redactKubeconfigError } = await import("./kubeconfig-A4KUFLZH.js");
    context.stderr.write(`driftgate check: cannot read the cluster: ${redactKubeconfigError(error, void 0)}
`);
    return "failed";
  }
}
export {
  checkCommand,
  helmValuesSets
};
