import { describe, expect, it } from 'vitest';
import type { Finding } from '../findings/finding.js';
import { loadManifests } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { PolicyIndex, policyReads } from './admission.js';
import { ResourceCatalog } from './resources.js';
import { evaluatePolicyPack, isPackProblem, loadPolicyPack, packRuleInfo, type PolicyPack } from './pack.js';

const NOW = new Date(Date.UTC(2026, 5, 1));

function pack(files: Record<string, string>): { pack: PolicyPack; findings: Finding[] } {
  const documents = Object.entries(files).flatMap(([file, text]) => parseYaml(text, { file }).documents);
  return loadPolicyPack({ documents, sources: (f) => files[f] });
}

function manifests(file: string, text: string) {
  return loadManifests(parseYaml(text, { file }).documents).manifests;
}

const rule = (expr: string, extra = ''): string => `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata:
  name: p
spec:
  matchConstraints:
    resourceRules:
      - apiGroups: [platform.example.com]
        apiVersions: ["*"]
        resources: [tenantonboardings]
        operations: [CREATE, UPDATE]
${extra}  validations:
    - expression: "${expr}"
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata:
  name: b
spec:
  policyName: p
  validationActions: [Deny]
`;

const tenant = (name: string, spec: string, meta = ''): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
${meta}spec:
${spec}`;

describe('malformed policies are located findings, and nothing broken is evaluated', () => {
  it('reports a CEL syntax error at the character inside the YAML string', () => {
    const { findings, pack: p } = pack({ 'policies/p.yaml': rule('object.spec.gpuCount >') });
    const f = findings.find((x) => x.ruleId === 'policy-pack/cel-syntax');
    // line 13 is `    - expression: "object.spec.gpuCount >"`; the expression starts at column 20.
    expect(f).toMatchObject({ severity: 'error', file: 'policies/p.yaml', line: 13 });
    expect(f?.column).toBeGreaterThan(20);
    expect(p.policies).toEqual([]);
    expect(findings.some(isPackProblem)).toBe(true);
  });
  it('reports an unknown function and an undeclared variable with their columns', () => {
    const unknown = pack({ 'p.yaml': rule('object.spec.namespace.frobnicate()') }).findings.find((x) => x.ruleId === 'policy-pack/cel-type');
    expect(unknown).toMatchObject({ line: 13, column: 20 + 'object.spec.namespace'.length });
    expect(unknown?.message).toContain("undeclared reference to 'frobnicate'");
    const undeclared = pack({ 'p.yaml': rule('params.max > 1') }).findings.find((x) => x.ruleId === 'policy-pack/cel-type');
    expect(undeclared?.message).toContain("undeclared reference to 'params'");
    expect(undeclared).toMatchObject({ line: 13, column: 20 });
  });
  it('reports a wrong result type, a wrong apiVersion and unknown fields', () => {
    expect(pack({ 'p.yaml': rule("'yes'") }).findings.map((f) => f.message).join('\n')).toContain('must evaluate to bool but got string');
    const wrong = pack({ 'p.yaml': rule('true').replace('admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicy\n', 'admissionregistration.k8s.io/v1beta1\nkind: ValidatingAdmissionPolicy\n') });
    expect(wrong.findings[0]).toMatchObject({ ruleId: 'policy-pack/invalid-policy', line: 1, column: 13 });
    const unknownField = pack({ 'p.yaml': rule('true', '  failurPolicy: Fail\n') });
    expect(unknownField.findings[0]).toMatchObject({ line: 12, column: 3, message: expect.stringContaining('unknown field "failurPolicy"') });
  });
  it('reports a binding naming a missing policy at spec.policyName', () => {
    const { findings } = pack({
      'b.yaml': `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata:
  name: orphan
spec:
  policyName: nope
  validationActions: [Deny]
