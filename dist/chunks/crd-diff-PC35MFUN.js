import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  useColour
} from "./chunk-GILB6DFQ.js";
import {
  checkOutputPath,
  writeOutput
} from "./chunk-MZRC4FWU.js";
import {
  booleanFlag,
  choiceFlag,
  parseFlags,
  stringFlag
} from "./chunk-Z452NP5D.js";
import {
  UsageError
} from "./chunk-QKXTWADI.js";
import {
  OUTPUT_FORMATS,
  renderFindings
} from "./chunk-ZXZHEEG3.js";
import {
  summaryLine
} from "./chunk-FVVR2FAT.js";
import {
  judgeRevision
} from "./chunk-E2VFHP5V.js";
import "./chunk-RET5VQAC.js";
import {
  CrdInputError,
  DEFAULT_CONFIG_FILE,
  readCrdManifests
} from "./chunk-KXM2APOO.js";
import {
  findRepositoryRoot
} from "./chunk-LSFZONBL.js";
import {
  MissingPathError,
  collectYamlFiles
} from "./chunk-CSDPHAQI.js";
import {
  readFileBounded
} from "./chunk-64J67USD.js";
import "./chunk-ZOVCY564.js";
import "./chunk-6BWAKWOG.js";
import "./chunk-TYLT3RTZ.js";
import "./chunk-HU76YHMH.js";
import {
  EXIT
} from "./chunk-EPIZTMXX.js";
import {
  DRIFTGATE_VERSION
} from "./chunk-RXFIRMAZ.js";
import "./chunk-7KVUWLWS.js";
import {
  FAIL_ON,
  failsAt
} from "./chunk-H3D7EU6G.js";
import {
  DEFAULT_CONFIG,
  parseCrdCompatConfig
} from "./chunk-GDE5VDXL.js";
import {
  DEFAULT_FILE_LIMITS,
  sameContents
} from "./chunk-B4M4T37N.js";
import "./chunk-WBO74T5U.js";
import {
  crdCompatRuleInfo
} from "./chunk-3O2YG7YO.js";
import {
  duplicateFindings
} from "./chunk-2LZ7XXC5.js";
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
  --lint              also run the API-convention lints (lint-*: no maps of objects, list types
                      for server-side apply, standard conditions, no floats; booleans advisory);
                      only violations new at HEAD are reported (same as lint: true in the config)
  --summary           print only what was compared and the counts by rule, not each finding
  --fail-on LEVEL     error | warning | never: exit 1 when a finding is at or above LEVEL (default: error)
  --color WHEN        auto | always | never (default: auto: on a terminal, unless NO_COLOR is set;
                      FORCE_COLOR forces it)

Exit codes: 0 nothing at or above --fail-on; 1 findings; 2 usage, configuration or tool error.
See docs/crd-compat.md for every rule.
`;
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
      summary: { type: "boolean" },
      lint: { type: "boolean" },
      "fail-on": { type: "string" },
      color: { type: "string" }
    });
    const reporting = { format: choiceFlag(args, "format", OUTPUT_FORMATS, "text"), failOn: choiceFlag(args, "fail-on", FAIL_ON, "error"), output: stringFlag(args, "output"), colourFlag: stringFlag(args, "color"), summaryOnly: booleanFlag(args, "summary") };
    const base = stringFlag(args, "base");
    const head = stringFlag(args, "head");
    if (head !== void 0 && base === void 0) throw new UsageError("--head needs --base");
    if (base === void 0 && args.positionals.length !== 2) throw new UsageError("expected BASE and HEAD (two files or directories), or --base REV");
    if (stringFlag(args, "context") !== void 0 && stringFlag(args, "kubeconfig") === void 0) throw new UsageError("--context needs --kubeconfig");
    await checkOutputPath(context.cwd, stringFlag(args, "output"));
    const [revisions, git] = base === void 0 ? [void 0, void 0] : await Promise.all([import("./crd-revisions-52H7D4VV.js"), import("./repository-SXPKIQIZ.js")]);
    const isGitError = (error) => git !== void 0 && error instanceof git.GitOperationError;
    let inputs;
    try {
      inputs = base === void 0 || revisions === void 0 ? await readPaths(context.cwd, args.positionals) : await revisions.readCrdRevisions(context.cwd, base, head ?? "HEAD", args.positionals);
    } catch (error) {
      if (error instanceof MissingPathError || isGitError(error) || error instanceof InputError || error instanceof CrdInputError) {
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
      config = base === void 0 || revisions === void 0 ? await loadConfig(context.cwd, inputs.root, configFile, findings) : await revisions.loadTrustedCrdConfig({ cwd: context.cwd, root: inputs.root, explicit: configFile, trusted: configRevision ?? base, base, head: head ?? "HEAD", findings });
    } catch (error) {
      if (isGitError(error)) {
        context.stderr.write(`driftgate crd-diff: ${error.message}
