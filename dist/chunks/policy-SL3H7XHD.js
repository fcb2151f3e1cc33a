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
  stringFlag,
  stringListFlag
} from "./chunk-Z452NP5D.js";
import {
  UsageError
} from "./chunk-QKXTWADI.js";
import {
  renderText,
  summaryLine
} from "./chunk-FVVR2FAT.js";
import {
  findRepositoryRoot
} from "./chunk-LSFZONBL.js";
import {
  MissingPathError,
  collectYamlFiles
} from "./chunk-CSDPHAQI.js";
import "./chunk-64J67USD.js";
import {
  EXIT
} from "./chunk-EPIZTMXX.js";
import {
  runPolicyTestSuite
} from "./chunk-FHQF5O2M.js";
import "./chunk-H3D7EU6G.js";
import "./chunk-B4M4T37N.js";
import "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-WBO74T5U.js";
import "./chunk-AGZPKFWY.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-5WTWSETK.js";
import "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";

// src/cli/policy.ts
import { existsSync } from "node:fs";
import path from "node:path";
var USAGE = `usage: driftgate policy test [DIR] [flags]

Runs the policy tests (kind: PolicyTest) found under DIR against the policy pack in DIR:
ValidatingAdmissionPolicies, their bindings and parameters, and driftgate.yaml.

DIR                   the policy pack (default: policies/ at the repository root)
  --crd PATH          CRD file or directory for kind -> resource mapping (repeatable;
                      default: deploy/crds/ at the repository root, when present)
  -o, --format FORMAT text | json (default: text)
  --output FILE       write the report to FILE instead of standard output
  --summary           print only the counts (tests, cases, passed, failed), not each test
  --color WHEN        auto | always | never (default: auto; NO_COLOR and FORCE_COLOR are honoured)

Exit codes: 0 every test passed; 1 a test failed; 2 the pack or a test file is malformed,
or a usage error.
`;
var policyCommand = {
  name: "policy",
  summary: "Run the policy pack's tests (driftgate policy test [DIR])",
  usage: USAGE,
  async run(context) {
    const [sub, ...rest] = context.argv;
    if (sub !== "test") throw new UsageError(sub === void 0 ? "missing subcommand: test" : `unknown subcommand ${JSON.stringify(sub)}; expected test`);
    const args = parseFlags(rest, { crd: { type: "string", multiple: true }, format: { type: "string", short: "o" }, output: { type: "string" }, summary: { type: "boolean" }, color: { type: "string" } });
    const format = choiceFlag(args, "format", ["text", "json"], "text");
    const output = stringFlag(args, "output");
    await checkOutputPath(context.cwd, output);
    if (args.positionals.length > 1) throw new UsageError("at most one DIR");
    const root = await findRepositoryRoot(context.cwd);
    const fromRoot = (p) => path.relative(root, path.resolve(context.cwd, p)) || ".";
    const dir = args.positionals[0] !== void 0 ? fromRoot(args.positionals[0]) : "policies";
    let crdPaths = stringListFlag(args, "crd").map(fromRoot);
    if (crdPaths.length === 0 && existsSync(path.join(root, "deploy/crds"))) crdPaths = ["deploy/crds"];
    let result;
    try {
      const files = await collectYamlFiles({ root, paths: [dir] });
      const crdFiles = crdPaths.length > 0 ? await collectYamlFiles({ root, paths: crdPaths }) : [];
      result = runPolicyTestSuite({ files, crdFiles });
    } catch (error) {
      if (error instanceof MissingPathError) {
        context.stderr.write(`driftgate policy test: ${error.message}
`);
        return EXIT.usage;
      }
      throw error;
    }
    const colour = useColour({ flag: stringFlag(args, "color"), env: context.env, isTTY: output === void 0 && context.stdout.isTTY === true });
    const summaryOnly = booleanFlag(args, "summary");
    const report = format === "json" ? JSON.stringify(summaryOnly ? { summary: counts(result) } : toJson(result), null, 2) + "\n" : summaryOnly ? `${countsLine(counts(result))}
${result.problems.length > 0 ? `${summaryLine(result.problems)}
` : ""}` : renderReport(result, colour);
    if (output !== void 0) {
      await writeOutput(context.cwd, output, report);
      context.stderr.write(`${countsLine(counts(result))} (report written to ${output})
`);
    } else {
      context.stdout.write(report);
    }
    if (result.problems.length > 0) return EXIT.usage;
    if (result.results.length === 0) {
      context.stderr.write(`driftgate policy test: no PolicyTest documents under ${dir}
`);
      return EXIT.usage;
    }
    return result.failures.length > 0 ? EXIT.findings : EXIT.ok;
  }
};
function renderReport(result, colour) {
  const lines = [];
  if (result.problems.length > 0) {
    lines.push("The policy pack or its tests are malformed; nothing was evaluated against the broken parts:", "");
    lines.push(renderText(result.problems, { colour }).trimEnd(), "");
  }
  if (result.warnings.length > 0) {
    lines.push("Warnings about the policy pack:", "");
    lines.push(renderText(result.warnings, { colour }).trimEnd(), "");
  }
  let cases = 0;
  let failed = 0;
  for (const r of result.results) {
    cases += r.cases.length;
    const bad = r.cases.filter((c) => !c.passed);
    failed += bad.length;
    lines.push(`${bad.length === 0 ? "PASS" : "FAIL"} ${r.test.name} (${r.test.document.file}, ${r.cases.length} case${r.cases.length === 1 ? "" : "s"})`);
    for (const c of bad) {
      const loc = r.test.document.locate(c.expectation.pointer);
      lines.push(`  ${loc.file}:${loc.line}:${loc.column} ${c.expectation.object.kind} ${c.expectation.object.name}`);
      for (const p of c.problems) lines.push(`    - ${p}`);
    }
  }
  lines.push("", countsLine({ tests: result.results.length, cases, passed: cases - failed, failed }));
  if (result.problems.length > 0) lines.push(summaryLine(result.problems));
  return lines.join("\n") + "\n";
}
function counts(result) {
  const cases = result.results.reduce((n, r) => n + r.cases.length, 0);
  const failed = result.results.reduce((n, r) => n + r.cases.filter((c) => !c.passed).length, 0);
  return { tests: result.results.length, cases, passed: cases - failed, failed };
}
function countsLine(c) {
  return `${c.tests} test${c.tests === 1 ? "" : "s"}, ${c.cases} case${c.cases === 1 ? "" : "s"}: ${c.passed} passed, ${c.failed} failed`;
}
function toJson(result) {
  return {
    problems: result.problems,
    warnings: result.warnings,
    tests: result.results.map((r) => ({
      name: r.test.name,
      file: r.test.document.file,
      passed: r.passed,
      cases: r.cases.map((c) => ({
        object: c.expectation.object,
        expected: c.expectation.verdict,
        actual: c.actual.verdict,
        passed: c.passed,
        problems: c.problems,
        findings: c.actual.findings
      }))
    }))
  };
}
export {
  policyCommand
};