`,
    });
    expect(findings).toEqual([expect.objectContaining({ ruleId: 'policy-pack/missing-policy', line: 6, column: 15 })]);
  });
});

describe('evaluation semantics', () => {
  it('denies with the API server message and points at the field the expression reads', () => {
    const p = pack({ 'p.yaml': rule('object.spec.resourceQuota.gpuCount <= 8') }).pack;
    const objs = manifests('t.yaml', tenant('big', '  namespace: big\n  resourceQuota:\n    gpuCount: 9\n'));
    const [f] = evaluatePolicyPack(p, { manifests: objs, now: NOW });
    expect(f).toMatchObject({
      ruleId: 'vap/p',
      severity: 'error',
      message: "ValidatingAdmissionPolicy 'p' with binding 'b' denied request: failed expression: object.spec.resourceQuota.gpuCount <= 8",
      line: 8,
      column: 15,
    });
  });
  it('treats integers as CEL int, so arithmetic and modulo work', () => {
    const p = pack({ 'p.yaml': rule('object.spec.resourceQuota.gpuCount % 2 == 0 && object.spec.resourceQuota.gpuCount + 1 > 1') }).pack;
    expect(evaluatePolicyPack(p, { manifests: manifests('t.yaml', tenant('a', '  resourceQuota: {gpuCount: 4}\n')), now: NOW })).toEqual([]);
    expect(evaluatePolicyPack(p, { manifests: manifests('t.yaml', tenant('a', '  resourceQuota: {gpuCount: 3}\n')), now: NOW })).toHaveLength(1);
  });
  it('applies failurePolicy to runtime errors', () => {
    const failing = pack({ 'p.yaml': rule('object.spec.missing == 1') }).pack;
    const objs = manifests('t.yaml', tenant('a', '  namespace: a\n'));
    expect(evaluatePolicyPack(failing, { manifests: objs, now: NOW })[0]?.message).toBe(
      "ValidatingAdmissionPolicy 'p' with binding 'b' denied request: expression 'object.spec.missing == 1' resulted in error: no such key: missing",
    );
    const ignoring = pack({ 'p.yaml': rule('object.spec.missing == 1', '  failurePolicy: Ignore\n') }).pack;
    expect(evaluatePolicyPack(ignoring, { manifests: objs, now: NOW })[0]).toMatchObject({ severity: 'info' });
  });
  it('stops a runaway expression with a cost finding instead of hanging', () => {
    const runaway = 'object.spec.l.all(x, object.spec.l.all(y, object.spec.l.all(z, x + y + z >= 0)))';
    const p = pack({ 'p.yaml': rule(runaway) }).pack;
    const list = Array.from({ length: 400 }, (_, i) => i).join(', ');
    const [f] = evaluatePolicyPack(p, { manifests: manifests('t.yaml', tenant('a', `  l: [${list}]\n`)), now: NOW });
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain('operation cancelled: actual cost limit exceeded');
  });
  it('uses messageExpression, falling back to message and to the expression', () => {
    const base = rule('false');
    const withMessage = base.replace('    - expression: "false"\n', '    - expression: "false"\n      messageExpression: "\'tenant \' + object.metadata.name"\n      message: static\n');
    const objs = manifests('t.yaml', tenant('a', '  namespace: a\n'));
    expect(evaluatePolicyPack(pack({ 'p.yaml': withMessage }).pack, { manifests: objs, now: NOW })[0]?.message).toMatch(/denied request: tenant a$/);
    const badExpr = base.replace('    - expression: "false"\n', '    - expression: "false"\n      messageExpression: "object.spec.nope"\n      message: static\n');
    expect(evaluatePolicyPack(pack({ 'p.yaml': badExpr }).pack, { manifests: objs, now: NOW })[0]?.message).toMatch(/denied request: static$/);
  });
  it('maps validationActions to severities and uses the API server warning text', () => {
    const warn = rule('false').replace('validationActions: [Deny]', 'validationActions: [Warn]');
    const objs = manifests('t.yaml', tenant('a', '  namespace: a\n'));
    expect(evaluatePolicyPack(pack({ 'p.yaml': warn }).pack, { manifests: objs, now: NOW })[0]).toMatchObject({
      severity: 'warning',
      message: "Validation failed for ValidatingAdmissionPolicy 'p' with binding 'b': failed expression: false",
    });
    const audit = rule('false').replace('validationActions: [Deny]', 'validationActions: [Audit]');
    expect(evaluatePolicyPack(pack({ 'p.yaml': audit }).pack, { manifests: objs, now: NOW })[0]?.severity).toBe('info');
  });
  it('honours matchConditions, objectSelector and namespaceSelector (with namespaces from the repository)', () => {
    const conditional = rule('false', '  matchConditions:\n    - name: only-ml\n      expression: "has(object.metadata.labels) && object.metadata.labels.tier == \'ml\'"\n');
    const ml = manifests('t.yaml', tenant('a', '  namespace: a\n', '  labels: {tier: ml}\n'));
    const web = manifests('t.yaml', tenant('b', '  namespace: b\n', '  labels: {tier: web}\n'));
    expect(evaluatePolicyPack(pack({ 'p.yaml': conditional }).pack, { manifests: ml, now: NOW })).toHaveLength(1);
    expect(evaluatePolicyPack(pack({ 'p.yaml': conditional }).pack, { manifests: web, now: NOW })).toHaveLength(0);

    const nsSel = rule('false').replace('  matchConstraints:\n', '  matchConstraints:\n    namespaceSelector:\n      matchLabels: {env: prod}\n');
    const inProd = manifests('t.yaml', `${tenant('a', '  namespace: a\n', '  namespace: tenants\n')}---
