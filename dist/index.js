import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  GITHUB_LIMITS,
  annotationsFromFindings,
  createGitHubReporter,
  formatRepository,
  parseRepository,
  toGitHubError,
  truncateText,
  utf8Bytes
} from "./chunks/chunk-I5VKMKXE.js";
import {
  ScopeFileError,
  readCheckGate
} from "./chunks/chunk-YWCKDSC2.js";
import "./chunks/chunk-6WL7BDBK.js";
import "./chunks/chunk-ESXUYV4Z.js";
import "./chunks/chunk-6DNDR7TI.js";
import {
  renderGithubCommands,
  renderMarkdown,
  renderSarif
} from "./chunks/chunk-ZXZHEEG3.js";
import {
  neutralizeCommands
} from "./chunks/chunk-FVVR2FAT.js";
import {
  judgeRevision
} from "./chunks/chunk-E2VFHP5V.js";
import {
  escapeMarkdownText,
  markdownCode
} from "./chunks/chunk-RET5VQAC.js";
import {
  CrdInputError
} from "./chunks/chunk-KXM2APOO.js";
import "./chunks/chunk-LSFZONBL.js";
import {
  MissingPathError
} from "./chunks/chunk-CSDPHAQI.js";
import "./chunks/chunk-64J67USD.js";
import "./chunks/chunk-MXE4BIAM.js";
import "./chunks/chunk-ZOVCY564.js";
import "./chunks/chunk-6BWAKWOG.js";
import "./chunks/chunk-TYLT3RTZ.js";
import "./chunks/chunk-3WP4UGOX.js";
import "./chunks/chunk-HU76YHMH.js";
import "./chunks/chunk-GPONTDMT.js";
import "./chunks/chunk-IUNAPEHB.js";
import "./chunks/chunk-OOKHHDSX.js";
import {
  shippedBuiltinRegistry
} from "./chunks/chunk-MMXFP5VJ.js";
import {
  kubeconfigSecretValues,
  redactKubeconfigValues
} from "./chunks/chunk-EUBTILL7.js";
import "./chunks/chunk-MF4G7RIR.js";
import "./chunks/chunk-W3SMC6LJ.js";
import {
  tuneHeap
} from "./chunks/chunk-6PSAHVPB.js";
import {
  EXIT
} from "./chunks/chunk-EPIZTMXX.js";
import {
  DRIFTGATE_VERSION
} from "./chunks/chunk-RXFIRMAZ.js";
import "./chunks/chunk-CLQXV4ER.js";
import "./chunks/chunk-FHQF5O2M.js";
import "./chunks/chunk-7KVUWLWS.js";
import {
  FAIL_ON,
  SEVERITIES,
  countBySeverity,
  describeObject,
  failsAt
} from "./chunks/chunk-H3D7EU6G.js";
import "./chunks/chunk-GDE5VDXL.js";
import "./chunks/chunk-B4M4T37N.js";
import "./chunks/chunk-26SC35N5.js";
import "./chunks/chunk-QIT537GL.js";
import "./chunks/chunk-MMGUTR4Y.js";
import "./chunks/chunk-S453QDSH.js";
import "./chunks/chunk-B37PZ4OA.js";
import "./chunks/chunk-ST7MM6AH.js";
import "./chunks/chunk-FCYMUYXU.js";
import "./chunks/chunk-WBO74T5U.js";
import "./chunks/chunk-3O2YG7YO.js";
import "./chunks/chunk-EHBLQMBV.js";
import "./chunks/chunk-KBH4CR7T.js";
import "./chunks/chunk-2LZ7XXC5.js";
import "./chunks/chunk-MRIEY5D4.js";
import "./chunks/chunk-AGZPKFWY.js";
import "./chunks/chunk-DGOX45GZ.js";
import "./chunks/chunk-CS4G45DB.js";
import "./chunks/chunk-T3ELNDAW.js";
import "./chunks/chunk-JJB4YJM7.js";
import "./chunks/chunk-IOXHI6CE.js";
import "./chunks/chunk-AJUYNKF5.js";
import "./chunks/chunk-BAJ3EWXF.js";
import "./chunks/chunk-LK6BZ7S6.js";
import "./chunks/chunk-VZIA2E4F.js";
import {
  isDns1123Label
} from "./chunks/chunk-S2VHB6H6.js";
import "./chunks/chunk-5WTWSETK.js";
import {
  isRecord
} from "./chunks/chunk-CV4ZZOWD.js";
import "./chunks/chunk-ALUEK7QH.js";
import "./chunks/chunk-SWXCCR26.js";

// src/action/main.ts
import process2 from "node:process";

// src/action/analyze.ts
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path3 from "node:path";

