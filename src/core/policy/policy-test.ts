import { formatLocation, type Finding, type Severity } from '../findings/finding.js';
import { describeValue, isRecord, loadManifests, type Manifest } from '../manifest/manifest.js';
import type { YamlDocument } from '../yaml/parse.js';
import { evaluatePolicyPack, POLICY_TEST_KIND, VAP_RULE_PREFIX, type PolicyPack } from './pack.js';
import { CONFIG_API_VERSION } from './config.js';
import { Reader } from './reader.js';

/**
 * Policy tests: `kind: PolicyTest` documents (apiVersion policy.driftgate.dev/v1alpha1)
 * holding input manifests and the expected verdict per object.
 *
 *   spec:
 *     now: "2026-06-01"                 # optional clock for waivers (default: 2000-01-01)
 *     manifests: [ <objects> ]          # the repository for this test
 *     expect:
 *       - object: { kind: TenantOnboarding, name: big, namespace?: x }
 *         verdict: denied               # allowed | denied: the API server's answer (VAP Deny decisions)
 *         messages: [ "ValidatingAdmissionPolicy 'p' with binding 'b' denied request: ..." ]   # optional, exact
 *         findings:                     # optional: the exact set of findings for the object
 *           - { rule: cross/unique-tenant-namespace, severity: error, message: "substring" }
 */

export interface ObjectSelector {
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
  /** 1-based: which of several manifests with this kind, namespace and name (default: all of them). */
  readonly occurrence?: number;
}

export interface ExpectedFinding {
  readonly rule: string;
  readonly severity?: Severity;
  readonly message?: string;
}

export interface Expectation {
  readonly object: ObjectSelector;
  readonly verdict: 'allowed' | 'denied';
  readonly messages?: readonly string[];
  readonly findings?: readonly ExpectedFinding[];
  readonly pointer: string;
}

export interface PolicyTestCase {
  readonly name: string;
  readonly document: YamlDocument;
  readonly now: Date;
  readonly manifests: readonly Manifest[];
  readonly expectations: readonly Expectation[];
}

export interface CaseResult {
  readonly expectation: Expectation;
  readonly passed: boolean;
  /** What differed, one line each. */
  readonly problems: readonly string[];
  readonly actual: { readonly verdict: 'allowed' | 'denied'; readonly denyMessages: readonly string[]; readonly findings: readonly Finding[] };
}

export interface TestResult {
  readonly test: PolicyTestCase;
  readonly cases: readonly CaseResult[];
  readonly passed: boolean;
}

const DEFAULT_TEST_NOW = new Date(Date.UTC(2000, 0, 1));