apiVersion: v1
kind: Namespace
metadata:
  name: tenants
  labels: {env: prod}
`);
    const elsewhere = manifests('t.yaml', tenant('a', '  namespace: a\n', '  namespace: unknown-ns\n'));
    expect(evaluatePolicyPack(pack({ 'p.yaml': nsSel }).pack, { manifests: inProd, now: NOW })).toHaveLength(1);
    expect(evaluatePolicyPack(pack({ 'p.yaml': nsSel }).pack, { manifests: elsewhere, now: NOW })).toHaveLength(0);
  });
  it('binds oldObject and request.operation UPDATE when the object exists at the base revision', () => {
    const p = pack({ 'p.yaml': rule("request.operation == 'CREATE' || object.spec.namespace == oldObject.spec.namespace") }).pack;
    const head = manifests('t.yaml', tenant('a', '  namespace: new\n'));
    const base = manifests('t.yaml', tenant('a', '  namespace: old\n'));
    expect(evaluatePolicyPack(p, { manifests: head, now: NOW })).toEqual([]);
    expect(evaluatePolicyPack(p, { manifests: head, baseManifests: base, now: NOW })).toHaveLength(1);
  });
  it('denies when params are missing and parameterNotFoundAction is Deny', () => {
    const withParams = rule('object.spec.resourceQuota.gpuCount <= int(params.data.max)', '  paramKind: {apiVersion: v1, kind: ConfigMap}\n').replace(
      'validationActions: [Deny]',
      'paramRef: {name: limits, namespace: policy, parameterNotFoundAction: Deny}\n  validationActions: [Deny]',
    );
    const objs = manifests('t.yaml', tenant('a', '  resourceQuota: {gpuCount: 3}\n'));
    expect(evaluatePolicyPack(pack({ 'p.yaml': withParams }).pack, { manifests: objs, now: NOW })[0]?.message).toBe(
      "ValidatingAdmissionPolicy 'p' with binding 'b' denied request: failed to configure binding: no params found for policy binding with `Deny` parameterNotFoundAction",
    );
    const param = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: limits, namespace: policy}\ndata: {max: "2"}\n';
    const found = evaluatePolicyPack(pack({ 'p.yaml': withParams, 'params.yaml': param }).pack, { manifests: objs, now: NOW });
    expect(found[0]?.message).toContain('failed expression: object.spec.resourceQuota.gpuCount <= int(params.data.max)');
  });
  it('reports policies using authorizer as not evaluated offline', () => {
    const p = pack({ 'p.yaml': rule("authorizer.group('').resource('pods').check('create').allowed()") }).pack;
    const [f] = evaluatePolicyPack(p, { manifests: manifests('t.yaml', tenant('a', '  namespace: a\n')), now: NOW });
    expect(f).toMatchObject({ severity: 'info' });
    expect(f?.message).toContain('not evaluated offline');
  });
});

describe('driftgate.yaml and waivers', () => {
  const config = (body: string): string => `apiVersion: policy.driftgate.dev/v1alpha1