// src/action/revisions.ts
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
var run = promisify(execFile);
async function git(workspace, args) {
  const { stdout } = await run("git", ["-C", workspace, ...args], { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } });
  return stdout.trim();
}
async function hasCommit(workspace, sha2) {
  try {
    await git(workspace, ["cat-file", "-e", `${sha2}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}
async function prepareComparison(workspace, event, log) {
  if (!existsSync(path.join(workspace, ".git"))) {
    return { head: event.headSha, note: `${workspace} is not a git checkout: the work tree was checked as a whole.` };
  }
  const wanted = [event.headSha, ...event.baseSha ? [event.baseSha] : []];
  const missing = [];
  for (const sha2 of wanted) if (!await hasCommit(workspace, sha2)) missing.push(sha2);
  if (missing.length > 0) {
    log(`driftgate: fetching ${missing.join(", ")} (not in the checkout)`);
    try {
      await git(workspace, ["fetch", "--no-tags", "--quiet", "--depth=1", "origin", ...missing]);
    } catch (error) {
      log(`driftgate: git fetch failed: ${firstLine(error)}`);
    }
  }
  if (!await hasCommit(workspace, event.headSha)) {
    return { head: "HEAD", note: `The head commit ${event.headSha} is not in the checkout and could not be fetched: the checked-out HEAD was checked as a whole.` };
  }
  if (!event.baseSha) return { head: event.headSha };
  if (!await hasCommit(workspace, event.baseSha)) {
    return { head: event.headSha, note: `The base commit ${event.baseSha} could not be fetched: every file was checked, not only the changed ones.` };
  }
  try {
    const mergeBase = await git(workspace, ["merge-base", event.baseSha, event.headSha]);
    if (/^[0-9a-f]{40,64}$/.test(mergeBase)) return { head: event.headSha, base: mergeBase, trusted: event.baseSha };
  } catch {
  }
  return {
    head: event.headSha,
    base: event.baseSha,
    trusted: event.baseSha,
    note: "The merge base of the PR is not in the (shallow) checkout, so the head was compared with the base branch tip; files changed on the base branch since may be included. Use `fetch-depth: 0` on actions/checkout for exact results."
  };
}
function firstLine(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n").find((l) => l.trim() !== "") ?? text;
}

// src/action/settings.ts
import { accessSync, constants, existsSync as existsSync2, statSync } from "node:fs";
import path2 from "node:path";

// src/action/event.ts
var EventError = class extends Error {
  name = "EventError";
};
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "pull_request_review", "pull_request_review_comment"]);
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
var ZERO_SHA = /^0+$/;
function field(value, ...keys) {
  let node = value;
  for (const key of keys) {
    if (!isRecord(node)) return void 0;
    node = node[key];
  }
  return node;
}
function sha(value, where) {
  if (typeof value !== "string" || !SHA.test(value)) throw new EventError(`the event payload's ${where} is not a commit SHA (got ${JSON.stringify(value)})`);
  return value;
}
function parseEvent(input) {
  const { name, payload } = input;
  if (PULL_REQUEST_EVENTS.has(name)) {
    const pr = field(payload, "pull_request");
    if (!isRecord(pr)) throw new EventError(`a ${name} event without a pull_request object in its payload`);
    const number = pr["number"];
    if (typeof number !== "number" || !Number.isInteger(number) || number < 1) throw new EventError(`the event payload's pull_request.number is not a PR number (got ${JSON.stringify(number)})`);
    const headSha2 = sha(field(pr, "head", "sha"), "pull_request.head.sha");
    const baseSha = sha(field(pr, "base", "sha"), "pull_request.base.sha");
    const headRepo = field(pr, "head", "repo", "full_name");
    const baseRepo = field(pr, "base", "repo", "full_name");
    const fromFork = typeof baseRepo === "string" && headRepo !== baseRepo;
    return {
      name,
      headSha: headSha2,
      baseSha,
      pullRequest: {
        number,
        headSha: headSha2,
        baseSha,
        baseRef: String(field(pr, "base", "ref") ?? ""),
        headRef: String(field(pr, "head", "ref") ?? ""),
        fromFork
      }
    };
  }
  if (name === "workflow_run") {
    const run2 = field(payload, "workflow_run");
    if (!isRecord(run2)) throw new EventError("a workflow_run event without a workflow_run object in its payload");
    const headSha2 = sha(run2["head_sha"], "workflow_run.head_sha");
    const id = run2["id"];
    const pulls = Array.isArray(run2["pull_requests"]) ? run2["pull_requests"] : [];
    return {
      name,
      headSha: headSha2,
      workflowRun: {
        id: typeof id === "number" ? id : 0,
        headSha: headSha2,
        event: String(run2["event"] ?? ""),
        ...typeof run2["html_url"] === "string" ? { htmlUrl: run2["html_url"] } : {},
        pullRequests: pulls.map((p) => field(p, "number")).filter((n) => typeof n === "number" && Number.isInteger(n) && n > 0)
      }
    };
  }
  const headSha = sha(input.sha, "GITHUB_SHA");
  if (name === "push") {
    const before = field(payload, "before");
    const after = field(payload, "after");
    const head = typeof after === "string" && SHA.test(after) ? after : headSha;
    if (typeof before === "string" && SHA.test(before) && !ZERO_SHA.test(before)) return { name, headSha: head, baseSha: before };
    return { name, headSha: head };
  }
  return { name, headSha };
}

// src/action/inputs.ts
var INPUTS = {
  /** Files or directories to check, one per line or comma-separated. */
  paths: "paths",
  /** Directory of the policy pack. */
  policies: "policies",
  /** Extra CRD files or directories, one per line or comma-separated (deploy/crds/ is always read). */
  crds: "crds",
  /** The CRD compatibility gate's configuration file. */
  crdCompatConfig: "crd-compat-config",
  /** A SyncScope file: every object is judged against what the sync agent may write. */
  scope: "scope",
  /** With scope: the namespace the sync gives objects that name none. */
  defaultNamespace: "default-namespace",
  failOn: "fail-on",
  mode: "mode",
  token: "token",
  kubeconfig: "kubeconfig",
  comment: "comment",
  sarifFile: "sarif-file",
  /** Where results are written for a later `publish` (or read from, with `mode: publish`). */
  resultsFile: "results-file"
};
var OUTPUTS = {
  errors: "errors",
  warnings: "warnings",
  infos: "infos",
  findings: "findings",
  sarifFile: "sarif-file",
  resultsFile: "results-file",
  conclusion: "conclusion"
};
function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}

// src/action/settings.ts
var MODES = ["check", "crd-diff", "drift-preview"];
var PUBLISH = "publish";
var SettingsError = class extends Error {
  constructor(problems) {
    super(problems.join("\n"));
    this.problems = problems;
  }
  problems;
  name = "SettingsError";
};
function isReadableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}
var KUBECONFIG_KEY = /^(?:apiVersion|kind|clusters|contexts|users|current-context|preferences)\s*:/m;
function looksLikeKubeconfig(text) {
  const trimmed = text.trim();
  return trimmed.startsWith("{") || KUBECONFIG_KEY.test(trimmed);
}
function readKubeconfigInput(text, options) {
  const value = text.trim();
  if (!/[\r\n]/.test(value)) {
    const file = path2.resolve(options.workspace, value);
    if (options.isReadableFile(file)) return { kind: "file", path: file };
  }
  const compact = value.replace(/\s+/g, "");
  if (compact.length >= 16 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) {
    const decoded = Buffer.from(compact, "base64").toString("utf8");
    if (!decoded.includes("�") && looksLikeKubeconfig(decoded)) return { kind: "inline", content: decoded };
  }
  return looksLikeKubeconfig(value) ? { kind: "inline", content: value } : void 0;
}
function kubeconfigMaskCommands(source) {
  if (source?.kind !== "inline") return "";
  return kubeconfigSecretValues(source.content, { textPicks: false }).flatMap((value) => value.split(/\r?\n|\r/)).filter((line) => line.trim() !== "").map((line) => `::add-mask::${line.replace(/%/g, "%25")}`).join("\n");
}
function redactKubeconfig(text, source) {
  return source?.kind === "inline" ? redactKubeconfigValues(text, source.content) : text;
}
function inputLabel(input, entry) {
  return `Input '${input}'${entry !== void 0 ? `, entry ${entry}` : ""}`;
}
var TRUE = /* @__PURE__ */ new Set(["on", "true", "yes", "1"]);
var FALSE = /* @__PURE__ */ new Set(["off", "false", "no", "0"]);
function list(value) {
  return value.split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== "");
}
function parseSettings(source) {
  const { getInput, env } = source;
  const problems = [];
  const workspace = path2.resolve(env["GITHUB_WORKSPACE"] || ".");
  const inWorkspace = (input, value, entry) => {
    const absolute = path2.resolve(workspace, value);
    const relative = path2.relative(workspace, absolute);
    if (relative.startsWith("..") || path2.isAbsolute(relative)) {
      problems.push(`${inputLabel(input, entry)}: expected a path inside the workspace (relative to it, or absolute under it); this one leads outside it.`);
      return void 0;
    }
    return relative.split(path2.sep).join("/") || ".";
  };
  const inWorkspaceList = (input, values) => values.map((p, i) => inWorkspace(input, p, values.length > 1 ? i + 1 : void 0)).filter((p) => p !== void 0);
  const paths = inWorkspaceList(INPUTS.paths, list(getInput(INPUTS.paths)).length ? list(getInput(INPUTS.paths)) : ["."]);
  const crdPaths = inWorkspaceList(INPUTS.crds, list(getInput(INPUTS.crds)));
  const policiesText = getInput(INPUTS.policies);
  const policiesDir = policiesText ? inWorkspace(INPUTS.policies, policiesText) : void 0;
  const crdConfigText = getInput(INPUTS.crdCompatConfig);
  const crdCompatConfig = crdConfigText ? inWorkspace(INPUTS.crdCompatConfig, crdConfigText) : void 0;
  const scopeText = getInput(INPUTS.scope);
  const scope = scopeText ? inWorkspace(INPUTS.scope, scopeText) : void 0;
  const defaultNamespace = getInput(INPUTS.defaultNamespace) || void 0;
  if (defaultNamespace !== void 0 && !isDns1123Label(defaultNamespace))
    problems.push(`Input '${INPUTS.defaultNamespace}': expected a namespace name (a DNS-1123 label: at most 63 lower-case letters, digits and '-', starting and ending with a letter or digit).`);
  if (defaultNamespace !== void 0 && scopeText === "") problems.push(`Input '${INPUTS.defaultNamespace}': needs the '${INPUTS.scope}' input.`);
  const failOnText = getInput(INPUTS.failOn) || "error";
  const failOn = FAIL_ON.includes(failOnText) ? failOnText : void 0;
  if (!failOn) problems.push(`Input '${INPUTS.failOn}': expected one of ${FAIL_ON.join(", ")}.`);
  const commentText = (getInput(INPUTS.comment) || "on").toLowerCase();
  const comment = TRUE.has(commentText) ? true : FALSE.has(commentText) ? false : void 0;
  if (comment === void 0) problems.push(`Input '${INPUTS.comment}': expected on or off (or true/false, yes/no, 1/0).`);
  const kubeconfigText = getInput(INPUTS.kubeconfig);
  const kubeconfig = kubeconfigText === "" ? void 0 : readKubeconfigInput(kubeconfigText, { workspace, isReadableFile: source.isReadableFile ?? isReadableFile });
  if (kubeconfigText !== "" && kubeconfig === void 0) problems.push(`Input '${INPUTS.kubeconfig}': the kubeconfig input is neither a readable file nor base64/YAML kubeconfig content.`);
  const repositoryText = env["GITHUB_REPOSITORY"] ?? "";
  const repository = parseRepository(repositoryText);
  if (!repository) problems.push(`GITHUB_REPOSITORY: ${JSON.stringify(repositoryText)} is not of the form owner/name (is this running on a GitHub runner?).`);
  let event;
  try {
    const name = env["GITHUB_EVENT_NAME"] || (typeof source.eventPayload === "object" && source.eventPayload !== null && "pull_request" in source.eventPayload ? "pull_request" : "workflow_dispatch");
    event = parseEvent({ name, payload: source.eventPayload ?? {}, sha: env["GITHUB_SHA"] ?? "" });
  } catch (error) {
    if (!(error instanceof EventError)) throw error;
    problems.push(error.message + ".");
  }
  if (event?.name === "pull_request_target" && kubeconfig) {
    problems.push(
      `Input '${INPUTS.kubeconfig}': refused on pull_request_target. That event runs with this repository's secrets for a pull request anyone can open, so the PR's manifests would be evaluated against the cluster with your credentials. Run driftgate on pull_request (fork PRs get no secrets there), and use the workflow_run split with mode: publish for check runs on fork PRs (docs/action.md, "Fork pull requests").`
    );
  }
  const modeText = list(getInput(INPUTS.mode));
  const modes = [];
  const skippedModes = [];
  const hasBase = event?.baseSha !== void 0;
  const publishing = modeText.includes(PUBLISH);
  if (publishing) {
    if (modeText.length > 1) problems.push(`Input '${INPUTS.mode}': ${PUBLISH} cannot be combined with other modes.`);
    if (event && !event.workflowRun) problems.push(`Input '${INPUTS.mode}': ${PUBLISH} runs on the workflow_run event (the second stage of the fork-PR split), not on ${event.name}.`);
    if (getInput(INPUTS.resultsFile) === "") problems.push(`Input '${INPUTS.resultsFile}': ${PUBLISH} needs the results file the first stage wrote.`);
  } else if (modeText.length > 0) {
    for (const [i, m] of modeText.entries()) {
      if (!MODES.includes(m)) {
        problems.push(`${inputLabel(INPUTS.mode, modeText.length > 1 ? i + 1 : void 0)}: expected one of ${[...MODES, PUBLISH].join(", ")}.`);
        continue;
      }
      const mode = m;
      if (mode === "drift-preview" && !kubeconfig) problems.push(`Input '${INPUTS.mode}': drift-preview needs the '${INPUTS.kubeconfig}' input.`);
      if (mode === "crd-diff" && event && !hasBase) problems.push(`Input '${INPUTS.mode}': crd-diff needs a base revision; the ${event.name} event has none (use pull_request or push).`);
      if (!modes.includes(mode)) modes.push(mode);
    }
  } else {
    modes.push("check");
    if (hasBase) modes.push("crd-diff");
    else skippedModes.push({ mode: "crd-diff", reason: "the event has no base revision to compare with" });
    if (kubeconfig) modes.push("drift-preview");
    else skippedModes.push({ mode: "drift-preview", reason: `no '${INPUTS.kubeconfig}' input` });
  }
  const sarifText = getInput(INPUTS.sarifFile);
  const sarifFile = sarifText ? path2.resolve(workspace, sarifText) : path2.join(env["RUNNER_TEMP"] || workspace, "driftgate.sarif");
  const resultsText = getInput(INPUTS.resultsFile);
  const resultsFile = resultsText ? path2.resolve(workspace, resultsText) : path2.join(env["RUNNER_TEMP"] || workspace, "driftgate-results.json");
  const apiUrl = (env["GITHUB_API_URL"] || "https://api.github.com").replace(/\/+$/, "");
  const serverUrl = (env["GITHUB_SERVER_URL"] || "https://github.com").replace(/\/+$/, "");
  const runId = env["GITHUB_RUN_ID"];
  if (problems.length > 0 || !failOn || comment === void 0 || !repository || !event) throw new SettingsError(problems);
  return {
    workspace,
    paths,
    crdPaths,
    ...policiesDir !== void 0 ? { policiesDir } : {},
    ...crdCompatConfig !== void 0 ? { crdCompatConfig } : {},
    ...scope !== void 0 ? { scope } : {},
    ...defaultNamespace !== void 0 ? { defaultNamespace } : {},
    failOn,
    modes,
    skippedModes,
    token: getInput(INPUTS.token),
    ...kubeconfig ? { kubeconfig } : {},
    comment,
    sarifFile,
    resultsFile,
    ...publishing && event?.workflowRun ? { publish: { resultsFile, workflowRun: event.workflowRun } } : {},
    repository,
    apiUrl,
    ...runId ? { detailsUrl: `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${runId}` } : {},
    event
  };
}
function inputFailure(error, settings, exists = existsSync2) {
  if (error instanceof MissingPathError) {
    const missing = [];
    const check = (input, values) => {
      values.forEach((value, i) => {
        if (!exists(path2.resolve(settings.workspace, value))) missing.push(inputLabel(input, values.length > 1 ? i + 1 : void 0));
      });
    };
    check(INPUTS.paths, settings.paths);
    check(INPUTS.crds, settings.crdPaths);
    if (settings.policiesDir !== void 0) check(INPUTS.policies, [settings.policiesDir]);
    return missing.length > 0 ? `${missing.join("; ")}: expected a file or directory in the workspace; there is none at that path.` : `A path named by the '${INPUTS.paths}', '${INPUTS.crds}' or '${INPUTS.policies}' input is not there at the revision checked.`;
  }
  if (error instanceof ScopeFileError && settings.scope !== void 0) {
    return `Input '${INPUTS.scope}': expected a readable SyncScope file of at most 1 MiB in the workspace (read at the base revision on pull requests); this one cannot be used.`;
  }
  if (error instanceof CrdInputError && settings.crdCompatConfig !== void 0 && error.message.startsWith("--config ")) {
    return `Input '${INPUTS.crdCompatConfig}': expected a file inside the repository, at the base or the head revision; there is none at that path.`;
  }
  return void 0;
}
var MAX_SHOWN_ENTRIES = 5;
var MAX_SHOWN_CHARS = 80;
function shownPaths(paths) {
  const shown = paths.slice(0, MAX_SHOWN_ENTRIES).map(bounded);
  return paths.length > MAX_SHOWN_ENTRIES ? `${shown.join(", ")} and ${paths.length - MAX_SHOWN_ENTRIES} more` : shown.join(", ");
}
function shownFileName(file) {
  return bounded(path2.basename(file));
}
function bounded(text) {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "");
  return clean.length > MAX_SHOWN_CHARS ? `${clean.slice(0, MAX_SHOWN_CHARS - 1)}…` : clean;
}

