// The gate's input for `driftgate check` and the Action's check: the tree (work tree, or a pull
// request's head with its base), the scope file, and live data read by the caller. One reading,
// so the two give the same verdict; the agent reads its revisions with collectRevisionTree.
import type { GateInput } from '../../core/gate/judge.js';
import type { CheckRunOptions } from '../check-sources.js';
import { collectTreeSources, toTreeCheckInput, type TreeSourceOptions, type TreeSources } from './tree-sources.js';
import { readScope, type ScopeRead } from './scope-file.js';

export interface CheckGateOptions extends TreeSourceOptions {
  /** Where relative --scope paths are resolved. */
  readonly cwd: string;
  readonly scopeFile?: string;
  readonly defaultNamespace?: string;
  /** With cluster credentials: every served kind's scope, for the scope gate (io/kube/live-context.ts). */
  readonly discovered?: ReadonlyMap<string, boolean>;
  /** Passed through to the pure check. */
  readonly check: CheckRunOptions;
}

export interface CheckGateRead {
  readonly tree: TreeSources;
  readonly input: GateInput;
}

export async function readCheckGate(options: CheckGateOptions): Promise<CheckGateRead> {
  const tree = await collectTreeSources(options);
  const { policyRevision: trusted, baseRevision, headRevision } = tree.sources;
  const judgesScope = options.scopeFile !== undefined || options.defaultNamespace !== undefined;
  const scope: ScopeRead | undefined = judgesScope
    ? await readScope({
        ...(options.scopeFile !== undefined ? { scopeFile: options.scopeFile } : {}),
        ...(options.defaultNamespace !== undefined ? { defaultNamespace: options.defaultNamespace } : {}),
        cwd: options.cwd,
        root: options.root,
        ...(trusted !== undefined && baseRevision !== undefined && headRevision !== undefined ? { revisions: { trusted, base: baseRevision, head: headRevision } } : {}),
      })
    : undefined;
  // The scope gate reads every object of the head: no file is judged by its facts alone then.
  const check = judgesScope ? withoutJudgingByFacts(options.check) : options.check;
  const input: GateInput = {
    check: toTreeCheckInput(tree, check),
    ...(scope
      ? {
          scope: {
            ...(scope.scope ? { scope: scope.scope } : {}),
            ...(scope.defaultNamespace !== undefined ? { defaultNamespace: scope.defaultNamespace } : {}),
            ...(options.discovered !== undefined ? { discovered: options.discovered } : {}),
          },
        }
      : {}),
    ...(scope ? { findings: scope.findings, configurationErrors: scope.configurationErrors } : {}),
  };
  return { tree, input };
}

/** The check's options without judging unreported files by their cross-document facts (CheckInput.crossFacts, unreportedByFacts). */
function withoutJudgingByFacts(check: CheckRunOptions): CheckRunOptions {
  const { crossFacts: _store, unreportedByFacts: _byFacts, ...rest } = check;
  return rest;
}