/** Reads PolicyTest documents; malformed ones are findings (rule `policy-test/invalid`). */
export function parsePolicyTests(documents: readonly YamlDocument[]): { tests: PolicyTestCase[]; findings: Finding[] } {
  const tests: PolicyTestCase[] = [];
  const findings: Finding[] = [];
  for (const doc of documents) {
    const v = doc.value;
    if (!isRecord(v) || v.kind !== POLICY_TEST_KIND) continue;
    const r = new Reader((p, at) => doc.locate(p, at), 'policy-test/invalid');
    if (v.apiVersion !== CONFIG_API_VERSION) r.problem('/apiVersion', `a PolicyTest must use apiVersion ${CONFIG_API_VERSION}; found ${describeValue(v.apiVersion)}`);
    const meta = r.requiredRecord(v.metadata, '/metadata', 'metadata');
    const name = meta ? r.requiredString(meta.name, '/metadata/name', 'metadata.name') : undefined;
    const spec = r.requiredRecord(v.spec, '/spec', 'spec');
    if (!spec) {
      findings.push(...r.findings);
      continue;
    }
    r.fields(spec, '/spec', ['description', 'now', 'manifests', 'expect'], 'PolicyTest spec');
    let now = DEFAULT_TEST_NOW;
    const nowText = r.string(spec.now, '/spec/now', 'spec.now');
    if (nowText !== undefined) {
      const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(nowText) ? `${nowText}T00:00:00Z` : nowText);
      if (Number.isNaN(t)) r.problem('/spec/now', `spec.now must be a date (YYYY-MM-DD) or an RFC 3339 time; found ${JSON.stringify(nowText)}`);
      else now = new Date(t);
    }
    const items = r.list(spec.manifests, '/spec/manifests', 'spec.manifests') ?? [];
    const docs: YamlDocument[] = items.map((item, i) => subDocument(doc, `/spec/manifests/${i}`, item));
    const loaded = loadManifests(docs);
    findings.push(...loaded.findings.map((f) => ({ ...f, ruleId: 'policy-test/invalid' })));
    const expectations: Expectation[] = [];
    (r.list(spec.expect, '/spec/expect', 'spec.expect') ?? []).forEach((item, i) => {
      const p = `/spec/expect/${i}`;
      const e = r.record(item, p, `spec.expect[${i}]`);
      if (!e) return;
      r.fields(e, p, ['object', 'verdict', 'messages', 'findings'], 'an expectation');
      const o = r.requiredRecord(e.object, `${p}/object`, 'object');
      if (o) r.fields(o, `${p}/object`, ['kind', 'name', 'namespace', 'occurrence'], 'an object selector');
      const kind = o ? r.requiredString(o.kind, `${p}/object/kind`, 'object.kind') : undefined;
      const oname = o ? r.requiredString(o.name, `${p}/object/name`, 'object.name') : undefined;
      const ns = o ? r.string(o.namespace, `${p}/object/namespace`, 'object.namespace') : undefined;
      const occurrence = o?.occurrence;
      if (occurrence !== undefined && (typeof occurrence !== 'number' || !Number.isInteger(occurrence) || occurrence < 1)) {
        r.problem(`${p}/object/occurrence`, `occurrence must be a whole number from 1; found ${describeValue(occurrence)}`);
      }
      const verdict = r.oneOf(e.verdict, `${p}/verdict`, 'verdict', ['allowed', 'denied'] as const);
      if (e.verdict === undefined) r.problem(p, 'verdict is required (allowed or denied)');
      const messages = r.stringList(e.messages, `${p}/messages`, 'messages');
      const expected: ExpectedFinding[] = [];
      (r.list(e.findings, `${p}/findings`, 'findings') ?? []).forEach((fi, j) => {
        const fp = `${p}/findings/${j}`;
        const f = r.record(fi, fp, 'an expected finding');
        if (!f) return;
        r.fields(f, fp, ['rule', 'severity', 'message'], 'an expected finding');
        const rule = r.requiredString(f.rule, `${fp}/rule`, 'rule');
        const severity = r.oneOf(f.severity, `${fp}/severity`, 'severity', ['error', 'warning', 'info'] as const);
        const message = r.string(f.message, `${fp}/message`, 'message');
        if (rule) expected.push({ rule, ...(severity ? { severity } : {}), ...(message !== undefined ? { message } : {}) });
      });
      if (kind && oname && verdict) {
        const sel: ObjectSelector = { kind, name: oname, ...(ns !== undefined ? { namespace: ns } : {}), ...(typeof occurrence === 'number' ? { occurrence } : {}) };
        const matching = loaded.manifests.filter((m) => selects(sel, m));
        if (matching.length < (sel.occurrence ?? 1)) r.problem(`${p}/object`, `no manifest of this test is ${kind} ${ns ? ns + '/' : ''}${oname}${sel.occurrence ? ` (occurrence ${sel.occurrence})` : ''}`);
        expectations.push({ object: sel, verdict, ...(messages ? { messages } : {}), ...(e.findings !== undefined ? { findings: expected } : {}), pointer: p });
      }
    });
    findings.push(...r.findings);
    if (name !== undefined && r.findings.length === 0) {
      tests.push({ name, document: doc, now, manifests: loaded.manifests, expectations });
    }
  }
  return { tests, findings };
}

function subDocument(doc: YamlDocument, base: string, value: unknown): YamlDocument {
  return {
    file: doc.file,
    index: doc.index,
    value,
    locate: (pointer, at) => doc.locate(base + pointer, at),
    has: (pointer) => doc.has(base + pointer),
  };
}

function selects(sel: ObjectSelector, m: Manifest): boolean {
  return m.object.kind === sel.kind && m.object.metadata.name === sel.name && (sel.namespace === undefined || (m.object.metadata.namespace ?? '') === sel.namespace);
}

