import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DRIFT_CONFIG_FILE,
  Discovery,
  FIELD_MANAGER,
  YAML_FILE,
  compileIgnoreRules,
  hasChanges,
  pendingCreateIds,
  readLive,
  refOfKey,
  renderDriftMarkdown,
  renderDriftText,
  scanDrift,
  summarizeDrift,
  summaryLine
} from "./chunk-WC5OLUQF.js";
import "./chunk-RFISWKLI.js";
import {
  SYNC_LABEL,
  TRACKING_ANNOTATION,
  keyOf,
  markOwned,
  objectId,
  trackingId
} from "./chunk-562BHDWG.js";
import {
  findRepositoryRoot
} from "./chunk-LSFZONBL.js";
import {
  KubeConfigError,
  loadKubeConfig
} from "./chunk-6VZ4MELQ.js";
import "./chunk-MFMFR2PW.js";
import {
  choiceFlag,
  parseFlags,
  stringFlag
} from "./chunk-6QBII6MZ.js";
import "./chunk-VCPJDLRZ.js";
import "./chunk-VAHLOM47.js";
import "./chunk-KX4Q2S23.js";
import {
  parseFiles
} from "./chunk-WRTI2WQB.js";
import "./chunk-OZQSOUZ7.js";
import "./chunk-M6L6CP7T.js";
import {
  MissingPathError,
  collectYamlFiles
} from "./chunk-6S6CJKZU.js";
import {
  formatLocation
} from "./chunk-53E5YXFS.js";
import "./chunk-4XY6BB6H.js";
import "./chunk-ISBPFA43.js";
import "./chunk-VK65MNE7.js";
import {
  EXIT,
  UsageError
} from "./chunk-KMORATUB.js";
import "./chunk-3YDPNBB3.js";
import {
  parseYaml
} from "./chunk-N6JS5D7Y.js";
import "./chunk-A4RJXK4K.js";
import "./chunk-OHPBG3IZ.js";
import {
  GitOperationError,
  GitRepository
} from "./chunk-4TSXG4PM.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-PF523YFW.js";
import "./chunk-JU4RRRV4.js";
import "./chunk-STKL3AR7.js";
import "./chunk-SB6JLB2J.js";
import "./chunk-RRZ6KIJT.js";
import "./chunk-MAS74DJ2.js";
import {
  KubeClient,
  TransportError
} from "./chunk-DRN52XQ4.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";

