import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  UsageError,
  didYouMean
} from "./chunks/chunk-QKXTWADI.js";
import {
  tuneHeap
} from "./chunks/chunk-6PSAHVPB.js";
import {
  EXIT
} from "./chunks/chunk-EPIZTMXX.js";
import {
  DRIFTGATE_VERSION
} from "./chunks/chunk-RXFIRMAZ.js";
import "./chunks/chunk-SWXCCR26.js";

// src/cli/bin.ts
import process from "node:process";

// src/cli/main.ts
var COMMANDS = {
  check: { summary: "Validate manifests against their CRD schemas and the policy pack", load: async () => (await import("./chunks/check-EMKRMJCL.js")).checkCommand },
  "crd-diff": { summary: "Compare CRDs at a base and a head and flag unsafe schema evolution", load: async () => (await import("./chunks/crd-diff-PC35MFUN.js")).crdDiffCommand },
  operator: { summary: "Run the TenantOnboarding operator (namespace, quota, network policy, access)", load: async () => (await import("./chunks/operator-OC2776US.js")).operatorCommand },
  agent: { summary: "Sync a Git path to the cluster through the same gates, detect drift, report to GitHub", load: async () => (await import("./chunks/agent-Q2DHEXRA.js")).agentCommand },
  diff: { summary: "Preview the field-level changes manifests would make to the live cluster", load: async () => (await import("./chunks/diff-YTRBXASV.js")).diffCommand },
  "migrate-storage": { summary: "Rewrite every stored object of a CRD at its storage version, then trim storedVersions", load: async () => (await import("./chunks/migrate-storage-W6KDT2JM.js")).migrateStorageCommand },
  crds: { summary: "Pin third-party CRDs into a catalog folder with a lockfile (add, verify, outdated)", load: async () => (await import("./chunks/crds-Q534WLVK.js")).crdsCommand },
  policy: { summary: "Run the policy pack's tests (driftgate policy test [DIR])", load: async () => (await import("./chunks/policy-SL3H7XHD.js")).policyCommand }
};
function overview() {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: driftgate <command> [flags]

commands:
${lines.join("\n")}

Run 'driftgate help <command>' for a command's flags.
`;
}
function unknownCommand(name) {
  const what = name.startsWith("-") ? "flag" : "command";
  const guess = didYouMean(name.replace(/^-+/, ""), [...Object.keys(COMMANDS), "help", "version"]);
  const hint = guess ? `

Did you mean this?
	driftgate ${guess}
` : "\n";
  return `driftgate: unknown ${what} ${JSON.stringify(name)}${hint}
Run 'driftgate --help' for usage.
`;
}
async function main(context) {
  const [name, ...rest] = context.argv;
  if (name === void 0 || name === "--help" || name === "-h") {
    context.stdout.write(overview());
    return name === void 0 ? EXIT.usage : EXIT.ok;
  }
  if (name === "help") {
    const target = rest[0] !== void 0 ? COMMANDS[rest[0]] : void 0;
    if (rest[0] !== void 0 && !target) {
      context.stderr.write(unknownCommand(rest[0]));
      return EXIT.usage;
    }
    context.stdout.write(target ? (await target.load()).usage : overview());
    return EXIT.ok;
  }
  if (name === "--version" || name === "version") {
    context.stdout.write(`driftgate ${DRIFTGATE_VERSION}
`);
    return EXIT.ok;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    context.stderr.write(unknownCommand(name));
    return EXIT.usage;
  }
  const command = await entry.load();
  if (rest.includes("--help") || rest.includes("-h")) {
    context.stdout.write(command.usage);
    return EXIT.ok;
  }
  try {
    return await command.run({ ...context, argv: rest });
  } catch (error) {
    if (error instanceof UsageError) {
      context.stderr.write(`driftgate ${name}: ${error.message}
Run 'driftgate ${name} --help' for its flags.
`);
      return EXIT.usage;
    }
    const detail = error instanceof Error ? error.message : String(error);
    context.stderr.write(`driftgate ${name}: internal error: ${detail}
This is a bug in driftgate; please report it with the command you ran.
`);
    if (context.env.DRIFTGATE_DEBUG && error instanceof Error && error.stack) context.stderr.write(error.stack + "\n");
    return EXIT.usage;
  }
}

// src/cli/pipe.ts
function tolerateClosedPipe(stream) {
  let closed = false;
  stream.on("error", (error) => {
    if (error.code === "EPIPE" || error.code === "ERR_STREAM_DESTROYED") {
      closed = true;
      return;
    }
    throw error;
  });
  return () => closed;
}

// src/cli/bin.ts
tuneHeap({ longRunning: process.argv[2] === "agent" || process.argv[2] === "operator" });
tolerateClosedPipe(process.stdout);
tolerateClosedPipe(process.stderr);
main({ argv: process.argv.slice(2), stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), stdin: process.stdin }).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`driftgate: internal error: ${error instanceof Error ? error.message : String(error)}
This is a bug in driftgate; please report it.
`);
    process.exitCode = EXIT.usage;
  }
);
