import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  newerTags
} from "./chunk-ZSFIQ2U6.js";
import {
  parseFlags,
  stringFlag,
  stringListFlag
} from "./chunk-Z452NP5D.js";
import {
  UsageError
} from "./chunk-QKXTWADI.js";
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
import {
  CATALOG_RULES,
  DEFAULT_CATALOG_DIR,
  EMPTY_LOCK,
  LOCK_FILE,
  catalogFileName,
  chartVersion,
  locateEntry,
  parseLock,
  renderLock,
  sha256Hex,
  upsertEntries
} from "./chunk-6BWAKWOG.js";
import {
  parseSourceSpec,
  redactUrl
} from "./chunk-TYLT3RTZ.js";
import "./chunk-IUNAPEHB.js";
import {
  GitOperationError
} from "./chunk-OOKHHDSX.js";
import "./chunk-MF4G7RIR.js";
import {
  EXIT
} from "./chunk-EPIZTMXX.js";
import {
  formatLocation
} from "./chunk-H3D7EU6G.js";
import {
  DEFAULT_FILE_LIMITS,
  decodeSourceFile
} from "./chunk-B4M4T37N.js";
import {
  parseYaml
} from "./chunk-WBO74T5U.js";
import {
  loadCrds
} from "./chunk-KBH4CR7T.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-MRIEY5D4.js";
import "./chunk-AGZPKFWY.js";
import "./chunk-DGOX45GZ.js";
import "./chunk-CS4G45DB.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-JJB4YJM7.js";
import {
  CRD_API_VERSION,
  CRD_GROUP,
  CRD_KIND,
  isCrdManifest,
  readCrd
} from "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-S2VHB6H6.js";
import "./chunk-5WTWSETK.js";
import {
  loadManifests
} from "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";

// src/cli/crds.ts
import path2 from "node:path";

// src/core/catalog/extract.ts
var DOCUMENT_START = /^---(?:\s|$)/;
var DOCUMENT_END = /^\.\.\.\s*$/;
function splitDocuments(text) {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  const chunks = [];
  let start = 1;
  let current = [];
  const close = () => {
    if (current.some((l) => l.trim() !== "" && !l.trimStart().startsWith("#"))) chunks.push({ line: start, lines: current });
    current = [];
  };
  lines.forEach((line, i) => {
    if (DOCUMENT_START.test(line)) {
      close();
      const rest = line.slice(3).trim();
      start = rest === "" || rest.startsWith("#") ? i + 2 : i + 1;
      if (rest !== "" && !rest.startsWith("#")) current.push(line);
      return;
    }
    if (DOCUMENT_END.test(line)) {
      close();
      start = i + 2;
      return;
    }
    if (current.length === 0) start = i + 1;
    current.push(line);
  });
  close();
  return chunks;
}
function documentText(chunk) {
  let first = 0;
  while (first < chunk.lines.length && (chunk.lines[first] ?? "").trim() === "") first += 1;
  let last = chunk.lines.length;
  while (last > first && (chunk.lines[last - 1] ?? "").trim() === "") last -= 1;
  return { text: chunk.lines.slice(first, last).join("\n") + "\n", line: chunk.line + first };
}
function describeDocument(m) {
  const name = m.object.metadata.name;
  return `${m.object.kind}${name ? ` ${name}` : ""} (${m.object.apiVersion})`;
}
function extractCrds(file, options = {}) {
  const limits = options.limits ?? DEFAULT_FILE_LIMITS;
  const crds = [];
  const skipped = [];
  const findings = [];
  const decoded = decodeSourceFile(file, limits);
  if (!decoded.ok) return { crds, skipped, findings: [decoded.finding] };
  for (const chunk of splitDocuments(decoded.text)) {
    const { text, line } = documentText(chunk);
    const parsed = parseYaml("\n".repeat(line - 1) + text, { file: file.path, scalars: "kubernetes" });
    findings.push(...parsed.findings);
    if (parsed.findings.some((f) => f.severity === "error")) continue;
    const loaded = loadManifests(parsed.documents);
    findings.push(...loaded.findings);
    const manifest = loaded.manifests[0];
    if (!manifest || loaded.findings.some((f) => f.severity === "error")) continue;
    if (loaded.manifests.length > 1 || !isCrdManifest(manifest)) {
      const crdList = loaded.manifests.length > 1 && loaded.manifests.some(isCrdManifest);
      if (crdList) {
        const loc = manifest.locate("");
        findings.push({ ruleId: CATALOG_RULES.notCrd, severity: "error", message: "a List of CustomResourceDefinitions cannot be added as it is: expected one CRD per YAML document", file: file.path, line: loc.line, column: loc.column, hint: "Split the list into documents separated by ---." });
      } else {
        skipped.push({ file: file.path, line, what: describeDocument(manifest) });
      }
      continue;
    }
    if (manifest.object.apiVersion !== CRD_API_VERSION) {
      const loc = manifest.locate("/apiVersion");
      findings.push({ ruleId: CATALOG_RULES.notCrd, severity: "error", message: `expected ${CRD_GROUP}/v1 ${CRD_KIND}, found ${manifest.object.apiVersion}`, file: file.path, line: loc.line, column: loc.column, pointer: "/apiVersion", object: manifest.ref, hint: "apiextensions.k8s.io/v1beta1 was removed in Kubernetes 1.22; use a release of the project that ships v1 CRDs." });
      continue;
    }
    const refused = loadCrds([manifest]).findings;
    findings.push(...refused);
    if (refused.some((f) => f.severity === "error")) continue;
    const crd = readCrd(manifest);
    const name = manifest.object.metadata.name ?? "";
    crds.push({ name, text, versions: crd.versions.map((v) => v.name), file: file.path, line });
  }
  return { crds, skipped, findings };
}

