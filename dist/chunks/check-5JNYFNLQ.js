import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  findRepositoryRoot
} from "./chunk-LSFZONBL.js";
import {
  booleanFlag,
  choiceFlag,
  parseFlags,
  stringFlag,
  stringListFlag
} from "./chunk-EP3ACZNV.js";
import {
  OUTPUT_FORMATS,
  renderFindings
} from "./chunk-5J7JQL3R.js";
import {
  checkRepository,
  collectCheckSources,
  toCheckInput
} from "./chunk-UQH4MEQT.js";
import {
  summaryLine
} from "./chunk-SLTMMLVE.js";
import "./chunk-YVC2HVN5.js";
import {
  FAIL_ON,
  MissingPathError,
  failsAt
} from "./chunk-3YPPQJFY.js";
import {
  DRIFTGATE_VERSION
} from "./chunk-FXVCLL6E.js";
import {
  EXIT,
  UsageError
} from "./chunk-KMORATUB.js";
import "./chunk-XWWLAIOR.js";
import "./chunk-O2SGKBNS.js";
import "./chunk-EPBJ7C5A.js";
import "./chunk-6HEOZDWT.js";
import "./chunk-OIZA2KQ5.js";
import "./chunk-4Z23DW5Z.js";
import {
  GitOperationError
} from "./chunk-EOFKXWMX.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-LZJUPFIB.js";
import "./chunk-SWXCCR26.js";

// src/cli/check.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";
var USAGE = `usage: driftgate check [PATH...] [flags]

Validates Kubernetes manifests against their CRD schemas and the policy pack, and reports
every problem with file:line:column.

PATH                  files or directories to check (default: .); directories are searched for *.yaml and *.yml
  --base REV          check only files changed between REV and --head (CRDs and cross-document context still come from the whole head tree)
  --head REV          the head revision with --base (default: HEAD)
  --crd PATH          extra CRD file or directory (repeatable); deploy/crds/ and CRDs among the checked files are always used
  --policies DIR      the policy pack (default: policies/ at the repository root, when present)
  --format FORMAT     text | json | sarif | junit | markdown | github (default: text)
  --output FILE       write the report to FILE instead of standard output
  --fail-on LEVEL     error | warning | never: exit 1 when a finding is at or above LEVEL (default: error)
  --strict            a kind with no known schema is an error instead of a warning
  --max-file-bytes N  refuse files larger than N bytes (default: 8388608)

Exit codes: 0 nothing at or above --fail-on; 1 findings; 2 usage, configuration or tool error.
`;
var checkCommand = {
  name: "check",
  summary: "Validate manifests against their CRD schemas and the policy pack",
  usage: USAGE,
  async run(context) {
    const args = parseFlags(context.argv, {
      base: { type: "string" },
      head: { type: "string" },
      crd: { type: "string", multiple: true },
      policies: { type: "string" },
      format: { type: "string" },
      output: { type: "string" },
      "fail-on": { type: "string" },
      strict: { type: "boolean" },
      "max-file-bytes": { type: "string" }
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
    const root = await findRepositoryRoot(context.cwd);
    const fromRoot = (p) => path.relative(root, path.resolve(context.cwd, p)) || ".";
    const paths = (args.positionals.length ? args.positionals : ["."]).map(fromRoot);
    let sources;
    try {
      sources = await collectCheckSources({
        root,
        paths,
        ...base !== void 0 ? { base } : {},
        ...head !== void 0 ? { head } : {},
        crdPaths: stringListFlag(args, "crd").map(fromRoot),
        ...stringFlag(args, "policies") !== void 0 ? { policiesDir: fromRoot(stringFlag(args, "policies") ?? "") } : {}
      });
    } catch (error) {
      if (error instanceof MissingPathError || error instanceof GitOperationError) {
        context.stderr.write(`driftgate check: ${error.message}
`);
        return EXIT.usage;
      }
      throw error;
    }
    const result = checkRepository(
      toCheckInput(sources, { strict: booleanFlag(args, "strict"), now: /* @__PURE__ */ new Date(), ...maxBytes !== void 0 ? { limits: { maxBytes } } : {} })
    );
    const colour = format === "text" && context.stdout.isTTY === true && !context.env.NO_COLOR;
    const report = renderFindings(result.findings, {
      format,
      colour,
      toolVersion: DRIFTGATE_VERSION,
      rules: result.rules,
      checkedFiles: sources.files.map((f) => f.path).filter((p) => !sources.selected || sources.selected.has(p))
    });
    const output = stringFlag(args, "output");
    if (output !== void 0) {
      await writeFile(path.resolve(context.cwd, output), report);
      context.stderr.write(`${summaryLine(result.findings)} (report written to ${output})
`);
    } else {
      context.stdout.write(report);
    }
    if (result.configurationErrors > 0) return EXIT.usage;
    return failsAt(result.findings, failOn) ? EXIT.findings : EXIT.ok;
  }
};
export {
  checkCommand
};
