import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  checkOutputPath,
  writeOutput
} from "./chunk-GSKQRWGT.js";
import {
  useColour
} from "./chunk-ZYG36IWI.js";
import {
  findRepositoryRoot
} from "./chunk-LSFZONBL.js";
import {
  choiceFlag,
  parseFlags,
  stringFlag
} from "./chunk-6QBII6MZ.js";
import "./chunk-VAHLOM47.js";
import {
  OUTPUT_FORMATS,
  renderFindings
} from "./chunk-HC4ASIZN.js";
import "./chunk-M6L6CP7T.js";
import {
  summaryLine
} from "./chunk-BNJRDAB2.js";
import {
  MissingPathError,
  collectYamlFiles,
  readFileBounded
} from "./chunk-6S6CJKZU.js";
import {
  DEFAULT_FILE_LIMITS,
  FAIL_ON,
  decodeSourceFile,
  failsAt
} from "./chunk-53E5YXFS.js";
import {
  DRIFTGATE_VERSION
} from "./chunk-FXVCLL6E.js";
import {
  EXIT,
  UsageError
} from "./chunk-KMORATUB.js";
import {
  DEFAULT_CONFIG,
  StoredObjectTally,
  applyConfig,
  checkStoredVersions,
  compareCrdSets,
  crdCompatRuleInfo,
  notValidatedFinding,
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
} from "./chunk-3YDPNBB3.js";
import {
  parseYaml
} from "./chunk-N6JS5D7Y.js";
import {
  GitOperationError
} from "./chunk-4TSXG4PM.js";
import "./chunk-MF4G7RIR.js";
import {
  duplicateFindings
} from "./chunk-SB6JLB2J.js";
import {
  isCrdManifest,
  readCrd
} from "./chunk-RRZ6KIJT.js";
import "./chunk-MAS74DJ2.js";
import {
  loadManifests
} from "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";

