import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  booleanFlag,
  parseFlags,
  stringFlag
} from "./chunk-Z452NP5D.js";
import {
  KubeClient
} from "./chunk-T6OVLOIO.js";
import {
  KubeConfig
} from "./chunk-MFMFR2PW.js";
import {
  UsageError
} from "./chunk-QKXTWADI.js";
import "./chunk-MF4G7RIR.js";
import {
  ConflictError,
  KubeApiError,
  TransportError,
  isNotFound
} from "./chunk-W3SMC6LJ.js";
import {
  EXIT
} from "./chunk-EPIZTMXX.js";
import "./chunk-SWXCCR26.js";

// src/cli/migrate-storage.ts
import path from "node:path";
import process from "node:process";

// src/io/kube/storage-migration.ts
var MigrationError = class extends Error {
  name = "MigrationError";
};
var CRD_PATH = "/apis/apiextensions.k8s.io/v1/customresourcedefinitions";
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
async function readCrd(client, name) {
  const crd = record(await client.request({ method: "GET", path: `${CRD_PATH}/${encodeURIComponent(name)}` }));
  const spec = record(crd.spec);
  const versions = Array.isArray(spec.versions) ? spec.versions.map(record) : [];
  const storage = versions.filter((v) => v.storage === true).map((v) => v.name);
  const storageVersion = storage[0];
  if (storage.length !== 1 || typeof storageVersion !== "string") throw new MigrationError(`CRD ${name} has ${storage.length} storage versions; expected exactly one`);
  const stored = record(crd.status).storedVersions;
  return {
    resourceVersion: String(record(crd.metadata).resourceVersion ?? ""),
    group: String(spec.group ?? ""),
    plural: String(record(spec.names).plural ?? ""),
    namespaced: spec.scope !== "Cluster",
    storageVersion,
    storedVersions: Array.isArray(stored) ? stored.filter((v) => typeof v === "string") : []
  };
}
async function migrateStorage(options) {
  const { client } = options;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => Date.now());
  const pageSize = options.pageSize ?? 100;
  const spacingMs = 1e3 / (options.qps ?? 50);
  const before = await readCrd(client, options.crd);
  const base = `/apis/${before.group}/${before.storageVersion}`;
  let progress = { rewritten: 0, written: 0, vanished: 0, pages: 0 };
  let nextSlot = now();
  let continueToken;
  do {
    if (options.signal?.aborted) throw new MigrationError("interrupted; nothing was trimmed, run it again to finish");
    const page = record(await client.request({ method: "GET", path: `${base}/${before.plural}`, query: { limit: pageSize, continue: continueToken }, ...options.signal ? { signal: options.signal } : {} }));
    const items = Array.isArray(page.items) ? page.items.map(record) : [];
    for (const item of items) {
      const wait = nextSlot - now();
      if (wait > 0) await sleep(wait);
      nextSlot = Math.max(nextSlot, now()) + spacingMs;
      const metadata = record(item.metadata);
      const name = String(metadata.name ?? "");
      const namespace = typeof metadata.namespace === "string" ? metadata.namespace : void 0;
      const path2 = `${base}/${before.namespaced && namespace !== void 0 ? `namespaces/${encodeURIComponent(namespace)}/` : ""}${before.plural}/${encodeURIComponent(name)}`;
      try {
        const updated = record(await client.request({ method: "PUT", path: path2, body: { ...item, apiVersion: `${before.group}/${before.storageVersion}` } }));
        const changed = String(record(updated.metadata).resourceVersion ?? "") !== String(metadata.resourceVersion ?? "");
        progress = { ...progress, rewritten: progress.rewritten + 1, written: progress.written + (changed ? 1 : 0) };
      } catch (error) {
        if (error instanceof ConflictError) progress = { ...progress, rewritten: progress.rewritten + 1, written: progress.written + 1 };
        else if (isNotFound(error)) progress = { ...progress, vanished: progress.vanished + 1 };
        else throw error;
      }
    }
    progress = { ...progress, pages: progress.pages + 1 };
    options.onProgress?.(progress);
    const meta = record(page.metadata);
    continueToken = typeof meta.continue === "string" && meta.continue !== "" ? meta.continue : void 0;
  } while (continueToken !== void 0);
  let after = before.storedVersions;
  if (!options.skipTrim) {
    const current = await readCrd(client, options.crd);
    if (current.storageVersion !== before.storageVersion) {
      throw new MigrationError(`the storage version of ${options.crd} changed from ${before.storageVersion} to ${current.storageVersion} during the migration; run it again`);
    }
    if (current.storedVersions.length !== 1 || current.storedVersions[0] !== current.storageVersion) {
      await client.request({
        method: "PATCH",
        path: `${CRD_PATH}/${encodeURIComponent(options.crd)}/status`,
        contentType: "application/merge-patch+json",
        // resourceVersion as a precondition: a concurrent change of the CRD makes this a 409.
        body: { metadata: { resourceVersion: current.resourceVersion }, status: { storedVersions: [current.storageVersion] } }
      });
    }
    after = [current.storageVersion];
  }
  return { crd: options.crd, storageVersion: before.storageVersion, storedVersionsBefore: before.storedVersions, storedVersionsAfter: after, ...progress };
}