kind: DriftgateConfig
metadata: {name: driftgate}
spec:
${body}`;
  it('reports schema problems at their line and column', () => {
    const { findings } = pack({ 'policies/driftgate.yaml': config('  rules:\n    budgets:\n      totals: {gpuCount: -1, cpu: lots}\n    uniqueNames: {enabld: true}\n') });
    expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual(
      expect.arrayContaining([
        ['policy-pack/config', 7, 26],
        ['policy-pack/config', 7, 35],
        ['policy-pack/config', 8, 19],
      ]),
    );
  });
  it('waives one rule for one object until expiry; expired and unused waivers are findings', () => {
    const p = pack({
      'p.yaml': rule('false'),
      'policies/driftgate.yaml': config(`  waivers:
    - rule: vap/p
      object: {kind: TenantOnboarding, name: a}
      justification: approved in PLAT-1
      expires: "2026-06-01"
    - rule: vap/p
      object: {kind: TenantOnboarding, name: b}
      justification: approved in PLAT-2
      expires: "2026-05-31"
    - rule: vap/p
      object: {kind: TenantOnboarding, name: nobody}
      justification: stale
      expires: "2026-08-01"
`),
    }).pack;
    const objs = manifests('t.yaml', `${tenant('a', '  namespace: a\n')}---\n${tenant('b', '  namespace: b\n')}`);
    const out = evaluatePolicyPack(p, { manifests: objs, now: NOW });
    const summary = out.map((f) => `${f.ruleId} ${f.severity} ${f.object?.name ?? ''} ${f.file}:${f.line}`);
    expect(summary).toEqual(
      expect.arrayContaining([
        'vap/p info a t.yaml:4',
        'vap/p error b t.yaml:11',
        'waiver/expired error  policies/driftgate.yaml:10',
        'waiver/unused info  policies/driftgate.yaml:14',
      ]),
    );
    expect(out).toHaveLength(4);
  });
  it('rejects a waiver annotation without a date or justification', () => {
    const p = pack({ 'p.yaml': rule('true') }).pack;
    const objs = manifests('t.yaml', tenant('a', '  namespace: a\n', '  annotations:\n    waivers.driftgate.dev/vap.p: "because"\n'));
    expect(evaluatePolicyPack(p, { manifests: objs, now: NOW })).toEqual([expect.objectContaining({ ruleId: 'waiver/invalid', line: 6, column: 34 })]);
  });
});

describe('cross-document rules', () => {
  const config = (totals: string): string => `apiVersion: policy.driftgate.dev/v1alpha1
kind: DriftgateConfig
metadata: {name: driftgate}
spec:
  rules:
    budgets:
      totals: ${totals}