// src/cli/diff.ts
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// src/agent/preview.ts
async function previewDrift(env, input) {
  const head = parseFiles(input.headFiles);
  const desired = await markLikeTheAgent(env, dedupe(head.manifests.map((m) => m.object)));
  const scan = await scanDrift({ client: env.client, discovery: env.discovery, fieldManager: FIELD_MANAGER, ignore: input.ignore ?? [], ...env.concurrency !== void 0 ? { concurrency: env.concurrency } : {} }, desired, {
    pendingCreates: pendingCreateIds(desired.filter((o) => o.kind === "Namespace" || o.kind === "CustomResourceDefinition"))
  });
  const prune = [];
  if (input.baseFiles) {
    const kept = new Set(desired.map((o) => objectId(keyOf(o))));
    for (const o of dedupe(parseFiles(input.baseFiles).manifests.map((m) => m.object))) {
      const key = keyOf(o);
      if (kept.has(objectId(key))) continue;
      const live = await readLive(env, key);
      const meta = live?.metadata;
      const sync = meta?.labels?.[SYNC_LABEL];
      if (sync !== void 0 && meta?.annotations?.[TRACKING_ANNOTATION] === trackingId(sync, key) && meta.annotations["driftgate.dev/prune"] !== "disabled") prune.push(key);
    }
  }
  return { report: { ...scan.report, prune: prune.map(refOfKey) }, findings: head.findings };
}
function dedupe(objects) {
  const seen = /* @__PURE__ */ new Set();
  return objects.filter((o) => {
    const id = objectId(keyOf(o));
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
async function markLikeTheAgent(env, objects) {
  const out = [];
  for (const o of objects) {
    let sync = "preview";
    try {
      const live = await readLive(env, keyOf(o));
      sync = live?.metadata.labels?.[SYNC_LABEL] ?? sync;
    } catch {
    }
    out.push(markOwned(o, sync));
  }
  return out;
}
function previewCheckRun(preview) {
  const s = summarizeDrift(preview.report);
  const changes = s.create + s.update + s.prune;
  return {
    conclusion: s.errors > 0 ? "failure" : changes > 0 ? "neutral" : "success",
    title: changes === 0 && s.errors === 0 ? "No change to the live cluster" : summaryLine(preview.report),
    summary: renderDriftMarkdown(preview.report, { title: "What this change would do to the live cluster" })
  };
}

// src/cli/diff.ts
var USAGE = `usage: driftgate diff --kubeconfig K [--base REV [--head REV]] [PATH...] [flags]

Shows what applying manifests would change in the live cluster, field by field, the way the
sync agent applies them: a server-side apply dry-run with field manager driftgate-sync, compared
on the fields that manager owns (no noise from server defaults, other managers or status).
With --base, only the manifests changed between --base and --head are previewed, and objects
the change removes from Git are listed as "would be pruned" when the agent manages them.

PATH                  files or directories (default: .)
  --kubeconfig K      kubeconfig (default: $KUBECONFIG, ~/.kube/config, or in-cluster)
  --base REV          preview only the files changed since REV
  --head REV          the head revision with --base (default: HEAD)
  --format FORMAT     text | markdown | json (default: text)
  --output FILE       write the report to FILE instead of standard output

Drift ignore rules are read from ${DRIFT_CONFIG_FILE} (at --head, or in the work tree).
Exit codes: 0 no change; 1 the cluster would change; 2 usage, configuration or cluster error.
`;
var FORMATS = ["text", "markdown", "json"];
var diffCommand = {
  name: "diff",
  summary: "Preview the field-level changes manifests would make to the live cluster",
  usage: USAGE,
  async run(context) {
    const args = parseFlags(context.argv, {
      kubeconfig: { type: "string" },
      base: { type: "string" },
      head: { type: "string" },
      format: { type: "string" },
      output: { type: "string" }
    });
    const format = choiceFlag(args, "format", FORMATS, "text");
    const base = stringFlag(args, "base");
    const head = stringFlag(args, "head");
    if (head !== void 0 && base === void 0) throw new UsageError("--head needs --base");
    const kubeconfig = stringFlag(args, "kubeconfig");
    let kc;
    try {
      kc = loadKubeConfig({ path: kubeconfig, env: context.env, cwd: context.cwd }).kubeConfig;
    } catch (error) {
      if (!(error instanceof KubeConfigError)) throw error;
      context.stderr.write(`driftgate diff: ${error.message}
`);
      return EXIT.usage;
    }
    let headFiles;
    let baseFiles;
    let configText;
    try {
      const root = await findRepositoryRoot(context.cwd);
      const paths = (args.positionals.length ? args.positionals : ["."]).map((p) => path.relative(root, path.resolve(context.cwd, p)) || ".");
      if (base === void 0) {
        headFiles = await collectYamlFiles({ root, paths });
        configText = await readFile(path.join(root, DRIFT_CONFIG_FILE), "utf8").catch(() => void 0);
      } else {
        const repo = new GitRepository({ dir: root });
        const baseRev = await repo.resolveRevision(base);
        const headRev = await repo.resolveRevision(head ?? "HEAD");
        const changed = (await repo.changedFiles({ base: baseRev, head: headRev, paths })).filter((c) => YAML_FILE.test(c.path));
        const read = async (revision, files) => {
          const out = [];
          for (const f of files) {
            const bytes = await repo.readFileAtRevision({ revision, path: f });
            if (bytes) out.push({ path: f, bytes });
          }
          return out;
        };
        headFiles = await read(headRev, changed.filter((c) => c.status !== "deleted").map((c) => c.path));
        baseFiles = await read(baseRev, changed.filter((c) => c.status !== "added").map((c) => c.path));
        const config = await repo.readFileAtRevision({ revision: headRev, path: DRIFT_CONFIG_FILE });
        configText = config ? new TextDecoder().decode(config) : void 0;
      }
    } catch (error) {
      if (error instanceof MissingPathError || error instanceof GitOperationError) {
        context.stderr.write(`driftgate diff: ${error.message}
`);
        return EXIT.usage;
      }
      throw error;
    }
    let ignore = [];
    if (configText !== void 0) {
      const doc = parseYaml(configText, { file: DRIFT_CONFIG_FILE }).documents.find((d) => d.value !== null && d.value !== void 0);
      const compiled = compileIgnoreRules(doc?.value, { file: DRIFT_CONFIG_FILE });
      for (const f of compiled.findings) context.stderr.write(`${DRIFT_CONFIG_FILE}: ${f.pointer ?? ""}: ${f.message}
`);
      if (compiled.findings.length > 0) return EXIT.usage;
      ignore = compiled.rules;
    }
    const client = new KubeClient({ kubeConfig: kc, userAgent: "driftgate-diff" });
    let preview;
    try {
      preview = await previewDrift({ client, discovery: new Discovery({ client }) }, { headFiles, ...baseFiles ? { baseFiles } : {}, ignore });
    } catch (error) {
      if (error instanceof TransportError) {
        context.stderr.write(`driftgate diff: cannot reach the cluster at ${client.server}: ${error.message}
`);
        return EXIT.usage;
      }
      throw error;
    } finally {
      client.close();
    }
    for (const f of preview.findings) context.stderr.write(`${formatLocation(f)}: ${f.severity}: ${f.message} [${f.ruleId}]
`);
    const report = format === "json" ? JSON.stringify({ summary: summarizeDrift(preview.report), checkRun: previewCheckRun(preview), ...preview.report }, null, 2) + "\n" : format === "markdown" ? renderDriftMarkdown(preview.report, { title: "driftgate diff" }) : renderDriftText(preview.report);
    const output = stringFlag(args, "output");
    if (output !== void 0) await writeFile(path.resolve(context.cwd, output), report);
    else context.stdout.write(report);
    if ((preview.report.errors?.length ?? 0) > 0 || preview.findings.some((f) => f.severity === "error")) return EXIT.usage;
    return hasChanges(preview.report) ? EXIT.findings : EXIT.ok;
  }
};
export {
  diffCommand
};