// src/core/catalog/plan.ts
function planAdd(input) {
  const findings = [];
  const chosen = /* @__PURE__ */ new Map();
  for (const crd of input.extracted) {
    if (input.only && !input.only.includes(crd.name)) continue;
    const first = chosen.get(crd.name);
    if (first) {
      findings.push({ ruleId: "catalog/duplicate-crd", severity: "error", message: `CustomResourceDefinition ${crd.name} is defined again; the one at ${first.file}:${first.line} is added`, file: crd.file, line: crd.line, column: 1, hint: "Name the file or folder that holds the CRD you want, or pass --name." });
      continue;
    }
    chosen.set(crd.name, crd);
  }
  const entries = [];
  const writes = [];
  for (const crd of chosen.values()) {
    const file = catalogFileName(crd.name);
    const bytes = new TextEncoder().encode(crd.text);
    const own = input.perCrd ? input.perCrd(crd) : { path: crd.file };
    entries.push({ name: crd.name, file, sha256: sha256Hex(bytes), versions: crd.versions, source: { ...input.source, ...own } });
    writes.push({ file, text: crd.text });
  }
  const before = new Map(input.lock.crds.map((e) => [e.name, e]));
  const { lock, replaced } = upsertEntries(input.lock, entries);
  const same = (a, b) => a.sha256 === b.sha256 && JSON.stringify(a.source) === JSON.stringify(b.source);
  const unchanged = entries.filter((e) => {
    const old = before.get(e.name);
    return old !== void 0 && same(old, e);
  });
  return {
    writes,
    lock,
    added: entries.filter((e) => !before.has(e.name)),
    replaced: replaced.filter((old) => !unchanged.some((u) => u.name === old.name)),
    unchanged,
    findings,
    notFound: (input.only ?? []).filter((n) => !chosen.has(n))
  };
}