// src/action/analyze.ts
var CRD_COMPAT_PREFIX = "crd-compat/";
var analyzeRepository = async (settings, log) => {
  const comparison = await prepareComparison(settings.workspace, settings.event, log);
  if (comparison.note) log(`driftgate: ${comparison.note}`);
  const kubeconfig = await materializeKubeconfig(settings);
  try {
    const results = [];
    for (const mode of settings.modes) {
      try {
        const result = await runMode(mode, { settings, comparison, kubeconfigPath: kubeconfig?.path });
        results.push(result.failure !== void 0 ? { ...result, failure: redactKubeconfig(result.failure, settings.kubeconfig) } : result);
      } catch (error) {
        const detail = inputFailure(error, settings) ?? redactKubeconfig(error instanceof Error ? error.message : String(error), settings.kubeconfig);
        log(`driftgate: ${mode} failed: ${detail}`);
        results.push({ mode, findings: [], scope: "", failure: detail });
      }
    }
    if (settings.modes.includes("crd-diff")) {
      const crdGateOnly = (f) => f.ruleId.startsWith(CRD_COMPAT_PREFIX) || f.ruleId === "gate/policy-changed" && (f.file ?? "").endsWith("crd-compat.yaml");
      return results.map((r) => r.mode === "check" ? { ...r, findings: r.findings.filter((f) => !crdGateOnly(f)) } : r);
    }
    return results;
  } finally {
    await kubeconfig?.dispose();
  }
};
async function runMode(mode, context) {
  switch (mode) {
    case "check":
      return runCheck(context);
    case "crd-diff":
      return runCrdDiff(context);
    case "drift-preview":
      return runDriftPreview(context);
  }
}
async function runCheck({ settings, comparison, kubeconfigPath }) {
  let live = {};
  let discovered;
  if (kubeconfigPath !== void 0) {
    const { readLiveCheckContext } = await import("./chunks/live-context-IRZ4Q5PC.js");
    const read = await readLiveCheckContext({ cwd: settings.workspace, kubeconfig: kubeconfigPath });
    live = { liveNamespaces: read.liveNamespaces, liveGpu: read.liveGpu };
    discovered = read.discovered;
  }
  const { tree, input } = await readCheckGate({
    root: settings.workspace,
    cwd: settings.workspace,
    paths: settings.paths,
    ...comparison.base !== void 0 ? { base: comparison.base, head: comparison.head } : {},
    ...comparison.trusted !== void 0 ? { trustedRevision: comparison.trusted } : {},
    crdPaths: settings.crdPaths,
    ...settings.policiesDir !== void 0 ? { policiesDir: settings.policiesDir } : {},
    exclude: [],
    env: process.env,
    ...settings.scope !== void 0 ? { scopeFile: settings.scope } : {},
    ...settings.defaultNamespace !== void 0 ? { defaultNamespace: settings.defaultNamespace } : {},
    ...discovered !== void 0 ? { discovered } : {},
    check: { now: /* @__PURE__ */ new Date(), builtins: shippedBuiltinRegistry(), ...live }
  });
  const result = await judgeRevision(input);
  const where = shownPaths(settings.paths);
  const reported = tree.selected?.size ?? tree.sources.files.length;
  const scope = tree.sources.selected ? `${plural(reported, "changed file")} checked under ${where} (${plural(tree.sources.files.length, "file")} read as context), against ${comparison.base?.slice(0, 7) ?? ""}` : `${plural(reported, "file")} checked under ${where}`;
  return {
    mode: "check",
    findings: [...result.findings],
    rules: result.rules,
    scope: comparison.note ? `${scope}. ${comparison.note}` : scope,
    ...result.configurationErrors > 0 ? { failure: `${plural(result.configurationErrors, "configuration error")} (see the findings)` } : {}
  };
}
async function runCrdDiff({ settings, comparison, kubeconfigPath }) {
  if (comparison.base === void 0) return { mode: "crd-diff", findings: [], scope: "", failure: comparison.note ?? "no base revision to compare with" };
  const { readCrdGate } = await import("./chunks/crd-revisions-52H7D4VV.js");
  const { crdCompatRuleInfo } = await import("./chunks/registry-3FBWDUUJ.js");
  let live;
  if (kubeconfigPath !== void 0) {
    const { loadKubeConfig } = await import("./chunks/kubeconfig-A4KUFLZH.js");
    const { KubeCrdLiveReader } = await import("./chunks/crd-live-3IJEL2BC.js");
    live = new KubeCrdLiveReader({ kubeConfig: loadKubeConfig({ path: kubeconfigPath, env: {}, cwd: settings.workspace }).kubeConfig });
  }
  const read = await readCrdGate({
    cwd: settings.workspace,
    base: comparison.base,
    head: comparison.head,
    // The CRDs of the checked paths (and deploy/crds): one moved out of them is a removed CRD.
    paths: settings.paths,
    ...settings.crdCompatConfig !== void 0 ? { configFile: settings.crdCompatConfig } : {},
    ...comparison.trusted !== void 0 ? { trusted: comparison.trusted } : {},
    ...live ? { live } : {}
  });
  const scope = `CRDs at ${comparison.head.slice(0, 7)} compared with ${comparison.base.slice(0, 7)}${kubeconfigPath ? " and the live cluster" : ""}`;
  if (!read.input) return { mode: "crd-diff", findings: read.findings, rules: crdCompatRuleInfo(), scope, failure: "configuration error (see the findings)" };
  return { mode: "crd-diff", findings: [...(await judgeRevision(read.input)).findings], rules: crdCompatRuleInfo(), scope };
}
async function runDriftPreview({ settings, comparison, kubeconfigPath }) {
  if (kubeconfigPath === void 0) return { mode: "drift-preview", findings: [], scope: "", failure: "no kubeconfig" };
  const { readDiffSources, DRIFT_CONFIG_FILE } = await import("./chunks/diff-sources-WV3EUAFG.js");
  const { loadKubeConfig } = await import("./chunks/kubeconfig-A4KUFLZH.js");
  const { KubeClient } = await import("./chunks/client-JFB7CKJ4.js");
  const { Discovery } = await import("./chunks/discovery-76GG2YSW.js");
  const { previewDrift, previewCheckRun } = await import("./chunks/preview-S623GRO6.js");
  const { compileIgnoreRules } = await import("./chunks/ignore-NVEL6QY5.js");
  const { parseYaml } = await import("./chunks/parse-FFMVXRXK.js");
  const read = await readDiffSources({ root: settings.workspace, paths: settings.paths, ...comparison.base !== void 0 ? { base: comparison.base, head: comparison.head } : {} });
  let ignore = [];
  if (read.configText !== void 0) {
    const doc = parseYaml(read.configText, { file: DRIFT_CONFIG_FILE }).documents.find((d) => d.value !== null && d.value !== void 0);
    const compiled = compileIgnoreRules(doc?.value, { file: DRIFT_CONFIG_FILE });
    if (compiled.findings.length > 0) return { mode: "drift-preview", findings: compiled.findings, scope: "", failure: `${DRIFT_CONFIG_FILE} has ${plural(compiled.findings.length, "problem")} (see the findings)` };
    ignore = compiled.rules;
  }
  const client = new KubeClient({ kubeConfig: loadKubeConfig({ path: kubeconfigPath, env: {}, cwd: settings.workspace }).kubeConfig, userAgent: "driftgate-action" });
  let preview;
  try {
    preview = await previewDrift({ client, discovery: new Discovery({ client }) }, { headFiles: read.headFiles, ...read.baseFiles ? { baseFiles: read.baseFiles } : {}, ignore });
  } finally {
    client.close();
  }
  const checkRun = previewCheckRun(preview);
  const findings = [
    ...(preview.report.errors ?? []).map((e) => ({
      ruleId: "drift/dry-run-rejected",
      severity: "error",
      message: `${describeObject(e.ref) || "object"}: the API server refused the dry-run apply: ${e.message}`,
      object: e.ref,
      hint: "The change would fail to apply when the sync agent applies it; fix the manifest or the cluster (admission policy, missing CRD)."
    }))
  ];
  return {
    mode: "drift-preview",
    findings,
    scope: `${comparison.base !== void 0 ? "Changed manifests" : "Manifests"} under ${shownPaths(settings.paths)}, server-side dry-run against the live cluster`,
    details: checkRun.summary,
    outcome: { conclusion: checkRun.conclusion === "success" ? "success" : "neutral", title: checkRun.title }
  };
}
async function materializeKubeconfig(settings) {
  const source = settings.kubeconfig;
  if (!source) return void 0;
  if (source.kind === "file") return { path: source.path, dispose: async () => void 0 };
  const dir = await mkdtemp(path3.join(process.env["RUNNER_TEMP"] || os.tmpdir(), "driftgate-kube-"));
  const file = path3.join(dir, "kubeconfig");
  await writeFile(file, source.content, { mode: 384 });
  return { path: file, dispose: () => rm(dir, { recursive: true, force: true }) };
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// src/action/run.ts
import { mkdir, readFile, writeFile as writeFile2 } from "node:fs/promises";
import path5 from "node:path";

// src/io/github/job-summary.ts
import { appendFile, stat } from "node:fs/promises";
async function appendStepSummary(request) {
  const limit = request.maxBytes ?? GITHUB_LIMITS.stepSummaryBytes;
  let existing = 0;
  try {
    existing = (await stat(request.path)).size;
  } catch {
  }
  const room = Math.max(0, limit - existing);
  const { text, truncated } = truncateText(request.markdown, { maxBytes: room, notice: request.notice });
  await appendFile(request.path, text, "utf8");
  return { bytes: utf8Bytes(text), truncated };
}

// src/io/github/workflow-commands.ts
function fallbackAnnotationCommands(findings, options) {
  const cap = GITHUB_LIMITS.workflowAnnotationsPerLevel;
  const counts = countBySeverity(findings);
  const overflow = counts.error > cap || counts.warning > cap || counts.info > cap;
  const perLevel = overflow ? cap - 1 : cap;
  const commands = renderGithubCommands(findings, { maxPerLevel: perLevel, overflowNote: options.whereTheRestIs });
  const annotated = Math.min(counts.error, perLevel) + Math.min(counts.warning, perLevel) + Math.min(counts.info, perLevel);
  return { commands, annotated, omitted: findings.length - annotated };
}

// src/action/results.ts
var CHECK_RUN_NAMES = {
  check: "driftgate / check",
  "crd-diff": "driftgate / crd-diff",
  "drift-preview": "driftgate / drift-preview"
};
var MODE_TITLES = {
  check: "driftgate · manifests and policies",
  "crd-diff": "driftgate · CRD compatibility",
  "drift-preview": "driftgate · drift preview"
};
function modeTitle(mode) {
  return MODE_TITLES[mode];
}
function conclusionOf(result, failOn) {
  if (result.failure !== void 0) return "failure";
  if (failsAt(result.findings, failOn)) return "failure";
  return result.findings.length > 0 || result.outcome?.conclusion === "neutral" ? "neutral" : "success";
}
function overallConclusion(conclusions) {
  if (conclusions.includes("failure")) return "failure";
  if (conclusions.includes("neutral")) return "neutral";
  return "success";
}
function plural2(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function countsTitle(findings) {
  const c = countBySeverity(findings);
  const parts = [c.error ? plural2(c.error, "error") : "", c.warning ? plural2(c.warning, "warning") : "", c.info ? `${c.info} info` : ""].filter((p) => p !== "");
  return parts.length ? parts.join(", ") : "No problems found";
}
function checkRunTitle(result) {
  if (result.failure !== void 0) return `Could not run: ${result.failure.split("\n")[0] ?? ""}`;
  if (result.outcome && result.findings.length === 0) return result.outcome.title;
  return result.outcome ? `${countsTitle(result.findings)}; ${result.outcome.title}` : countsTitle(result.findings);
}
function markdownWithin(findings, options) {
  let maxLength = options.maxBytes;
  let text = renderMarkdown(findings, { title: options.title, maxLength, truncationNote: options.truncationNote });
  for (let attempt = 0; attempt < 8 && utf8Bytes(text) > options.maxBytes; attempt++) {
    maxLength = Math.floor(maxLength * options.maxBytes / utf8Bytes(text)) - 256;
    if (maxLength <= 0) break;
    text = renderMarkdown(findings, { title: options.title, maxLength, truncationNote: options.truncationNote });
  }
  return text;
}
function modeMarkdown(result, options) {
  const title = options.heading ?? modeTitle(result.mode);
  if (result.failure !== void 0) {
    return `### ${title}

❌ driftgate could not run this part: ${escapeMarkdownText(result.failure)}
`;
  }
  const scope = result.scope ? `_${escapeMarkdownText(result.scope)}_

` : "";
  if (result.outcome && result.findings.length === 0 && result.details) {
    return `### ${title}

${scope}${truncateText(result.details, { maxBytes: options.maxBytes - utf8Bytes(title) - utf8Bytes(scope) - 8, notice: options.truncationNote }).text}
`;
  }
  const detailsBudget = result.details ? Math.min(utf8Bytes(result.details) + 2, Math.floor(options.maxBytes / 3)) : 0;
  const table = markdownWithin(result.findings, { title, maxBytes: options.maxBytes - utf8Bytes(scope) - detailsBudget - 4, truncationNote: options.truncationNote });
  const [heading, ...rest] = table.split("\n");
  const body = `${heading}

${scope}${rest.join("\n").replace(/^\n+/, "")}`;
  if (!result.details) return body;
  const details = truncateText(result.details, { maxBytes: Math.max(0, detailsBudget - 2), notice: options.truncationNote }).text;
  return `${body}
${details}
`;
}

// src/action/report.ts
var COMMENT_MARKER = "report";
var GitHubChannel = class {
  constructor(reporter, settings, log) {
    this.reporter = reporter;
    this.settings = settings;
    this.log = log;
    if (!reporter) this.notes.push("No `token` input: results are reported in this summary and as workflow annotations only.");
  }
  reporter;
  settings;
  log;
  /** What went wrong or was skipped, for the log and the job summary. */
  notes = [];
  runs = /* @__PURE__ */ new Map();
  reported = /* @__PURE__ */ new Map();
  /** Set once check runs cannot be written; later writes are skipped. */
  blocked;
  /** Says where the full report is, for truncated texts. */
  overflowNote() {
    const where = this.settings.detailsUrl ? `the [job summary](${this.settings.detailsUrl})` : "the job summary";
    return `The full list is in ${where} and in the SARIF file ${markdownCode(shownFileName(this.settings.sarifFile))} (step output \`sarif-file\`).`;
  }
  /** Creates a check run in progress per mode, on the head commit. */
  async start(modes) {
    if (!this.reporter) return;
    for (const mode of modes) {
      try {
        const run2 = await this.reporter.createCheckRun({
          name: CHECK_RUN_NAMES[mode],
          headSha: this.settings.event.headSha,
          externalId: mode,
          ...this.settings.detailsUrl ? { detailsUrl: this.settings.detailsUrl } : {},
          title: "Running…",
          summary: `${modeTitle(mode)}: running on ${this.settings.event.headSha.slice(0, 7)}.`
        });
        this.runs.set(mode, run2);
      } catch (error) {
        if (this.fail(toGitHubError(error, `create check run ${CHECK_RUN_NAMES[mode]}`))) return;
      }
    }
  }
  /** Completes the check runs; modes that could not be reported this way fall back to workflow commands. */
  async complete(results) {
    for (const result of results) {
      const run2 = this.runs.get(result.mode);
      if (!this.reporter || !run2 || this.blocked) continue;
      const annotations = annotationsFromFindings(result.findings);
      try {
        const done = await this.reporter.completeCheckRun(run2, {
          conclusion: conclusionOf(result, this.settings.failOn),
          title: checkRunTitle(result),
          summary: modeMarkdown(result, { maxBytes: GITHUB_LIMITS.checkRunTextBytes, truncationNote: this.overflowNote() }),
          annotations,
          overflowNote: this.overflowNote()
        });
        this.reported.set(result.mode, { ...done.htmlUrl ? { url: done.htmlUrl } : {}, annotations: done.annotationsSent, omitted: done.annotationsOmitted });
        for (const e of done.batchErrors) this.notes.push(`Some annotations of ${run2.name} were not accepted: ${e.message}`);
        if (done.annotationsOmitted > 0) this.notes.push(`${run2.name}: ${done.annotationsOmitted} findings are not annotated on the check run; they are listed in this summary and in the SARIF file.`);
      } catch (error) {
        this.fail(toGitHubError(error, `complete check run ${run2.name}`));
      }
    }
  }
  /** Workflow-command annotations for findings that did not reach a check run. */
  fallbackCommands(results) {
    const unreported = results.filter((r) => !this.reported.has(r.mode));
    const findings = unreported.flatMap((r) => r.findings);
    if (findings.length === 0) return "";
    const { commands, omitted } = fallbackAnnotationCommands(findings, { whereTheRestIs: `All ${findings.length} are in the job summary and in the SARIF file ${shownFileName(this.settings.sarifFile)} (step output sarif-file).` });
    if (this.reporter) {
      this.notes.push(
        `Reported as workflow annotations instead of check runs${omitted > 0 ? ` (GitHub shows at most ${GITHUB_LIMITS.workflowAnnotationsPerLevel} per level per step, so ${omitted} are only in this summary and the SARIF file)` : ""}.`
      );
    }
    return commands;
  }
  /** Upserts the PR comment: created or updated with findings, updated to "resolved" once clean. */
  async comment(results, markdown) {
    const pr = this.settings.event.pullRequest;
    if (!this.reporter || !pr || !this.settings.comment) return;
    if (this.blocked?.kind === "forbidden" || this.blocked?.kind === "unauthorized") {
      this.notes.push("The PR comment was skipped: the token cannot write to this repository.");
      return;
    }
    const clean = results.every((r) => r.findings.length === 0 && r.failure === void 0);
    const sha2 = this.settings.event.headSha.slice(0, 7);
    const run2 = this.settings.detailsUrl ? ` · [workflow run](${this.settings.detailsUrl})` : "";
    const body = clean ? `### driftgate

✅ **Resolved.** No findings as of ${sha2}; the problems reported here earlier are fixed.${run2}
` : `${markdown}
<sub>driftgate on ${sha2}${run2}. This comment is updated in place.</sub>
`;
    try {
      const result = await this.reporter.upsertComment({ issueNumber: pr.number, marker: COMMENT_MARKER, body, mode: clean ? "update-only" : "create-or-update" });
      if (result.action !== "absent") this.log(`PR comment ${result.action}${result.htmlUrl ? `: ${result.htmlUrl}` : ""}`);
    } catch (error) {
      this.notes.push(`The PR comment could not be written: ${toGitHubError(error, "PR comment").message}`);
    }
  }
  /** Markdown lines linking the check runs that were written. */
  links() {
    return [...this.reported.entries()].filter(([, r]) => r.url).map(([mode, r]) => `[${CHECK_RUN_NAMES[mode]}](${r.url})`);
  }
  /** Records a failed check-run write; true when it blocks all further writes (a permission problem). */
  fail(error) {
    const permanent = error.kind === "forbidden" || error.kind === "unauthorized";
    if (permanent) this.blocked = error;
    if (error.kind === "forbidden") {
      const fork = this.settings.event.pullRequest?.fromFork ? " (a pull request from a fork gets a read-only token)" : "";
      this.notes.push(
        `Check runs could not be written: the token may not write checks${fork}. Results are in this summary and as workflow annotations; for fork PRs see the \`workflow_run\` setup in driftgate's docs/action.md. GitHub said: ${error.message}`
      );
    } else {
      this.notes.push(`A check run could not be written (${error.kind}): ${error.message}. Its results are in this summary and as workflow annotations.`);
    }
    this.log(`driftgate: ${this.notes.at(-1) ?? ""}`);
    return permanent;
  }
};

// src/action/command-findings.ts
function optionalString(value) {
  return typeof value === "string" ? value : void 0;
}
function optionalPositive(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 ? value : void 0;
}
function parseFinding(item, where) {
  if (!isRecord(item)) throw new Error(`${where} is not an object`);
  const ruleId = item["ruleId"];
  const severity = item["severity"];
  const message = item["message"];
  if (typeof ruleId !== "string" || typeof message !== "string" || !SEVERITIES.includes(severity)) {
    throw new Error(`${where} lacks ruleId, severity or message`);
  }
  const rawObject = item["object"];
  const object = isRecord(rawObject) ? Object.fromEntries(
    ["apiVersion", "kind", "namespace", "name"].flatMap((k) => {
      const v = optionalString(rawObject[k]);
      return v === void 0 ? [] : [[k, v]];
    })
  ) : void 0;
  const fields = {
    file: optionalString(item["file"]),
    line: optionalPositive(item["line"]),
    column: optionalPositive(item["column"]),
    endLine: optionalPositive(item["endLine"]),
    endColumn: optionalPositive(item["endColumn"]),
    pointer: optionalString(item["pointer"]),
    hint: optionalString(item["hint"]),
    object
  };
  return {
    ruleId,
    severity,
    message,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== void 0))
  };
}

