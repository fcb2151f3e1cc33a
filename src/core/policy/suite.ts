import type { SourceFile } from '../manifest/input.js';
import type { Finding } from '../findings/finding.js';
import type { Manifest } from '../manifest/manifest.js';
import { loadCrdManifests, loadPolicyPackFiles } from './files.js';
import type { PolicyPack } from './pack.js';
import { parsePolicyTests, runPolicyTest, testFailureFindings, type TestResult } from './policy-test.js';
import { checkPolicyTypes } from './schema-check.js';

/**
 * `driftgate policy test` as a pure function: the pack directory's files (policies,
 * bindings, params, driftgate.yaml and PolicyTest documents) plus CRDs → results.
 * The CLI and the vitest suite in policies/ both call this.
 */
export interface SuiteResult {
  readonly pack: PolicyPack;
  /** Problems with the pack itself or with test documents (exit code 2). */
  readonly problems: readonly Finding[];
  readonly results: readonly TestResult[];
  /** One finding per failed expectation (exit code 1). */
  readonly failures: readonly Finding[];
  /** Warnings about the pack (unbound policies, expressions that do not fit the CRD schema). */
  readonly warnings: readonly Finding[];
}

export function runPolicyTestSuite(input: { files: readonly SourceFile[]; crdFiles?: readonly SourceFile[] }): SuiteResult {
  const loaded = loadPolicyPackFiles(input.files);
  const crds: Manifest[] = input.crdFiles ? loadCrdManifests(input.crdFiles) : [];
  const parsed = parsePolicyTests(loaded.documents);
  const results = parsed.tests.map((t) => runPolicyTest(loaded.pack, t, { crds }));
  const problems = [...loaded.findings.filter((f) => f.severity === 'error'), ...parsed.findings];
  const warnings = [...loaded.findings.filter((f) => f.severity !== 'error'), ...checkPolicyTypes(loaded.pack, crds, { sources: (f) => loaded.texts.get(f) })];
  return { pack: loaded.pack, problems, results, failures: testFailureFindings(results), warnings };
}