// src/core/catalog/verify.ts
var HINT = "Run `driftgate crds add` for the source again (it rewrites the file and the lockfile), or restore the folder with git.";
function verifyCatalog(input) {
  const findings = [];
  const inFolder = new Map(input.files.map((f) => [f.name, f]));
  const listed = /* @__PURE__ */ new Set();
  input.lock.crds.forEach((entry, index) => {
    listed.add(entry.file);
    const file = inFolder.get(entry.file);
    const path3 = `${input.dir}/${entry.file}`;
    if (!file) {
      const at = locateEntry({ text: input.lockText, file: input.lockPath, index, key: "file" });
      findings.push({ ruleId: CATALOG_RULES.missingFile, severity: "error", message: `${path3} is listed for CRD ${entry.name} but is not in the folder`, file: input.lockPath, ...at, hint: HINT });
      return;
    }
    const digest = sha256Hex(file.bytes);
    if (digest !== entry.sha256) {
      const at = locateEntry({ text: input.lockText, file: input.lockPath, index, key: "sha256" });
      findings.push({
        ruleId: CATALOG_RULES.digestMismatch,
        severity: "error",
        message: `CRD ${entry.name} differs from what was added: sha256 ${digest}, the lockfile (${input.lockPath}:${at.line}) records ${entry.sha256}`,
        file: path3,
        line: 1,
        column: 1,
        hint: HINT
      });
    }
  });
  for (const f of [...inFolder.values()].sort((a, b) => a.name < b.name ? -1 : 1)) {
    if (listed.has(f.name)) continue;
    findings.push({ ruleId: CATALOG_RULES.unlistedFile, severity: "error", message: `${input.dir}/${f.name} is in the catalog folder but not in ${input.lockPath}`, file: `${input.dir}/${f.name}`, line: 1, column: 1, hint: "Add CRDs with `driftgate crds add`, which records them; remove files that were copied in by hand." });
  }
  return findings;
}