// src/action/results-file.ts
var RESULTS_FORMAT_VERSION = 1;
var RESULTS_LIMITS = { findings: 2e4, textChars: 64 * 1024, scopeChars: 2e3 };
function serializeResults(file) {
  return JSON.stringify(
    {
      driftgate: RESULTS_FORMAT_VERSION,
      repository: file.repository,
      headSha: file.headSha,
      ...file.pullRequest !== void 0 ? { pullRequest: file.pullRequest } : {},
      failOn: file.failOn,
      results: file.results.map((r) => ({ mode: r.mode, scope: r.scope, ...r.failure !== void 0 ? { failure: r.failure } : {}, ...r.details !== void 0 ? { details: r.details } : {}, ...r.outcome !== void 0 ? { outcome: r.outcome } : {}, findings: r.findings }))
    },
    null,
    1
  ) + "\n";
}
var ResultsFileError = class extends Error {
  name = "ResultsFileError";
};
function boundedString(value, where, max) {
  if (typeof value !== "string") throw new ResultsFileError(`${where} is not a string`);
  return value.length > max ? value.slice(0, max) + "…" : value;
}
function boundFinding(f) {
  const cut = (s) => s === void 0 || s.length <= RESULTS_LIMITS.textChars ? s : s.slice(0, RESULTS_LIMITS.textChars) + "…";
  return {
    ...f,
    message: cut(f.message) ?? "",
    ruleId: f.ruleId.slice(0, 200),
    ...f.hint !== void 0 ? { hint: cut(f.hint) } : {},
    ...f.file !== void 0 ? { file: f.file.slice(0, 4096) } : {},
    ...f.pointer !== void 0 ? { pointer: f.pointer.slice(0, 4096) } : {}
  };
}
function parseResultsFile(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ResultsFileError("not JSON");
  }
  if (!isRecord(value)) throw new ResultsFileError("not a JSON object");
  if (value["driftgate"] !== RESULTS_FORMAT_VERSION) throw new ResultsFileError(`unknown format version ${JSON.stringify(value["driftgate"])} (expected ${RESULTS_FORMAT_VERSION})`);
  const repository = boundedString(value["repository"], "repository", 200);
  const headSha = boundedString(value["headSha"], "headSha", 64);
  const pr = value["pullRequest"];
  if (pr !== void 0 && (typeof pr !== "number" || !Number.isInteger(pr) || pr < 1)) throw new ResultsFileError("pullRequest is not a PR number");
  const failOn = value["failOn"];
  if (!FAIL_ON.includes(failOn)) throw new ResultsFileError(`failOn is not one of ${FAIL_ON.join(", ")}`);
  const list2 = value["results"];
  if (!Array.isArray(list2) || list2.length > MODES.length) throw new ResultsFileError(`results is not a list of at most ${MODES.length} modes`);
  let total = 0;
  const seen = /* @__PURE__ */ new Set();
  const results = list2.map((item, i) => {
    const where = `results[${i}]`;
    if (!isRecord(item)) throw new ResultsFileError(`${where} is not an object`);
    const mode = item["mode"];
    if (!MODES.includes(mode) || seen.has(mode)) throw new ResultsFileError(`${where}.mode is not one of ${MODES.join(", ")} (once each)`);
    seen.add(mode);
    const findings = item["findings"];
    if (!Array.isArray(findings)) throw new ResultsFileError(`${where}.findings is not a list`);
    total += findings.length;
    if (total > RESULTS_LIMITS.findings) throw new ResultsFileError(`more than ${RESULTS_LIMITS.findings} findings`);
    let parsed;
    try {
      parsed = findings.map((f, j) => boundFinding(parseFinding(f, `${where}.findings[${j}]`)));
    } catch (error) {
      throw new ResultsFileError(error instanceof Error ? error.message : String(error));
    }
    return {
      mode,
      scope: boundedString(item["scope"] ?? "", `${where}.scope`, RESULTS_LIMITS.scopeChars),
      findings: parsed,
      ...item["failure"] !== void 0 ? { failure: boundedString(item["failure"], `${where}.failure`, RESULTS_LIMITS.scopeChars) } : {},
      ...item["details"] !== void 0 ? { details: boundedString(item["details"], `${where}.details`, RESULTS_LIMITS.textChars) } : {},
      ...item["outcome"] !== void 0 ? { outcome: parseOutcome(item["outcome"], `${where}.outcome`) } : {}
    };
  });
  return { repository, headSha, ...pr !== void 0 ? { pullRequest: pr } : {}, failOn, results };
}
function parseOutcome(value, where) {
  if (!isRecord(value) || value["conclusion"] !== "success" && value["conclusion"] !== "neutral") throw new ResultsFileError(`${where} is not an outcome`);
  return { conclusion: value["conclusion"], title: boundedString(value["title"], `${where}.title`, 255) };
}