`;
  it('compares budgets as exact quantities', () => {
    const p = pack({ 'policies/driftgate.yaml': config('{memory: 1Gi, cpu: "1"}') }).pack;
    const within = manifests('t.yaml', `${tenant('a', '  namespace: a\n  resourceQuota: {memory: 512Mi, cpu: 500m}\n')}---\n${tenant('b', '  namespace: b\n  resourceQuota: {memory: "536870912", cpu: "0.5"}\n')}`);
    expect(evaluatePolicyPack(p, { manifests: within, now: NOW })).toEqual([]);
    const over = manifests('t.yaml', `${tenant('a', '  namespace: a\n  resourceQuota: {memory: 512Mi, cpu: 500m}\n')}---\n${tenant('b', '  namespace: b\n  resourceQuota: {memory: "536870913", cpu: 501m}\n')}`);
    const found = evaluatePolicyPack(p, { manifests: over, now: NOW });
    expect(found.map((f) => [f.ruleId, f.object?.name, f.line, f.column])).toEqual([
      ['cross/budget', 'b', 15, 27],
      ['cross/budget', 'b', 15, 45],
    ]);
    expect(found[0]?.message).toContain('total memory across 2 tenants is 1073741825, over the cluster budget of 1Gi');
    expect(found[1]?.message).toContain('total cpu across 2 tenants is 1001m, over the cluster budget of 1');
  });
  it('adds spec.quota (v1) and spec.resourceQuota (v1alpha1) and points at the field of the version', () => {
    const p = pack({ 'policies/driftgate.yaml': config('{gpuCount: 64}') }).pack;
    const v1 = tenant('new', '  namespace: new\n  quota: {gpuCount: 30}\n').replace('/v1alpha1', '/v1');
    const objs = manifests('t.yaml', `${tenant('old', '  namespace: old\n  resourceQuota: {gpuCount: 40}\n')}---\n${v1}`);
    const found = evaluatePolicyPack(p, { manifests: objs, now: NOW, focusFiles: new Set(['t.yaml']) });
    expect(found.map((f) => [f.ruleId, f.object?.name, f.pointer, f.line])).toEqual([['cross/budget', 'old', '/spec/resourceQuota/gpuCount', 7]]);
    expect(found[0]?.message).toContain('total gpuCount across 2 tenants is 70 GPUs');
    const twice = manifests('t.yaml', `${v1}---\n${v1.replaceAll('new', 'newer').replace('30', '40')}`);
    expect(evaluatePolicyPack(p, { manifests: twice, now: NOW }).map((f) => [f.ruleId, f.pointer, f.line])).toEqual([['cross/budget', '/spec/quota/gpuCount', 15]]);
  });
  it('a fieldpath annotation with alternatives points at the one the manifest has', () => {
    const policy = rule('false').replace('  name: p\n', '  name: p\n  annotations:\n    fieldpath.driftgate.dev/0: spec.quota.gpuCount | spec.resourceQuota.gpuCount\n');
    const p = pack({ 'p.yaml': policy }).pack;
    const alpha = manifests('a.yaml', tenant('a', '  namespace: a\n  resourceQuota: {gpuCount: 1}\n'));
    const v1 = manifests('b.yaml', tenant('b', '  namespace: b\n  quota: {gpuCount: 1}\n').replace('/v1alpha1', '/v1'));
    const neither = manifests('c.yaml', tenant('c', '  namespace: c\n  quota: {cpu: "1"}\n').replace('/v1alpha1', '/v1'));
    expect(evaluatePolicyPack(p, { manifests: [...alpha, ...v1, ...neither], now: NOW }).map((f) => [f.file, f.pointer])).toEqual([
      ['a.yaml', '/spec/resourceQuota/gpuCount'],
      ['b.yaml', '/spec/quota/gpuCount'],
      ['c.yaml', '/spec/quota'],
    ]);
  });
  it('places a budget finding as the whole list of contributions would: crossing tenant, or the first largest in a focus file', () => {
    // Reference: every contribution listed, summed in order; the first that crosses; among those
    // in focus files, the first of the largest (the one-pass rule must choose the same tenant).
    let seed = 7;
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % n;
    };
    const p = pack({ 'policies/driftgate.yaml': config('{gpuCount: 8}') }).pack;
    const seen = { crossed: 0, focusedElsewhere: 0, tiesInFocus: 0 };
    for (let round = 0; round < 60; round++) {
      const count = 2 + next(8);
      const gpus = Array.from({ length: count }, () => next(5));
      const files = gpus.map((_, i) => `f${i % 3}.yaml`);
      const objs = gpus.flatMap((g, i) => manifests(files[i] ?? '', tenant(`t${i}`, `  namespace: n${i}\n  resourceQuota: {gpuCount: ${g}}\n`)));
      const focus = new Set(next(2) === 0 ? [] : [`f${next(3)}.yaml`]);
      let sum = 0;
      let crossing: number | undefined;
      gpus.forEach((g, i) => {
        sum += g;
        if (crossing === undefined && sum > 8) crossing = i;
      });
      let largest: number | undefined;
      gpus.forEach((g, i) => {
        if (focus.has(files[i] ?? '') && (largest === undefined || g > (gpus[largest] ?? 0))) largest = i;
      });
      const found = evaluatePolicyPack(p, { manifests: objs, now: NOW, ...(focus.size > 0 ? { focusFiles: focus } : {}) }).filter((f) => f.ruleId === 'cross/budget');
      const expected = crossing === undefined ? [] : [`t${largest ?? crossing}`];
      if (crossing !== undefined) seen.crossed += 1;
      if (crossing !== undefined && largest !== undefined && largest !== crossing) seen.focusedElsewhere += 1;
      if (largest !== undefined && gpus.some((g, i) => i > largest! && g === gpus[largest!] && focus.has(files[i] ?? ''))) seen.tiesInFocus += 1;
      expect(found.map((f) => f.object?.name), `round ${round}: ${gpus.join(',')} focus ${[...focus].join()}`).toEqual(expected);
      if (crossing !== undefined) expect(found[0]?.message).toContain(`total gpuCount across ${count} tenants is ${sum} GPUs`);
    }
    // the rounds reach every case the one-pass rule could get wrong
    expect(seen.crossed).toBeGreaterThan(10);
    expect(seen.focusedElsewhere).toBeGreaterThan(3);
    expect(seen.tiesInFocus).toBeGreaterThan(3);
  });
  it('puts a budget finding in a changed file when told which files changed', () => {
    const p = pack({ 'policies/driftgate.yaml': config('{gpuCount: 4}') }).pack;
    const objs = [
      ...manifests('a.yaml', tenant('a', '  namespace: a\n  resourceQuota: {gpuCount: 3}\n')),
      ...manifests('b.yaml', tenant('b', '  namespace: b\n  resourceQuota: {gpuCount: 2}\n')),
    ];
    expect(evaluatePolicyPack(p, { manifests: objs, now: NOW })[0]?.file).toBe('b.yaml');
    expect(evaluatePolicyPack(p, { manifests: objs, now: NOW, focusFiles: new Set(['a.yaml']) })[0]?.file).toBe('a.yaml');
  });
});

describe('params by selector', () => {
  it('evaluates the policy once per matching parameter object', () => {
    const policy = rule("object.metadata.name != params.data.forbidden", '  paramKind: {apiVersion: v1, kind: ConfigMap}\n').replace(
      'validationActions: [Deny]',
      'paramRef: {selector: {matchLabels: {role: deny-list}}, namespace: policy, parameterNotFoundAction: Allow}\n  validationActions: [Deny]',
    );
    const params = ['a', 'b', 'c']
      .map((n, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: list-${i}, namespace: policy, labels: {role: ${i < 2 ? 'deny-list' : 'other'}}}\ndata: {forbidden: ${n}}\n`)
      .join('---\n');
    const p = pack({ 'p.yaml': policy, 'params.yaml': params }).pack;
    const run = (name: string): Finding[] => evaluatePolicyPack(p, { manifests: manifests('t.yaml', tenant(name, '  namespace: x\n')), now: NOW });
    expect(run('a').map((f) => f.hint)).toEqual([expect.stringContaining('params ConfigMap list-0')]);
    expect(run('b').map((f) => f.hint)).toEqual([expect.stringContaining('params ConfigMap list-1')]);
    expect(run('c')).toEqual([]); // list-2 is not selected
    const none = pack({ 'p.yaml': policy }).pack;
    expect(evaluatePolicyPack(none, { manifests: manifests('t.yaml', tenant('a', '  namespace: x\n')), now: NOW })).toEqual([]); // Allow
  });
});

