import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  require_src
} from "./chunk-MF4G7RIR.js";
import {
  keptTextFile,
  plainText
} from "./chunk-LNDVUVRY.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SWXCCR26.js";

// node_modules/@kwsites/file-exists/dist/src/index.js
var require_src2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/src/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs_1 = __require("fs");
    var debug_1 = __importDefault(require_src());
    var log = debug_1.default("@kwsites/file-exists");
    function check(path2, isFile, isDirectory) {
      log(`checking %s`, path2);
      try {
        const stat = fs_1.statSync(path2);
        if (stat.isFile() && isFile) {
          log(`[OK] path represents a file`);
          return true;
        }
        if (stat.isDirectory() && isDirectory) {
          log(`[OK] path represents a directory`);
          return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
      } catch (e) {
        if (e.code === "ENOENT") {
          log(`[FAIL] path is not accessible: %o`, e);
          return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
      }
    }
    function exists(path2, type = exports.READABLE) {
      return check(path2, (type & exports.FILE) > 0, (type & exports.FOLDER) > 0);
    }
    exports.exists = exists;
    exports.FILE = 1;
    exports.FOLDER = 2;
    exports.READABLE = exports.FILE + exports.FOLDER;
  }
});

// node_modules/@kwsites/file-exists/dist/index.js
var require_dist = __commonJS({
  "node_modules/@kwsites/file-exists/dist/index.js"(exports) {
    "use strict";
    function __export(m3) {
      for (var p2 in m3) if (!exports.hasOwnProperty(p2)) exports[p2] = m3[p2];
    }
    Object.defineProperty(exports, "__esModule", { value: true });
    __export(require_src2());
  }
});

// node_modules/@kwsites/promise-deferred/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@kwsites/promise-deferred/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createDeferred = exports.deferred = void 0;
    function deferred() {
      let done;
      let fail;
      let status = "pending";
      const promise = new Promise((_done, _fail) => {
        done = _done;
        fail = _fail;
      });
      return {
        promise,
        done(result) {
          if (status === "pending") {
            status = "resolved";
            done(result);
          }
        },
        fail(error) {
          if (status === "pending") {
            status = "rejected";
            fail(error);
          }
        },
        get fulfilled() {
          return status !== "pending";
        },
        get status() {
          return status;
        }
      };
    }
    exports.deferred = deferred;
    exports.createDeferred = deferred;
    exports.default = deferred;
  }
});

// node_modules/@simple-git/args-pathspec/dist/index.mjs
var t = /* @__PURE__ */ new WeakMap();
function c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function r(n) {
  return n instanceof String && t.has(n);
}
function o(n) {
  return t.get(n) ?? [];
}