// src/action/publish-revisions.ts
import { existsSync as existsSync3 } from "node:fs";
import path4 from "node:path";
async function preparePublishRevisions(options) {
  const { workspace, headSha, log } = options;
  if (!existsSync3(path4.join(workspace, ".git"))) {
    return { ok: false, problem: `${workspace} is not a git checkout. mode: publish judges the PR itself and needs the base branch checked out (actions/checkout with no ref).` };
  }
  let trustedBase;
  try {
    trustedBase = await git(workspace, ["rev-parse", "--verify", "HEAD^{commit}"]);
  } catch {
    return { ok: false, problem: `${workspace} has no HEAD commit. mode: publish needs the base branch checked out (actions/checkout with no ref).` };
  }
  if (trustedBase === headSha) {
    return { ok: false, problem: `the checkout is the PR head ${headSha.slice(0, 7)}. mode: publish reads the configuration from the checkout, so check out the base branch (actions/checkout with no ref), never the PR head.` };
  }
  if (!await hasCommit(workspace, headSha)) {
    const refs = [headSha, ...options.pullRequest !== void 0 ? [`refs/pull/${options.pullRequest}/head`] : []];
    for (const ref of refs) {
      log(`driftgate: fetching ${ref} (the PR head, read as data)`);
      try {
        await git(workspace, ["fetch", "--no-tags", "--quiet", "--depth=1", "origin", ref]);
      } catch (error) {
        log(`driftgate: git fetch ${ref} failed: ${firstLine2(error)}`);
      }
      if (await hasCommit(workspace, headSha)) break;
    }
  }
  if (!await hasCommit(workspace, headSha)) {
    return { ok: false, problem: `the PR head ${headSha} could not be fetched from origin, so it was not checked.` };
  }
  return { ok: true, trustedBase, head: headSha };
}
function firstLine2(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n").find((l) => l.trim() !== "") ?? text;
}