// src/cli/migrate-storage.ts
var USAGE = `usage: driftgate migrate-storage CRD [--kubeconfig FILE] [flags]

Rewrites every stored object of a CRD at its current storage version, then trims
status.storedVersions to that version, so that an older version can be unserved and removed
(the contract step of expand/contract; see docs/operator.md, "Migrating to v1"). CRD is the
CRD's name, e.g. tenantonboardings.platform.example.com.

Safe to interrupt and to run again: each run lists every object again and rewrites it; the API
server skips the write of an object already stored at the storage version. storedVersions is
trimmed only after a complete pass. Run it after switching the storage version, while the
conversion webhook (driftgate operator --webhook-addr) is up.

  --kubeconfig FILE   kubeconfig (default: $KUBECONFIG, ~/.kube/config, or in-cluster)
  --context NAME      kubeconfig context (default: the current context)
  --page-size N       objects per list page (default: 100)
  --qps N             rewrites per second at most (default: 50)
  --no-trim           rewrite, but leave status.storedVersions as it is

Exit codes: 0 migrated (and trimmed); 1 the migration could not finish (nothing trimmed);
2 usage or configuration error.
`;
var FLAGS = {
  kubeconfig: { type: "string" },
  context: { type: "string" },
  "page-size": { type: "string" },
  qps: { type: "string" },
  "no-trim": { type: "boolean" }
};
function wholeNumber(args, name, fallback, max) {
  const text = stringFlag(args, name);
  if (text === void 0) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} must be a whole number from 1 to ${max}; found ${JSON.stringify(text)}`);
  return n;
}
var migrateStorageCommand = {
  name: "migrate-storage",
  summary: "Rewrite every stored object of a CRD at its storage version, then trim storedVersions",
  usage: USAGE,
  async run(context) {
    const args = parseFlags(context.argv, FLAGS);
    const crd = args.positionals[0];
    if (crd === void 0 || args.positionals.length > 1) throw new UsageError("name exactly one CRD, e.g. tenantonboardings.platform.example.com");
    if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(crd) || !crd.includes(".")) throw new UsageError(`${JSON.stringify(crd)} is not a CRD name (<plural>.<group>)`);
    const pageSize = wholeNumber(args, "page-size", 100, 500);
    const qps = wholeNumber(args, "qps", 50, 1e3);
    const kubeconfig = stringFlag(args, "kubeconfig");
    const kc = new KubeConfig();
    try {
      if (kubeconfig !== void 0) kc.loadFromFile(path.resolve(context.cwd, kubeconfig));
      else kc.loadFromDefault();
      const contextName = stringFlag(args, "context");
      if (contextName !== void 0) kc.setCurrentContext(contextName);
    } catch (error) {
      context.stderr.write(`driftgate migrate-storage: cannot load the kubeconfig: ${error instanceof Error ? error.message : String(error)}
`);
      return EXIT.usage;
    }
    if (!kc.getCurrentCluster()) {
      context.stderr.write("driftgate migrate-storage: the kubeconfig has no current cluster (pass --kubeconfig)\n");
      return EXIT.usage;
    }
    const client = new KubeClient({ kubeConfig: kc, userAgent: "driftgate-migrate-storage" });
    const abort = new AbortController();
    const onSignal = () => abort.abort();
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    try {
      const result = await migrateStorage({
        client,
        crd,
        pageSize,
        qps,
        skipTrim: booleanFlag(args, "no-trim"),
        signal: abort.signal,
        onProgress: (p) => context.stderr.write(`migrate-storage: ${p.rewritten} rewritten (${p.written} written, ${p.vanished} deleted meanwhile), page ${p.pages}
`)
      });
      context.stdout.write(
        `${result.crd}: ${result.rewritten} objects now stored as ${result.storageVersion} (${result.written} written, ${result.rewritten - result.written} already were); storedVersions ${JSON.stringify(result.storedVersionsBefore)} -> ${JSON.stringify(result.storedVersionsAfter)}
`
      );
      return EXIT.ok;
    } catch (error) {
      const why = error instanceof MigrationError || error instanceof KubeApiError || error instanceof TransportError ? error.message : error instanceof Error ? error.message : String(error);
      context.stderr.write(`driftgate migrate-storage: ${why}
Nothing was trimmed; run it again once the cause is fixed.
`);
      return EXIT.findings;
    } finally {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  }
};
export {
  migrateStorageCommand
};