describe('params of a namespaced kind without paramRef.namespace', () => {
  it('come from each object\'s own namespace, also when many objects share the binding', () => {
    const policy = rule('object.spec.resourceQuota.gpuCount <= int(params.data.max)', '  paramKind: {apiVersion: v1, kind: ConfigMap}\n').replace(
      'validationActions: [Deny]',
      'paramRef: {name: limits, parameterNotFoundAction: Deny}\n  validationActions: [Deny]',
    );
    const params = ['a', 'b'].map((ns, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: limits, namespace: ${ns}}\ndata: {max: "${i * 4 + 1}"}\n`).join('---\n');
    const p = pack({ 'p.yaml': policy, 'params.yaml': params }).pack;
    const objs = manifests('t.yaml', ['a', 'b', 'a', 'b', 'c'].map((ns, i) => tenant(`t${i}`, '  resourceQuota: {gpuCount: 3}\n', `  namespace: ${ns}\n`)).join('---\n'));
    const found = evaluatePolicyPack(p, { manifests: objs, now: NOW }).map((f) => `${f.object?.name}: ${f.message.replace(/^.*denied request: /, '')}`);
    expect(found).toEqual([
      't0: failed expression: object.spec.resourceQuota.gpuCount <= int(params.data.max)',
      't2: failed expression: object.spec.resourceQuota.gpuCount <= int(params.data.max)',
      't4: failed to configure binding: no params found for policy binding with `Deny` parameterNotFoundAction',
    ]);
  });
});

describe('the per-kind policy index', () => {
  it('lists, in pack order, the bound policies whose rules can match the kind and operation', () => {
    const named = (name: string, rules: string, bound = true): string => {
      const text = rule('false')
        .replace(/name: p\n/, `name: ${name}\n`)
        .replace(/name: b\n/, `name: b-${name}\n`)
        .replace('policyName: p', `policyName: ${name}`)
        .replace(/    resourceRules:\n[\s\S]*?operations: \[CREATE, UPDATE\]\n/, rules);
      return bound ? text : text.replace(/---\n[\s\S]*$/, '');
    };
    const p = pack({
      'p.yaml': [
        named('wildcard', '    resourceRules:\n      - {apiGroups: ["*"], apiVersions: ["*"], resources: ["*"], operations: ["*"]}\n'),
        named('configmaps', '    resourceRules:\n      - {apiGroups: [""], apiVersions: [v1], resources: [configmaps], operations: [CREATE]}\n'),
        named('tenants-update', '    resourceRules:\n      - {apiGroups: [platform.example.com], apiVersions: ["*"], resources: [tenantonboardings], operations: [UPDATE]}\n'),
        named('unbound', '    resourceRules:\n      - {apiGroups: ["*"], apiVersions: ["*"], resources: ["*"], operations: ["*"]}\n', false),
      ].join('---\n'),
    }).pack;
    const index = new PolicyIndex(p.policies, p.bindings);
    const catalog = new ResourceCatalog([]);
    const names = (apiVersion: string, kind: string, op: 'CREATE' | 'UPDATE'): string[] => index.candidates(catalog.lookup(apiVersion, kind), op).map((x) => x.name);
    expect(p.policies.map((x) => x.name)).toEqual(['wildcard', 'configmaps', 'tenants-update', 'unbound']);
    expect(names('v1', 'ConfigMap', 'CREATE')).toEqual(['wildcard', 'configmaps']);
    expect(names('v1', 'ConfigMap', 'UPDATE')).toEqual(['wildcard']);
    expect(names('platform.example.com/v1', 'TenantOnboarding', 'UPDATE')).toEqual(['wildcard', 'tenants-update']);
    expect(names('platform.example.com/v1', 'TenantOnboarding', 'CREATE')).toEqual(['wildcard']);
  });
});

describe('variables that read only params', () => {
  it('cost every object what they cost the first time, so the runtime budget runs out for each object alike', () => {
    // Each variable costs ~0.9M (under the 1M per-call limit); eleven exhaust the 10M budget of one evaluation.
    const expensive = "params.data.s.split(',').all(x, params.data.s.split(',').all(y, x != y || true))";
    const vars = Array.from({ length: 12 }, (_, i) => `    - name: v${i}\n      expression: "${expensive}"\n`).join('');
    const check = Array.from({ length: 12 }, (_, i) => `variables.v${i}`).join(' && ');
    const policy = rule(check, `  paramKind: {apiVersion: v1, kind: ConfigMap}\n  variables:\n${vars}`).replace(
      'validationActions: [Deny]',
      'paramRef: {name: limits, namespace: policy, parameterNotFoundAction: Deny}\n  validationActions: [Deny]',
    );
    const list = Array.from({ length: 300 }, (_, i) => `i${i}`).join(',');
    const param = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: limits, namespace: policy}\ndata: {s: "${list}"}\n`;
    const p = pack({ 'p.yaml': policy, 'params.yaml': param }).pack;
    const objs = manifests('t.yaml', ['a', 'b', 'c'].map((n) => tenant(n, `  namespace: ${n}\n`)).join('---\n'));
    const found = evaluatePolicyPack(p, { manifests: objs, now: NOW });
    expect(found.map((f) => f.object?.name)).toEqual(['a', 'b', 'c']);
    expect(new Set(found.map((f) => f.message)).size).toBe(1);
    expect(found[0]?.message).toContain('composited variable "v11" fails to evaluate: validation failed due to running out of cost budget');
  }, 30_000);
});

describe('expressions that read only the object', () => {
  it('cost what they cost each time they are evaluated, also when another policy or variable has the same text', () => {
    // ~0.9M each (under the 1M per-call limit): eleven exhaust the 10M budget of one policy evaluation.
    const expensive = "object.spec.s.split(',').all(x, object.spec.s.split(',').all(y, x != y || true))";
    const vars = Array.from({ length: 12 }, (_, i) => `    - name: v${i}\n      expression: "${expensive}"\n`).join('');
    const check = Array.from({ length: 12 }, (_, i) => `variables.v${i}`).join(' && ');
    const one = rule(check, `  variables:\n${vars}`);
    const two = one.replace(/name: p\n/, 'name: p2\n').replace(/name: b\n/, 'name: b2\n').replace('policyName: p', 'policyName: p2');
    const list = Array.from({ length: 300 }, (_, i) => `i${i}`).join(',');
    const p = pack({ 'p.yaml': `${one}---\n${two}` }).pack;
    const objs = manifests('t.yaml', ['a', 'b'].map((n) => tenant(n, `  namespace: ${n}\n  s: "${list}"\n`)).join('---\n'));
    const found = evaluatePolicyPack(p, { manifests: objs, now: NOW });
    expect(found.map((f) => `${f.object?.name} ${f.ruleId}`)).toEqual(['a vap/p', 'a vap/p2', 'b vap/p', 'b vap/p2']);
    for (const f of found) expect(f.message).toContain('composited variable "v11" fails to evaluate: validation failed due to running out of cost budget');
  }, 30_000);
});

describe('the variables a policy reads', () => {
  it('are the top-level names of all its expressions; request is built only for policies that read it', () => {
    const p = pack({ 'p.yaml': rule("request.name == object.metadata.name", '  variables:\n    - name: v\n      expression: "oldObject"\n') }).pack;
    const [policy] = p.policies;
    expect(policy && [...policyReads(policy)].sort()).toEqual(["object", "oldObject", "request"]);
    expect(evaluatePolicyPack(p, { manifests: manifests('t.yaml', tenant('a', '  namespace: a\n')), now: NOW })).toEqual([]);
    const other = pack({ 'p.yaml': rule("object.metadata.name == 'x'") }).pack;
    expect(other.policies[0] && [...policyReads(other.policies[0])]).toEqual(['object']);
  });
});

describe('type checking against the CRD schema', () => {
  it('warns about a misspelt field at the expression, like the API server status.typeChecking', () => {
    const crd = manifests('crd.yaml', `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: tenantonboardings.platform.example.com}
spec:
  group: platform.example.com
  names: {kind: TenantOnboarding, plural: tenantonboardings}
  scope: Namespaced
  versions:
    - name: v1alpha1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                resourceQuota:
                  type: object
                  properties:
                    gpuCount: {type: integer}
`);
    const p = pack({ 'p.yaml': rule('object.spec.resourceQuotas.gpuCount <= 8') }).pack;
    const out = evaluatePolicyPack(p, { manifests: [], crds: crd, now: NOW });
    expect(out).toEqual([expect.objectContaining({ ruleId: 'policy-pack/cel-schema', severity: 'warning', file: 'p.yaml', line: 13 })]);
    expect(out[0]?.message).toContain("undefined field 'resourceQuotas'");
    const good = pack({ 'p.yaml': rule('object.spec.resourceQuota.gpuCount <= 8') }).pack;
    expect(evaluatePolicyPack(good, { manifests: [], crds: crd, now: NOW })).toEqual([]);
    const wrongType = pack({ 'p.yaml': rule("object.spec.resourceQuota.gpuCount == 'eight'") }).pack;
    expect(evaluatePolicyPack(wrongType, { manifests: [], crds: crd, now: NOW })[0]?.message).toContain("found no matching overload for '_==_' applied to '(int, string)'");
  });
});

describe('packRuleInfo', () => {
  it("says where each policy is, and locates it only when the summary is read (SARIF's rules)", () => {
    const { pack: loaded } = pack({ 'policies/p.yaml': rule('true') });
    const policy = loaded.policies[0]!;
    let located = 0;
    const locate = policy.manifest.locate.bind(policy.manifest);
    Object.assign(policy.manifest, { locate: (...args: Parameters<typeof locate>) => ((located += 1), locate(...args)) });
    const [info] = packRuleInfo(loaded);
    expect(info?.id).toBe('vap/p');
    expect(located).toBe(0);
    expect(info?.summary).toBe('ValidatingAdmissionPolicy p (policies/p.yaml:4:9)');
    expect(info?.summary).toBe('ValidatingAdmissionPolicy p (policies/p.yaml:4:9)');
    expect(located).toBe(1);
  });
});