/** The admission verdict driftgate predicts: denied when a VAP decision with a Deny action applies. */
export function admissionVerdict(findings: readonly Finding[]): { verdict: 'allowed' | 'denied'; denyMessages: string[] } {
  const denyMessages = findings
    .filter((f) => f.ruleId.startsWith(VAP_RULE_PREFIX) && f.severity === 'error' && / denied request: /.test(f.message))
    .map((f) => f.message);
  return { verdict: denyMessages.length > 0 ? 'denied' : 'allowed', denyMessages };
}

/** Which manifest of a test a finding is about: same object, and located inside that manifest's lines. */
function findingOwner(test: PolicyTestCase): (f: Finding) => Manifest | undefined {
  const starts = test.manifests.map((m) => m.locate('').line);
  return (f) => {
    if (f.file !== test.document.file || f.line === undefined || !f.object) return undefined;
    let best: Manifest | undefined;
    test.manifests.forEach((m, i) => {
      const start = starts[i] ?? 0;
      const end = starts[i + 1] ?? Number.MAX_SAFE_INTEGER;
      const line = f.line ?? 0;
      if (line >= start && line < end && m.object.kind === f.object?.kind && m.object.metadata.name === f.object.name) best = m;
    });
    return best;
  };
}

export function runPolicyTest(pack: PolicyPack, test: PolicyTestCase, options: { crds?: readonly Manifest[]; waivers?: boolean } = {}): TestResult {
  const findings = evaluatePolicyPack(pack, {
    manifests: test.manifests,
    now: test.now,
    ...(options.crds ? { crds: options.crds } : {}),
    ...(options.waivers === false ? { waivers: false } : {}),
  });
  const owner = findingOwner(test);
  const cases = test.expectations.map((expectation) => {
    const targets = new Set(
      test.manifests.filter((m) => selects(expectation.object, m)).filter((_, i) => expectation.object.occurrence === undefined || i === expectation.object.occurrence - 1),
    );
    const ofObject = findings.filter((f) => {
      const m = owner(f);
      return m !== undefined && targets.has(m);
    });
    const { verdict, denyMessages } = admissionVerdict(ofObject);
    const problems: string[] = [];
    if (verdict !== expectation.verdict) problems.push(`expected ${expectation.verdict}, driftgate says ${verdict}${denyMessages.length ? `: ${denyMessages.join(' | ')}` : ''}`);
    if (expectation.messages) {
      const want = [...expectation.messages].sort();
      const got = [...denyMessages].sort();
      if (want.join('\n') !== got.join('\n')) problems.push(`expected deny messages ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    }
    if (expectation.findings) {
      const remaining = [...ofObject];
      for (const e of expectation.findings) {
        const i = remaining.findIndex((f) => f.ruleId === e.rule && (e.severity === undefined || f.severity === e.severity) && (e.message === undefined || f.message.includes(e.message)));
        if (i === -1) problems.push(`expected a finding ${e.rule}${e.severity ? ` (${e.severity})` : ''}${e.message ? ` containing ${JSON.stringify(e.message)}` : ''}; found none`);
        else remaining.splice(i, 1);
      }
      for (const f of remaining) problems.push(`unexpected finding ${f.ruleId} (${f.severity}) at ${formatLocation(f)}: ${f.message}`);
    }
    return { expectation, passed: problems.length === 0, problems, actual: { verdict, denyMessages, findings: ofObject } };
  });
  return { test, cases, passed: cases.every((c) => c.passed) };
}

/** Test results as findings (rule `policy-test/failed`) at the failing expectation. */
export function testFailureFindings(results: readonly TestResult[]): Finding[] {
  const out: Finding[] = [];
  for (const r of results) {
    for (const c of r.cases) {
      if (c.passed) continue;
      const loc = r.test.document.locate(c.expectation.pointer);
      out.push({
        ruleId: 'policy-test/failed',
        severity: 'error',
        message: `policy test ${r.test.name}, ${c.expectation.object.kind} ${c.expectation.object.name}: ${c.problems.join('; ')}`,
        file: loc.file,
        line: loc.line,
        column: loc.column,
        pointer: c.expectation.pointer,
      });
    }
  }
  return out;
}