// src/action/run.ts
var SUMMARY_MODE_BYTES = 300 * 1024;
var COMMENT_MODE_BYTES = 6e4;
async function runAction(deps) {
  const { runtime } = deps;
  const log = (m) => runtime.info(m);
  let settings;
  try {
    settings = parseSettings({ getInput: runtime.getInput, env: runtime.env, eventPayload: await readEventPayload(runtime.env["GITHUB_EVENT_PATH"]) });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return refuse(runtime, "The step's inputs are not valid", error.problems);
  }
  runtime.command(kubeconfigMaskCommands(settings.kubeconfig));
  const reporter = settings.token ? createGitHubReporter({
    repository: settings.repository,
    client: {
      token: settings.token,
      baseUrl: settings.apiUrl,
      userAgent: `driftgate-action/${DRIFTGATE_VERSION}`,
      log: { debug: () => void 0, info: log, warn: log },
      ...deps.githubTiming ? { timing: deps.githubTiming } : {}
    }
  }) : void 0;
  if (settings.publish) return publish({ runtime, settings, publishing: settings.publish, reporter, analyze: deps.analyze, log });
  log(`driftgate ${DRIFTGATE_VERSION}: ${settings.modes.join(", ")} on ${settings.event.headSha}${settings.event.baseSha ? ` (base ${settings.event.baseSha})` : ""}`);
  const channel = new GitHubChannel(reporter, settings, log);
  await channel.start(settings.modes);
  let results;
  try {
    results = await deps.analyze(settings, log);
  } catch (error) {
    const detail = `internal error: ${error instanceof Error ? error.message : String(error)}. This is a bug in driftgate; please report it.`;
    log(`driftgate: ${detail}`);
    results = settings.modes.map((mode) => ({ mode, findings: [], scope: "", failure: detail }));
  }
  const findings = results.flatMap((r) => r.findings);
  const sarifWritten = await writeOutputFile(INPUTS.sarifFile, settings.sarifFile, renderSarif(findings, { toolVersion: DRIFTGATE_VERSION, rules: mergeRules(results) }), channel);
  const resultsWritten = await writeOutputFile(
    INPUTS.resultsFile,
    settings.resultsFile,
    serializeResults({
      repository: formatRepository(settings.repository),
      headSha: settings.event.headSha,
      ...settings.event.pullRequest ? { pullRequest: settings.event.pullRequest.number } : {},
      failOn: settings.failOn,
      results
    }),
    channel
  );
  await report({ runtime, settings, channel, results, files: { sarif: sarifWritten, results: resultsWritten }, log });
  const failedModes = results.filter((r) => r.failure !== void 0);
  const fails = failsAt(findings, settings.failOn);
  log(`driftgate: ${countsTitle(findings)}; ${failedModes.length ? `${failedModes.map((r) => r.mode).join(", ")} could not run` : fails ? `failing (fail-on: ${settings.failOn})` : "passing"}.`);
  if (failedModes.length > 0) return EXIT.usage;
  return fails ? EXIT.findings : EXIT.ok;
}
async function publish(options) {
  const { runtime, settings, publishing, reporter, analyze, log } = options;
  const run2 = publishing.workflowRun;
  const notes = [];
  const claim = await readResultsClaim(publishing.resultsFile, settings, run2.headSha);
  if (claim.problem !== void 0) notes.push(`Stage 1's results file was not used: ${claim.problem}`);
  let pullRequest;
  const candidates = [...run2.pullRequests, ...claim.file?.pullRequest !== void 0 ? [claim.file.pullRequest] : []];
  const candidate = candidates[0];
  if (candidate !== void 0 && reporter) {
    try {
      const pr = await reporter.getPullRequest(candidate);
      if (pr.state === "open" && pr.headSha === run2.headSha) {
        pullRequest = { number: pr.number, headSha: pr.headSha, baseSha: "", baseRef: "", headRef: "", fromFork: pr.headRepository !== formatRepository(settings.repository) };
      } else {
        notes.push(`No PR comment: pull request #${candidate} is ${pr.state} with head ${pr.headSha.slice(0, 7)}, not ${run2.headSha.slice(0, 7)}.`);
      }
    } catch (error) {
      notes.push(`No PR comment: pull request #${candidate} could not be read: ${toGitHubError(error, "read pull request").message}`);
    }
  }
  const revisions = await preparePublishRevisions({ workspace: settings.workspace, headSha: run2.headSha, ...pullRequest ? { pullRequest: pullRequest.number } : {}, log });
  const modes = ["check", "crd-diff"];
  const judged = {
    ...settings,
    modes,
    skippedModes: [{ mode: "drift-preview", reason: "mode: publish never sends a fork's manifests to a cluster" }],
    event: {
      name: run2.event || "pull_request",
      headSha: run2.headSha,
      ...revisions.ok ? { baseSha: revisions.trustedBase } : {},
      ...pullRequest ? { pullRequest: { ...pullRequest, ...revisions.ok ? { baseSha: revisions.trustedBase } : {} } } : {}
    },
    ...run2.htmlUrl ? { detailsUrl: run2.htmlUrl } : {}
  };
  const { kubeconfig: _noCluster, ...withoutCluster } = judged;
  log(`driftgate ${DRIFTGATE_VERSION}: publish: ${modes.join(", ")} on ${run2.headSha}${revisions.ok ? ` with the configuration at ${revisions.trustedBase}` : ""}`);
  const channel = new GitHubChannel(reporter, withoutCluster, log);
  channel.notes.push(...notes);
  await channel.start(modes);
  let results;
  if (!revisions.ok) {
    results = modes.map((mode) => ({ mode, findings: [], scope: "", failure: revisions.problem }));
  } else {
    try {
      results = await analyze(withoutCluster, log);
    } catch (error) {
      const detail = `internal error: ${error instanceof Error ? error.message : String(error)}. This is a bug in driftgate; please report it.`;
      log(`driftgate: ${detail}`);
      results = modes.map((mode) => ({ mode, findings: [], scope: "", failure: detail }));
    }
  }
  if (claim.file) {
    const claimed = countsTitle(claim.file.results.flatMap((r) => r.findings));
    const found = countsTitle(results.flatMap((r) => r.findings));
    if (claimed !== found) channel.notes.push(`Stage 1's results file said "${escapeMarkdownText(claimed)}"; this job checked the PR head itself and found "${found}", which decides.`);
  }
  await report({ runtime, settings: withoutCluster, channel, results, files: { sarif: false, results: false }, log });
  const findings = results.flatMap((r) => r.findings);
  const failedModes = results.filter((r) => r.failure !== void 0);
  const fails = failsAt(findings, settings.failOn);
  log(`driftgate: ${countsTitle(findings)}; ${failedModes.length ? `${failedModes.map((r) => r.mode).join(", ")} could not run` : fails ? `failing (fail-on: ${settings.failOn})` : "passing"}.`);
  if (failedModes.length > 0) return EXIT.usage;
  return fails ? EXIT.findings : EXIT.ok;
}
async function readResultsClaim(file, settings, headSha) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    return { problem: `it could not be read (${error instanceof Error && "code" in error ? String(error.code) : "error"}).` };
  }
  let parsed;
  try {
    parsed = parseResultsFile(text);
  } catch (error) {
    if (!(error instanceof ResultsFileError)) throw error;
    return { problem: `${escapeMarkdownText(error.message)}.` };
  }
  if (parsed.repository !== formatRepository(settings.repository)) return { problem: `it is for ${escapeMarkdownText(parsed.repository)}, not ${formatRepository(settings.repository)}.` };
  if (parsed.headSha !== headSha) return { problem: `it is for commit ${parsed.headSha}, but the workflow run was on ${headSha}.` };
  return { file: parsed };
}
async function report(options) {
  const { runtime, settings, channel, results, files, log } = options;
  const findings = results.flatMap((r) => r.findings);
  await channel.complete(results);
  runtime.command(channel.fallbackCommands(results));
  const commentMarkdown = results.filter((r) => r.findings.length > 0 || r.failure !== void 0).map((r) => modeMarkdown(r, { maxBytes: Math.floor(COMMENT_MODE_BYTES / Math.max(1, results.length)), truncationNote: channel.overflowNote() })).join("\n");
  await channel.comment(results, commentMarkdown);
  const conclusion = overallConclusion(results.map((r) => conclusionOf(r, settings.failOn)));
  const summaryMarkdown = results.map((r) => modeMarkdown(r, { maxBytes: SUMMARY_MODE_BYTES, truncationNote: `The full list is in the SARIF file ${markdownCode(shownFileName(settings.sarifFile))} (step output \`sarif-file\`).` })).join("\n");
  const links = channel.links();
  await writeSummary(
    runtime,
    [
      summaryMarkdown,
      links.length ? `Check runs: ${links.join(" · ")}` : "",
      settings.skippedModes.map((s) => `- \`${s.mode}\` skipped: ${s.reason}.`).join("\n"),
      channel.notes.map((n) => `> [!NOTE]
> ${n}`).join("\n\n"),
      `<sub>driftgate ${DRIFTGATE_VERSION} · fail-on: ${settings.failOn} · conclusion: ${conclusion}${files.sarif ? ` · SARIF: ${markdownCode(shownFileName(settings.sarifFile))}` : ""}</sub>`
    ].filter((s) => s !== "").join("\n\n") + "\n"
  );
  for (const note of channel.notes) log(`driftgate: ${note}`);
  const counts = countBySeverity(findings);
  const outputs = [
    [OUTPUTS.errors, String(counts.error)],
    [OUTPUTS.warnings, String(counts.warning)],
    [OUTPUTS.infos, String(counts.info)],
    [OUTPUTS.findings, String(findings.length)],
    [OUTPUTS.sarifFile, files.sarif ? settings.sarifFile : ""],
    [OUTPUTS.resultsFile, files.results ? settings.resultsFile : ""],
    [OUTPUTS.conclusion, conclusion]
  ];
  for (const [name, value] of outputs) {
    try {
      await runtime.setOutput(name, value);
    } catch (error) {
      log(`driftgate: output ${name} could not be set: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
async function refuse(runtime, title, problems) {
  runtime.command(problems.map((p) => `::error title=driftgate::${escapeData(p)}`).join("\n"));
  await writeSummary(runtime, `### driftgate

❌ ${title}:

${problems.map((p) => `- ${p}`).join("\n")}
`);
  return EXIT.usage;
}
async function writeOutputFile(input, file, content, channel) {
  try {
    await mkdir(path5.dirname(file), { recursive: true });
    await writeFile2(file, content);
    return true;
  } catch (error) {
    const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : "an error";
    channel.notes.push(`The '${input}' file could not be written (${code}).`);
    return false;
  }
}
async function readEventPayload(file) {
  if (file === void 0 || file === "") return void 0;
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new SettingsError([`GITHUB_EVENT_PATH: ${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}.`]);
  }
}
async function writeSummary(runtime, markdown) {
  if (!runtime.stepSummaryPath) {
    runtime.info(markdown);
    return;
  }
  try {
    const { truncated } = await appendStepSummary({ path: runtime.stepSummaryPath, markdown, notice: "The job summary is cut at GitHub’s 1 MiB limit; the full list is in the SARIF file." });
    if (truncated) runtime.info("driftgate: the job summary was cut to fit GitHub’s 1 MiB limit.");
  } catch (error) {
    runtime.info(`driftgate: the job summary could not be written: ${error instanceof Error ? error.message : String(error)}`);
  }
}
function mergeRules(results) {
  const rules = /* @__PURE__ */ new Map();
  for (const r of results) for (const [id, info] of r.rules ?? []) rules.set(id, info);
  return rules;
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

// src/action/runtime.ts
import { randomUUID } from "node:crypto";
import { appendFile as appendFile2 } from "node:fs/promises";
import { EOL } from "node:os";
function createRunnerRuntime(options) {
  const { env, stdout } = options;
  const write = (text) => {
    stdout.write(text.endsWith("\n") ? text : text + "\n");
  };
  return {
    env,
    getInput: (name) => (env[inputVariable(name)] ?? "").trim(),
    async setOutput(name, value) {
      const file = env["GITHUB_OUTPUT"];
      if (file === void 0 || file === "") {
        write(`::set-output name=${name}::${value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}`);
        return;
      }
      const delimiter = `ghadelimiter_${randomUUID()}`;
      if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`output ${name} contains its delimiter`);
      await appendFile2(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, "utf8");
    },
    info: (message) => write(neutralizeCommands(message)),
    command: (lines) => {
      if (lines !== "") write(lines);
    },
    stepSummaryPath: env["GITHUB_STEP_SUMMARY"] || void 0
  };
}

// src/action/main.ts
process2.noDeprecation = true;
tuneHeap({ longRunning: false });
runAction({ runtime: createRunnerRuntime({ env: process2.env, stdout: process2.stdout }), analyze: analyzeRepository }).then(
  (code) => {
    process2.exitCode = code;
  },
  (error) => {
    const detail = error instanceof Error ? error.message : String(error);
    process2.stdout.write(`::error title=driftgate internal error::${detail.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}%0AThis is a bug in driftgate; please report it.
`);
    process2.exitCode = 2;
  }
);