// src/io/catalog/catalog-folder.ts
import { mkdir, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
var YAML_FILE = /\.ya?ml$/i;
async function readCatalogFolder(options) {
  const absolute = path.resolve(options.root, options.dir);
  const lockPath = `${options.dir}/${LOCK_FILE}`;
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const findings = [];
  let names = [];
  try {
    names = (await readdir(absolute, { withFileTypes: true })).filter((e) => !e.isDirectory()).map((e) => e.name).sort();
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    return { dir: options.dir, lockPath, lock: EMPTY_LOCK, findings, files: [] };
  }
  const files = [];
  for (const name of names.filter((n) => YAML_FILE.test(n))) {
    const read = await readFileBounded(path.join(absolute, name), { maxBytes });
    if (read.ok) files.push({ name, bytes: read.bytes });
    else findings.push({ ruleId: read.problem.ruleId, severity: "error", message: read.problem.message, file: `${options.dir}/${name}`, line: 1, column: 1, hint: read.problem.hint });
  }
  if (!names.includes(LOCK_FILE)) return { dir: options.dir, lockPath, lock: EMPTY_LOCK, findings, files };
  const lockRead = await readFileBounded(path.join(absolute, LOCK_FILE), { maxBytes });
  if (!lockRead.ok) {
    findings.push({ ruleId: lockRead.problem.ruleId, severity: "error", message: lockRead.problem.message, file: lockPath, line: 1, column: 1, hint: lockRead.problem.hint });
    return { dir: options.dir, lockPath, findings, files };
  }
  const lockText = new TextDecoder().decode(lockRead.bytes);
  const parsed = parseLock(lockText, lockPath);
  findings.push(...parsed.findings);
  return { dir: options.dir, lockPath, lockText, ...parsed.lock ? { lock: parsed.lock } : {}, findings, files };
}
async function writeCatalogFolder(options) {
  const absolute = path.resolve(options.root, options.dir);
  await mkdir(absolute, { recursive: true });
  const put = async (name, text) => {
    const target = path.join(absolute, name);
    const temporary = `${target}.driftgate-tmp`;
    await writeFile(temporary, text);
    await rename(temporary, target);
  };
  for (const w of options.writes) await put(w.file, w.text);
  await put(LOCK_FILE, renderLock(options.lock));
}

// src/cli/crds.ts
var USAGE = `usage: driftgate crds add SOURCE [flags]
       driftgate crds verify [--catalog DIR]
       driftgate crds outdated [--catalog DIR]

A pinned catalog of third-party CRDs (cert-manager, Prometheus Operator, Gateway API, ...) in
the repository: each CRD written as released (CEL rules, x-kubernetes-* extensions, every
version), one file per CRD named after it, and a lockfile (driftgate-crds.lock.json) with its
source, tag and commit, path in the source and sha256. check, the Action and the agent use
the catalog in ${DEFAULT_CATALOG_DIR}/ as schemas, like deploy/crds/; it is cluster infrastructure,
never applied by a sync. See docs/crd-catalog.md.

add SOURCE            add (or update) the CRDs of SOURCE:
                        a file or folder in the repository (a chart's crds/ folder too);
                        a git URL at a tag: https://github.com/cert-manager/cert-manager@v1.21.1
                        (or --ref TAG), cloned once, shallow, then offline; file:// works too;
                        cluster (with --kubeconfig): the CRDs the API server has
  --path DIR          with a git SOURCE: the file or folder in that repository (default: all of it)
  --ref TAG           with a git SOURCE: the tag (or branch) to read, instead of URL@TAG
  --name CRD          add only this CRD (metadata.name; repeatable)
  --to DIR            the catalog folder (default: ${DEFAULT_CATALOG_DIR}/ at the repository root)
  --kubeconfig FILE   with SOURCE cluster: the cluster to read
  --context NAME      kubeconfig context to use with --kubeconfig
  --max-file-bytes N  refuse source files larger than N bytes (default: 8388608, as check)
verify                fail when the catalog folder and its lockfile disagree (an edited,
                      missing or unlisted file), each with file:line:column
outdated              list newer release tags of the git sources (git ls-remote, nothing fetched)
  --catalog DIR       the catalog folder (default: ${DEFAULT_CATALOG_DIR}/ at the repository root)

Documents in SOURCE that are not CRDs are skipped and listed; a document that does not parse or
a CRD the API server would refuse is reported at its file:line:column and nothing is written.

Exit codes: 0 done (verify: folder and lockfile agree); 1 findings (nothing was written by add);
2 usage, source or git error.
`;
var SUBCOMMANDS = ["add", "verify", "outdated"];
var crdsCommand = {
  name: "crds",
  summary: "Pin third-party CRDs into a catalog folder with a lockfile (add, verify, outdated)",
  usage: USAGE,
  async run(context) {
    const [sub, ...rest] = context.argv;
    if (sub === "add") return add(context, rest);
    if (sub === "verify") return verify(context, rest);
    if (sub === "outdated") return outdated(context, rest);
    throw new UsageError(sub === void 0 ? `missing subcommand: ${SUBCOMMANDS.join(", ")}` : `unknown subcommand ${JSON.stringify(sub)}; expected ${SUBCOMMANDS.join(", ")}`);
  }
};
function printFindings(context, findings) {
  for (const f of findings) {
    context.stderr.write(`${formatLocation(f)}: ${f.severity}: ${f.message} [${f.ruleId}]
`);
    if (f.hint) context.stderr.write(`  hint: ${f.hint}
`);
  }
}
function catalogDir(root, cwd, flag, name) {
  if (flag === void 0) return DEFAULT_CATALOG_DIR;
  const relative = path2.relative(root, path2.resolve(cwd, flag)).split(path2.sep).join("/");
  if (relative === "" || relative.startsWith("..") || path2.isAbsolute(relative)) throw new UsageError(`--${name} must be a folder inside the repository (${root}); found ${JSON.stringify(flag)}`);
  return relative;
}
function describeSource(source) {
  if (source.type === "git") return `${source.url ?? "?"} at ${source.ref ?? "?"} (commit ${(source.commit ?? "").slice(0, 12)})`;
  if (source.type === "cluster") return `the cluster (context ${source.context ?? "?"})`;
  return "the repository";
}
async function add(context, argv) {
  const args = parseFlags(argv, {
    path: { type: "string" },
    ref: { type: "string" },
    name: { type: "string", multiple: true },
    to: { type: "string" },
    kubeconfig: { type: "string" },
    context: { type: "string" },
    "max-file-bytes": { type: "string" }
  });
  const [sourceText, ...extra] = args.positionals;
  if (sourceText === void 0) throw new UsageError("missing SOURCE: a path in the repository, a git URL at a tag, or cluster");
  if (extra.length > 0) throw new UsageError(`expected one SOURCE, found ${args.positionals.length}: ${args.positionals.join(" ")}`);
  const maxText = stringFlag(args, "max-file-bytes");
  const maxBytes = maxText === void 0 ? DEFAULT_FILE_LIMITS.maxBytes : Number(maxText);
  if (!Number.isInteger(maxBytes) || maxBytes <= 0) throw new UsageError(`--max-file-bytes must be a positive whole number; found ${JSON.stringify(maxText)}`);
  const root = await findRepositoryRoot(context.cwd);
  const dir = catalogDir(root, context.cwd, stringFlag(args, "to"), "to");
  const spec = parseSourceSpec(sourceText);
  const kubeconfig = stringFlag(args, "kubeconfig");
  const kubeContext = stringFlag(args, "context");
  if (spec.type !== "git" && (stringFlag(args, "ref") !== void 0 || stringFlag(args, "path") !== void 0)) throw new UsageError("--ref and --path are for a git SOURCE");
  if (spec.type !== "cluster" && kubeconfig !== void 0) throw new UsageError("--kubeconfig is for SOURCE cluster (driftgate crds add cluster --kubeconfig FILE)");
  if (kubeContext !== void 0 && kubeconfig === void 0) throw new UsageError("--context needs --kubeconfig");
  const folder = await readCatalogFolder({ root, dir });
  if (!folder.lock) {
    printFindings(context, folder.findings);
    context.stderr.write(`driftgate crds add: ${folder.lockPath} cannot be read; nothing was written
`);
    return EXIT.findings;
  }
  let files;
  let source;
  let perCrd;
  try {
    if (spec.type === "path") {
      const absolute = path2.resolve(context.cwd, spec.path);
      const relative = path2.relative(root, absolute).split(path2.sep).join("/");
      if (relative.startsWith("..") || path2.isAbsolute(relative)) throw new UsageError(`SOURCE ${JSON.stringify(spec.path)} is outside the repository (${root}); add it from git (URL@TAG) or copy it in first`);
      files = (await collectYamlFiles({ root, paths: [relative || "."], maxBytes })).filter((f) => !(f.path === dir || f.path.startsWith(`${dir}/`)));
      source = { type: "path" };
      const charts = await chartVersionsOf(root, files.map((f) => f.path));
      perCrd = (crd) => {
        const chart = charts.get(crd.file);
        return { path: crd.file, ...chart !== void 0 ? { chart } : {} };
      };
    } else if (spec.type === "git") {
      const flagRef = stringFlag(args, "ref");
      if (flagRef !== void 0 && spec.ref !== void 0 && flagRef !== spec.ref) throw new UsageError(`SOURCE names ref ${spec.ref} and --ref names ${flagRef}; give one`);
      const ref = flagRef ?? spec.ref;
      if (ref === void 0) throw new UsageError("a git SOURCE needs a tag to pin: URL@TAG or --ref TAG");
      const { readGitSource } = await import("./git-source-KX6LVNUS.js");
      const subPath = stringFlag(args, "path");
      const read = await readGitSource({ url: spec.url, ref, ...subPath !== void 0 ? { path: subPath } : {}, maxBytes });
      if (!read.exists) {
        context.stderr.write(`driftgate crds add: ${subPath ?? "."} does not exist in ${redactUrl(spec.url)} at ${ref}
`);
        return EXIT.usage;
      }
      files = read.files;
      source = { type: "git", url: redactUrl(spec.url), ref, commit: read.commit };
    } else {
      if (kubeconfig === void 0) throw new UsageError("SOURCE cluster needs --kubeconfig FILE");
      const { readClusterCrds } = await import("./cluster-source-O77OIGTE.js");
      let read;
      try {
        read = await readClusterCrds({ kubeconfig, ...kubeContext !== void 0 ? { context: kubeContext } : {}, cwd: context.cwd, env: context.env });
      } catch (error) {
        const { redactKubeconfigError } = await import("./kubeconfig-A4KUFLZH.js");
        context.stderr.write(`driftgate crds add: cannot read the cluster: ${redactKubeconfigError(error, void 0)}
`);
        return EXIT.usage;
      }
      files = read.crds.map((c) => c.file);
      const versions = new Map(read.crds.map((c) => [c.file.path, c.resourceVersion]));
      source = { type: "cluster", context: read.context };
      perCrd = (crd) => {
        const resourceVersion = versions.get(crd.file);
        return resourceVersion !== void 0 ? { resourceVersion } : {};
      };
    }
  } catch (error) {
    if (error instanceof MissingPathError || error instanceof GitOperationError) {
      context.stderr.write(`driftgate crds add: ${error.message}
`);
      return EXIT.usage;
    }
    throw error;
  }
  const extracted = [];
  const skipped = [];
  const findings = [];
  for (const file of files) {
    const out = extractCrds(file, { limits: { maxBytes } });
    extracted.push(...out.crds);
    skipped.push(...out.skipped);
    findings.push(...out.findings);
  }
  const only = stringListFlag(args, "name");
  const plan = planAdd({ extracted, source, lock: folder.lock, ...perCrd ? { perCrd } : {}, ...only.length > 0 ? { only } : {} });
  findings.push(...plan.findings);
  const errors = findings.filter((f) => f.severity === "error");
  printFindings(context, findings);
  for (const s of skipped) context.stderr.write(`${s.file}:${s.line}: skipped: ${s.what} is not a CustomResourceDefinition
`);
  if (errors.length > 0) {
    context.stderr.write(`driftgate crds add: ${errors.length} error${errors.length === 1 ? "" : "s"} in ${sourceText}; nothing was written
`);
    return EXIT.findings;
  }
  if (plan.notFound.length > 0) {
    context.stderr.write(`driftgate crds add: no CRD named ${plan.notFound.join(", ")} in ${sourceText} (it has ${[...new Set(extracted.map((c) => c.name))].join(", ") || "none"}); nothing was written
`);
    return EXIT.findings;
  }
  if (plan.writes.length === 0) {
    context.stderr.write(`driftgate crds add: no CustomResourceDefinition in ${sourceText}; nothing was written
`);
    return EXIT.findings;
  }
  await writeCatalogFolder({ root, dir, writes: plan.writes, lock: plan.lock });
  const line = (mark, e) => `  ${mark} ${e.name} (${e.versions.join(", ")})${e.source.path !== void 0 && e.source.type !== "cluster" ? ` from ${e.source.path}` : ""}
`;
  context.stdout.write(`${dir}: ${plan.writes.length} CRD${plan.writes.length === 1 ? "" : "s"} from ${describeSource(source)}
`);
  const replacedNames = new Set(plan.replaced.map((e) => e.name));
  const unchangedNames = new Set(plan.unchanged.map((e) => e.name));
  for (const e of plan.lock.crds) {
    if (plan.added.some((a) => a.name === e.name)) context.stdout.write(line("+", e));
    else if (replacedNames.has(e.name)) context.stdout.write(line("~", e));
    else if (unchangedNames.has(e.name)) context.stdout.write(line("=", e));
  }
  context.stdout.write(`lockfile: ${folder.lockPath}
`);
  return EXIT.ok;
}
async function chartVersionsOf(root, files) {
  const out = /* @__PURE__ */ new Map();
  const read = /* @__PURE__ */ new Map();
  for (const file of files) {
    const m = /^(?:(.*)\/)?crds\/.+$/.exec(file);
    if (!m) continue;
    const dir = m[1] ?? "";
    if (!read.has(dir)) {
      const chartFile = path2.join(root, dir, "Chart.yaml");
      const bytes = await readFileBounded(chartFile, { maxBytes: 1024 * 1024 });
      read.set(dir, bytes.ok ? chartVersion(new TextDecoder().decode(bytes.bytes)) : void 0);
    }
    const version = read.get(dir);
    if (version !== void 0) out.set(file, version);
  }
  return out;
}
async function verify(context, argv) {
  const args = parseFlags(argv, { catalog: { type: "string" } });
  if (args.positionals.length > 0) throw new UsageError(`verify takes no arguments; found ${args.positionals.join(" ")}`);
  const root = await findRepositoryRoot(context.cwd);
  const flag = stringFlag(args, "catalog");
  const dir = catalogDir(root, context.cwd, flag, "catalog");
  const folder = await readCatalogFolder({ root, dir });
  if (folder.lockText === void 0 && folder.files.length === 0 && folder.findings.length === 0) {
    if (flag !== void 0) {
      context.stderr.write(`driftgate crds verify: ${dir} holds no catalog (no ${folder.lockPath}, no CRD files)
`);
      return EXIT.usage;
    }
    context.stdout.write(`${dir}: no catalog; nothing to verify
`);
    return EXIT.ok;
  }
  const findings = [...folder.findings];
  if (folder.lock) findings.push(...verifyCatalog({ dir, lockPath: folder.lockPath, lockText: folder.lockText ?? "", lock: folder.lock, files: folder.files }));
  if (findings.length > 0) {
    printFindings(context, findings);
    context.stderr.write(`driftgate crds verify: ${dir} and ${folder.lockPath} disagree (${findings.length} problem${findings.length === 1 ? "" : "s"})
`);
    return EXIT.findings;
  }
  context.stdout.write(`${dir}: ${folder.lock?.crds.length ?? 0} CRDs match ${folder.lockPath}
`);
  return EXIT.ok;
}
async function outdated(context, argv) {
  const args = parseFlags(argv, { catalog: { type: "string" } });
  if (args.positionals.length > 0) throw new UsageError(`outdated takes no arguments; found ${args.positionals.join(" ")}`);
  const root = await findRepositoryRoot(context.cwd);
  const dir = catalogDir(root, context.cwd, stringFlag(args, "catalog"), "catalog");
  const folder = await readCatalogFolder({ root, dir });
  if (!folder.lock) {
    printFindings(context, folder.findings);
    return EXIT.findings;
  }
  const groups = /* @__PURE__ */ new Map();
  const notGit = [];
  for (const e of folder.lock.crds) {
    if (e.source.type !== "git" || e.source.url === void 0 || e.source.ref === void 0) {
      notGit.push(e.name);
      continue;
    }
    const key = `${e.source.url}\0${e.source.ref}`;
    const g = groups.get(key) ?? { url: e.source.url, ref: e.source.ref, crds: [] };
    g.crds.push(e.name);
    groups.set(key, g);
  }
  const { listRemoteTags } = await import("./git-source-KX6LVNUS.js");
  const tagsOf = /* @__PURE__ */ new Map();
  let failed = false;
  for (const g of groups.values()) {
    let tags = tagsOf.get(g.url);
    if (!tags) {
      try {
        tags = await listRemoteTags({ url: g.url });
      } catch (error) {
        context.stderr.write(`driftgate crds outdated: ${error instanceof Error ? error.message : String(error)}
`);
        failed = true;
        continue;
      }
      tagsOf.set(g.url, tags);
    }
    const newer = newerTags(g.ref, tags);
    const what = `${g.url} at ${g.ref} (${g.crds.length} CRD${g.crds.length === 1 ? "" : "s"}: ${g.crds.join(", ")})`;
    if (newer === void 0) context.stdout.write(`${what}: ${g.ref} is not a version tag; not compared
`);
    else if (newer.length === 0) context.stdout.write(`${what}: up to date
`);
    else context.stdout.write(`${what}: newer ${newer.join(", ")}
`);
  }
  if (notGit.length > 0) context.stdout.write(`not from git (not compared): ${notGit.join(", ")}
`);
  if (folder.lock.crds.length === 0) context.stdout.write(`${dir}: no catalog CRDs
`);
  return failed ? EXIT.usage : EXIT.ok;
}
export {
  crdsCommand
};