`);
        return EXIT.usage;
      }
      if (error instanceof CrdInputError) throw new UsageError(error.message);
      throw error;
    }
    if (config === void 0) return report(context, { ...reporting, findings, configurationError: true });
    if (booleanFlag(args, "lint")) config = { ...config, lint: true };
    const baseManifests = readCrdManifests(inputs.base, findings, "base");
    const headManifests = readCrdManifests(inputs.head, findings, "head");
    findings.push(...duplicateFindings(headManifests));
    const headNames = new Set(headManifests.map((m) => m.object.metadata.name));
    const removed = baseManifests.filter((m) => !headNames.has(m.object.metadata.name));
    const kubeconfig = stringFlag(args, "kubeconfig");
    let live;
    if (kubeconfig !== void 0) {
      const { loadKubeConfig } = await import("./kubeconfig-A4KUFLZH.js");
      const { KubeCrdLiveReader } = await import("./crd-live-3IJEL2BC.js");
      const { readLiveCrdData } = await import("./live-crds-QCLKKIT2.js");
      let kc;
      try {
        kc = loadKubeConfig({ path: kubeconfig, context: stringFlag(args, "context"), env: context.env, cwd: context.cwd }).kubeConfig;
      } catch (error) {
        context.stderr.write(`driftgate crd-diff: ${error instanceof Error ? error.message : String(error)}
`);
        return EXIT.usage;
      }
      try {
        live = await readLiveCrdData(new KubeCrdLiveReader({ kubeConfig: kc }), { head: headManifests, removed });
      } catch (error) {
        context.stderr.write(`driftgate crd-diff: reading the cluster failed: ${error instanceof Error ? error.message : String(error)}
`);
        return EXIT.usage;
      }
    }
    const verdict = await judgeRevision({ crd: { base: baseManifests, head: headManifests, config }, ...live ? { live } : {}, findings });
    findings.splice(0, findings.length, ...verdict.findings);
    return report(context, { ...reporting, findings, configurationError: false, compared: { base: baseManifests.length, head: headManifests.length } });
  }
};
var InputError = class extends Error {
  name = "InputError";
};
async function report(context, options) {
  const { findings, format, failOn, output, configurationError } = options;
  const colour = useColour({ flag: options.colourFlag, env: context.env, isTTY: output === void 0 && context.stdout.isTTY === true }) && format === "text";
  const text = options.summaryOnly ? renderSummary(findings, format, options.compared) : renderFindings(findings, { format, colour, toolVersion: DRIFTGATE_VERSION, rules: crdCompatRuleInfo(), title: "CRD compatibility" });
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
function renderSummary(findings, format, compared) {
  const byRule = /* @__PURE__ */ new Map();
  for (const f of findings) byRule.set(f.ruleId, (byRule.get(f.ruleId) ?? 0) + 1);
  const rules = [...byRule].sort(([a], [b]) => a.localeCompare(b));
  if (format === "json") return JSON.stringify({ ...compared ? { compared: { baseCrds: compared.base, headCrds: compared.head } } : {}, rules: Object.fromEntries(rules), findings: findings.length }, null, 2) + "\n";
  const lines = [
    ...compared ? [`CRDs compared: ${compared.base} at the base, ${compared.head} at the head.`] : [],
    ...rules.map(([rule, n]) => `  ${rule}: ${n}`),
    summaryLine(findings)
  ];
  return lines.join("\n") + "\n";
}
async function readPaths(cwd, positionals) {
  const [a, b] = positionals;
  const [sa, sb] = await kinds(cwd, [a, b]);
  if (sa !== sb) throw new InputError(`BASE and HEAD must both be files or both be directories (${a} is a ${sa}, ${b} is a ${sb})`);
  const [base, head] = await Promise.all([collectYamlFiles({ root: cwd, paths: [a] }), collectYamlFiles({ root: cwd, paths: [b] })]);
  if (sa === "file") return { base, head, root: await findRepositoryRoot(cwd) };
  const within = (dir, file) => path.relative(path.resolve(cwd, dir), path.resolve(cwd, file.path)).split(path.sep).join("/");
  const baseByPath = new Map(base.map((f) => [within(a, f), f]));
  const same = /* @__PURE__ */ new Set();
  for (const f of head) {
    const rel = within(b, f);
    const other = baseByPath.get(rel);
    if (other && !other.problem && !f.problem && sameContents(other, f)) same.add(rel);
  }
  return {
    base: base.filter((f) => !same.has(within(a, f))),
    head: head.filter((f) => !same.has(within(b, f))),
    root: await findRepositoryRoot(cwd)
  };
}
async function kinds(cwd, paths) {
  const found = await Promise.all(paths.map((p) => stat(path.resolve(cwd, p)).then((s) => s.isDirectory() ? "directory" : "file", () => void 0)));
  const missing = paths.filter((_, i) => found[i] === void 0);
  if (missing.length > 0) throw new MissingPathError(missing.map((p) => `${p}: no such file or directory`).join("; "));
  return found;
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
export {
  crdDiffCommand
};
