import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Operator
} from "./chunk-HXBFRTF2.js";
import {
  require_pino
} from "./chunk-FCMP5L7Q.js";
import "./chunk-GV5OKGQB.js";
import "./chunk-GVLAYGC2.js";
import {
  booleanFlag,
  durationFlag,
  parseFlags,
  stringFlag
} from "./chunk-EP3ACZNV.js";
import {
  EXIT,
  UsageError
} from "./chunk-KMORATUB.js";
import "./chunk-OIZA2KQ5.js";
import {
  KubeConfig
} from "./chunk-JWYK5SZN.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-TNFLC7JE.js";
import "./chunk-LZJUPFIB.js";
import {
  __toESM
} from "./chunk-SWXCCR26.js";

// src/cli/operator.ts
import { existsSync } from "node:fs";
import process from "node:process";
var import_pino = __toESM(require_pino(), 1);
var USAGE = `usage: driftgate operator [--kubeconfig FILE] [flags]

Runs the tenant operator: every TenantOnboarding (platform.example.com/v1alpha1) becomes a
Namespace, a ResourceQuota, a NetworkPolicy and RoleBindings, kept that way, with status
conditions (Ready, Reconciling, Stalled, one per child) and Events. See docs/operator.md.

  --kubeconfig FILE            kubeconfig to use (default: $KUBECONFIG, ~/.kube/config, or the
                               in-cluster service account)
  --context NAME               kubeconfig context (default: the current context)
  --tenant-namespace NS        reconcile only TenantOnboardings in NS (default: every namespace);
                               pair it with RBAC so only the platform team writes there
  --workers N                  concurrent reconciles (default: 4); one key never runs twice at once
  --leader-elect               only the holder of the Lease reconciles (run 2 replicas for HA)
  --leader-election-namespace NS
                               namespace of the Lease (default: $POD_NAMESPACE or driftgate-system)
  --leader-election-id NAME    name of the Lease (default: driftgate-operator)
  --metrics-addr ADDR          serve /metrics, /healthz and /readyz on ADDR, e.g. :8080
  --resync DURATION            re-reconcile every TenantOnboarding this often (default: 10m; 0 disables)
  --shutdown-deadline DURATION how long SIGTERM waits for in-flight reconciles (default: 20s)
  --log-level LEVEL            debug | info | warn | error (default: info)

Exit codes: 0 stopped by SIGTERM/SIGINT; 1 lost the leader lease (restart me);
2 usage or configuration error.
`;
var FLAGS = {
  kubeconfig: { type: "string" },
  context: { type: "string" },
  "tenant-namespace": { type: "string" },
  workers: { type: "string" },
  "leader-elect": { type: "boolean" },
  "leader-election-namespace": { type: "string" },
  "leader-election-id": { type: "string" },
  "metrics-addr": { type: "string" },
  resync: { type: "string" },
  "shutdown-deadline": { type: "string" },
  "log-level": { type: "string" }
};
var LOG_LEVELS = ["debug", "info", "warn", "error"];
function operatorSettings(argv, env) {
  const args = parseFlags(argv, FLAGS);
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(args.positionals[0])}`);
  const workersText = stringFlag(args, "workers") ?? "4";
  const workers = Number(workersText);
  if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new UsageError(`--workers must be a whole number from 1 to 256; found ${JSON.stringify(workersText)}`);
  const level = stringFlag(args, "log-level") ?? "info";
  if (!LOG_LEVELS.includes(level)) throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(", ")}; found ${JSON.stringify(level)}`);
  const kubeconfig = stringFlag(args, "kubeconfig");
  if (kubeconfig !== void 0 && !existsSync(kubeconfig)) throw new UsageError(`--kubeconfig ${kubeconfig}: no such file`);
  return {
    kubeconfig,
    context: stringFlag(args, "context"),
    tenantNamespace: stringFlag(args, "tenant-namespace"),
    workers,
    leaderElect: booleanFlag(args, "leader-elect"),
    leaseNamespace: stringFlag(args, "leader-election-namespace") ?? env.POD_NAMESPACE ?? "driftgate-system",
    leaseName: stringFlag(args, "leader-election-id") ?? "driftgate-operator",
    metricsAddress: stringFlag(args, "metrics-addr"),
    resyncMs: durationFlag(args, "resync", 6e5),
    shutdownDeadlineMs: durationFlag(args, "shutdown-deadline", 2e4),
    logLevel: level
  };
}
var operatorCommand = {
  name: "operator",
  summary: "Run the TenantOnboarding operator (namespace, quota, network policy, access)",
  usage: USAGE,
  async run(context) {
    const settings = operatorSettings(context.argv, context.env);
    const kc = new KubeConfig();
    try {
      if (settings.kubeconfig !== void 0) kc.loadFromFile(settings.kubeconfig);
      else kc.loadFromDefault();
      if (settings.context !== void 0) kc.setCurrentContext(settings.context);
    } catch (error) {
      context.stderr.write(`driftgate operator: cannot load the kubeconfig: ${error instanceof Error ? error.message : String(error)}
`);
      return EXIT.usage;
    }
    if (!kc.getCurrentCluster()) {
      context.stderr.write("driftgate operator: the kubeconfig has no current cluster\n");
      return EXIT.usage;
    }
    const logger = (0, import_pino.pino)({ level: settings.logLevel, base: { component: "driftgate-operator" } }, import_pino.pino.destination({ dest: 2, sync: false }));
    const log = (level, message, fields) => logger[level](fields ?? {}, message);
    const operator = new Operator({
      kubeConfig: kc,
      workers: settings.workers,
      ...settings.tenantNamespace !== void 0 ? { tenantNamespace: settings.tenantNamespace } : {},
      ...settings.leaderElect ? { leaderElection: { namespace: settings.leaseNamespace, name: settings.leaseName } } : {},
      ...settings.metricsAddress !== void 0 ? { metricsAddress: settings.metricsAddress } : {},
      resyncMs: settings.resyncMs,
      shutdownDeadlineMs: settings.shutdownDeadlineMs,
      defaultMetrics: true,
      log
    });
    log("info", "starting", { workers: settings.workers, leaderElect: settings.leaderElect, identity: operator.identity });
    const stopped = new Promise((resolve) => {
      const onSignal = (signal) => {
        log("info", "shutting down", { signal });
        void operator.stop({ release: true }).then(() => resolve(EXIT.ok));
      };
      process.once("SIGTERM", onSignal);
      process.once("SIGINT", onSignal);
      void operator.lostLeadership.then(() => operator.stop({ release: false }).then(() => resolve(EXIT.findings)));
    });
    await operator.start();
    const code = await stopped;
    log("info", "stopped", { code });
    logger.flush();
    return code;
  }
};
export {
  operatorCommand,
  operatorSettings
};