// src/cli/crd-diff.ts
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
var USAGE = `usage: driftgate crd-diff BASE HEAD [flags]
       driftgate crd-diff --base REV [--head REV] [PATH...] [flags]

Compares the CustomResourceDefinitions at BASE with those at HEAD and reports unsafe
changes (removed versions, in-place edits of served versions, new required fields, ...)
with file:line:column, whether the API server tolerates them for existing objects
(validation ratcheting), and a remedy. CRDs are matched by metadata.name; multi-document
files and rendered Helm or kustomize output are read as plain YAML.

BASE HEAD             two files or two directories (searched for *.yaml and *.yml)
  --base REV          compare the git revision REV of the repository in the current directory ...
  --head REV          ... with this revision (default: HEAD)
PATH                  with --base: files or directories to read (default: the whole repository)
  --config FILE       gate configuration (default: policies/crd-compat.yaml when present); with
                      --base it is read at the base revision, and a change to it is reported
                      (gate/policy-changed) but not used: a change cannot loosen its own gate
  --config-revision REV  with --base: read --config at REV instead (the Action passes the base branch tip)
  --kubeconfig FILE   also read the live cluster: status.storedVersions of each CRD, and every
                      stored object validated against the head schema
  --context NAME      kubeconfig context to use with --kubeconfig
  -o, --format FORMAT text | json | sarif | junit | markdown | github (default: text)
  --output FILE       write the report to FILE instead of standard output
  --fail-on LEVEL     error | warning | never: exit 1 when a finding is at or above LEVEL (default: error)
  --color WHEN        auto | always | never (default: auto: on a terminal, unless NO_COLOR is set;
                      FORCE_COLOR forces it)

Exit codes: 0 nothing at or above --fail-on; 1 findings; 2 usage, configuration or tool error.
See docs/crd-compat.md for every rule.
`;
var DEFAULT_CONFIG_FILE = "policies/crd-compat.yaml";
var CRD_MARKER = Buffer.from("CustomResourceDefinition");
var crdDiffCommand = {
  name: "crd-diff",
  summary: "Compare CRDs at a base and a head and flag unsafe schema evolution",
  usage: USAGE,
  async run(context) {
    const args = parseFlags(context.argv, {
      base: { type: "string" },
      head: { type: "string" },
      config: { type: "string" },
      "config-revision": { type: "string" },
      kubeconfig: { type: "string" },
      context: { type: "string" },
      format: { type: "string", short: "o" },
      output: { type: "string" },
      "fail-on": { type: "string" },
      color: { type: "string" }
    });
    const format = choiceFlag(args, "format", OUTPUT_FORMATS, "text");
    const failOn = choiceFlag(args, "fail-on", FAIL_ON, "error");
    const base = stringFlag(args, "base");
    const head = stringFlag(args, "head");
    if (head !== void 0 && base === void 0) throw new UsageError("--head needs --base");
    if (base === void 0 && args.positionals.length !== 2) throw new UsageError("expected BASE and HEAD (two files or directories), or --base REV");
    if (stringFlag(args, "context") !== void 0 && stringFlag(args, "kubeconfig") === void 0) throw new UsageError("--context needs --kubeconfig");
    await checkOutputPath(context.cwd, stringFlag(args, "output"));
    let inputs;
    try {
      inputs = base === void 0 ? await readPaths(context.cwd, args.positionals) : await readRevisions(context.cwd, base, head ?? "HEAD", args.positionals);
    } catch (error) {
      if (error instanceof MissingPathError || error instanceof GitOperationError || error instanceof InputError) {
        context.stderr.write(`driftgate crd-diff: ${error.message}
`);
        return EXIT.usage;
      }
      throw error;
    }
    const findings = [];
    const configFile = stringFlag(args, "config");
    const configRevision = stringFlag(args, "config-revision");
    if (configRevision !== void 0 && base === void 0) throw new UsageError("--config-revision needs --base");
    let config;
    try {
      config = base === void 0 ? await loadConfig(context.cwd, inputs.root, configFile, findings) : await loadTrustedConfig({ cwd: context.cwd, root: inputs.root, explicit: configFile, trusted: configRevision ?? base, base, head: head ?? "HEAD", findings });
    } catch (error) {
      if (error instanceof GitOperationError) {
        context.stderr.write(`driftgate crd-diff: ${error.message}
`);
        return EXIT.usage;
      }
      throw error;
    }
    if (config === void 0) return report(context, findings, format, failOn, stringFlag(args, "output"), true, stringFlag(args, "color"));
    const baseManifests = readManifests(inputs.base, findings, "base");
    const headManifests = readManifests(inputs.head, findings, "head");
    findings.push(...duplicateFindings(headManifests));
    findings.push(...compareCrdSets({ base: baseManifests, head: headManifests, config }));
    const kubeconfig = stringFlag(args, "kubeconfig");
    if (kubeconfig !== void 0) {
      const { loadKubeConfig } = await import("./kubeconfig-PLXFKHJF.js");
      const { KubeCrdLiveReader } = await import("./crd-live-5OW5B22O.js");
      let kc;
      try {
        kc = loadKubeConfig({ path: kubeconfig, context: stringFlag(args, "context"), env: context.env, cwd: context.cwd }).kubeConfig;
      } catch (error) {
        context.stderr.write(`driftgate crd-diff: ${error instanceof Error ? error.message : String(error)}
`);
        return EXIT.usage;
      }
      try {
        findings.push(...await liveFindings(new KubeCrdLiveReader({ kubeConfig: kc }), headManifests, config));
      } catch (error) {
        context.stderr.write(`driftgate crd-diff: reading the cluster failed: ${error instanceof Error ? error.message : String(error)}
`);
        return EXIT.usage;
      }
    }
    return report(context, findings, format, failOn, stringFlag(args, "output"), false, stringFlag(args, "color"));
  }
};
var InputError = class extends Error {
  name = "InputError";
};
async function report(context, findings, format, failOn, output, configurationError, colourFlag) {
  const colour = useColour({ flag: colourFlag, env: context.env, isTTY: output === void 0 && context.stdout.isTTY === true }) && format === "text";
  const text = renderFindings(findings, { format, colour, toolVersion: DRIFTGATE_VERSION, rules: crdCompatRuleInfo(), title: "CRD compatibility" });
  if (output !== void 0) {
    await writeOutput(context.cwd, output, text);
    context.stderr.write(`${summaryLine(findings)} (report written to ${output})
`);
  } else {
    context.stdout.write(text);
  }
  if (configurationError) return EXIT.usage;
  return failsAt(findings, failOn) ? EXIT.findings : EXIT.ok;
}
async function readPaths(cwd, positionals) {
  const [a, b] = positionals;
  const [sa, sb] = await Promise.all([kind(cwd, a), kind(cwd, b)]);
  if (sa !== sb) throw new InputError(`BASE and HEAD must both be files or both be directories (${a} is a ${sa}, ${b} is a ${sb})`);
  const [base, head] = await Promise.all([collectYamlFiles({ root: cwd, paths: [a] }), collectYamlFiles({ root: cwd, paths: [b] })]);
  if (sa === "file") return { base, head, root: await findRepositoryRoot(cwd) };
  const within = (dir, file) => path.relative(path.resolve(cwd, dir), path.resolve(cwd, file.path)).split(path.sep).join("/");
  const baseByPath = new Map(base.map((f) => [within(a, f), f]));
  const same = /* @__PURE__ */ new Set();
  for (const f of head) {
    const rel = within(b, f);
    const other = baseByPath.get(rel);
    if (other && !other.problem && !f.problem && Buffer.compare(Buffer.from(other.bytes.buffer, other.bytes.byteOffset, other.bytes.byteLength), Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength)) === 0) same.add(rel);
  }
  return {
    base: base.filter((f) => !same.has(within(a, f))),
    head: head.filter((f) => !same.has(within(b, f))),
    root: await findRepositoryRoot(cwd)
  };
}
async function kind(cwd, p) {
  try {
    return (await stat(path.resolve(cwd, p))).isDirectory() ? "directory" : "file";
  } catch {
    throw new MissingPathError(`${p}: no such file or directory`);
  }
}
var YAML_FILE = /\.ya?ml$/i;
async function readRevisions(cwd, base, head, positionals) {
  const root = await findRepositoryRoot(cwd);
  if (!existsSync(path.join(root, ".git"))) throw new InputError(`--base needs a git repository; ${cwd} is not inside one`);
  const { GitRepository } = await import("./repository-PEGNEUJA.js");
  const repo = new GitRepository({ dir: root });
  const paths = (positionals.length > 0 ? positionals : ["."]).map((p) => path.relative(root, path.resolve(cwd, p)) || ".");
  const [baseRev, headRev] = await Promise.all([repo.resolveRevision(base), repo.resolveRevision(head)]);
  const changed = await repo.changedFiles({ base: baseRev, head: headRev, paths });
  const candidates = changed.filter((c) => YAML_FILE.test(c.path));
  const readAt = async (revision) => {
    if (candidates.length === 0) return [];
    if (candidates.length <= 16) {
      const files = await Promise.all(
        candidates.map(async (c) => {
          const bytes = await repo.readFileAtRevision({ revision, path: c.path });
          return bytes ? { path: c.path, bytes } : void 0;
        })
      );
      return files.filter((f) => f !== void 0);
    }
    const wanted = new Set(candidates.map((c) => c.path));
    const out = [];
    for (const p of paths) {
      const snapshot = await repo.readTree({ revision, path: p });
      for (const f of snapshot.files) if (wanted.has(f.path)) out.push({ path: f.path, bytes: f.bytes });
    }
    return out;
  };
  const [baseFiles, headFiles] = await Promise.all([readAt(baseRev), readAt(headRev)]);
  return { base: baseFiles.map((f) => ({ ...f, path: `${base}:${f.path}` })), head: headFiles, root };
}
async function loadConfig(cwd, root, explicit, findings) {
  let file;
  if (explicit !== void 0) file = path.resolve(cwd, explicit);
  else if (existsSync(path.join(root, DEFAULT_CONFIG_FILE))) file = path.join(root, DEFAULT_CONFIG_FILE);
  if (file === void 0) return DEFAULT_CONFIG;
  const read = await readFileBounded(file, DEFAULT_FILE_LIMITS);
  if (!read.ok) throw new UsageError(`--config ${explicit ?? file}: ${read.problem.message}`);
  const text = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString("utf8");
  const relative = path.relative(cwd, file).split(path.sep).join("/");
  const parsed = parseCrdCompatConfig(text, { file: relative.startsWith("..") ? file : relative });
  findings.push(...parsed.findings);
  return parsed.findings.some((f) => f.severity === "error") ? void 0 : parsed.config;
}
async function loadTrustedConfig(options) {
  const { GitRepository } = await import("./repository-PEGNEUJA.js");
  const { configChangeFindings } = await import("./config-changes-V3VPJEGR.js");
  const repo = new GitRepository({ dir: options.root });
  const relative = (options.explicit !== void 0 ? path.relative(options.root, path.resolve(options.cwd, options.explicit)) : DEFAULT_CONFIG_FILE).split(path.sep).join("/");
  if (relative.startsWith("..")) throw new UsageError(`--config ${options.explicit ?? ""}: with --base the file must be inside the repository`);
  const [trustedRev, headRev] = await Promise.all([repo.resolveRevision(options.trusted), repo.resolveRevision(options.head)]);
  const baseRev = await repo.resolveRevision(options.base);
  const [atBase2, atHead, atMergeBase] = await Promise.all([
    repo.readFileAtRevision({ revision: trustedRev, path: relative }),
    repo.readFileAtRevision({ revision: headRev, path: relative }),
    repo.readFileAtRevision({ revision: baseRev, path: relative })
  ]);
  options.findings.push(
    ...configChangeFindings({ base: atMergeBase ? [{ path: relative, bytes: atMergeBase }] : [], head: atHead ? [{ path: relative, bytes: atHead }] : [] })
  );
  if (!atBase2) {
    if (options.explicit !== void 0 && !atHead) throw new UsageError(`--config ${options.explicit}: no such file at ${options.trusted} or ${options.head}`);
    return DEFAULT_CONFIG;
  }
  const parsed = parseCrdCompatConfig(new TextDecoder().decode(atBase2), { file: relative });
  options.findings.push(...parsed.findings);
  return parsed.findings.some((f) => f.severity === "error") ? void 0 : parsed.config;
}
function readManifests(files, findings, side) {
  const out = [];
  for (const file of files) {
    if (!file.problem && Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).indexOf(CRD_MARKER) < 0) continue;
    const decoded = decodeSourceFile(file);
    if (!decoded.ok) {
      findings.push(side === "head" ? decoded.finding : atBase(decoded.finding));
      continue;
    }
    const parsed = parseYaml(decoded.text, { file: file.path });
    for (const f of parsed.findings) if (f.severity === "error") findings.push(side === "head" ? f : atBase(f));
    out.push(...loadManifests(parsed.documents).manifests.filter(isCrdManifest));
  }
  return out;
}
function atBase(f) {
  return { ...f, severity: "warning", message: `at the base revision: ${f.message}; CRDs in this document were not compared` };
}
async function liveFindings(reader, head, config) {
  const { compileKindValidator } = await import("./schema-3TL67YFU.js");
  const out = [];
  for (const manifest of head) {
    if (manifest.object.apiVersion !== "apiextensions.k8s.io/v1" || !manifest.object.metadata.name) continue;
    const object = await reader.readCrd(manifest.object.metadata.name);
    if (!object) continue;
    const live = { object };
    out.push(...checkStoredVersions({ head: manifest, live }));
    const crd = readCrd(manifest);
    const group = crd.group ?? "";
    const plural = crd.plural ?? "";
    const scope = crd.scope === "Cluster" ? "Cluster" : "Namespaced";
    for (const version of versionsToValidate({ head: manifest, live })) {
      const v = crd.version(version);
      const compiled = compileKindValidator({
        group,
        version,
        kind: crd.kind ?? "",
        plural,
        scope,
        served: true,
        storage: v?.storage === true,
        schema: v?.schema,
        statusSubresource: false
        // status is validated too: controllers write it
      });
      if (!compiled.validator) {
        out.push(notValidatedFinding({ head: manifest, version, reason: compiled.problems.map((p) => p.message).slice(0, 2).join("; ") || "unknown problem" }));
        continue;
      }
      const tally = new StoredObjectTally(version);
      for await (const page of reader.listObjects({ group, version, plural })) {
        for (const object2 of page) tally.validate(compiled.validator, object2);
      }
      out.push(...storedObjectFindings({ head: manifest, tally }));
    }
  }
  return applyConfig(out, config);
}
export {
  DEFAULT_CONFIG_FILE,
  crdDiffCommand,
  liveFindings
};