// node_modules/@simple-git/argv-parser/dist/index.mjs
function* L(e, t2) {
  const n = t2 === "global";
  for (const o2 of e)
    o2.isGlobal === n && (yield o2);
}
var K = /* @__PURE__ */ new Set([
  "--add",
  "--edit",
  "--remove-section",
  "--rename-section",
  "--replace-all",
  "--unset",
  "--unset-all",
  "-e"
]);
var I = /* @__PURE__ */ new Set([
  "--get",
  "--get-all",
  "--get-color",
  "--get-colorbool",
  "--get-regexp",
  "--get-urlmatch",
  "--list",
  "-l"
]);
var j = /* @__PURE__ */ new Set([
  "edit",
  "remove-section",
  "rename-section",
  "set",
  "unset"
]);
var D = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
function B(e, t2) {
  for (const { name: o2 } of L(e, "task")) {
    if (K.has(o2))
      return w(true, t2, o2 === "--rename-section");
    if (I.has(o2))
      return w(false, t2);
  }
  const n = t2.at(0)?.toLowerCase();
  return n === void 0 ? null : j.has(n) ? w(true, t2.slice(1), n === "rename-section") : D.has(n) ? w(false, t2.slice(1)) : t2.length === 1 ? w(false, t2) : w(true, t2);
}
function w(e = false, t2 = [], n = false) {
  const o2 = t2.at(0)?.toLowerCase();
  return o2 === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: o2,
    value: t2.at(1),
    rename: n
  };
}
function V(e, t2) {
  return t2.isWrite && t2.value !== void 0 ? {
    scope: e,
    key: t2.key,
    value: t2.value,
    rename: t2.rename
  } : { key: t2.key, scope: e };
}
function q(e) {
  const t2 = e?.indexOf("=") || -1;
  return !e || t2 < 0 ? null : {
    key: e.slice(0, t2).trim().toLowerCase(),
    value: e.slice(t2 + 1)
  };
}
function z(e) {
  for (const { name: t2 } of L(e, "task"))
    switch (t2) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function Y({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* H(e) {
  for (const t2 of e) {
    const n = Y(t2), o2 = n && q(t2.value);
    o2 && (yield {
      ...o2,
      scope: n
    });
  }
}
function J(e, t2, n) {
  const o2 = {
    read: [],
    write: [...H(t2)]
  };
  return e === "config" && X(
    o2,
    z(t2),
    B(t2, n)
  ), o2;
}
function X(e, t2, n) {
  if (n === null)
    return;
  const o2 = V(t2, n);
  n.isWrite ? e.write.push(o2) : e.read.push(o2);
}
var R = {
  short: /* @__PURE__ */ new Map([
    ["c", true]
    //  -c <k=v>    set config key for this invocation
  ])
};
var S = {
  short: new Map([
    ["C", true],
    //  -C <path>   change working directory
    ["P", false],
    // -P          no pager (alias for --no-pager)
    ["h", false],
    // -h          help
    ["p", false],
    // -p          paginate
    ["v", false],
    // -v          version
    ...R.short.entries()
  ]),
  long: /* @__PURE__ */ new Set([
    "attr-source",
    "config-env",
    "exec-path",
    "git-dir",
    "list-cmds",
    "namespace",
    "super-prefix",
    "work-tree"
  ])
};
var Q = {
  clone: {
    short: /* @__PURE__ */ new Map([
      ["b", true],
      // -b <branch>
      ["j", true],
      // -j <n>          parallel jobs
      ["l", false],
      // -l local
      ["n", false],
      // -n no-checkout
      ["o", true],
      // -o <name>       remote name
      ["q", false],
      // -q quiet
      ["s", false],
      // -s shared
      ["u", true]
      // -u <upload-pack>
    ]),
    long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
  },
  commit: {
    short: /* @__PURE__ */ new Map([
      ["C", true],
      // -C <commit>  reuse message
      ["F", true],
      // -F <file>    read message from file
      ["c", true],
      // -c <commit>  reedit message
      ["m", true],
      // -m <msg>
      ["t", true]
      // -t <template>
    ]),
    long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
  },
  config: {
    short: /* @__PURE__ */ new Map([
      ["e", false],
      // -e  open editor
      ["f", true],
      //  -f <file>
      ["l", false]
      // -l  list
    ]),
    long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
  },
  fetch: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  init: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["template"])
  },
  pull: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  push: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
  },
  rebase: {
    short: /* @__PURE__ */ new Map([
      ["X", true],
      // -X <option>   strategy option
      ["f", false],
      // -f force-rebase
      ["i", false],
      // -i interactive
      ["k", false],
      // -k keep-base
      ["m", false],
      // -m merge
      ["n", false],
      // -n no-stat
      ["q", false],
      // -q quiet
      ["r", false],
      // -r rebase-merges
      ["s", true],
      // -s <strategy>
      ["v", false],
      // -v verbose
      ["x", true]
      // -x <cmd>      exec
    ]),
    long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
  }
};
var Z = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
function ee(e) {
  const t2 = Q[e ?? ""] ?? Z;
  return {
    short: new Map([...R.short.entries(), ...t2.short.entries()]),
    long: t2.long
  };
}
function F(e, t2 = S) {
  if (e.startsWith("--")) {
    const n = e.indexOf("=");
    if (n > 2)
      return [{ name: e.slice(0, n), value: e.slice(n + 1), needsNext: false }];
    const o2 = e.slice(2);
    return [{ name: e, needsNext: t2.long.has(o2) }];
  }
  if (e.length === 2) {
    const n = e.charAt(1), o2 = t2.short.get(n);
    return [{ name: e, needsNext: o2 === true }];
  }
  return te(e, t2.short);
}
function te(e, t2) {
  const n = e.slice(1).split(""), o2 = [];
  for (let a = 0; a < n.length; a++) {
    const s = n[a], r2 = t2.get(s);
    if (r2 === void 0)
      return [{ name: e, needsNext: false }];
    if (r2) {
      const f2 = n.slice(a + 1).join("");
      if (f2 && ![...f2].every((v) => t2.has(v)))
        return o2.push({ name: `-${s}`, value: f2, needsNext: false }), o2;
    }
    o2.push({ name: `-${s}`, needsNext: r2 });
  }
  return o2;
}
function ne(e, t2 = []) {
  let n = 0;
  for (; n < e.length; ) {
    const o2 = String(e[n]);
    if (!o2.startsWith("-") || o2.length < 2) break;
    const a = F(o2);
    let s = n + 1;
    for (const r2 of a) {
      const f2 = {
        name: r2.name,
        value: r2.value,
        absorbedNext: false,
        isGlobal: true
      };
      r2.needsNext && f2.value === void 0 && s < e.length && (f2.value = String(e[s]), f2.absorbedNext = true, s++), t2.push(f2);
    }
    n = s;
  }
  return { flags: t2, taskIndex: n };
}
function oe(e, t2, n = []) {
  const o2 = ee(t2), a = [], s = [];
  let r2 = 0;
  for (; r2 < e.length; ) {
    const f2 = e[r2];
    if (r(f2)) {
      s.push(...o(f2)), r2++;
      continue;
    }
    const p2 = String(f2);
    if (p2 === "--") {
      for (let i = r2 + 1; i < e.length; i++) {
        const d2 = e[i];
        r(d2) ? s.push(...o(d2)) : s.push(String(d2));
      }
      break;
    }
    if (!p2.startsWith("-") || p2.length < 2) {
      a.push(p2), r2++;
      continue;
    }
    const v = F(p2, o2);
    let h = r2 + 1;
    for (const i of v) {
      const d2 = {
        name: i.name,
        value: i.value,
        absorbedNext: false,
        isGlobal: false
      };
      i.needsNext && d2.value === void 0 && h < e.length && !r(e[h]) && (d2.value = String(e[h]), d2.absorbedNext = true, h++), n.push(d2);
    }
    r2 = h;
  }
  return { flags: n, positionals: a, pathspecs: s };
}
function* ae({
  write: e
}) {
  for (const t2 of e) {
    if (t2.rename) {
      yield {
        category: "allowUnsafeConfigRename",
        level: "default",
        message: `Renaming config section ${t2.key} is not permitted without enabling allowUnsafeConfigRename`
      };
      continue;
    }
    for (const n of fe) {
      const o2 = n(t2.key);
      if (o2) {
        yield o2;
        break;
      }
    }
  }
}
function u(e, t2, n = String(e), o2 = "default") {
  const a = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(r2) {
    if (a.test(r2))
      return {
        category: t2,
        level: o2,
        message: `Configuring ${n} is not permitted without enabling ${t2}`,
        configKey: r2
      };
  };
}
function c2(e, t2) {
  const n = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return u(n, t2, e);
}
var se = /^sendemail\.(.+\.)?(sendmailcmd|tocmd|cccmd|headercmd|smtpserver|smtpserveroption|smtpsslcertpath|smtpsslclientcert|smtpsslclientkey|aliasesfile|mailmap\.file)$/;
var re = /^imap\.(tunnel|host|sslverify)$/;
var le = /^instaweb\.(httpd|modulepath|gitwebdir)$/;
var ie = /^(browser|man)\..+\.(path|cmd)$/;
var ce = /^gpg\.(ssh\.(allowedsignersfile|revocationfile)|mintrustlevel)$/;
var fe = [
  u(se, "allowUnsafeSendEmailConfig", "sendemail.*"),
  u(re, "allowUnsafeSendEmailConfig", "imap.*"),
  u(le, "allowUnsafeWebServerConfig", "instaweb.*"),
  u(ie, "allowUnsafeBrowser", "browser.* / man.*"),
  u(ce, "allowUnsafeSignatureTrust", "gpg.* signature trust"),
  u("alias", "allowUnsafeAlias"),
  u("core.askPass", "allowUnsafeAskPass"),
  u("core.editor", "allowUnsafeEditor"),
  u("core.fsmonitor", "allowUnsafeFsMonitor"),
  u("core.gitProxy", "allowUnsafeGitProxy"),
  u("core.hooksPath", "allowUnsafeHooksPath"),
  u("core.pager", "allowUnsafePager"),
  u("core.sshCommand", "allowUnsafeSshCommand"),
  c2("credential.helper", "allowUnsafeCredentialHelper"),
  c2("diff.command", "allowUnsafeDiffExternal"),
  u("diff.external", "allowUnsafeDiffExternal"),
  c2("difftool.cmd", "allowUnsafeDiffExternal"),
  c2("difftool.path", "allowUnsafeDiffExternal"),
  c2("diff.textconv", "allowUnsafeDiffTextConv"),
  c2("filter.clean", "allowUnsafeFilter"),
  c2("filter.process", "allowUnsafeFilter"),
  c2("filter.smudge", "allowUnsafeFilter"),
  c2("gpg.program", "allowUnsafeGpgProgram"),
  c2("gpg.defaultKeyCommand", "allowUnsafeGpgProgram"),
  u("include.path", "allowUnsafeInclude"),
  c2("includeIf", "allowUnsafeInclude"),
  u("init.templateDir", "allowUnsafeTemplateDir"),
  u("interactive.diffFilter", "allowUnsafePager"),
  c2("pager.", "allowUnsafePager"),
  c2("merge.driver", "allowUnsafeMergeDriver"),
  c2("mergetool.path", "allowUnsafeMergeDriver"),
  c2("mergetool.cmd", "allowUnsafeMergeDriver"),
  c2("protocol.allow", "allowUnsafeProtocolOverride"),
  c2("remote.receivepack", "allowUnsafePack"),
  c2("remote.uploadpack", "allowUnsafePack"),
  u("uploadpack.packObjectsHook", "allowUnsafePack"),
  u("sequence.editor", "allowUnsafeEditor"),
  c2("submodule.update", "allowUnsafeSubmodule"),
  c2("tar.command", "allowUnsafeCommandBinaries"),
  c2("trailer.cmd", "allowUnsafeCommandBinaries"),
  c2("trailer.command", "allowUnsafeCommandBinaries"),
  c2("url.insteadOf", "allowUnsafeUrlRewrite"),
  // catch-all configuration using the "foo.command" or "bar.cmd" naming convention, only blocked
  // when the `recommended` checks are enabled
  u(/command$/, "allowUnsafeCommandBinaries", "/command$/", "recommended"),
  u(/\.cmd$/, "allowUnsafeCommandBinaries", "/\\.cmd$/", "recommended")
];
function* ue(e, t2) {
  for (const n of t2)
    for (const o2 of de) {
      const a = o2(e, n);
      a && (yield a);
    }
}
function g(e, t2, n, {
  name: o2 = String(t2),
  exceptTask: a,
  globalOnly: s = false,
  withValue: r2 = false
} = {}) {
  const f2 = typeof t2 == "string" ? new RegExp(`\\s*${t2.toLowerCase()}`) : t2, p2 = `Use of ${e ? `${e} with option ` : ""}${o2} is not permitted without enabling ${n}`;
  return function(h, i) {
    if (!(e && h !== e) && !(a && h === a) && !(s && !i.isGlobal) && !(r2 && i.value === void 0) && f2.test(i.name))
      return {
        category: n,
        level: "default",
        message: p2
      };
  };
}
var y = { globalOnly: true, withValue: true };
var de = [
  g(null, /--(upload|receive)-pack/, "allowUnsafePack", {
    name: "--upload-pack or --receive-pack"
  }),
  g("clone", /^-\w*u/, "allowUnsafePack"),
  g("clone", "--u", "allowUnsafePack"),
  // `--exec` names the program run on the remote end of `push`, `send-pack`, `fetch-pack`, `archive` and
  // (undocumented) `ls-remote`, `rebase` uses it for a command run after each commit
  g(null, /^--exec$/, "allowUnsafePack", {
    name: "--exec",
    exceptTask: "rebase"
  }),
  // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
  g("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
  // `git filter-branch` runs the value of each of these through `eval`
  g(
    "filter-branch",
    /^--(setup|(env|tree|index|parent|msg|commit|tag-name)-filter)$/,
    "allowUnsafeExec",
    { name: "--setup or --<type>-filter" }
  ),
  // `git grep` configures a pager with `-O<cmd>` (potentially clustered as `-iO<cmd>`), or through the long-form
  // `--open-files-in-pager`. Without a value both use the configured pager, so are permitted.
  g("grep", /^-\w*O./, "allowUnsafePager", { name: "-O" }),
  g("grep", "--open-files-in-pager", "allowUnsafePager", { withValue: true }),
  g(null, "--template", "allowUnsafeTemplateDir"),
  g(null, "--exec-path", "allowUnsafeExec", y),
  // `git` reads the configuration of whichever repository these name, so the
  // directory alone is enough to deliver config the argv guards never see
  g(null, "--git-dir", "allowUnsafeConfigPaths", y),
  g(null, "--work-tree", "allowUnsafeConfigPaths", y),
  g(null, /^-C$/, "allowUnsafeConfigPaths", { ...y, name: "-C" })
];
function G(e, t2, n) {
  return [...ue(e, t2), ...ae(n)];
}
function Ae(...e) {
  const { flags: t2, taskIndex: n } = ne(e), o2 = n < e.length ? String(e[n]).toLowerCase() : null, a = o2 !== null ? e.slice(n + 1) : [], { positionals: s, pathspecs: r2 } = oe(a, o2, t2), f2 = J(o2, t2, s);
  return {
    task: o2,
    flags: t2.map(ge),
    paths: r2,
    config: f2,
    vulnerabilities: me(G(o2, t2, f2))
  };
}
function me(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function ge({ value: e, name: t2 }) {
  return e !== void 0 ? { name: t2, value: e } : { name: t2 };
}
var pe = Object.freeze([
  // identity
  "user.name",
  "user.email",
  "user.useconfigonly",
  "author.name",
  "author.email",
  "committer.name",
  "committer.email",
  // line endings, file system and display behaviour
  "core.abbrev",
  "core.autocrlf",
  "core.bigfilethreshold",
  "core.commentchar",
  "core.commentstring",
  "core.compression",
  "core.eol",
  "core.filemode",
  "core.ignorecase",
  "core.logallrefupdates",
  "core.longpaths",
  "core.precomposeunicode",
  "core.preloadindex",
  "core.quotepath",
  "core.safecrlf",
  "core.untrackedcache",
  "core.whitespace",
  "advice.*",
  "color.*",
  "column.ui",
  "i18n.commitencoding",
  "i18n.logoutputencoding",
  "init.defaultbranch",
  // branch / merge / rebase / pull / push defaults
  "branch.autosetupmerge",
  "branch.autosetuprebase",
  "branch.sort",
  "checkout.defaultremote",
  "clone.defaultremotename",
  "fetch.prune",
  "fetch.prunetags",
  "merge.conflictstyle",
  "merge.ff",
  "merge.renamelimit",
  "pull.ff",
  "pull.rebase",
  "push.autosetupremote",
  "push.default",
  "push.followtags",
  "rebase.autosquash",
  "rebase.autostash",
  "rerere.enabled",
  "tag.sort",
  "versionsort.suffix",
  // output formatting of diff / log / status / grep
  "diff.algorithm",
  "diff.colormoved",
  "diff.context",
  "diff.interhunkcontext",
  "diff.mnemonicprefix",
  "diff.noprefix",
  "diff.relative",
  "diff.renamelimit",
  "diff.renames",
  "grep.extendedregexp",
  "grep.linenumber",
  "grep.patterntype",
  "log.abbrevcommit",
  "log.date",
  "log.decorate",
  "log.follow",
  "status.branch",
  "status.renames",
  "status.short",
  "status.showuntrackedfiles",
  // performance and transfer tuning
  "feature.manyfiles",
  "gc.auto",
  "gc.autodetach",
  "http.lowspeedlimit",
  "http.lowspeedtime",
  "http.postbuffer",
  "http.version",
  "index.version",
  "pack.threads",
  "pack.windowmemory",
  "protocol.version",
  // extra request headers, commonly used for CI authentication tokens
  "http.extraheader",
  "http.*.extraheader",
  // integrity checks - these only ever make git stricter
  "fetch.fsckobjects",
  "receive.fsckobjects",
  "transfer.fsckobjects"
]);
function he(e) {
  const t2 = /* @__PURE__ */ new Set(), n = [];
  for (const o2 of e) {
    const a = String(o2).trim().toLowerCase();
    a && (a.includes("*") ? n.push(
      new RegExp(
        `^${a.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`
      )
    ) : t2.add(a));
  }
  return (o2) => {
    const a = o2.trim().toLowerCase();
    return t2.has(a) || n.some((s) => s.test(a));
  };
}
var Le = he(pe);
var N = {
  editor: "allowUnsafeEditor",
  git_askpass: "allowUnsafeAskPass",
  git_config_global: "allowUnsafeConfigPaths",
  git_config_system: "allowUnsafeConfigPaths",
  git_config_count: "allowUnsafeConfigEnvCount",
  git_config_parameters: "allowUnsafeConfigEnvCount",
  git_config: "allowUnsafeConfigPaths",
  git_editor: "allowUnsafeEditor",
  git_exec_path: "allowUnsafeExec",
  git_external_diff: "allowUnsafeDiffExternal",
  git_pager: "allowUnsafePager",
  git_proxy_command: "allowUnsafeGitProxy",
  git_template_dir: "allowUnsafeTemplateDir",
  git_sequence_editor: "allowUnsafeEditor",
  git_ssh: "allowUnsafeSshCommand",
  git_ssh_command: "allowUnsafeSshCommand",
  pager: "allowUnsafePager",
  prefix: "allowUnsafeConfigPaths",
  ssh_askpass: "allowUnsafeAskPass",
  visual: "allowUnsafeEditor"
};
var T = {
  home: "allowUnsafeConfigPaths",
  xdg_config_home: "allowUnsafeConfigPaths"
};
function W(e) {
  return Object.hasOwn(T, e);
}
function* we(e) {
  const t2 = parseInt(e.git_config_count ?? "0", 10);
  for (let n = 0; n < t2; n++) {
    const o2 = e[`git_config_key_${n}`], a = e[`git_config_value_${n}`];
    o2 !== void 0 && (yield { key: o2.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* ve(e, t2) {
  for (const n of Object.keys(e))
    if (W(n) && e[n] !== t2[n]) {
      const o2 = T[n];
      yield {
        category: o2,
        level: "recommended",
        message: `Use of "${n.toUpperCase()}" with a value other than the inherited one is not permitted without enabling ${o2}`,
        envKey: n
      };
    }
}
function* be(e) {
  for (const t2 of Object.keys(e))
    if (M(t2)) {
      const n = N[t2];
      yield {
        category: n,
        level: "default",
        message: `Use of "${t2.toUpperCase()}" is not permitted without enabling ${n}`,
        envKey: t2
      };
    }
}
function M(e) {
  return Object.hasOwn(N, e);
}
function Ue(e) {
  const t2 = String(e).toLowerCase().trim();
  return t2.startsWith("git_") || M(t2);
}
function $(e) {
  const t2 = {};
  for (const [n, o2] of Object.entries(e)) {
    const a = n.toLowerCase().trim();
    (Ue(a) || W(a)) && (t2[a] = String(o2));
  }
  return t2;
}
function Re(e, t2 = {}) {
  const n = $(e), o2 = {
    read: [],
    write: [...we(n)]
  }, a = [
    ...be(n),
    ...ve(n, $(t2)),
    ...G(null, [], o2)
  ];
  return {
    config: o2,
    vulnerabilities: a
  };
}
var k = class {
  constructor(t2, n) {
    this.value = t2, this.validate = n;
  }
};
var ye = [
  "https",
  "http",
  "ssh",
  "git+ssh",
  "ssh+git",
  "git",
  "file",
  "scp",
  "local"
];
var xe = new Set(ye);
var ke = class extends Error {
};
var Ee = /[\u0000-\u001f\u007f]/;
var _e = /^[a-z][a-z0-9+.-]*::/i;
var P = /* @__PURE__ */ new Set(["-c", "--config", "--config-env"]);
var O = /* @__PURE__ */ new Set([
  ...[...S.short].filter(([, e]) => e).map(([e]) => `-${e}`),
  ...[...S.long].map((e) => `--${e}`)
]);
function m(e) {
  throw new ke(e);
}
function $e(e) {
  return Array.isArray(e) && Array.isArray(e.raw) && Object.isFrozen(e);
}
function U(e) {
  return JSON.stringify(String(e));
}
function A(e) {
  let t2;
  if (e instanceof k) {
    t2 = e.value;
    const n = e.validate(t2);
    n && m(`interpolated value ${U(t2)} is rejected: ${n}`);
  } else typeof e == "string" ? t2 = e : typeof e == "number" && Number.isFinite(e) ? t2 = String(e) : m(
    `interpolated values must be strings, finite numbers or arrays of them, received ${typeof e}`
  );
  return Ee.test(t2) && m(`interpolated value ${U(t2)} contains control characters`), _e.test(t2) && m(`interpolated value ${U(t2)} would select a git remote helper transport`), t2;
}
function Pe(e, t2) {
  const n = [];
  let o2 = [];
  const a = () => {
    o2.length && (n.push(o2), o2 = []);
  };
  return e.forEach((s, r2) => {
    for (const f2 of s.split(/(\s+)/))
      /^\s+$/.test(f2) ? a() : f2 && o2.push({ text: f2 });
    r2 < t2.length && o2.push({ text: "", value: t2[r2] });
  }), a(), n;
}
function Ne(e, t2) {
  $e(e) || m("must be used as a tagged template literal");
  const n = [];
  let o2, a = false, s;
  for (const r2 of Pe(e, t2)) {
    if (r2.every((l2) => !("value" in l2))) {
      const l2 = r2.map((x2) => x2.text).join("");
      n.push(l2), s = l2, a || (a = o2 !== void 0 && l2 === "--"), o2 === void 0 && !l2.startsWith("-") && !O.has(n.at(-2) ?? "") && (o2 = l2);
      continue;
    }
    const p2 = !("value" in r2[0]);
    s !== void 0 && P.has(s) && !p2 && m(
      'configuration keys must be written literally, use "-c some.key=${value}" rather than "-c ${value}"'
    );
    const h = p2 && (r2[0].text.startsWith("-") || s !== void 0 && O.has(s));
    if (o2 === void 0 && !h && m(
      'the git sub-command must be written literally, interpolated values before it can only be used as option values, for example "-c user.name=${name}"'
    ), r2.length === 1) {
      const { value: l2 } = r2[0];
      if (r(l2))
        n.push(l2);
      else
        for (const x2 of Array.isArray(l2) ? l2 : [l2]) {
          const C2 = A(x2);
          C2.startsWith("-") && !a && m(
            `interpolated value ${U(C2)} would be read as an option, values that may start with "-" must follow "--" or be wrapped with pathspec()`
          ), n.push(C2);
        }
      s = void 0;
      continue;
    }
    let i = "", d2 = -1;
    for (const l2 of r2)
      "value" in l2 ? ((Array.isArray(l2.value) || r(l2.value)) && m("arrays and pathspecs must be interpolated as a standalone argument"), d2 < 0 && (d2 = i.length), i += A(l2.value)) : i += l2.text;
    if (d2 === 0 && i.startsWith("-") && !a && m(`interpolated value ${U(i)} would be read as an option`), d2 > 0 && i.startsWith("-") && !a) {
      const l2 = i.indexOf("=");
      (l2 < 0 || l2 >= d2) && m(
        'interpolated values in options must follow "=", for example "--message=${value}"'
      );
    }
    if (s !== void 0 && P.has(s)) {
      const l2 = i.indexOf("=");
      (l2 < 0 || l2 >= d2) && m(
        'configuration keys must be written literally, use "-c some.key=${value}" rather than "-c ${value}"'
      );
    }
    const E2 = /^(?:--config(?:-env)?=|-c(?=.))/.exec(i)?.[0];
    if (E2 && !a) {
      const l2 = i.indexOf("=", E2.length);
      (l2 < 0 || l2 >= d2) && m('configuration keys must be written literally, use "--config=some.key=${value}"');
    }
    n.push(i), s = void 0;
  }
  return o2 === void 0 && m("no git sub-command supplied"), n;
}

// node_modules/simple-git/dist/index.mjs
var import_file_exists = __toESM(require_dist(), 1);
var import_debug = __toESM(require_src(), 1);
var import_promise_deferred = __toESM(require_dist2(), 1);
import { spawn as Me } from "node:child_process";
import { normalize as Le2 } from "node:path";
import { EventEmitter as je } from "node:events";
var A2 = class extends Error {
  constructor(e, n) {
    super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var Be = class extends A2 {
  constructor(e, n) {
    super(void 0, n), this.config = e;
  }
};
var x = class extends A2 {
  constructor(e, n, r2) {
    super(e, r2), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var ut = class extends A2 {
  constructor(e, n) {
    super(void 0, n || String(e)), this.git = e;
  }
};
var Ie = class extends A2 {
  constructor(e) {
    super(void 0, e);
  }
};
var U2 = "\0";
var W2 = () => {
};
function Ue2(t2) {
  return typeof t2 != "function" ? W2 : t2;
}
function Fe2(t2) {
  return typeof t2 == "function" && t2 !== W2;
}
function Ge2(t2, e) {
  const n = t2.indexOf(e);
  return n <= 0 ? [t2, ""] : [t2.substr(0, n), t2.substr(n + 1)];
}
function ze(t2, e = 0) {
  return Bt(t2) && t2.length > e ? t2[e] : void 0;
}
function P2(t2, e = 0) {
  if (Bt(t2) && t2.length > e)
    return t2[t2.length - 1 - e];
}
function Bt(t2) {
  return Ft(t2);
}
function H2(t2 = "", e = true, n = `
`) {
  return t2.split(n).reduce((r2, s) => {
    const o2 = e ? s.trim() : s;
    return o2 && r2.push(o2), r2;
  }, []);
}
function ct(t2, e) {
  return H2(t2, true).map((n) => e(n));
}
function It(t2) {
  return (0, import_file_exists.exists)(t2, import_file_exists.FOLDER);
}
function O2(t2, e) {
  return Array.isArray(t2) ? t2.includes(e) || t2.push(e) : t2.add(e), e;
}
function qe(t2, e) {
  return Array.isArray(t2) && !t2.includes(e) && t2.push(e), t2;
}
function ft(t2, e) {
  if (Array.isArray(t2)) {
    const n = t2.indexOf(e);
    n >= 0 && t2.splice(n, 1);
  } else
    t2.delete(e);
  return e;
}
var lt = Object.prototype.toString.call.bind(Object.prototype.toString);
function _(t2) {
  return Array.isArray(t2) ? t2 : [t2];
}
function Ut(t2) {
  return t2.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function j2(t2) {
  return _(t2).map((e) => e instanceof String ? e : String(e));
}
function d(t2, e = 0) {
  if (t2 == null)
    return e;
  const n = parseInt(t2, 10);
  return Number.isNaN(n) ? e : n;
}
function F2(t2, e) {
  const n = [];
  for (let r2 = 0, s = t2.length; r2 < s; r2++)
    n.push(e, t2[r2]);
  return n;
}
function G2(t2) {
  return (Array.isArray(t2) ? Buffer.concat(t2) : t2).toString("utf-8");
}
function Ke(t2) {
  return t2 ? Buffer.isBuffer(t2) ? t2.length : Buffer.byteLength(t2) : 0;
}
function We(t2, e) {
  const n = {};
  return e.forEach((r2) => {
    t2[r2] !== void 0 && (n[r2] = t2[r2]);
  }), n;
}
function bt(t2 = 0) {
  return new Promise((e) => setTimeout(e, t2));
}
function Tt(t2) {
  if (t2 !== false)
    return t2;
}
function y2(t2, e, n) {
  return e(t2) ? t2 : arguments.length > 2 ? n : void 0;
}
var V2 = (t2) => Array.isArray(t2);
function ot(t2, e) {
  const n = r(t2) ? "string" : typeof t2;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
var p = (t2) => typeof t2 == "string" || r(t2);
var He = (t2) => p(t2) || Buffer.isBuffer(t2);
var z2 = (t2) => p(t2) || Array.isArray(t2) && t2.every(p);
function ht(t2) {
  return !!t2 && lt(t2) === "[object Object]";
}
function Ve(t2) {
  return typeof t2 == "function";
}
var Ft = (t2) => t2 == null || "number|boolean|function".includes(typeof t2) ? false : typeof t2.length == "number";
var Y2 = /* @__PURE__ */ ((t2) => (t2[t2.SUCCESS = 0] = "SUCCESS", t2[t2.ERROR = 1] = "ERROR", t2[t2.NOT_FOUND = -2] = "NOT_FOUND", t2[t2.UNCLEAN = 128] = "UNCLEAN", t2))(Y2 || {});
var q2 = class _q {
  constructor(e, n) {
    this.stdOut = e, this.stdErr = n;
  }
  asStrings() {
    return new _q(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
  }
};
function Ye() {
  throw new Error("LineParser:useMatches not implemented");
}
var l = class {
  constructor(e, n) {
    this.matches = [], this.useMatches = Ye, this.parse = (r2, s) => (this.resetMatches(), this._regExp.every((o2, i) => this.addMatch(o2, i, r2(i))) ? this.useMatches(s, this.prepareMatches()) !== false : false), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
  }
  resetMatches() {
    this.matches.length = 0;
  }
  prepareMatches() {
    return this.matches;
  }
  addMatch(e, n, r2) {
    const s = r2 && e.exec(r2);
    return s && this.pushMatch(n, s), !!s;
  }
  pushMatch(e, n) {
    this.matches.push(...n.slice(1));
  }
};
var N2 = class extends l {
  addMatch(e, n, r2) {
    return /^remote:\s/.test(String(r2)) && super.addMatch(e, n, r2);
  }
  pushMatch(e, n) {
    (e > 0 || n.length > 1) && super.pushMatch(e, n);
  }
};
var Qe = {
  binary: "git",
  maxConcurrentProcesses: 5,
  config: [],
  trimmed: false
};
function Xe(...t2) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Qe },
    ...t2.filter((r2) => typeof r2 == "object" && r2)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === true, n;
}
function Gt(t2, e = []) {
  return ht(t2) ? Object.keys(t2).reduce((n, r2) => {
    const s = t2[r2];
    if (r(s))
      n.push(s);
    else if (ot(s, ["boolean"]))
      n.push(r2 + "=" + s);
    else if (Array.isArray(s))
      for (const o2 of s)
        ot(o2, ["string", "number"]) || n.push(r2 + "=" + o2);
    else
      n.push(r2);
    return n;
  }, e) : e;
}
function m2(t2, e = 0, n = false) {
  const r2 = [];
  for (let s = 0, o2 = e < 0 ? t2.length : e; s < o2; s++)
    "string|number".includes(typeof t2[s]) && r2.push(String(t2[s]));
  return Gt(mt(t2), r2), n || r2.push(...Je(t2)), r2;
}
function Je(t2) {
  const e = typeof P2(t2) == "function";
  return j2(y2(P2(t2, e ? 1 : 0), V2, []));
}
function mt(t2) {
  const e = Ve(P2(t2));
  return y2(P2(t2, e ? 1 : 0), ht);
}
function u2(t2, e = true) {
  const n = Ue2(P2(t2));
  return e || Fe2(n) ? n : void 0;
}
function kt(t2, e) {
  return t2(e.stdOut, e.stdErr);
}
function S2(t2, e, n, r2 = true) {
  return _(n).forEach((s) => {
    for (let o2 = H2(s, r2), i = 0, a = o2.length; i < a; i++) {
      const c3 = (h = 0) => {
        if (!(i + h >= a))
          return o2[i + h];
      };
      e.some(({ parse: h }) => h(c3, t2));
    }
  }), t2;
}
var pt = ({ exitCode: t2 }, e, n, r2) => {
  if (t2 === Y2.UNCLEAN && rn(e))
    return n(Buffer.from("false"));
  r2(e);
};
var zt = (t2) => t2.trim() === "true";
function tn(t2) {
  switch (t2) {
    case "bare":
      return nn();
    case "root":
      return en();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: pt,
    parser: zt
  };
}
function en() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: pt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function nn() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: pt,
    parser: zt
  };
}
function rn(t2) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t2));
}
var sn = class {
  constructor(e) {
    this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
  }
};
var on = /^[a-z]+\s*/i;
var an = /^[a-z]+\s+[a-z]+\s*/i;
var un = /\/$/;
function cn(t2, e) {
  const n = new sn(t2), r2 = t2 ? an : on;
  return H2(e).forEach((s) => {
    const o2 = s.replace(r2, "");
    n.paths.push(o2), (un.test(o2) ? n.folders : n.files).push(o2);
  }), n;
}
var qt = [];
function fn(t2) {
  return {
    commands: qt,
    format: "empty",
    parser: t2
  };
}
function b(t2) {
  return {
    commands: qt,
    format: "empty",
    parser() {
      throw typeof t2 == "string" ? new Ie(t2) : t2;
    }
  };
}
function g2(t2, e = false) {
  return {
    commands: t2,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Kt(t2) {
  return {
    commands: t2,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function ln(t2) {
  return t2.format === "buffer";
}
function _t(t2) {
  return t2.format === "empty" || !t2.commands.length;
}
var hn = "Git clean interactive mode is not supported";
var mn = 'Git clean mode parameter ("n" or "f") is required';
var pn = "Git clean unknown option found in: ";
var Wt = /* @__PURE__ */ ((t2) => (t2.DRY_RUN = "n", t2.FORCE = "f", t2.IGNORED_INCLUDED = "x", t2.IGNORED_ONLY = "X", t2.EXCLUDING = "e", t2.QUIET = "q", t2.RECURSIVE = "d", t2))(Wt || {});
var Ht = /* @__PURE__ */ new Set([
  "i",
  ...j2(Object.values(Wt))
]);
function dn(t2, e) {
  const { cleanMode: n, options: r2, valid: s } = wn(t2);
  return n ? s.options ? (r2.push(...e), r2.some(kn) ? b(hn) : gn(n, r2)) : b(pn + JSON.stringify(t2)) : b(mn);
}
function gn(t2, e) {
  return {
    commands: ["clean", `-${t2}`, ...e],
    format: "utf-8",
    parser(r2) {
      return cn(t2 === "n", r2);
    }
  };
}
function yn(t2) {
  return Array.isArray(t2) && t2.every((e) => Ht.has(e));
}
function wn(t2) {
  let e, n = [], r2 = { cleanMode: false, options: true };
  return t2.replace(/[^a-z]i/g, "").split("").forEach((s) => {
    bn(s) ? (e = s, r2.cleanMode = true) : r2.options = r2.options && Tn(n[n.length] = `-${s}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r2
  };
}
function bn(t2) {
  return t2 === "f" || t2 === "n";
}
function Tn(t2) {
  return /^-[a-z]$/i.test(t2) && Ht.has(t2.charAt(1));
}
function kn(t2) {
  return /^-[^\-]/.test(t2) ? t2.indexOf("i") > 0 : t2 === "--interactive";
}
var _n = class {
  constructor() {
    this.files = [], this.values = /* @__PURE__ */ Object.create(null);
  }
  get all() {
    return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
  }
  addFile(e) {
    if (!(e in this.values)) {
      const n = P2(this.files);
      this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
    }
    return this.values[e];
  }
  addValue(e, n, r2) {
    const s = this.addFile(e);
    Object.hasOwn(s, n) ? Array.isArray(s[n]) ? s[n].push(r2) : s[n] = [s[n], r2] : s[n] = r2, this._all = void 0;
  }
};
function vn(t2) {
  const e = new _n();
  for (const n of Vt(t2))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function En(t2, e) {
  let n = null;
  const r2 = [], s = /* @__PURE__ */ new Map();
  for (const o2 of Vt(t2, e))
    o2.key === e && (r2.push(n = o2.value), s.has(o2.file) || s.set(o2.file, []), s.get(o2.file).push(n));
  return {
    key: e,
    paths: Array.from(s.keys()),
    scopes: s,
    value: n,
    values: r2
  };
}
function Sn(t2) {
  return t2.replace(/^(file):/, "");
}
function* Vt(t2, e = null) {
  const n = t2.split("\0");
  for (let r2 = 0, s = n.length - 1; r2 < s; ) {
    const o2 = Sn(n[r2++]);
    let i = n[r2++], a = e;
    if (i.includes(`
`)) {
      const c3 = Ge2(i, `
`);
      a = c3[0], i = c3[1];
    }
    yield { file: o2, key: a, value: i };
  }
}
var Yt = /* @__PURE__ */ ((t2) => (t2.system = "system", t2.global = "global", t2.local = "local", t2.worktree = "worktree", t2))(Yt || {});
function X2(t2, e) {
  return typeof t2 == "string" && Object.hasOwn(Yt, t2) ? t2 : e;
}
function Rn(t2, e, n, r2) {
  const s = ["config", `--${r2}`];
  return n && s.push("--add"), s.push(t2, e), {
    commands: s,
    format: "utf-8",
    parser(o2) {
      return o2;
    }
  };
}
function On(t2, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t2];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r2) {
      return En(r2, t2);
    }
  };
}
function Cn(t2) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t2 && e.push(`--${t2}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return vn(n);
    }
  };
}
function An() {
  return {
    addConfig(t2, e, ...n) {
      return this._runTask(
        Rn(
          t2,
          e,
          n[0] === true,
          X2(
            n[1],
            "local"
            /* local */
          )
        ),
        u2(arguments)
      );
    },
    getConfig(t2, e) {
      return this._runTask(
        On(t2, X2(e, void 0)),
        u2(arguments)
      );
    },
    listConfig(...t2) {
      return this._runTask(
        Cn(X2(t2[0], void 0)),
        u2(arguments)
      );
    }
  };
}
var Qt = /* @__PURE__ */ ((t2) => (t2.ADDED = "A", t2.COPIED = "C", t2.DELETED = "D", t2.MODIFIED = "M", t2.RENAMED = "R", t2.CHANGED = "T", t2.UNMERGED = "U", t2.UNKNOWN = "X", t2.BROKEN = "B", t2))(Qt || {});
var xn = new Set(Object.values(Qt));
function $n(t2) {
  return xn.has(t2);
}
var vt;
var Nn = ["-h"];
var B2 = /* @__PURE__ */ Symbol("grepQuery");
var Pn = class {
  constructor() {
    this[vt] = [];
  }
  *[(vt = B2, Symbol.iterator)]() {
    for (const e of this[B2])
      yield e;
  }
  and(...e) {
    return e.length && this[B2].push("--and", "(", ...F2(e, "-e"), ")"), this;
  }
  param(...e) {
    return this[B2].push(...F2(e, "-e")), this;
  }
};
function Mn(...t2) {
  return new Pn().param(...t2);
}
function Dn(t2) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ct(t2, (r2) => {
    const [s, o2, i] = r2.split(U2);
    e.add(s), (n[s] = n[s] || []).push({
      line: d(o2),
      path: s,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function Ln() {
  return {
    grep(t2) {
      const e = u2(arguments), n = m2(arguments);
      for (const s of Nn)
        if (n.includes(s))
          return this._runTask(
            b(`git.grep: use of "${s}" is not supported.`),
            e
          );
      typeof t2 == "string" && (t2 = Mn().param(t2));
      const r2 = ["grep", "--null", "-n", "--full-name", ...n, ...t2];
      return this._runTask(
        {
          commands: r2,
          format: "utf-8",
          parser(s) {
            return Dn(s);
          }
        },
        e
      );
    }
  };
}
var Xt = /* @__PURE__ */ ((t2) => (t2.MIXED = "mixed", t2.SOFT = "soft", t2.HARD = "hard", t2.MERGE = "merge", t2.KEEP = "keep", t2))(Xt || {});
var jn = j2(Object.values(Xt));
function Bn(t2, e) {
  const n = ["reset"];
  return Jt(t2) && n.push(`--${t2}`), n.push(...e), g2(n);
}
function In(t2) {
  if (Jt(t2))
    return t2;
  switch (typeof t2) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Jt(t2) {
  return typeof t2 == "string" && jn.includes(t2);
}
import_debug.default.formatters.L = (t2) => String(Ft(t2) ? t2.length : "-");
import_debug.default.formatters.B = (t2) => Buffer.isBuffer(t2) ? t2.toString("utf8") : lt(t2);
function Un() {
  return (0, import_debug.default)("simple-git");
}
function Et(t2, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r2, ...s) => {
    t2(r2, ...s), n(r2, ...s);
  } : t2 : (r2, ...s) => {
    t2(`%s ${r2}`, e, ...s), n && n(r2, ...s);
  };
}
function Fn(t2, e, { namespace: n }) {
  if (typeof t2 == "string")
    return t2;
  const r2 = e && e.namespace || "";
  return r2.startsWith(n) ? r2.substr(n.length + 1) : r2 || n;
}
function $2(t2, e, n, r2 = Un()) {
  const s = t2 && `[${t2}]` || "", o2 = [], i = typeof e == "string" ? r2.extend(e) : e, a = Fn(y2(e, p), i, r2);
  return h(n);
  function c3(w2, T2) {
    return O2(
      o2,
      $2(t2, a.replace(/^[^:]+/, w2), T2, r2)
    );
  }
  function h(w2) {
    const T2 = w2 && `[${w2}]` || "", k2 = i && Et(i, T2) || W2, R2 = Et(r2, `${s} ${T2}`, k2);
    return Object.assign(i ? k2 : R2, {
      label: t2,
      sibling: c3,
      info: R2,
      step: h
    });
  }
}
var D2 = class D3 {
  constructor(e = "GitExecutor") {
    this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
  }
  withProgress(e) {
    return this._queue.get(e);
  }
  createProgress(e) {
    const n = D3.getName(e.commands[0]), r2 = $2(this.logLabel, n);
    return {
      task: e,
      logger: r2,
      name: n
    };
  }
  push(e) {
    const n = this.createProgress(e);
    return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
  }
  fatal(e) {
    for (const [n, { logger: r2 }] of Array.from(this._queue.entries()))
      n === e.task ? (r2.info("Failed %o", e), r2(
        "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
      )) : r2.info(
        "A fatal exception occurred in a previous task, the queue has been purged: %o",
        e.message
      ), this.complete(n);
    if (this._queue.size !== 0)
      throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
  }
  complete(e) {
    this.withProgress(e) && this._queue.delete(e);
  }
  attempt(e) {
    const n = this.withProgress(e);
    if (!n)
      throw new A2(void 0, "TasksPendingQueue: attempt called for an unknown task");
    return n.logger("Starting task"), n;
  }
  static getName(e = "empty") {
    return `task:${e}:${++D3.counter}`;
  }
};
D2.counter = 0;
var it = D2;
var Gn = class {
  constructor(e, n, r2) {
    this._executor = e, this._scheduler = n, this._plugins = r2, this._chain = Promise.resolve(), this._queue = new it();
  }
  get cwd() {
    return this._cwd || this._executor.cwd;
  }
  set cwd(e) {
    this._cwd = e;
  }
  get env() {
    return this._executor.env;
  }
  get outputHandler() {
    return this._executor.outputHandler;
  }
  chain() {
    return this;
  }
  push(e) {
    return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
  }
  async attemptTask(e) {
    const n = await this._scheduler.next(), r2 = () => this._queue.complete(e);
    try {
      const { logger: s } = this._queue.attempt(e);
      return await (_t(e) ? this.attemptEmptyTask(e, s) : this.attemptRemoteTask(e, s));
    } catch (s) {
      throw this.onFatalException(e, s);
    } finally {
      r2(), n();
    }
  }
  onFatalException(e, n) {
    const r2 = n instanceof A2 ? Object.assign(n, { task: e }) : new A2(e, n && String(n));
    return this._chain = Promise.resolve(), this._queue.fatal(r2), r2;
  }
  async attemptRemoteTask(e, n) {
    const r2 = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s = this._plugins.exec(
      "spawn.args",
      [...e.commands],
      this.taskContext(e, e.commands)
    ), o2 = await this.gitResponse(
      e,
      r2,
      s,
      this.outputHandler,
      n.step("SPAWN")
    ), i = await this.handleTaskData(e, s, o2, n.step("HANDLE"));
    return n("passing response to task's parser as a %s", e.format), ln(e) ? kt(e.parser, i) : kt(e.parser, i.asStrings());
  }
  async attemptEmptyTask(e, n) {
    return n("empty task bypassing child process to call to task's parser"), e.parser(this);
  }
  handleTaskData(e, n, r2, s) {
    const { exitCode: o2, rejection: i, stdOut: a, stdErr: c3 } = r2;
    return new Promise((h, w2) => {
      s("Preparing to handle process response exitCode=%d stdOut=", o2);
      const { error: T2 } = this._plugins.exec(
        "task.error",
        { error: i },
        {
          ...this.taskContext(e, n),
          ...r2
        }
      );
      if (T2 && e.onError)
        return s.info("exitCode=%s handling with custom error handler"), e.onError(
          r2,
          T2,
          (k2) => {
            s.info("custom error handler treated as success"), s("custom error returned a %s", lt(k2)), h(
              new q2(
                Array.isArray(k2) ? Buffer.concat(k2) : k2,
                Buffer.concat(c3)
              )
            );
          },
          w2
        );
      if (T2)
        return s.info(
          "handling as error: exitCode=%s stdErr=%s rejection=%o",
          o2,
          c3.length,
          i
        ), w2(T2);
      s.info("retrieving task output complete"), h(new q2(Buffer.concat(a), Buffer.concat(c3)));
    });
  }
  async gitResponse(e, n, r2, s, o2) {
    const i = o2.sibling("output"), a = this._plugins.exec(
      "spawn.options",
      {
        cwd: this.cwd,
        env: this.env,
        windowsHide: true
      },
      this.taskContext(e, e.commands)
    );
    return new Promise((c3) => {
      const h = [], w2 = [];
      o2.info("%s %o", n, r2), o2("%O", a);
      let T2 = this._beforeSpawn(e, r2);
      if (T2)
        return c3({
          stdOut: h,
          stdErr: w2,
          exitCode: 9901,
          rejection: T2
        });
      this._plugins.exec("spawn.before", void 0, {
        ...this.taskContext(e, r2),
        kill(R2) {
          T2 = R2 || T2;
        }
      });
      const k2 = Me(n, r2, a);
      k2.stdout.on(
        "data",
        St(h, "stdOut", o2, i.step("stdOut"))
      ), k2.stderr.on(
        "data",
        St(w2, "stdErr", o2, i.step("stdErr"))
      ), k2.on("error", zn(w2, o2)), s && (o2("Passing child process stdOut/stdErr to custom outputHandler"), s(n, k2.stdout, k2.stderr, [...r2])), this._plugins.exec("spawn.after", void 0, {
        ...this.taskContext(e, r2),
        spawned: k2,
        close(R2, v) {
          c3({
            stdOut: h,
            stdErr: w2,
            exitCode: R2,
            rejection: T2 || v
          });
        },
        kill(R2) {
          k2.killed || (T2 = R2, k2.kill("SIGINT"));
        }
      });
    });
  }
  _beforeSpawn(e, n) {
    let r2;
    return this._plugins.exec("spawn.before", void 0, {
      ...this.taskContext(e, n),
      kill(s) {
        r2 = s || r2;
      }
    }), r2;
  }
  taskContext(e, n) {
    return {
      method: String(ze(e.commands) || ""),
      commands: n,
      env: { ...this.env },
      input: _t(e) ? void 0 : e.input
    };
  }
};
function zn(t2, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t2.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function St(t2, e, n, r2) {
  return (s) => {
    n("%s received %L bytes", e, s), r2("%B", s), t2.push(s);
  };
}
var qn = class {
  constructor(e, n, r2) {
    this.cwd = e, this._scheduler = n, this._plugins = r2, this._chain = this.chain();
  }
  chain() {
    return new Gn(this, this._scheduler, this._plugins);
  }
  push(e) {
    return this._chain.push(e);
  }
};
function Kn(t2, e, n = W2) {
  const r2 = (o2) => {
    n(null, o2);
  }, s = (o2) => {
    o2?.task === t2 && n(o2, void 0);
  };
  e.then(r2, s);
}
function Rt(t2, e) {
  return fn((n) => {
    if (!It(t2))
      throw new Error(`Git.cwd: cannot change to non-directory "${t2}"`);
    return (e || n).cwd = t2;
  });
}
function J2(t2) {
  const e = ["checkout", ...t2];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ft(e, "-B")), g2(e);
}
function Wn() {
  return {
    checkout() {
      return this._runTask(
        J2(m2(arguments, 1)),
        u2(arguments)
      );
    },
    checkoutBranch(t2, e) {
      return this._runTask(
        J2(["-b", t2, e, ...m2(arguments)]),
        u2(arguments)
      );
    },
    checkoutLocalBranch(t2) {
      return this._runTask(
        J2(["-b", t2, ...m2(arguments)]),
        u2(arguments)
      );
    }
  };
}
var Zt = (t2, e, n) => {
  const r2 = ["clone", ...n];
  return p(t2) && r2.push(c(t2)), p(e) && r2.push(c(e)), g2(r2);
};
var Hn = (t2, e, n) => (O2(n, "--mirror"), Zt(t2, e, n));
function Ot(t2, e, n, ...r2) {
  return p(n) ? e(n, y2(r2[0], p), m2(arguments)) : b(`git.${t2}() requires a string 'repoPath'`);
}
function Vn() {
  return {
    clone(t2, ...e) {
      return this._runTask(
        Ot("clone", Zt, y2(t2, p), ...e),
        u2(arguments)
      );
    },
    mirror(t2, ...e) {
      return this._runTask(
        Ot("mirror", Hn, y2(t2, p), ...e),
        u2(arguments)
      );
    }
  };
}
function Yn(t2, e, n = false) {
  if (!$e(t2))
    return b(
      "git.cmd must be used as a tagged template literal, for example git.cmd`status`, use git.raw to supply an array of arguments"
    );
  try {
    return g2(Ne(t2, e), n);
  } catch (r2) {
    if (r2 instanceof ke)
      return b(`git.cmd: ${r2.message}`);
    throw r2;
  }
}
var Qn = [
  new l(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t2, [e, n, r2]) => {
    t2.branch = e, t2.commit = r2, t2.root = !!n;
  }),
  new l(/\s*Author:\s(.+)/i, (t2, [e]) => {
    const n = e.split("<"), r2 = n.pop();
    !r2 || !r2.includes("@") || (t2.author = {
      email: r2.substr(0, r2.length - 1),
      name: n.join("<").trim()
    });
  }),
  new l(
    /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0, t2.summary.insertions = parseInt(n, 10) || 0, t2.summary.deletions = parseInt(r2, 10) || 0;
    }
  ),
  new l(
    /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0;
      const s = parseInt(n, 10) || 0;
      r2 === "-" ? t2.summary.deletions = s : r2 === "+" && (t2.summary.insertions = s);
    }
  )
];
function Xn(t2) {
  return S2({
    author: null,
    branch: "",
    commit: "",
    root: false,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Qn, t2);
}
function Jn(t2, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...F2(t2, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Xn
  };
}
function Zn() {
  return {
    commit(e, ...n) {
      const r2 = u2(arguments), s = t2(e) || Jn(
        _(e),
        _(y2(n[0], z2, [])),
        [
          ...j2(y2(n[1], V2, [])),
          ...m2(arguments, 0, true)
        ]
      );
      return this._runTask(s, r2);
    }
  };
  function t2(e) {
    return !z2(e) && b(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function tr() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
var er = new l(
  /([a-z-]+): (\d+)$/,
  (t2, [e, n]) => {
    const r2 = Ut(e);
    Object.hasOwn(t2, r2) && (t2[r2] = d(n));
  }
);
function nr() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t2) {
          return S2(tr(), [er], t2);
        }
      });
    }
  };
}
function rr() {
  return {
    firstCommit() {
      return this._runTask(
        g2(["rev-list", "--max-parents=0", "HEAD"], true),
        u2(arguments)
      );
    }
  };
}
function sr(t2, e) {
  const n = ["hash-object", t2];
  return e && n.push("-w"), g2(n, true);
}
var Z2 = class {
  constructor(e, n, r2, s) {
    this.bare = e, this.path = n, this.existing = r2, this.gitDir = s;
  }
};
var or = /^Init.+ repository in (.+)$/;
var ir = /^Rein.+ in (.+)$/;
function ar(t2, e, n) {
  const r2 = String(n).trim();
  let s;
  if (s = or.exec(r2))
    return new Z2(t2, e, false, s[1]);
  if (s = ir.exec(r2))
    return new Z2(t2, e, true, s[1]);
  let o2 = "";
  const i = r2.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o2 = i.join(" ");
      break;
    }
  return new Z2(t2, e, /^re/i.test(r2), o2);
}
var te2 = "--bare";
function ur(t2) {
  return t2.includes(te2);
}
function cr(t2 = false, e, n) {
  const r2 = ["init", ...n];
  return t2 && !ur(r2) && r2.splice(1, 0, te2), {
    commands: r2,
    format: "utf-8",
    parser(s) {
      return ar(r2.includes("--bare"), e, s);
    }
  };
}
function fr(t2) {
  return t2 === void 0 ? b("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ct(e, (n) => {
          const r2 = n.indexOf(":");
          return [
            Ut(n.substring(0, r2).toLowerCase()),
            n.substring(r2 + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t2
  };
}
function lr() {
  return {
    interpretTrailers(t2) {
      return this._runTask(
        fr(y2(t2, He)),
        u2(arguments)
      );
    }
  };
}
var C = /* @__PURE__ */ ((t2) => (t2.NONE = "", t2.STAT = "--stat", t2.NUM_STAT = "--numstat", t2.NAME_ONLY = "--name-only", t2.NAME_STATUS = "--name-status", t2))(C || {});
var ee2 = /^--(stat|numstat|name-only|name-status)(=|$)/;
function dt(t2) {
  for (let e = 0; e < t2.length; e++) {
    const n = ee2.exec(t2[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function hr(t2) {
  return ee2.test(t2);
}
var mr = class {
  constructor() {
    this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
  }
};
var Ct = [
  new l(
    /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
    (t2, [e, n, r2 = ""]) => {
      t2.files.push({
        file: e.trim(),
        changes: d(n),
        insertions: r2.replace(/[^+]/g, "").length,
        deletions: r2.replace(/[^-]/g, "").length,
        binary: false
      });
    }
  ),
  new l(
    /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
    (t2, [e, n, r2]) => {
      t2.files.push({
        file: e.trim(),
        before: d(n),
        after: d(r2),
        binary: true
      });
    }
  ),
  new l(/^(.+)\s+\|\s+Bin\s*$/, (t2, [e]) => {
    t2.files.push({
      file: e.trim(),
      before: 0,
      after: 0,
      binary: true
    });
  }),
  new l(
    /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
    (t2, [e, n]) => {
      const r2 = /(\d+) i/.exec(n), s = /(\d+) d/.exec(n);
      t2.changed = d(e), t2.insertions = d(r2?.[1]), t2.deletions = d(s?.[1]);
    }
  )
];
var pr = [
  new l(
    /(\d+)\t(\d+)\t(.+)$/,
    (t2, [e, n, r2]) => {
      const s = d(e), o2 = d(n);
      t2.changed++, t2.insertions += s, t2.deletions += o2, t2.files.push({
        file: r2,
        changes: s + o2,
        insertions: s,
        deletions: o2,
        binary: false
      });
    }
  ),
  new l(/-\t-\t(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      after: 0,
      before: 0,
      binary: true
    });
  })
];
var dr = [
  new l(/(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      changes: 0,
      insertions: 0,
      deletions: 0,
      binary: false
    });
  })
];
var gr = [
  new l(
    /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
    (t2, [e, n, r2, s, o2]) => {
      t2.changed++, t2.files.push({
        file: o2 ?? r2,
        changes: 0,
        insertions: 0,
        deletions: 0,
        binary: false,
        status: Tt($n(e) && e),
        from: Tt(!!o2 && r2 !== o2 && r2),
        similarity: d(n)
      });
    }
  )
];
var yr = {
  [C.NONE]: Ct,
  [C.STAT]: Ct,
  [C.NUM_STAT]: pr,
  [C.NAME_STATUS]: gr,
  [C.NAME_ONLY]: dr
};
function ne2(t2 = C.NONE) {
  const e = yr[t2];
  return (n) => S2(new mr(), e, n, false);
}
var re2 = "òòòòòò ";
var se2 = " òò";
var oe2 = " ò ";
var wr = ["hash", "date", "message", "refs", "author_name", "author_email"];
function br(t2, e) {
  return e.reduce(
    (n, r2, s) => (n[r2] = t2[s] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function ie2(t2 = oe2, e = wr, n = C.NONE) {
  const r2 = ne2(n);
  return function(s) {
    const o2 = H2(
      s.trim(),
      false,
      re2
    ).map(function(i) {
      const a = i.split(se2), c3 = br(a[0].split(t2), e);
      return a.length > 1 && a[1].trim() && (c3.diff = r2(a[1])), c3;
    });
    return {
      all: o2,
      latest: o2.length && o2[0] || null,
      total: o2.length
    };
  };
}
function Tr(t2) {
  let e = dt(t2);
  const n = ["diff"];
  return e === C.NONE && (e = C.STAT, n.push("--stat=4096")), n.push(...t2), gt(n) || {
    commands: n,
    format: "utf-8",
    parser: ne2(e)
  };
}
function gt(t2) {
  const e = t2.filter(hr);
  if (e.length > 1)
    return b(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t2.includes("-z"))
    return b(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
var ae2 = /* @__PURE__ */ ((t2) => (t2[t2["--pretty"] = 0] = "--pretty", t2[t2["max-count"] = 1] = "max-count", t2[t2.maxCount = 2] = "maxCount", t2[t2.n = 3] = "n", t2[t2.file = 4] = "file", t2[t2.format = 5] = "format", t2[t2.from = 6] = "from", t2[t2.to = 7] = "to", t2[t2.splitter = 8] = "splitter", t2[t2.symmetric = 9] = "symmetric", t2[t2.mailMap = 10] = "mailMap", t2[t2.multiLine = 11] = "multiLine", t2[t2.strictDate = 12] = "strictDate", t2))(ae2 || {});
function kr(t2, e) {
  const n = [], r2 = [];
  return Object.keys(t2).forEach((s) => {
    n.push(s), r2.push(String(t2[s]));
  }), [n, r2.join(e)];
}
function _r(t2) {
  return Object.keys(t2).reduce((e, n) => (n in ae2 || (e[n] = t2[n]), e), {});
}
function ue2(t2 = {}, e = []) {
  const n = y2(t2.splitter, p, oe2), r2 = ht(t2.format) ? t2.format : {
    hash: "%H",
    date: t2.strictDate === false ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t2.multiLine ? "%B" : "%b",
    author_name: t2.mailMap !== false ? "%aN" : "%an",
    author_email: t2.mailMap !== false ? "%aE" : "%ae"
  }, [s, o2] = kr(r2, n), i = [], a = [
    `--pretty=format:${re2}${o2}${se2}`,
    ...e
  ], c3 = t2.n || t2["max-count"] || t2.maxCount;
  if (c3 && a.push(`--max-count=${c3}`), t2.from || t2.to) {
    const h = t2.symmetric !== false ? "..." : "..";
    i.push(`${t2.from || ""}${h}${t2.to || ""}`);
  }
  return p(t2.file) && a.push("--follow", c(t2.file)), Gt(_r(t2), a), {
    fields: s,
    splitter: n,
    commands: [...a, ...i]
  };
}
function vr(t2, e, n) {
  const r2 = ie2(t2, e, dt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r2
  };
}
function Er() {
  return {
    log(...n) {
      const r2 = u2(arguments), s = ue2(
        mt(arguments),
        j2(y2(arguments[0], V2, []))
      ), o2 = e(...n) || gt(s.commands) || t2(s);
      return this._runTask(o2, r2);
    }
  };
  function t2(n) {
    return vr(n.splitter, n.fields, n.commands);
  }
  function e(n, r2) {
    return p(n) && p(r2) && b(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
var tt = class {
  constructor(e, n = null, r2) {
    this.reason = e, this.file = n, this.meta = r2;
  }
  toString() {
    return `${this.file}:${this.reason}`;
  }
};
var Sr = class {
  constructor() {
    this.conflicts = [], this.merges = [], this.result = "success";
  }
  get failed() {
    return this.conflicts.length > 0;
  }
  get reason() {
    return this.result;
  }
  toString() {
    return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
  }
};
var ce2 = class {
  constructor() {
    this.remoteMessages = {
      all: []
    }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
      changes: 0,
      deletions: 0,
      insertions: 0
    };
  }
};
var Rr = class {
  constructor() {
    this.remote = "", this.hash = {
      local: "",
      remote: ""
    }, this.branch = {
      local: "",
      remote: ""
    }, this.message = "";
  }
  toString() {
    return this.message;
  }
};
function et(t2) {
  return t2.objects = t2.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function At(t2) {
  const e = /^\s*(\d+)/.exec(t2), n = /delta (\d+)/i.exec(t2);
  return {
    count: d(e && e[1] || "0"),
    delta: d(n && n[1] || "0")
  };
}
var Or = [
  new N2(
    /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s = et(t2.remoteMessages);
      Object.assign(s, { [r2]: d(n) });
    }
  ),
  new N2(
    /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s = et(t2.remoteMessages);
      Object.assign(s, { [r2]: d(n) });
    }
  ),
  new N2(
    /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
    (t2, [e, n, r2]) => {
      const s = et(t2.remoteMessages);
      s.total = At(e), s.reused = At(n), s.packReused = d(r2);
    }
  )
];
var Cr = [
  new N2(/^remote:\s*(.+)$/, (t2, [e]) => (t2.remoteMessages.all.push(e.trim()), false)),
  ...Or,
  new N2(
    [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
    (t2, [e]) => {
      t2.remoteMessages.pullRequestUrl = e;
    }
  ),
  new N2(
    [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
    (t2, [e, n, r2]) => {
      t2.remoteMessages.vulnerabilities = {
        count: d(e),
        summary: n,
        url: r2
      };
    }
  )
];
function fe2(t2, e) {
  return S2({ remoteMessages: new Ar() }, Cr, e);
}
var Ar = class {
  constructor() {
    this.all = [];
  }
};
var xr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/;
var $r = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/;
var Nr = /^(create|delete) mode \d+ (.+)/;
var Pr = [
  new l(xr, (t2, [e, n, r2]) => {
    t2.files.push(e), n && (t2.insertions[e] = n.length), r2 && (t2.deletions[e] = r2.length);
  }),
  new l($r, (t2, [e, , n, , r2]) => n !== void 0 || r2 !== void 0 ? (t2.summary.changes = +e || 0, t2.summary.insertions = +n || 0, t2.summary.deletions = +r2 || 0, true) : false),
  new l(Nr, (t2, [e, n]) => {
    O2(t2.files, n), O2(e === "create" ? t2.created : t2.deleted, n);
  })
];
var Mr = [
  new l(/^from\s(.+)$/i, (t2, [e]) => {
    t2.remote = e;
  }),
  new l(/^fatal:\s(.+)$/, (t2, [e]) => {
    t2.message = e;
  }),
  new l(
    /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
    (t2, [e, n, r2, s]) => {
      t2.branch.local = r2, t2.hash.local = e, t2.branch.remote = s, t2.hash.remote = n;
    }
  )
];
var Dr = (t2, e) => S2(new ce2(), Pr, [t2, e]);
var le2 = (t2, e) => Object.assign(
  new ce2(),
  Dr(t2, e),
  fe2(t2, e)
);
function Lr(t2, e) {
  const n = S2(new Rr(), Mr, [t2, e]);
  return n.message && n;
}
var jr = [
  new l(/^Auto-merging\s+(.+)$/, (t2, [e]) => {
    t2.merges.push(e);
  }),
  new l(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t2, [e, n]) => {
    t2.conflicts.push(new tt(e, n));
  }),
  new l(
    /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
    (t2, [e, n, r2]) => {
      t2.conflicts.push(new tt(e, n, { deleteRef: r2 }));
    }
  ),
  new l(/^CONFLICT\s+\((.+)\):/, (t2, [e]) => {
    t2.conflicts.push(new tt(e, null));
  }),
  new l(/^Automatic merge failed;\s+(.+)$/, (t2, [e]) => {
    t2.result = e;
  })
];
var Br = (t2, e) => Object.assign(Ir(t2), le2(t2, e));
var Ir = (t2) => S2(new Sr(), jr, t2);
function xt(t2) {
  return t2.length ? {
    commands: ["merge", ...t2],
    format: "utf-8",
    parser(e, n) {
      const r2 = Br(e, n);
      if (r2.failed)
        throw new ut(r2);
      return r2;
    }
  } : b("Git.merge requires at least one option");
}
function Ur(t2, e, n) {
  const r2 = n.includes("deleted"), s = n.includes("tag") || /^refs\/tags/.test(t2), o2 = !n.includes("new");
  return {
    deleted: r2,
    tag: s,
    branch: !s,
    new: !o2,
    alreadyUpdated: o2,
    local: t2,
    remote: e
  };
}
var Fr = [
  new l(/^Pushing to (.+)$/, (t2, [e]) => {
    t2.repo = e;
  }),
  new l(/^updating local tracking ref '(.+)'/, (t2, [e]) => {
    t2.ref = {
      ...t2.ref || {},
      local: e
    };
  }),
  new l(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t2, [e, n, r2]) => {
    t2.pushed.push(Ur(e, n, r2));
  }),
  new l(
    /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
    (t2, [e, n, r2]) => {
      t2.branch = {
        ...t2.branch || {},
        local: e,
        remote: n,
        remoteName: r2
      };
    }
  ),
  new l(
    /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
    (t2, [e, n, r2, s]) => {
      t2.update = {
        head: {
          local: e,
          remote: n
        },
        hash: {
          from: r2,
          to: s
        }
      };
    }
  )
];
var Gr = (t2, e) => {
  const n = zr(t2, e), r2 = fe2(t2, e);
  return {
    ...n,
    ...r2
  };
};
var zr = (t2, e) => S2({ pushed: [] }, Fr, [t2, e]);
function qr(t2 = {}, e) {
  return O2(e, "--tags"), he2(t2, e);
}
function he2(t2 = {}, e) {
  const n = ["push", ...e];
  return t2.branch && n.splice(1, 0, t2.branch), t2.remote && n.splice(1, 0, t2.remote), ft(n, "-v"), O2(n, "--verbose"), O2(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: Gr
  };
}
function Kr() {
  return {
    showBuffer() {
      const t2 = ["show", ...m2(arguments, 1)];
      return t2.includes("--binary") || t2.splice(1, 0, "--binary"), this._runTask(
        Kt(t2),
        u2(arguments)
      );
    },
    show() {
      const t2 = ["show", ...m2(arguments, 1)];
      return this._runTask(
        g2(t2),
        u2(arguments)
      );
    }
  };
}
var Wr = /^(.+)\0(.+)$/;
var Hr = class {
  constructor(e, n, r2) {
    if (this.path = e, this.index = n, this.working_dir = r2, n === "R" || r2 === "R") {
      const s = Wr.exec(e) || [null, e, e];
      this.from = s[2] || "", this.path = s[1] || "";
    }
  }
};
var Vr = class {
  constructor() {
    this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = false, this.isClean = () => !this.files.length;
  }
};
function $t(t2) {
  const [e, n] = t2.split(U2);
  return {
    from: n || e,
    to: e
  };
}
function E(t2, e, n) {
  return [`${t2}${e}`, n];
}
function nt(t2, ...e) {
  return e.map((n) => E(t2, n, (r2, s) => r2.conflicted.push(s)));
}
var Yr = new Map([
  E(
    " ",
    "A",
    (t2, e) => t2.created.push(e)
  ),
  E(
    " ",
    "D",
    (t2, e) => t2.deleted.push(e)
  ),
  E(
    " ",
    "M",
    (t2, e) => t2.modified.push(e)
  ),
  E("A", " ", (t2, e) => {
    t2.created.push(e), t2.staged.push(e);
  }),
  E("A", "M", (t2, e) => {
    t2.created.push(e), t2.staged.push(e), t2.modified.push(e);
  }),
  E("D", " ", (t2, e) => {
    t2.deleted.push(e), t2.staged.push(e);
  }),
  E("M", " ", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  E("M", "M", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  E("R", " ", (t2, e) => {
    t2.renamed.push($t(e));
  }),
  E("R", "M", (t2, e) => {
    const n = $t(e);
    t2.renamed.push(n), t2.modified.push(n.to);
  }),
  E("!", "!", (t2, e) => {
    (t2.ignored = t2.ignored || []).push(e);
  }),
  E(
    "?",
    "?",
    (t2, e) => t2.not_added.push(e)
  ),
  ...nt(
    "A",
    "A",
    "U"
    /* UNMERGED */
  ),
  ...nt(
    "D",
    "D",
    "U"
    /* UNMERGED */
  ),
  ...nt(
    "U",
    "A",
    "D",
    "U"
    /* UNMERGED */
  ),
  [
    "##",
    (t2, e) => {
      const n = /ahead (\d+)/, r2 = /behind (\d+)/, s = /^(.+?(?=(?:\.{3}|\s|$)))/, o2 = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
      let a = n.exec(e);
      t2.ahead = a && +a[1] || 0, a = r2.exec(e), t2.behind = a && +a[1] || 0, a = s.exec(e), t2.current = y2(a?.[1], p, null), a = o2.exec(e), t2.tracking = y2(a?.[1], p, null), a = i.exec(e), a && (t2.current = y2(a?.[1], p, t2.current)), t2.detached = /\(no branch\)/.test(e);
    }
  ]
]);
var Qr = function(t2) {
  const e = t2.split(U2), n = new Vr();
  for (let r2 = 0, s = e.length; r2 < s; ) {
    let o2 = e[r2++].trim();
    o2 && (o2.charAt(0) === "R" && (o2 += U2 + (e[r2++] || "")), Xr(n, o2));
  }
  return n;
};
function Xr(t2, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r2(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r2(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r2(s, o2, i) {
    const a = `${s}${o2}`, c3 = Yr.get(a);
    c3 && c3(t2, i), a !== "##" && a !== "!!" && t2.files.push(new Hr(i, s, o2));
  }
}
var Jr = ["--null", "-z"];
function Zr(t2) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t2.filter((n) => !Jr.includes(n))
    ],
    parser(n) {
      return Qr(n);
    }
  };
}
var me2 = "installed=false";
function K2(t2 = 0, e = 0, n = 0, r2 = "", s = true) {
  return Object.defineProperty(
    {
      major: t2,
      minor: e,
      patch: n,
      agent: r2,
      installed: s
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: false,
      enumerable: false
    }
  );
}
function ts() {
  return K2(0, 0, 0, "", false);
}
function es() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: rs,
        onError(t2, e, n, r2) {
          if (t2.exitCode === Y2.NOT_FOUND)
            return n(Buffer.from(me2));
          r2(e);
        }
      });
    }
  };
}
var ns = [
  new l(
    /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
    (t2, [e, n, r2, s = ""]) => {
      Object.assign(
        t2,
        K2(d(e), d(n), d(r2), s)
      );
    }
  ),
  new l(
    /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
    (t2, [e, n, r2, s = ""]) => {
      Object.assign(t2, K2(d(e), d(n), r2, s));
    }
  )
];
function rs(t2) {
  return t2 === me2 ? ts() : S2(K2(0, 0, 0, t2), ns, t2);
}
var pe2 = class {
  constructor(e) {
    this._executor = e, this._trimmed = false;
  }
  _runTask(e, n) {
    const r2 = this._executor.chain(), s = r2.push(e);
    return n && Kn(e, s, n), Object.create(this, {
      then: { value: s.then.bind(s) },
      catch: { value: s.catch.bind(s) },
      _executor: { value: r2 }
    });
  }
  add(e) {
    return this._runTask(
      g2(["add", ..._(e)]),
      u2(arguments)
    );
  }
  cmd(e, ...n) {
    return this._runTask(Yn(e, n, this._trimmed));
  }
  cwd(e) {
    const n = u2(arguments);
    return typeof e == "string" ? this._runTask(Rt(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
      Rt(
        e.path,
        e.root && this._executor || void 0
      ),
      n
    ) : this._runTask(
      b("Git.cwd: workingDirectory must be supplied as a string"),
      n
    );
  }
  hashObject(e, n) {
    return this._runTask(
      sr(e, n === true),
      u2(arguments)
    );
  }
  init(e) {
    return this._runTask(
      cr(e === true, this._executor.cwd, m2(arguments)),
      u2(arguments)
    );
  }
  merge() {
    return this._runTask(
      xt(m2(arguments)),
      u2(arguments)
    );
  }
  mergeFromTo(e, n) {
    return p(e) && p(n) ? this._runTask(
      xt([e, n, ...m2(arguments)]),
      u2(arguments, false)
    ) : this._runTask(
      b(
        "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
      )
    );
  }
  outputHandler(e) {
    return this._executor.outputHandler = e, this;
  }
  push() {
    const e = he2(
      {
        remote: y2(arguments[0], p),
        branch: y2(arguments[1], p)
      },
      m2(arguments)
    );
    return this._runTask(e, u2(arguments));
  }
  stash() {
    return this._runTask(
      g2(["stash", ...m2(arguments)]),
      u2(arguments)
    );
  }
  status() {
    return this._runTask(
      Zr(m2(arguments)),
      u2(arguments)
    );
  }
};
Object.assign(
  pe2.prototype,
  Wn(),
  Vn(),
  Zn(),
  An(),
  nr(),
  rr(),
  Ln(),
  lr(),
  Er(),
  Kr(),
  es()
);
var ss = /* @__PURE__ */ (() => {
  let t2 = 0;
  return () => {
    t2++;
    const { promise: e, done: n } = (0, import_promise_deferred.createDeferred)();
    return {
      promise: e,
      done: n,
      id: t2
    };
  };
})();
var os = class {
  constructor(e = 2) {
    this.concurrency = e, this.logger = $2("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
  }
  schedule() {
    if (!this.pending.length || this.running.length >= this.concurrency) {
      this.logger(
        "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
        this.pending.length,
        this.running.length,
        this.concurrency
      );
      return;
    }
    const e = O2(this.running, this.pending.shift());
    this.logger("Attempting id=%s", e.id), e.done(() => {
      this.logger("Completing id=", e.id), ft(this.running, e), this.schedule();
    });
  }
  next() {
    const { promise: e, id: n } = O2(this.pending, ss());
    return this.logger("Scheduling id=%s", n), this.schedule(), e;
  }
};
function is(t2, e) {
  return g2(["apply", ...e, ...t2]);
}
var de2 = /* @__PURE__ */ ((t2) => (t2.CURRENT = "*", t2.LINKED = "+", t2))(de2 || {});
var as = class {
  constructor() {
    this.all = [], this.branches = {}, this.current = "", this.detached = false;
  }
  push(e, n, r2, s, o2) {
    e === "*" && (this.detached = n, this.current = r2), this.all.push(r2), this.branches[r2] = {
      current: e === "*",
      linkedWorkTree: e === "+",
      name: r2,
      commit: s,
      label: o2
    };
  }
};
var us = [
  new l(
    /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
    (t2, [e, n, r2, s]) => {
      t2.push(Nt(e), true, n, r2, s);
    }
  ),
  new l(
    /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
    (t2, [e, n, r2, s]) => {
      t2.push(Nt(e), false, n, r2, s);
    }
  )
];
var cs = new l(/^(\S+)$/s, (t2, [e]) => {
  t2.push(de2.CURRENT, false, e, "", "");
});
function Nt(t2) {
  return t2 ? t2.charAt(0) : "";
}
function ge2(t2, e = false) {
  return S2(
    new as(),
    e ? [cs] : us,
    t2
  );
}
var fs = class {
  constructor() {
    this.all = [], this.branches = {}, this.errors = [];
  }
  get success() {
    return !this.errors.length;
  }
};
function ls(t2, e) {
  return {
    branch: t2,
    hash: e,
    success: true
  };
}
function hs(t2) {
  return {
    branch: t2,
    hash: null,
    success: false
  };
}
var ms = /(\S+)\s+\(\S+\s([^)]+)\)/;
var ye2 = /^error[^']+'([^']+)'/m;
var ps = [
  new l(ms, (t2, [e, n]) => {
    const r2 = ls(e, n);
    t2.all.push(r2), t2.branches[e] = r2;
  }),
  new l(ye2, (t2, [e]) => {
    const n = hs(e);
    t2.errors.push(n), t2.all.push(n), t2.branches[e] = n;
  })
];
var yt = (t2, e) => S2(new fs(), ps, [t2, e]);
function we2(t2, e) {
  return e === Y2.ERROR && ye2.test(t2);
}
function ds(t2) {
  const e = ["-d", "-D", "--delete"];
  return t2.some((n) => e.includes(n));
}
function gs(t2) {
  const e = ds(t2), n = t2.includes("--show-current"), r2 = ["branch", ...t2];
  return r2.length === 1 && r2.push("-a"), r2.includes("-v") || r2.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r2,
    parser(s, o2) {
      return e ? yt(s, o2).all[0] : ge2(s, n);
    }
  };
}
function ys() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t2) {
      return ge2(t2);
    }
  };
}
function ws(t2, e = false) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t2],
    parser(n, r2) {
      return yt(n, r2);
    },
    onError({ exitCode: n, stdOut: r2 }, s, o2, i) {
      if (!we2(String(s), n))
        return i(s);
      o2(r2);
    }
  };
}
function bs(t2, e = false) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t2],
    parser(r2, s) {
      return yt(r2, s).branches[t2];
    },
    onError({ exitCode: r2, stdErr: s, stdOut: o2 }, i, a, c3) {
      if (!we2(String(i), r2))
        return c3(i);
      throw new ut(
        n.parser(G2(o2), G2(s)),
        String(i)
      );
    }
  };
  return n;
}
function Ts(t2) {
  return {
    commands: ["check-ignore", ...t2],
    format: "utf-8",
    parser: ks
  };
}
function ks(t2) {
  return t2.split(/\n/g).map(_s).filter(Boolean);
}
function _s(t2) {
  const e = t2.trim().replace(/^["']|["']$/g, "");
  return e && Le2(e);
}
var vs = [
  new l(/From (.+)$/, (t2, [e]) => {
    t2.remote = e;
  }),
  new l(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.branches.push({
      name: e,
      tracking: n
    });
  }),
  new l(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.tags.push({
      name: e,
      tracking: n
    });
  }),
  new l(/- \[deleted]\s+\S+\s*-> (.+)$/, (t2, [e]) => {
    t2.deleted.push({
      tracking: e
    });
  }),
  new l(
    /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
    (t2, [e, n, r2, s]) => {
      t2.updated.push({
        name: r2,
        tracking: s,
        to: n,
        from: e
      });
    }
  )
];
function Es(t2, e) {
  return S2({
    raw: t2,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, vs, [t2, e]);
}
function Ss(t2) {
  return /^--upload-pack(=|$)/.test(t2);
}
function Rs(t2, e, n) {
  const r2 = ["fetch", ...n];
  return t2 && e && r2.push(t2, e), r2.find(Ss) ? b("git.fetch: potential exploit argument blocked.") : {
    commands: r2,
    format: "utf-8",
    parser: Es
  };
}
var Os = [
  new l(/^Renaming (.+) to (.+)$/, (t2, [e, n]) => {
    t2.moves.push({ from: e, to: n });
  })
];
function Cs(t2) {
  return S2({ moves: [] }, Os, t2);
}
function As(t2, e) {
  return {
    commands: ["mv", "-v", ..._(t2), e],
    format: "utf-8",
    parser: Cs
  };
}
function xs(t2, e, n) {
  const r2 = ["pull", ...n];
  return t2 && e && r2.splice(1, 0, t2, e), {
    commands: r2,
    format: "utf-8",
    parser(s, o2) {
      return le2(s, o2);
    },
    onError(s, o2, i, a) {
      const c3 = Lr(
        G2(s.stdOut),
        G2(s.stdErr)
      );
      if (c3)
        return a(new ut(c3));
      a(o2);
    }
  };
}
function $s(t2) {
  const e = {};
  return be2(t2, ([n]) => e[n] = { name: n }), Object.values(e);
}
function Ns(t2) {
  const e = {};
  return be2(t2, ([n, r2, s]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s && r2 && (e[n].refs[s.replace(/[^a-z]/g, "")] = r2);
  }), Object.values(e);
}
function be2(t2, e) {
  ct(t2, (n) => e(n.split(/\s+/)));
}
function Ps(t2, e, n) {
  return g2(["remote", "add", ...n, t2, e]);
}
function Ms(t2) {
  const e = ["remote"];
  return t2 && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t2 ? Ns : $s
  };
}
function Ds(t2) {
  const e = [...t2];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g2(e);
}
function Ls(t2) {
  const e = [...t2];
  return e[0] !== "remote" && e.unshift("remote"), g2(e);
}
function js(t2) {
  return g2(["remote", "remove", t2]);
}
function Bs(t2 = {}, e) {
  const n = ue2(t2), r2 = ["stash", "list", ...n.commands, ...e], s = ie2(
    n.splitter,
    n.fields,
    dt(r2)
  );
  return gt(r2) || {
    commands: r2,
    format: "utf-8",
    parser: s
  };
}
function Is(t2, e) {
  return Q2(["add", t2, e]);
}
function Us(t2) {
  return Q2(["init", ...t2]);
}
function Q2(t2) {
  const e = [...t2];
  return e[0] !== "submodule" && e.unshift("submodule"), g2(e);
}
function Fs(t2) {
  return Q2(["update", ...t2]);
}
var Gs = class {
  constructor(e, n) {
    this.all = e, this.latest = n;
  }
};
var zs = function(t2, e = false) {
  const n = t2.split(`
`).map(Ks).filter(Boolean);
  e || n.sort(function(s, o2) {
    const i = s.split("."), a = o2.split(".");
    if (i.length === 1 || a.length === 1)
      return qs(I2(i[0]), I2(a[0]));
    for (let c3 = 0, h = Math.max(i.length, a.length); c3 < h; c3++) {
      const w2 = Te(I2(i[c3]), I2(a[c3]));
      if (w2)
        return w2;
    }
    return 0;
  });
  const r2 = e ? n[0] : [...n].reverse().find((s) => s.indexOf(".") >= 0);
  return new Gs(n, r2);
};
function qs(t2, e) {
  const n = Number.isNaN(t2), r2 = Number.isNaN(e);
  return n !== r2 ? n ? 1 : -1 : n ? Te(t2, e) : 0;
}
function Te(t2, e) {
  return t2 === e ? 0 : t2 > e ? 1 : -1;
}
function Ks(t2) {
  return t2.trim();
}
function I2(t2) {
  return typeof t2 == "string" && parseInt(t2.replace(/^\D+/g, ""), 10) || 0;
}
function Ws(t2 = []) {
  const e = t2.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t2],
    parser(n) {
      return zs(n, e);
    }
  };
}
function Hs(t2) {
  return {
    format: "utf-8",
    commands: ["tag", t2],
    parser() {
      return { name: t2 };
    }
  };
}
function Vs(t2, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t2],
    parser() {
      return { name: t2 };
    }
  };
}
function f(t2, e) {
  this._plugins = e, this._executor = new qn(
    t2.baseDir,
    new os(t2.maxConcurrentProcesses),
    e
  ), this._trimmed = t2.trimmed;
}
(f.prototype = Object.create(pe2.prototype)).constructor = f;
f.prototype.customBinary = function(t2) {
  return this._plugins.reconfigure("binary", t2), this;
};
f.prototype.env = function(t2, e) {
  return arguments.length === 1 && typeof t2 == "object" ? this._executor.env = t2 : (this._executor.env = this._executor.env || {})[t2] = e, this;
};
f.prototype.stashList = function(t2) {
  return this._runTask(
    Bs(
      mt(arguments) || {},
      V2(t2) && t2 || []
    ),
    u2(arguments)
  );
};
f.prototype.mv = function(t2, e) {
  return this._runTask(As(t2, e), u2(arguments));
};
f.prototype.checkoutLatestTag = function(t2) {
  var e = this;
  return this.pull(function() {
    e.tags(function(n, r2) {
      e.checkout(r2.latest, t2);
    });
  });
};
f.prototype.pull = function(t2, e, n, r2) {
  return this._runTask(
    xs(
      y2(t2, p),
      y2(e, p),
      m2(arguments)
    ),
    u2(arguments)
  );
};
f.prototype.fetch = function(t2, e) {
  return this._runTask(
    Rs(
      y2(t2, p),
      y2(e, p),
      m2(arguments)
    ),
    u2(arguments)
  );
};
f.prototype.tags = function(t2, e) {
  return this._runTask(
    Ws(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.rebase = function() {
  return this._runTask(
    g2(["rebase", ...m2(arguments)]),
    u2(arguments)
  );
};
f.prototype.reset = function(t2) {
  return this._runTask(
    Bn(In(t2), m2(arguments)),
    u2(arguments)
  );
};
f.prototype.revert = function(t2) {
  const e = u2(arguments);
  return typeof t2 != "string" ? this._runTask(b("Commit must be a string"), e) : this._runTask(
    g2(["revert", ...m2(arguments, 0, true), t2]),
    e
  );
};
f.prototype.addTag = function(t2) {
  const e = typeof t2 == "string" ? Hs(t2) : b("Git.addTag requires a tag name");
  return this._runTask(e, u2(arguments));
};
f.prototype.addAnnotatedTag = function(t2, e) {
  return this._runTask(
    Vs(t2, e),
    u2(arguments)
  );
};
f.prototype.deleteLocalBranch = function(t2, e, n) {
  return this._runTask(
    bs(t2, typeof e == "boolean" ? e : false),
    u2(arguments)
  );
};
f.prototype.deleteLocalBranches = function(t2, e, n) {
  return this._runTask(
    ws(t2, typeof e == "boolean" ? e : false),
    u2(arguments)
  );
};
f.prototype.branch = function(t2, e) {
  return this._runTask(
    gs(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.branchLocal = function(t2) {
  return this._runTask(ys(), u2(arguments));
};
f.prototype.raw = function(t2) {
  const e = !Array.isArray(t2), n = [].slice.call(e ? arguments : t2, 0);
  for (let s = 0; s < n.length && e; s++)
    if (!ot(n[s])) {
      n.splice(s, n.length - s);
      break;
    }
  n.push(...m2(arguments, 0, true));
  var r2 = u2(arguments);
  return n.length ? this._runTask(g2(n, this._trimmed), r2) : this._runTask(
    b("Raw: must supply one or more command to execute"),
    r2
  );
};
f.prototype.submoduleAdd = function(t2, e, n) {
  return this._runTask(Is(t2, e), u2(arguments));
};
f.prototype.submoduleUpdate = function(t2, e) {
  return this._runTask(
    Fs(m2(arguments, true)),
    u2(arguments)
  );
};
f.prototype.submoduleInit = function(t2, e) {
  return this._runTask(
    Us(m2(arguments, true)),
    u2(arguments)
  );
};
f.prototype.subModule = function(t2, e) {
  return this._runTask(
    Q2(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.listRemote = function() {
  return this._runTask(
    Ds(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.addRemote = function(t2, e, n) {
  return this._runTask(
    Ps(t2, e, m2(arguments)),
    u2(arguments)
  );
};
f.prototype.removeRemote = function(t2, e) {
  return this._runTask(js(t2), u2(arguments));
};
f.prototype.getRemotes = function(t2, e) {
  return this._runTask(Ms(t2 === true), u2(arguments));
};
f.prototype.remote = function(t2, e) {
  return this._runTask(
    Ls(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.tag = function(t2, e) {
  const n = m2(arguments);
  return n[0] !== "tag" && n.unshift("tag"), this._runTask(g2(n), u2(arguments));
};
f.prototype.updateServerInfo = function(t2) {
  return this._runTask(
    g2(["update-server-info"]),
    u2(arguments)
  );
};
f.prototype.pushTags = function(t2, e) {
  const n = qr(
    { remote: y2(t2, p) },
    m2(arguments)
  );
  return this._runTask(n, u2(arguments));
};
f.prototype.rm = function(t2) {
  return this._runTask(
    g2(["rm", "-f", ..._(t2)]),
    u2(arguments)
  );
};
f.prototype.rmKeepLocal = function(t2) {
  return this._runTask(
    g2(["rm", "--cached", ..._(t2)]),
    u2(arguments)
  );
};
f.prototype.catFile = function(t2, e) {
  return this._catFile("utf-8", arguments);
};
f.prototype.binaryCatFile = function() {
  return this._catFile("buffer", arguments);
};
f.prototype._catFile = function(t2, e) {
  var n = u2(e), r2 = ["cat-file"], s = e[0];
  if (typeof s == "string")
    return this._runTask(
      b("Git.catFile: options must be supplied as an array of strings"),
      n
    );
  Array.isArray(s) && r2.push.apply(r2, s);
  const o2 = t2 === "buffer" ? Kt(r2) : g2(r2);
  return this._runTask(o2, n);
};
f.prototype.diff = function(t2, e) {
  const n = p(t2) ? b(
    "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
  ) : g2(["diff", ...m2(arguments)]);
  return this._runTask(n, u2(arguments));
};
f.prototype.diffSummary = function() {
  return this._runTask(
    Tr(m2(arguments, 1)),
    u2(arguments)
  );
};
f.prototype.applyPatch = function(t2) {
  const e = z2(t2) ? is(_(t2), m2([].slice.call(arguments, 1))) : b(
    "git.applyPatch requires one or more string patches as the first argument"
  );
  return this._runTask(e, u2(arguments));
};
f.prototype.revparse = function() {
  const t2 = ["rev-parse", ...m2(arguments, true)];
  return this._runTask(
    g2(t2, true),
    u2(arguments)
  );
};
f.prototype.clean = function(t2, e, n) {
  const r2 = yn(t2), s = r2 && t2.join("") || y2(t2, p) || "", o2 = m2([].slice.call(arguments, r2 ? 1 : 0));
  return this._runTask(
    dn(s, o2),
    u2(arguments)
  );
};
f.prototype.exec = function(t2) {
  const e = {
    commands: [],
    format: "utf-8",
    parser() {
      typeof t2 == "function" && t2();
    }
  };
  return this._runTask(e);
};
f.prototype.checkIgnore = function(t2, e) {
  return this._runTask(
    Ts(_(y2(t2, z2, []))),
    u2(arguments)
  );
};
f.prototype.checkIsRepo = function(t2, e) {
  return this._runTask(
    tn(y2(t2, p)),
    u2(arguments)
  );
};
function Ys(t2) {
  return t2 ? [{
    type: "spawn.before",
    action(r2, s) {
      t2.aborted && s.kill(new x(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r2, s) {
      function o2() {
        s.kill(new x(void 0, "abort", "Abort signal received"));
      }
      t2.addEventListener("abort", o2), s.spawned.on("close", () => t2.removeEventListener("abort", o2));
    }
  }] : void 0;
}
var Qs = $2("", "plugin:allowEnvironment");
function Xs(t2, e = false) {
  const n = new Set(t2.map((r2) => r2.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r2, s) {
      const o2 = { ...r2.env ?? process.env }, i = new Set(
        Object.keys(s.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o2)) {
        const c3 = a.toLowerCase().trim();
        if (!(!Ue(c3) || n.has(c3))) {
          if (i.has(c3))
            throw new x(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Qs("removing ambient guarded environment variable %s", a), delete o2[a];
        }
      }
      return {
        ...r2,
        env: {
          ...o2,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
var Js = $2("", "plugin:unsafe");
var ke2 = /* @__PURE__ */ new Set(["git_config_parameters"]);
var Pt = /* @__PURE__ */ new Set();
function Zs({
  unsafe: t2 = {},
  allowConfig: e = [],
  allowEnvironment: n = [],
  strict: r2
}) {
  const s = he(Mt(e)), o2 = new Set(Mt(n, (h) => h.toLowerCase())), i = t2.recommended === true || r2;
  function a(h) {
    return h.level !== "recommended" || i;
  }
  function c3(h) {
    return t2[h.category] === true ? true : h.configKey !== void 0 ? s(h.configKey) : h.envKey !== void 0 ? !ke2.has(h.envKey) && o2.has(h.envKey) : false;
  }
  return {
    type: "spawn.args",
    action(h, { env: w2 }) {
      const T2 = Ae(...h), k2 = Re(w2 ?? {}, process.env), R2 = /* @__PURE__ */ new Set();
      for (const v of [...T2.vulnerabilities, ...k2.vulnerabilities]) {
        if (!c3(v)) {
          if (!a(v))
            continue;
          throw new x(void 0, "unsafe", to(v));
        }
        v.configKey !== void 0 && R2.add(v.configKey);
      }
      for (const { key: v } of [...T2.config.write, ...k2.config.write])
        if (!(R2.has(v) || Le(v) || s(v))) {
          if (r2)
            throw new x(
              void 0,
              "allowConfig",
              `Configuring "${v}" is not permitted without adding it to the allowConfig option`
            );
          eo(v);
        }
      return h;
    }
  };
}
function Mt(t2, e = (n) => n) {
  return _(t2 ?? []).flatMap((n) => e(String(n ?? "").trim()) || []);
}
function to({ message: t2, configKey: e, envKey: n }) {
  return e !== void 0 ? `${t2} or adding "${e}" to the allowConfig option` : n !== void 0 && !ke2.has(n) ? `${t2} or adding "${n.toUpperCase()}" to the allowEnvironment option` : t2;
}
function eo(t2) {
  Js("config key %s is not in the allowConfig list", t2), !Pt.has(t2) && (Pt.add(t2), process.emitWarning(
    `simple-git: configuration key "${t2}" is not in the list of known-safe keys. Add it to the allowConfig option to keep using it, it will be blocked by default in the next major version.`,
    { code: "SIMPLE_GIT_UNLISTED_CONFIG" }
  ));
}
function no(t2) {
  const e = F2(t2, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
var Dt = (0, import_promise_deferred.deferred)().promise;
function ro({
  onClose: t2 = true,
  onExit: e = 50
} = {}) {
  function n() {
    let s = -1;
    const o2 = {
      close: (0, import_promise_deferred.deferred)(),
      closeTimeout: (0, import_promise_deferred.deferred)(),
      exit: (0, import_promise_deferred.deferred)(),
      exitTimeout: (0, import_promise_deferred.deferred)()
    }, i = Promise.race([
      t2 === false ? Dt : o2.closeTimeout.promise,
      e === false ? Dt : o2.exitTimeout.promise
    ]);
    return r2(t2, o2.close, o2.closeTimeout), r2(e, o2.exit, o2.exitTimeout), {
      close(a) {
        s = a, o2.close.done();
      },
      exit(a) {
        s = a, o2.exit.done();
      },
      get exitCode() {
        return s;
      },
      result: i
    };
  }
  function r2(s, o2, i) {
    s !== false && (s === true ? o2.promise : o2.promise.then(() => bt(s))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s, { spawned: o2, close: i }) {
      const a = n();
      let c3 = true, h = () => {
        c3 = false;
      };
      o2.stdout?.on("data", h), o2.stderr?.on("data", h), o2.on("error", h), o2.on("close", (w2) => a.close(w2)), o2.on("exit", (w2) => a.exit(w2));
      try {
        await a.result, c3 && await bt(50), i(a.exitCode);
      } catch (w2) {
        i(a.exitCode, w2);
      }
    }
  };
}
var _e2 = $2("", "plugin:binary");
var so = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings";
var oo = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
var io = /^([a-z]:)?([a-z0-9/.\\_~-]+)$/i;
var ao = /^([a-z]:)?([a-z0-9._~-]+( [a-z0-9._~-]+)*)?([/\\][a-z0-9._~-]+( [a-z0-9._~-]+)*)+$/i;
function uo(t2, e) {
  return !t2 || !(io.test(t2) || e === 0 && ao.test(t2));
}
function Lt(t2, e) {
  if (t2.length < 1 || t2.length > 2)
    throw new x(void 0, "binary", so);
  if (t2.some(uo))
    if (e)
      _e2("permitted unsafe binary %o", t2);
    else
      throw new x(void 0, "binary", oo);
  const [r2, s] = t2;
  return {
    binary: r2,
    prefix: s
  };
}
function co(t2, e = ["git"], n = false) {
  let r2 = Lt(_(e), n);
  t2.on("binary", (s) => {
    r2 = Lt(_(s), n), _e2.info("reconfiguring %o", r2);
  }), t2.append("spawn.binary", () => r2.binary), t2.append("spawn.args", (s) => r2.prefix ? [r2.prefix, ...s] : s);
}
var ve2 = {
  DISALLOWED_ABBREVIATED: {
    text: "disallowed abbreviated or ambiguous option",
    solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
  },
  UNKNOWN: {
    text: "~ unknown ~",
    solution: void 0
  }
};
function fo(t2) {
  if (!t2)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(ve2))
    if (t2.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
var lo = class extends A2 {
  constructor(e = "") {
    const n = fo(e);
    super(void 0, ve2[n].solution?.replace("{message}", e) ?? e), this.reason = n;
  }
};
function ho(t2) {
  return !!(t2.exitCode && t2.stdErr.length);
}
function mo(t2) {
  return Buffer.concat([...t2.stdOut, ...t2.stdErr]);
}
function po(t2 = false, e = ho, n = mo) {
  return (r2, s) => !t2 && r2 || !e(s) ? r2 : n(s);
}
function go(t2, e) {
  return t2 === 128 && e.startsWith("fatal:") ? new lo(e) : new A2(void 0, e);
}
function jt(t2) {
  return {
    type: "task.error",
    action(e, n) {
      const r2 = t2(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r2) ? {
        error: go(n.exitCode, r2.toString("utf-8"))
      } : {
        error: r2
      };
    }
  };
}
var rt = $2("", "plugin:input");
function yo(t2) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r2, spawned: { stdin: s } }) {
      if (!s)
        return;
      const o2 = t2?.([...n]) ?? r2;
      if (!o2)
        return rt("generated zero length content, not writing to stdin");
      rt("writing %s bytes to stdin", Ke(o2)), s.on("error", (i) => {
        i.code !== "EPIPE" && rt("[ERROR] stdin error %o", i);
      }), s.end(o2);
    }
  };
}
var wo = class {
  constructor() {
    this.plugins = /* @__PURE__ */ new Set(), this.events = new je();
  }
  on(e, n) {
    this.events.on(e, n);
  }
  reconfigure(e, n) {
    this.events.emit(e, n);
  }
  append(e, n) {
    const r2 = O2(this.plugins, { type: e, action: n });
    return () => this.plugins.delete(r2);
  }
  add(e) {
    const n = [];
    return _(e).forEach(
      (r2) => {
        r2 && this.plugins.add(O2(n, r2));
      }
    ), () => {
      n.forEach((r2) => {
        this.plugins.delete(r2);
      });
    };
  }
  exec(e, n, r2) {
    let s = n;
    const o2 = Object.freeze(Object.create(r2));
    for (const i of this.plugins)
      i.type === e && (s = i.action(s, o2));
    return s;
  }
};
function bo(t2) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o2, i) {
      return n.includes(i.method) ? qe(o2, e) : o2;
    }
  }, {
    type: "spawn.after",
    action(o2, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c3 = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c3 && t2({
          method: i.method,
          stage: To(c3[1]),
          progress: d(c3[2]),
          processed: d(c3[3]),
          total: d(c3[4])
        });
      });
    }
  }];
}
function To(t2) {
  return String(t2.toLowerCase().split(" ", 1)) || "unknown";
}
function ko(t2) {
  const e = We(t2, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function _o() {
  return {
    type: "spawn.args",
    action(t2) {
      const e = [];
      let n;
      function r2(s) {
        (n = n || []).push(...s);
      }
      for (let s = 0; s < t2.length; s++) {
        const o2 = t2[s];
        if (r(o2)) {
          r2(o(o2));
          continue;
        }
        if (o2 === "--") {
          r2(
            t2.slice(s + 1).flatMap((i) => r(i) && o(i) || i)
          );
          break;
        }
        e.push(o2);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function vo({
  block: t2,
  stdErr: e = true,
  stdOut: n = true
}) {
  if (t2 > 0)
    return {
      type: "spawn.after",
      action(r2, s) {
        let o2;
        function i() {
          o2 && clearTimeout(o2), o2 = setTimeout(c3, t2);
        }
        function a() {
          s.spawned.stdout?.off("data", i), s.spawned.stderr?.off("data", i), s.spawned.off("exit", a), s.spawned.off("close", a), o2 && clearTimeout(o2);
        }
        function c3() {
          a(), s.kill(new x(void 0, "timeout", "block timeout reached"));
        }
        n && s.spawned.stdout?.on("data", i), e && s.spawned.stderr?.on("data", i), s.spawned.on("exit", a), s.spawned.on("close", a), i();
      }
    };
}
var No = (t2, e) => {
  const n = new wo(), r2 = Xe(
    t2 && (typeof t2 == "string" ? { baseDir: t2 } : t2) || {},
    e
  );
  if (!It(r2.baseDir))
    throw new Be(
      r2,
      "Cannot use simple-git on a directory that does not exist"
    );
  return Array.isArray(r2.config) && n.add(no(r2.config)), n.add(
    Zs({
      unsafe: r2.unsafe,
      allowConfig: r2.allowConfig,
      allowEnvironment: r2.allowEnvironment,
      strict: r2.strict === true
    })
  ), n.add(ro(r2.completion)), r2.abort && n.add(Ys(r2.abort)), r2.progress && n.add(bo(r2.progress)), r2.timeout && n.add(vo(r2.timeout)), r2.spawnOptions && n.add(ko(r2.spawnOptions)), n.add(_o()), n.add(yo(r2.input)), n.add(jt(po(true))), r2.errors && n.add(jt(r2.errors)), co(n, r2.binary, r2.unsafe?.allowUnsafeCustomBinary), n.add(
    Xs(r2.allowEnvironment ?? [], r2.unsafe?.allowAbbreviatedOptions)
  ), new f(r2, n);
};

// src/io/git/repository.ts
import { spawnSync } from "node:child_process";

// src/io/git/environment.ts
var DEFAULT_GIT_TIMEOUT_MS = 6e4;
var CONFIG_ENV = ["GIT_CONFIG_COUNT", "GIT_CONFIG_KEY_0", "GIT_CONFIG_VALUE_0"];
function authorizationHeader(token) {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")}`;
}
function secretForms(token) {
  if (!token) return [];
  return [token, Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")];
}
function redact(text, secrets) {
  let out = text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, "$1***@");
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  return out;
}
function tokenScope(remote) {
  if (remote === void 0) return void 0;
  let url;
  try {
    url = new URL(remote);
  } catch {
    return void 0;
  }
  if (url.protocol !== "https:" || url.hostname === "") return void 0;
  return `https://${url.host}/`;
}
function gitProcess(options) {
  const { env, allow } = gitEnvironment(options);
  const input = options.input;
  return No({
    baseDir: options.baseDir,
    trimmed: false,
    maxConcurrentProcesses: 2,
    timeout: { block: options.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS },
    allowEnvironment: allow,
    unsafe: { allowUnsafeConfigEnvCount: true },
    config: ["core.quotepath=false"],
    ...input !== void 0 ? { input: () => input } : {}
  }).env(env);
}
function gitEnvironment(options) {
  const env = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: options.home ?? process.env.HOME ?? options.baseDir,
    GIT_TERMINAL_PROMPT: "0",
    LANG: "C",
    LC_ALL: "C"
  };
  const allow = ["GIT_TERMINAL_PROMPT"];
  if (options.home !== void 0) {
    env.GIT_CONFIG_NOSYSTEM = "1";
    allow.push("GIT_CONFIG_NOSYSTEM");
  }
  const scope = tokenScope(options.tokenUrl);
  if (options.token && scope !== void 0) {
    env.GIT_CONFIG_COUNT = "1";
    env.GIT_CONFIG_KEY_0 = `http.${scope}.extraheader`;
    env.GIT_CONFIG_VALUE_0 = authorizationHeader(options.token);
    allow.push(...CONFIG_ENV);
  }
  return { env, allow };
}

// src/io/git/errors.ts
var GitOperationError = class extends Error {
  constructor(message, reason) {
    super(message);
    this.reason = reason;
  }
  reason;
  name = "GitOperationError";
};
var BlobTooLargeError = class extends Error {
  constructor(path2, revision, size, maxBytes) {
    super(`${path2} at ${revision} is ${size} bytes, over the limit of ${maxBytes} bytes`);
    this.path = path2;
    this.revision = revision;
    this.size = size;
    this.maxBytes = maxBytes;
  }
  path;
  revision;
  size;
  maxBytes;
  name = "BlobTooLargeError";
};
var GIT_FAILURE_REASONS = ["unreachable", "auth", "not-found", "timeout", "incomplete", "invalid", "failed"];

// src/core/memo/recency.ts
var RecencyList = class {
  oldest;
  newest;
  /** Adds an entry (not in any list) as the most recently used. */
  add(entry) {
    entry.older = this.newest;
    entry.newer = void 0;
    if (this.newest !== void 0) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }
  /** Takes an entry of this list out of it. */
  remove(entry) {
    const { older, newer } = entry;
    if (older !== void 0) older.newer = newer;
    else if (this.oldest === entry) this.oldest = newer;
    if (newer !== void 0) newer.older = older;
    else if (this.newest === entry) this.newest = older;
    entry.older = void 0;
    entry.newer = void 0;
  }
  /** Makes an entry of this list its most recently used. */
  touch(entry) {
    if (this.newest === entry) return;
    this.remove(entry);
    this.add(entry);
  }
};

// src/io/git/object-memo.ts
var ObjectMemo = class {
  /**
   * @param maxSize what the entries may hold together (by `sizeOf`); an entry larger than a
   * quarter of it is not kept.
   */
  constructor(maxSize, sizeOf) {
    this.maxSize = maxSize;
    this.sizeOf = sizeOf;
  }
  maxSize;
  sizeOf;
  /** By repository directory, then object id: no joined key is made per lookup (a revision looks up 10,000 blobs). */
  #entries = /* @__PURE__ */ new Map();
  #recency = new RecencyList();
  #size = 0;
  get(dir, id) {
    const entry = this.#entries.get(dir)?.get(id);
    if (!entry) return void 0;
    this.#recency.touch(entry);
    return entry.value;
  }
  /** Whether an entry of this size is kept (not over a quarter of the whole). */
  keeps(size) {
    return size <= this.maxSize / 4;
  }
  set(dir, id, value) {
    const size = this.sizeOf(value);
    if (!this.keeps(size)) return;
    const old = this.#entries.get(dir)?.get(id);
    if (old) this.#drop(old);
    let ofDir = this.#entries.get(dir);
    if (ofDir === void 0) {
      ofDir = /* @__PURE__ */ new Map();
      this.#entries.set(dir, ofDir);
    }
    const entry = { dir, id, value, size, older: void 0, newer: void 0 };
    ofDir.set(id, entry);
    this.#recency.add(entry);
    this.#size += size;
    while (this.#size > this.maxSize && this.#recency.oldest !== void 0) this.#drop(this.#recency.oldest);
  }
  #drop(entry) {
    const ofDir = this.#entries.get(entry.dir);
    ofDir?.delete(entry.id);
    if (ofDir?.size === 0) this.#entries.delete(entry.dir);
    this.#recency.remove(entry);
    this.#size -= entry.size;
  }
  /** What the entries hold together (by `sizeOf`). */
  get size() {
    return this.#size;
  }
};
function pathCovered(listed, path2) {
  for (const p2 of listed) if (p2 === "" || p2 === path2 || path2.startsWith(`${p2}/`)) return true;
  return false;
}
var TreeListings = class {
  #memo;
  /** Path sets listed, per repository and commit, most recent last. */
  #listed = /* @__PURE__ */ new Map();
  constructor(maxEntries) {
    this.#memo = new ObjectMemo(maxEntries, (entries) => entries.length);
  }
  /** A listing of this commit that covers every path, when one is kept. */
  get(dir, revision, paths) {
    const sets = this.#listed.get(`${dir}\0${revision}`);
    if (!sets) return void 0;
    for (let i = sets.length - 1; i >= 0; i--) {
      const listed = sets[i];
      if (!paths.every((p2) => pathCovered(listed, p2))) continue;
      const entries = this.#memo.get(dir, listingId(revision, listed));
      if (entries) return entries;
    }
    return void 0;
  }
  set(dir, revision, paths, entries) {
    if (!this.#memo.keeps(entries.length)) return;
    const listed = [...new Set(paths)].sort();
    this.#memo.set(dir, listingId(revision, listed), entries);
    const key = `${dir}\0${revision}`;
    const sets = (this.#listed.get(key) ?? []).filter((s) => s.join("\0") !== listed.join("\0"));
    sets.push(listed);
    if (sets.length > MAX_PATH_SETS_PER_COMMIT) sets.shift();
    this.#listed.delete(key);
    this.#listed.set(key, sets);
    for (const k2 of this.#listed.keys()) {
      if (this.#listed.size <= MAX_COMMITS_LISTED) break;
      this.#listed.delete(k2);
    }
  }
};
var MAX_PATH_SETS_PER_COMMIT = 8;
var MAX_COMMITS_LISTED = 256;
var listingId = (revision, paths) => `${revision}\0${paths.join("\0")}`;

// src/io/git/work-tree-blobs.ts
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from "node:fs";
import path from "node:path";
var OPEN_FLAGS = constants.O_NOFOLLOW !== void 0 && constants.O_NONBLOCK !== void 0 ? constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK : void 0;
function readBlobsFromWorkTree(workTree, listed) {
  const out = /* @__PURE__ */ new Map();
  const reader = new WorkTreeBlobs(workTree);
  for (const entry of listed) {
    if (out.has(entry.blob)) continue;
    const bytes = reader.read(entry);
    if (bytes !== void 0) out.set(entry.blob, bytes);
  }
  return out;
}
var WorkTreeBlobs = class {
  #root;
  // Nothing outside the checkout is opened: a directory on the way that is a symlink (or is
  // missing) rules out its files. Asked once per directory.
  #plainDirectories = /* @__PURE__ */ new Map();
  constructor(workTree) {
    this.#root = OPEN_FLAGS === void 0 ? void 0 : realPath(workTree);
  }
  /** The blob's bytes from the checkout, when the file there hashes to it; undefined otherwise. */
  read(entry) {
    const root = this.#root;
    if (root === void 0 || OPEN_FLAGS === void 0) return void 0;
    const algorithm = entry.blob.length === 40 ? "sha1" : entry.blob.length === 64 ? "sha256" : void 0;
    if (algorithm === void 0 || !this.#insideCheckout(root, path.posix.dirname(entry.path))) return void 0;
    const bytes = readExactly(path.join(root, entry.path), entry.size, OPEN_FLAGS);
    if (bytes === void 0) return void 0;
    const id = createHash(algorithm).update(`blob ${entry.size}\0`).update(bytes).digest("hex");
    return id === entry.blob ? bytes : void 0;
  }
  #insideCheckout(root, dir) {
    let known = this.#plainDirectories.get(dir);
    if (known === void 0) {
      known = dir === "." || realPath(path.join(root, dir)) === path.join(root, dir);
      this.#plainDirectories.set(dir, known);
    }
    return known;
  }
};
function realPath(p2) {
  try {
    return realpathSync(p2);
  } catch {
    return void 0;
  }
}
function readExactly(file, size, flags) {
  let fd;
  try {
    fd = openSync(file, flags);
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size !== size) return void 0;
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read);
      if (n === 0) return void 0;
      read += n;
    }
    return bytes;
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}

// src/io/git/repository.ts
var CHANGE_STATUSES = ["added", "modified", "deleted"];
var storedSize = (blob) => typeof blob === "string" ? blob.length : blob.byteLength;
var encoder = new TextEncoder();
var blobBytes = (blob) => typeof blob === "string" ? encoder.encode(blob) : new Uint8Array(blob);
var PATHS_PER_LS_TREE = 500;
var FULL_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
var TREE_LISTINGS = new TreeListings(2e5);
var PENDING_LISTINGS = /* @__PURE__ */ new Map();
var MAX_TEXT_FILE_CHARS = 32 * 1024 * 1024;
var BLOBS = new ObjectMemo(16 * 1024 * 1024, storedSize);
var VERIFIED_COMMITS = /* @__PURE__ */ new Set();
var MAX_VERIFIED_COMMITS = 4096;
var GitRepository = class {
  dir;
  options;
  git;
  secrets;
  /**
   * The text files read, by path: a revision that leaves a file as it was gives the same file
   * object again (the agent reads 10,000 files at every revision, and a new object per file was a
   * tenth of what judging a one-tenant revision allocated). Bounded by the characters held: past
   * the bound it starts again empty.
   */
  #textFiles = /* @__PURE__ */ new Map();
  #textFileChars = 0;
  #keepTextFile(file) {
    if (this.#textFileChars + file.text.length > MAX_TEXT_FILE_CHARS) {
      this.#textFiles.clear();
      this.#textFileChars = 0;
    }
    const replaced = this.#textFiles.get(file.path);
    if (replaced !== void 0) this.#textFileChars -= replaced.text.length;
    this.#textFiles.set(file.path, Object.freeze(file));
    this.#textFileChars += file.text.length;
    return file;
  }
  constructor(options) {
    this.options = options;
    this.dir = options.dir;
    this.git = gitProcess({ baseDir: options.dir, token: options.token, tokenUrl: options.tokenUrl, timeoutMs: options.timeoutMs, home: options.home });
    this.secrets = secretForms(options.token);
  }
  /** The full commit id a revision (sha, branch, tag, `HEAD~1`, ref) names. */
  async resolveRevision(revision) {
    checkRevision(revision);
    if (VERIFIED_COMMITS.has(`${this.dir}\0${revision}`)) return revision;
    const out = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${revision}^{commit}`], `resolve ${revision}`);
    const sha = out.trim();
    if (!FULL_SHA.test(sha)) throw new GitOperationError(`revision ${JSON.stringify(revision)} does not name a commit`, "not-found");
    this.#verified(sha);
    return sha;
  }
  /**
   * Several revisions' commit ids, in one `rev-parse` when each is a plain name (a ref, an id, with
   * `~N` / `^N`), which names exactly one commit: one process instead of one per revision. Any other
   * form, or a failure of the joint call (an unknown revision, a name that is also a file), is
   * resolved one by one, so each error names its own revision.
   */
  async resolveRevisions(revisions) {
    for (const r2 of revisions) checkRevision(r2);
    const open = [...new Set(revisions.filter((r2) => !VERIFIED_COMMITS.has(`${this.dir}\0${r2}`)))];
    const resolved = /* @__PURE__ */ new Map();
    if (open.length > 1 && open.every((r2) => SINGLE_COMMIT_NAME.test(r2))) {
      try {
        const lines = (await this.git.raw(["rev-parse", ...open.map((r2) => `${r2}^{commit}`)])).split("\n").filter((l2) => l2 !== "");
        if (lines.length === open.length && lines.every((l2) => FULL_SHA.test(l2))) {
          open.forEach((r2, i) => resolved.set(r2, lines[i]));
          for (const sha of resolved.values()) this.#verified(sha);
        }
      } catch {
      }
    }
    return Promise.all(revisions.map((r2) => resolved.get(r2) ?? this.resolveRevision(r2)));
  }
  #verified(sha) {
    if (VERIFIED_COMMITS.size >= MAX_VERIFIED_COMMITS) VERIFIED_COMMITS.clear();
    VERIFIED_COMMITS.add(`${this.dir}\0${sha}`);
  }
  /** The full message of a commit (subject and body). */
  async commitMessage(revision) {
    checkRevision(revision);
    return this.run(["show", "-s", "--format=%B", "--end-of-options", revision], `show ${revision}`);
  }
  /** True when the commit's objects are present locally. */
  async hasCommit(sha) {
    checkRevision(sha);
    try {
      await this.git.raw(["cat-file", "-e", `${sha}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  }
  /**
   * Files that differ between two commits, optionally restricted to paths. Ancestry is not
   * needed (two shallow commits diff fine), so this works across force-pushes.
   */
  async changedFiles(options) {
    checkRevision(options.base);
    checkRevision(options.head);
    const within = (options.paths ?? []).map(normalizePath);
    const scope = within.length === 0 ? [""] : within;
    const atBase = FULL_SHA.test(options.base) ? this.#coveringListing(options.base, scope) : void 0;
    const atHead = FULL_SHA.test(options.head) ? this.#coveringListing(options.head, scope) : void 0;
    if (atBase !== void 0 && atHead !== void 0) {
      const [base, head] = await Promise.all([atBase, atHead]);
      if (base && head) return changesBetween(base, head, scope);
    }
    const args = ["diff", "--name-status", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", options.base, options.head, "--"];
    for (const p2 of within) args.push(p2 || ".");
    const out = await this.run(args, `diff ${options.base}..${options.head}`);
    return parseNameStatus(out);
  }
  /** A file's bytes at a revision, or undefined when the file does not exist there. */
  async readFileAtRevision(options) {
    const path2 = normalizePath(options.path);
    const read = (await this.readFilesAtRevision({ ...options, paths: [path2] })).get(path2);
    if (read && "tooLarge" in read) throw new BlobTooLargeError(path2, options.revision, read.tooLarge, options.maxBytes ?? read.tooLarge);
    return read?.bytes;
  }
  /**
   * Files at one revision in one `ls-tree` and one `cat-file --batch`, however many (a `--base`
   * run reads every changed file at the base). A path that is not a blob at the revision is
   * absent from the result; a blob over maxBytes is reported by its size from the listing, unread.
   */
  async readFilesAtRevision(options) {
    checkRevision(options.revision);
    const paths = [...new Set(options.paths.map(normalizePath))];
    const wanted = new Set(paths);
    const entries = [];
    const covering = FULL_SHA.test(options.revision) ? this.#coveringListing(options.revision, paths) : void 0;
    const listed = covering === void 0 ? void 0 : await covering;
    if (listed) {
      for (const e of listed) if (e.type === "blob" && wanted.has(e.path)) entries.push(e);
    }
    for (let i = 0; !listed && i < paths.length; i += PATHS_PER_LS_TREE) {
      const listing = await this.run(["ls-tree", "-z", "-l", "--full-tree", options.revision, "--", ...paths.slice(i, i + PATHS_PER_LS_TREE)], `ls-tree ${options.revision}`);
      entries.push(...parseLsTree(listing).filter((e) => e.type === "blob" && wanted.has(e.path)));
    }
    const out = /* @__PURE__ */ new Map();
    const toRead = entries.filter((e) => options.maxBytes === void 0 || e.size <= options.maxBytes);
    const what = paths.length === 1 ? `read ${paths[0]} at ${options.revision}` : `read ${paths.length} files at ${options.revision}`;
    const contents = toRead.length === 0 ? /* @__PURE__ */ new Map() : await this.readBlobs(toRead, what);
    for (const e of entries) {
      if (options.maxBytes !== void 0 && e.size > options.maxBytes) {
        out.set(e.path, { tooLarge: e.size });
        continue;
      }
      const stored = contents.get(e.blob);
      const bytes = stored === void 0 ? void 0 : blobBytes(stored);
      if (!bytes || bytes.byteLength !== e.size) throw new GitOperationError(`read ${bytes?.byteLength ?? 0} of ${e.size} bytes of ${e.path} at ${options.revision}`, "incomplete");
      out.set(e.path, { bytes });
    }
    return out;
  }
  /** The regular files under a path at a revision (recursively). */
  async listTree(options) {
    const path2 = normalizePath(options.path ?? "");
    const listed = await this.listTrees({ revision: options.revision, paths: [path2] });
    return listed.get(path2) ?? { exists: false, entries: [], skipped: [] };
  }
  /** Several paths in one `ls-tree`: per path, whether it exists and its regular files. */
  async listTrees(options) {
    checkRevision(options.revision);
    const paths = [...new Set(options.paths.map(normalizePath))];
    const args = ["ls-tree", "-r", "-z", "-l", "--full-tree", options.revision];
    const whole = paths.includes("");
    if (!whole) args.push("--", ...paths);
    const isCommitId = FULL_SHA.test(options.revision);
    const covering = isCommitId ? this.#coveringListing(options.revision, paths) : void 0;
    let listing = covering === void 0 ? void 0 : await covering;
    if (!listing) {
      const made = this.run(args, `ls-tree ${options.revision}`).then(parseLsTree);
      if (isCommitId) {
        const listed = whole ? [""] : paths;
        const key = `${this.dir}\0${options.revision}`;
        const pending = { paths: listed, listing: made };
        PENDING_LISTINGS.set(key, [...PENDING_LISTINGS.get(key) ?? [], pending]);
        const settled = () => {
          const left = (PENDING_LISTINGS.get(key) ?? []).filter((p2) => p2 !== pending);
          if (left.length > 0) PENDING_LISTINGS.set(key, left);
          else PENDING_LISTINGS.delete(key);
        };
        made.then((entries) => TREE_LISTINGS.set(this.dir, options.revision, listed, entries)).then(settled, settled);
      }
      listing = await made;
    }
    const out = /* @__PURE__ */ new Map();
    for (const path2 of paths) {
      const entries = [];
      const skipped = [];
      let exists = path2 === "";
      const prefix = `${path2}/`;
      for (const e of listing) {
        if (path2 !== "" && e.path !== path2 && !e.path.startsWith(prefix)) continue;
        exists = true;
        if (e.type === "blob" && (e.mode === "100644" || e.mode === "100755")) entries.push(e);
        else skipped.push(e.path);
      }
      out.set(path2, { exists, entries, skipped });
    }
    return out;
  }
  /**
   * A listing of this commit that covers every path: one kept, else one being made (waited for).
   * Undefined when there is none, or the one in flight failed (the caller then asks git itself, and
   * its own error names its own read).
   */
  #coveringListing(revision, paths) {
    const kept = TREE_LISTINGS.get(this.dir, revision, paths);
    if (kept) return kept;
    const pending = (PENDING_LISTINGS.get(`${this.dir}\0${revision}`) ?? []).find((p2) => paths.every((path2) => pathCovered(p2.paths, path2)));
    return pending?.listing.catch(() => void 0);
  }
  /**
   * Reads every file under a path at a revision in one `git cat-file --batch` process. The
   * snapshot is complete or the call throws: a missing object, a short read or a size
   * mismatch is an `incomplete` failure, never a partial tree.
   */
  async readTree(options) {
    const path2 = normalizePath(options.path ?? "");
    const trees = await this.readTrees({ ...options, paths: [path2] });
    return trees.get(path2);
  }
  /** Several complete snapshots at one revision: one rev-parse, one ls-tree, one cat-file. */
  async readTrees(options) {
    const revision = FULL_SHA.test(options.revision) ? options.revision : await this.resolveRevision(options.revision);
    const listed = await this.listTrees({ revision, paths: [...options.paths, ...options.listAlso ?? []] });
    const read = new Set(options.paths.map(normalizePath));
    for (const p2 of listed.keys()) if (!read.has(p2)) listed.delete(p2);
    const tooLarge = /* @__PURE__ */ new Map();
    for (const [p2, l2] of listed) {
      const selected = options.select ? l2.entries.filter((e) => options.select?.(e.path)) : l2.entries;
      const max = options.maxFileBytes;
      const big = max === void 0 ? [] : selected.filter((e) => e.size > max);
      tooLarge.set(p2, big.map((e) => ({ path: e.path, size: e.size })));
      l2.entries = selected.filter((e) => !big.includes(e));
    }
    const listedBlobs = [...listed.values()].flatMap((l2) => l2.entries);
    const defer = options.defer;
    const deferred = defer === void 0 ? void 0 : new Set(listedBlobs.filter((e) => defer(e.blob) && BLOBS.get(this.dir, e.blob) === void 0).map((e) => e.blob));
    const blobs = deferred === void 0 || deferred.size === 0 ? listedBlobs : listedBlobs.filter((e) => !deferred.has(e.blob));
    const contents = blobs.length === 0 ? /* @__PURE__ */ new Map() : await this.readBlobs(blobs);
    const out = /* @__PURE__ */ new Map();
    for (const [path2, { exists, entries, skipped }] of listed) {
      const files = entries.map((e) => {
        if (deferred?.has(e.blob) === true) return this.#deferredFile(e, revision);
        const stored = contents.get(e.blob);
        if (typeof stored === "string") {
          const known = this.#textFiles.get(e.path);
          if (known !== void 0 && known.text === stored && known.size === e.size) return known;
          if (stored.length > e.size || stored.length !== e.size && encoder.encode(stored).byteLength !== e.size) throw new GitOperationError(`incomplete read of ${e.path} at ${revision}`, "incomplete");
          return this.#keepTextFile(keptTextFile(e.path, stored, e.size, e.blob));
        }
        if (!stored || stored.byteLength !== e.size) {
          throw new GitOperationError(`incomplete read of ${e.path} at ${revision}`, "incomplete");
        }
        return { path: e.path, bytes: new Uint8Array(stored), blob: e.blob };
      });
      const big = tooLarge.get(path2) ?? [];
      out.set(path2, { revision, path: path2, exists, files, skipped, ...big.length > 0 ? { tooLarge: big } : {} });
    }
    return out;
  }
  /** Blobs of deferred files not read yet, by id (see TreeReadLimits.defer). */
  #unread = /* @__PURE__ */ new Map();
  /** Blobs read for deferred files in one batch and not asked for yet (the memo may not keep them all). */
  #readAhead = /* @__PURE__ */ new Map();
  /** The checkout, read one deferred file at a time. */
  #workTreeBlobs;
  /** A file whose contents are read when first asked for: its path, blob and size are known now. */
  #deferredFile(entry, revision) {
    this.#unread.set(entry.blob, entry);
    let stored;
    const contents = () => stored ??= this.#readDeferred(entry, revision);
    return {
      path: entry.path,
      blob: entry.blob,
      size: entry.size,
      get text() {
        const s = contents();
        return typeof s === "string" ? s : void 0;
      },
      get bytes() {
        return blobBytes(contents());
      }
    };
  }
  /**
   * A deferred file's blob, synchronously (a check asks inside its pure, synchronous run): from
   * the memo, the checkout (where a file hashes to it), else git. Git reads every blob still
   * unread at once, so a tree the checkout does not hold costs one process, not one per file.
   */
  #readDeferred(entry, revision) {
    const known = BLOBS.get(this.dir, entry.blob);
    if (known !== void 0) {
      this.#unread.delete(entry.blob);
      return this.#checked(entry, known, revision);
    }
    let bytes = this.#readAhead.get(entry.blob);
    if (bytes === void 0 && this.options.workTree !== void 0) bytes = (this.#workTreeBlobs ??= new WorkTreeBlobs(this.options.workTree)).read(entry);
    if (bytes === void 0) {
      const batch = [.../* @__PURE__ */ new Set([entry.blob, ...this.#unread.keys()])].filter((b2) => !this.#readAhead.has(b2));
      for (const [blob, read] of this.#catFileBatchSync(batch)) this.#readAhead.set(blob, read);
      bytes = this.#readAhead.get(entry.blob);
    }
    this.#readAhead.delete(entry.blob);
    this.#unread.delete(entry.blob);
    if (bytes === void 0 || bytes.byteLength !== entry.size) throw new GitOperationError(`incomplete read of ${entry.path} at ${revision}`, "incomplete");
    const text = plainText(bytes);
    const stored = text ?? bytes;
    if (BLOBS.keeps(text?.length ?? bytes.byteLength)) BLOBS.set(this.dir, entry.blob, text ?? Buffer.from(bytes));
    return stored;
  }
  /** A stored blob whose size is the listed one (as readTrees checks what it read). */
  #checked(entry, stored, revision) {
    const size = typeof stored === "string" ? encoder.encode(stored).byteLength : stored.byteLength;
    if (size !== entry.size) throw new GitOperationError(`incomplete read of ${entry.path} at ${revision}`, "incomplete");
    return stored;
  }
  /** `cat-file --batch` of these blobs, waited for (see #readDeferred): the environment of gitProcess. */
  #catFileBatchSync(blobs) {
    const { env } = gitEnvironment({ baseDir: this.dir, ...this.options.token !== void 0 ? { token: this.options.token } : {}, ...this.options.tokenUrl !== void 0 ? { tokenUrl: this.options.tokenUrl } : {}, ...this.options.home !== void 0 ? { home: this.options.home } : {} });
    const expected = blobs.reduce((sum, b2) => sum + (this.#unread.get(b2)?.size ?? 0), 0);
    const result = spawnSync("git", ["-c", "core.quotepath=false", "cat-file", "--batch"], {
      cwd: this.dir,
      env,
      input: blobs.join("\n") + "\n",
      // Each blob's header line (`<id> blob <size>`) and newline on top of its bytes.
      maxBuffer: expected + blobs.length * 128 + 4096,
      timeout: this.options.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS,
      windowsHide: true
    });
    if (result.error !== void 0 || result.status !== 0) {
      const detail = result.error?.message ?? result.stderr.toString("utf8");
      throw this.failure(new Error(detail), "cat-file --batch");
    }
    return parseCatFileBatch(result.stdout, blobs);
  }
  /**
   * Listed blobs by id, each as its text when it is plain UTF-8 text (decoded once, kept by the
   * memo), else its bytes: from the memo, else from the work tree where a file there hashes to the
   * blob, else from one `cat-file --batch`.
   */
  async readBlobs(listed, what = "cat-file --batch") {
    const out = /* @__PURE__ */ new Map();
    const missing = /* @__PURE__ */ new Map();
    for (const entry of listed) {
      if (out.has(entry.blob)) continue;
      const known = BLOBS.get(this.dir, entry.blob);
      if (known !== void 0) out.set(entry.blob, known);
      else missing.set(entry.blob, entry);
    }
    if (missing.size === 0) return out;
    const fromWorkTree = this.options.workTree !== void 0 ? readBlobsFromWorkTree(this.options.workTree, [...missing.values()]) : /* @__PURE__ */ new Map();
    const fromGit = [...missing.keys()].filter((blob) => !fromWorkTree.has(blob));
    const read = fromGit.length === 0 ? fromWorkTree : new Map([...fromWorkTree, ...await this.catFileBatch(fromGit, what)]);
    for (const [blob, bytes] of read) {
      const text = plainText(bytes);
      out.set(blob, text ?? bytes);
      if (BLOBS.keeps(text?.length ?? bytes.byteLength)) BLOBS.set(this.dir, blob, text ?? Buffer.from(bytes));
    }
    return out;
  }
  async catFileBatch(blobs, what) {
    const batch = gitProcess({
      baseDir: this.dir,
      token: this.options.token,
      timeoutMs: this.options.timeoutMs,
      home: this.options.home,
      input: blobs.join("\n") + "\n"
    });
    const out = await batch.binaryCatFile(["--batch"]).catch((error) => {
      throw this.failure(error, what);
    });
    return parseCatFileBatch(out, blobs);
  }
  async run(args, what) {
    try {
      return await this.git.raw(args);
    } catch (error) {
      throw this.failure(error, what);
    }
  }
  failure(error, what) {
    return toGitOperationError(error, what, this.secrets);
  }
};
function toGitOperationError(error, what, secrets) {
  if (error instanceof GitOperationError) return error;
  const raw = error instanceof A2 || error instanceof Error ? error.message : String(error);
  const detail = redact(raw, secrets).split("\n").map((l2) => l2.trim()).filter((l2) => l2 !== "").slice(0, 4).join("; ");
  return new GitOperationError(`git ${what} failed: ${detail || "no output"}`, classify(raw));
}
function classify(message) {
  const m3 = message.toLowerCase();
  if (m3.includes("block timeout") || m3.includes("timed out")) return "timeout";
  if (/authentication failed|could not read username|returned error: 40[13]|permission denied|http 40[13]|invalid credentials/.test(m3)) return "auth";
  if (/could not resolve host|connection refused|failed to connect|network is unreachable|unable to access|connection reset|couldn't connect|does not appear to be a git repository|no such file or directory|unable to look up/.test(m3)) return "unreachable";
  if (/couldn't find remote ref|not a valid object name|unknown revision|bad revision|not a tree object|needed a single revision|invalid object name/.test(m3)) return "not-found";
  return "failed";
}
function checkRevision(revision) {
  if (revision === "" || revision.startsWith("-") || /[\s\0]/.test(revision)) {
    throw new GitOperationError(`invalid revision ${JSON.stringify(revision)}`, "invalid");
  }
}
function normalizePath(path2) {
  const parts = path2.replace(/\\/g, "/").split("/").filter((p2) => p2 !== "" && p2 !== ".");
  if (parts.includes("..")) throw new GitOperationError(`path ${JSON.stringify(path2)} leaves the repository`, "invalid");
  return parts.join("/");
}
function parseLsTree(out) {
  const entries = [];
  for (let start = 0; start < out.length; ) {
    let end = out.indexOf("\0", start);
    if (end < 0) end = out.length;
    if (end > start) entries.push(lsTreeRecord(out, start, end));
    start = end + 1;
  }
  return entries;
}
function lsTreeRecord(out, start, end) {
  const tab = out.indexOf("	", start);
  const malformed = () => new GitOperationError(`unexpected ls-tree output: ${JSON.stringify(out.slice(start, Math.min(end, start + 80)))}`, "failed");
  if (tab < 0 || tab > end) throw malformed();
  const fields = [];
  for (let i = start; i < tab && fields.length < 4; ) {
    while (i < tab && out.charCodeAt(i) === 32) i++;
    if (i >= tab) break;
    let j3 = i;
    while (j3 < tab && out.charCodeAt(j3) !== 32) j3++;
    fields.push(out.slice(i, j3));
    i = j3;
  }
  const [mode = "", type = "", blob = "", size = ""] = fields;
  return { mode, type, blob, size: size === "-" ? 0 : Number(size), path: out.slice(tab + 1, end) };
}
var SINGLE_COMMIT_NAME = /^(?!.*\.\.)\w[\w./-]*(?:[~^]\d*)*$/;
function changesBetween(base, head, paths) {
  const atBase = /* @__PURE__ */ new Map();
  for (const e of base) if (pathCovered(paths, e.path)) atBase.set(e.path, e);
  const changes = [];
  for (const e of head) {
    if (!pathCovered(paths, e.path)) continue;
    const old = atBase.get(e.path);
    atBase.delete(e.path);
    if (!old) changes.push({ path: e.path, status: "added" });
    else if (old.blob !== e.blob || old.mode !== e.mode) changes.push({ path: e.path, status: "modified" });
  }
  for (const path2 of atBase.keys()) changes.push({ path: path2, status: "deleted" });
  return changes.sort(byPath);
}
var byPath = (a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0;
function parseNameStatus(out) {
  const fields = out.split("\0");
  const changes = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i] ?? "";
    const path2 = fields[i + 1] ?? "";
    if (code === "" || path2 === "") continue;
    const status = code.startsWith("A") ? "added" : code.startsWith("D") ? "deleted" : "modified";
    changes.push({ path: path2, status });
  }
  return changes.sort(byPath);
}
function parseCatFileBatch(out, requested) {
  const result = /* @__PURE__ */ new Map();
  let pos = 0;
  for (const want of requested) {
    const eol = out.indexOf(10, pos);
    if (eol < 0) throw new GitOperationError(`incomplete object stream: ${want} not read`, "incomplete");
    const header = out.subarray(pos, eol).toString("utf8");
    const [sha, type, sizeText] = header.split(" ");
    if (type === "missing" || sha !== want || sizeText === void 0) {
      throw new GitOperationError(`object ${want} is missing from the repository`, "incomplete");
    }
    const size = Number(sizeText);
    const start = eol + 1;
    const end = start + size;
    if (!Number.isSafeInteger(size) || end + 1 > out.byteLength || out[end] !== 10) {
      throw new GitOperationError(`incomplete object stream: short read of ${want}`, "incomplete");
    }
    result.set(want, out.subarray(start, end));
    pos = end + 1;
  }
  return result;
}

export {
  GitOperationError,
  BlobTooLargeError,
  GIT_FAILURE_REASONS,
  CHANGE_STATUSES,
  FULL_SHA,
  GitRepository,
  toGitOperationError,
  classify,
  checkRevision,
  normalizePath,
  parseLsTree,
  changesBetween,
  parseNameStatus,
  parseCatFileBatch
};
