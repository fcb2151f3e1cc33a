import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DRIFT_CONFIG_FILE,
  readDiffSources
} from "./chunk-VTFDB4QN.js";
import {
  previewCheckRun,
  previewDrift
} from "./chunk-B4B7MHEA.js";
import {
  hasChanges,
  renderDriftMarkdown,
  renderDriftText,
  summarizeDrift,
  summaryLine
} from "./chunk-TD3MY53B.js";
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
import "./chunk-IM7INI7Z.js";
import {
  compileIgnoreRules
} from "./chunk-2IALR2DG.js";
import "./chunk-KAYWDQ2T.js";
import "./chunk-7FOZGFP3.js";
import {
  KubeClient
} from "./chunk-T6OVLOIO.js";
import {
  KubeConfigError,
  loadKubeConfig
} from "./chunk-5W6O6VUX.js";
import "./chunk-MFMFR2PW.js";
import {
  Discovery
} from "./chunk-NNZSHM3M.js";
import "./chunk-CC3D42HG.js";
import {
  UsageError
} from "./chunk-QKXTWADI.js";
import "./chunk-RET5VQAC.js";
import {
  findRepositoryRoot
} from "./chunk-LSFZONBL.js";
import {
  MissingPathError
} from "./chunk-CSDPHAQI.js";
import "./chunk-64J67USD.js";
import "./chunk-IUNAPEHB.js";
import {
  GitOperationError
} from "./chunk-OOKHHDSX.js";
import "./chunk-EUBTILL7.js";
import "./chunk-MF4G7RIR.js";
import {
  TransportError
} from "./chunk-W3SMC6LJ.js";
import {
  EXIT
} from "./chunk-EPIZTMXX.js";
import "./chunk-CLQXV4ER.js";
import "./chunk-FHQF5O2M.js";
import "./chunk-7KVUWLWS.js";
import {
  formatLocation
} from "./chunk-H3D7EU6G.js";
import "./chunk-GDE5VDXL.js";
import "./chunk-B4M4T37N.js";
import "./chunk-26SC35N5.js";
import "./chunk-QIT537GL.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-ST7MM6AH.js";
import "./chunk-FCYMUYXU.js";
import {
  parseYaml
} from "./chunk-WBO74T5U.js";
import "./chunk-3O2YG7YO.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-KBH4CR7T.js";
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

// src/cli/diff.ts
import path from "node:path";
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
  -o, --format FORMAT text | markdown | json (default: text)
  --output FILE       write the report to FILE instead of standard output
  --summary           print only the counts (to create, update, prune, unchanged), not each field

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
      format: { type: "string", short: "o" },
      output: { type: "string" },
      summary: { type: "boolean" }
    });
    const format = choiceFlag(args, "format", FORMATS, "text");
    const output = stringFlag(args, "output");
    await checkOutputPath(context.cwd, output);
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
      const read = await readDiffSources({ root, paths, ...base !== void 0 ? { base } : {}, ...head !== void 0 ? { head } : {} });
      headFiles = read.headFiles;
      baseFiles = read.baseFiles;
      configText = read.configText;
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
    const report = booleanFlag(args, "summary") ? format === "json" ? JSON.stringify({ summary: summarizeDrift(preview.report) }, null, 2) + "\n" : summaryLine(preview.report) + "\n" : format === "json" ? JSON.stringify({ summary: summarizeDrift(preview.report), checkRun: previewCheckRun(preview), ...preview.report }, null, 2) + "\n" : format === "markdown" ? renderDriftMarkdown(preview.report, { title: "driftgate diff" }) : renderDriftText(preview.report);
    if (output !== void 0) {
      await writeOutput(context.cwd, output, report);
      context.stderr.write(`${summaryLine(preview.report)} (report written to ${output})
`);
    } else context.stdout.write(report);
    if ((preview.report.errors?.length ?? 0) > 0 || preview.findings.some((f) => f.severity === "error")) return EXIT.usage;
    return hasChanges(preview.report) ? EXIT.findings : EXIT.ok;
  }
};
export {
  diffCommand
};
