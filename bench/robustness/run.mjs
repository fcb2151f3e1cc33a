// bench/robustness: every hostile input class of issue #11, run through the committed CLI bundle
// (`node bin/driftgate.js`) as a child process, measured with GNU time (bench/lib/measure.mjs).
// Each case is built in a scratch folder under os.tmpdir() (removed afterwards) the way
// test/cli/robustness.test.ts and test/cli/hostile-patterns.test.ts build it, and gets one row:
// wall time, peak RSS, exit code, whether "internal error" appears in stdout or stderr, and the
// first finding (`--format json`) in the file at fault, else the first finding, else stderr.
// The summary counts the cases within issue #11's bounds: < 5 s, < 300 MB (300·10^6 bytes),
// exit 0, 1 or 2, no internal error, and a located finding in the file at fault where one is.
// Usage: node bench/robustness/run.mjs [NAME-PART]   (npm run bench:robustness). Needs dist/ (committed).
// Prints figures; never asserts, never exits non-zero on a timing. A child is killed after 60 s.
//
// Issue #24's kustomize rows run with the kustomize of .cache/bin (npm run build:kustomize) first
// on PATH. Remote references point at an HTTP listener this script starts on 127.0.0.1; a
// directory outside every case's tree holds a unique sentinel string that escaping paths and
// symlinks lead to. The summary says how many requests the listener received and in how many
// rows the sentinel appeared in the output (both must be 0): nothing left the process, nothing
// outside the tree was read.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmtMiB, fmtMs, measure, table } from '../lib/measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'bin/driftgate.js');
const LIMIT_MS = 5_000;
const LIMIT_KB = 300e6 / 1024;
process.umask(0o022);
const scratch = mkdtempSync(path.join(tmpdir(), 'driftgate-robustness-'));
chmodSync(scratch, 0o755); // the EACCES case runs as another user, who must reach its folder
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

// --- inputs, as the regression tests build them -------------------------------------------
const crdText = readFileSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');
const tenant = (name, extra = '') => `apiVersion: platform.example.com/v1alpha1\nkind: TenantOnboarding\nmetadata:\n  name: ${name}\n  namespace: tenants\nspec:\n  namespace: ${name}\n  resourceQuota: {cpu: "2", memory: 4Gi, gpuCount: 1}\n  access:\n    adminGroups: [${name}-admins]\n${extra}`;
const invalidTenant = (name) => tenant(name).replace('gpuCount: 1', 'gpuCount: -1');
const selfReferencingCrd = crdText.replace(/openAPIV3Schema:\n/, 'openAPIV3Schema: &schema\n').replace(/( +)spec:\n\1  type: object\n/, (m, indent) => `${indent}loop: *schema\n${m}`);
const otherCrd = crdText.replace(/tenantonboardings/g, 'widgets').replace(/TenantOnboarding/g, 'Widget').replace(/tenantonboarding/g, 'widget');
const HOSTILE = 'a'.repeat(40) + '!';

/** A Widget CRD; `spec` is the YAML of the spec schema's body, indented 14 spaces. */
const widgetCrd = (spec, versions = ['v1']) => `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}\n  scope: Namespaced\n  versions:\n${versions
  .map((v, i) => `    - name: ${v}\n      served: true\n      storage: ${i === 0}\n      schema:\n        openAPIV3Schema:\n          type: object\n          properties:\n            spec:\n              type: object\n${spec}`)
  .join('\n')}\n`;
const widget = (spec, name = 'w') => `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: ${name}, namespace: default}\nspec:\n${spec}\n`;
const STRING_X = '              properties:\n                x: {type: string}\n';
const PROPERTY_A = '              properties:\n                a: {type: string}\n';
const vap = (expression) => `apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicy\nmetadata: {name: hostile}\nspec:\n  failurePolicy: Fail\n  matchConstraints:\n    resourceRules:\n      - apiGroups: [example.com]\n        apiVersions: ["*"]\n        resources: [widgets]\n        operations: [CREATE, UPDATE]\n  validations:\n    - expression: ${JSON.stringify(expression)}\n---\napiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicyBinding\nmetadata: {name: hostile}\nspec:\n  policyName: hostile\n  validationActions: [Deny]\n`;
const policyTest = `apiVersion: policy.driftgate.dev/v1alpha1\nkind: PolicyTest\nmetadata: {name: hostile}\nspec:\n  manifests:\n    - {apiVersion: example.com/v1, kind: Widget, metadata: {name: w, namespace: default}, spec: {x: "${HOSTILE}"}}\n  expect:\n    - object: {kind: Widget, name: w}\n      verdict: denied\n`;
const vapRepo = (expression) => ({ 'crds/widget.yaml': widgetCrd(STRING_X), 'w.yaml': widget('  x: "y"'), 'policies/admission/hostile.yaml': vap(expression), 'policies/tests/hostile.yaml': policyTest });
const ADDITION = `${Array(2500).fill('1').join('+')} > 0`;
const HAS_CHAIN = `has(object${'.a'.repeat(2500)})`;
const FIND_VAP = { ...vapRepo("object.spec.x.find('(a+)+$') != ''"), 'w.yaml': widget(`  x: "${HOSTILE}"`) };
const withTenantCrd = (files) => ({ 'deploy/crds/tenantonboardings.yaml': crdText, ...files });
const copyPolicies = (dir) => cpSync(path.join(root, 'policies'), path.join(dir, 'policies'), { recursive: true, filter: (src) => statSync(src).isDirectory() || /\.ya?ml$/.test(src) });
const fifo = (file) => (dir) => spawnSync('mkfifo', [path.join(dir, file)]);
const link = (target, file) => (dir) => symlinkSync(target, path.join(dir, file));
const brokenHead = (spec) => ({ 'base/crds.yaml': widgetCrd(PROPERTY_A), 'head/crds.yaml': spec });
const TWICE = `${widgetCrd(PROPERTY_A)}---\n${widgetCrd(PROPERTY_A.replace('string', 'integer'))}`;

// --- the cases: [name, argv, files, { at: file at fault, setup, asNobody }] -----------------
const CHECK = ['check', 't', '--format', 'json'];
const JSON_FORMAT = ['--format', 'json'];
const cases = [
  ['alias inside its own anchor: check', CHECK, withTenantCrd({ 't/cycle.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: &m {name: x, labels: *m}\n', 't/other.yaml': invalidTenant('other') }), { at: 't/cycle.yaml' }],
  ['List whose items include itself: check', CHECK, withTenantCrd({ 't/cycle.yaml': 'apiVersion: v1\nkind: List\nitems: &i\n- *i\n', 't/other.yaml': invalidTenant('other') }), { at: 't/cycle.yaml' }],
  ['self-referencing CRD: check', CHECK, { 'deploy/crds/tenantonboardings.yaml': selfReferencingCrd, 't/a.yaml': tenant('a') }, { at: 'deploy/crds/tenantonboardings.yaml' }],
  ['self-referencing CRD at head: crd-diff', ['crd-diff', 'base', 'head', ...JSON_FORMAT], { 'base/crd.yaml': crdText, 'head/crd.yaml': selfReferencingCrd, 'base/other.yaml': otherCrd, 'head/other.yaml': otherCrd.replace(/- name: v1alpha1\n(\s+)served: true/, '- name: v1alpha1\n$1served: false') }, { at: 'head/crd.yaml' }],
  ['self-referencing CRD at base only: crd-diff', ['crd-diff', 'base', 'head', ...JSON_FORMAT], { 'base/crd.yaml': selfReferencingCrd, 'head/crd.yaml': crdText }, { at: 'base/crd.yaml' }],
  ['alias inside its own anchor: policy test', ['policy', 'test', ...JSON_FORMAT], withTenantCrd({ 'policies/tests/cycle.yaml': 'apiVersion: policy.driftgate.dev/v1alpha1\nkind: PolicyTest\nmetadata: &m\n  name: cycle\n  self: *m\n' }), { at: 'policies/tests/cycle.yaml', setup: copyPolicies }],
  ['VAP 1+1+…+1, 2,500 terms: check', ['check', '.', '--crd', 'crds', ...JSON_FORMAT], vapRepo(ADDITION), { at: 'policies/admission/hostile.yaml' }],
  ['VAP 1+1+…+1, 2,500 terms: policy test', ['policy', 'test', 'policies', '--crd', 'crds', ...JSON_FORMAT], vapRepo(ADDITION), { at: 'policies/admission/hostile.yaml' }],
  ['VAP has(object.a.a…), 2,500 segments: check', ['check', '.', '--crd', 'crds', ...JSON_FORMAT], vapRepo(HAS_CHAIN), { at: 'policies/admission/hostile.yaml' }],
  ['VAP has(object.a.a…), 2,500 segments: policy test', ['policy', 'test', 'policies', '--crd', 'crds', ...JSON_FORMAT], vapRepo(HAS_CHAIN), { at: 'policies/admission/hostile.yaml' }],
  ['unreadable file (EACCES): check', CHECK, withTenantCrd({ 't/secret.yaml': tenant('secret'), 't/other.yaml': invalidTenant('other') }), { at: 't/secret.yaml', asNobody: true, setup: (dir) => chmodSync(path.join(dir, 't/secret.yaml'), 0o000) }],
  ['--output into a missing folder: check', ['check', 't', '--output', 'missing/report.json'], withTenantCrd({ 't/a.yaml': tenant('a') }), {}],
  ['--output onto a folder: check', ['check', 't', '--output', 'out'], withTenantCrd({ 't/a.yaml': tenant('a'), 'out/.keep': '' }), {}],
  ['--output into a missing folder: crd-diff', ['crd-diff', 'base.yaml', 'head.yaml', '--output', 'missing/report.json'], { 'base.yaml': crdText, 'head.yaml': crdText }, {}],
  ['--output onto a folder: crd-diff', ['crd-diff', 'base.yaml', 'head.yaml', '--output', 'out'], { 'base.yaml': crdText, 'head.yaml': crdText, 'out/.keep': '' }, {}],
  ["CRD pattern '^(a+)+$', 40 a's and '!': check", ['check', '.', '--crd', 'crds', ...JSON_FORMAT], { 'crds/widget.yaml': widgetCrd("              properties:\n                x: {type: string, pattern: '^(a+)+$'}\n"), 'w.yaml': widget(`  x: "${HOSTILE}"`) }, { at: 'w.yaml' }],
  ["CEL find('(a+)+$') in a CRD rule: check", ['check', '.', '--crd', 'crds', ...JSON_FORMAT], { 'crds/widget.yaml': widgetCrd("              properties:\n                x: {type: string, maxLength: 64}\n              x-kubernetes-validations:\n                - rule: \"self.x.find('(a+)+$') != ''\"\n"), 'w.yaml': widget(`  x: "${HOSTILE}"`) }, { at: 'w.yaml' }],
  ["CEL find('(a+)+$') in a VAP: check", ['check', 'w.yaml', '--crd', 'crds', ...JSON_FORMAT], FIND_VAP, { at: 'w.yaml' }],
  ["CEL find('(a+)+$') in a VAP: policy test", ['policy', 'test', 'policies', '--crd', 'crds', ...JSON_FORMAT], FIND_VAP, {}],
  ["crd-compat ignoreVersions 'v(a+)+b': crd-diff", ['crd-diff', 'base', 'head', '--config', 'crd-compat.yaml', ...JSON_FORMAT], { 'base/widget.yaml': widgetCrd(STRING_X, ['v1', `v${'a'.repeat(40)}`]), 'head/widget.yaml': widgetCrd(STRING_X), 'crd-compat.yaml': "apiVersion: policy.driftgate.dev/v1alpha1\nkind: CrdCompatConfig\nspec:\n  ignoreVersions: 'v(a+)+b'\n" }, {}],
  ['quantity of 100,000 digits: check', ['check', '.', '--crd', 'crds', ...JSON_FORMAT], { 'crds/widget.yaml': widgetCrd('              properties:\n                q: {x-kubernetes-int-or-string: true}\n              x-kubernetes-validations:\n                - rule: "!has(self.q) || isQuantity(string(self.q))"\n'), 'w.yaml': widget(`  q: "${'9'.repeat(100_000)}x"`) }, { at: 'w.yaml' }],
  ['30,000 small documents in one file: check', CHECK, withTenantCrd({ 't/many.yaml': Array.from({ length: 30_000 }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\ndata:\n  country: NO\n`).join('---\n') }), { at: 't/many.yaml' }],
  ['10,000 invalid tenants in one file: check', CHECK, withTenantCrd({ 't/tenants.yaml': Array.from({ length: 10_000 }, (_, i) => invalidTenant(`t${i}`)).join('---\n') }), { at: 't/tenants.yaml' }],
  ['100,000-character literal pattern: check', ['check', '.', '--crd', 'crds', ...JSON_FORMAT], { 'crds/widget.yaml': widgetCrd(`              properties:\n                x: {type: string, pattern: '^${'ab'.repeat(50_000)}$'}\n`), 'w.yaml': widget('  x: "abc"'), 'ok.yaml': widget(`  x: "${'ab'.repeat(50_000)}"`, 'ok') }, { at: 'w.yaml' }],
  ['named pipe in a folder: check', CHECK, withTenantCrd({ 't/good.yaml': invalidTenant('good') }), { at: 't/pipe.yaml', setup: fifo('t/pipe.yaml') }],
  ['named pipe on the command line: check', ['check', 't/pipe.yaml', ...JSON_FORMAT], withTenantCrd({ 't/good.yaml': invalidTenant('good') }), { at: 't/pipe.yaml', setup: fifo('t/pipe.yaml') }],
  ['symlink to /dev/zero in a folder: check', CHECK, withTenantCrd({ 't/good.yaml': invalidTenant('good') }), { at: 't/zero.yaml', setup: link('/dev/zero', 't/zero.yaml') }],
  ['symlink to /dev/zero on the command line: check', ['check', 't/zero.yaml', ...JSON_FORMAT], withTenantCrd({ 't/good.yaml': invalidTenant('good') }), { at: 't/zero.yaml', setup: link('/dev/zero', 't/zero.yaml') }],
  ['100,000-item list, no aliases: check', CHECK, withTenantCrd({ 't/long.yaml': tenant('long', `  networkPolicy:\n    allowEgressTo:\n${Array.from({ length: 100_000 }, (_, i) => `      - ns-${i}`).join('\n')}\n`) }), { at: 't/long.yaml' }],
  ['int-or-string above 2^53: check', ['check', '.', '--crd', 'crds', ...JSON_FORMAT], { 'crds/widget.yaml': widgetCrd('              properties:\n                n: {x-kubernetes-int-or-string: true}\n              x-kubernetes-validations:\n                - rule: "!has(self.n) || self.n + 1 > 0"\n'), 'w.yaml': widget('  n: 9007199254740993') }, {}],
  ['apiVersion: nonsense, --strict: check', ['check', '.', '--strict', ...JSON_FORMAT], { 'x.yaml': 'apiVersion: nonsense\nkind: Thing\nmetadata:\n  name: t\n' }, { at: 'x.yaml' }],
  ['head CRD with spec: 5: crd-diff', ['crd-diff', 'base', 'head', ...JSON_FORMAT], brokenHead('apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec: 5\n'), { at: 'head/crds.yaml' }],
  ['head CRD with required: size: crd-diff', ['crd-diff', 'base', 'head', ...JSON_FORMAT], brokenHead(widgetCrd(`              required: size\n${PROPERTY_A}`)), { at: 'head/crds.yaml' }],
  ['head CRD with enum: a: crd-diff', ['crd-diff', 'base', 'head', ...JSON_FORMAT], brokenHead(widgetCrd('              properties:\n                a: {type: string, enum: a}\n')), { at: 'head/crds.yaml' }],
  ['head CRD with an uncompilable CEL rule: crd-diff', ['crd-diff', 'base', 'head', ...JSON_FORMAT], brokenHead(widgetCrd(`${PROPERTY_A}              x-kubernetes-validations:\n                - rule: "self.a >"\n`)), { at: 'head/crds.yaml' }],
  ['the same CRD twice in one file: check', ['check', 'crds.yaml', ...JSON_FORMAT], { 'crds.yaml': TWICE }, { at: 'crds.yaml' }],
  ['the same CRD twice in one file: crd-diff', ['crd-diff', 'base', 'head', ...JSON_FORMAT], brokenHead(TWICE), { at: 'head/crds.yaml' }],
  ['CR-only line endings: check', CHECK, withTenantCrd({ 't/mac.yaml': invalidTenant('mac').replace(/\n/g, '\r') }), { at: 't/mac.yaml' }],
  ['an unclosed [: check', CHECK, withTenantCrd({ 't/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ok\n  labels: {tier: [a, b}\n', 't/b.yaml': invalidTenant('b') }), { at: 't/a.yaml' }],
  ['an unclosed quote: check', CHECK, withTenantCrd({ 't/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "ok\n  labels: {}\n', 't/b.yaml': invalidTenant('b') }), { at: 't/a.yaml' }],
  ['symlinked YAML file in a folder: check', CHECK, withTenantCrd({ 't/good.yaml': invalidTenant('good') }), { at: 't/linked.yaml', setup: link('good.yaml', 't/linked.yaml') }],
];

// --- issue #24: kustomizations as a sandbox ----------------------------------------------------
const SENTINEL = `driftgate-sentinel-${randomBytes(8).toString('hex')}`;
const outsideDir = path.join(scratch, 'outside-the-tree');
const sentinelMap = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${SENTINEL}\ndata:\n  secret: ${SENTINEL}\n`;
for (const [file, text] of Object.entries({
  'base/kustomization.yaml': 'resources: [cm.yaml]\n',
  'base/cm.yaml': sentinelMap,
  'secret.yaml': sentinelMap,
  'secret.env': `SECRET=${SENTINEL}\n`,
  'repo/kustomization.yaml': 'resources: [cm.yaml]\n',
  'repo/cm.yaml': sentinelMap,
})) {
  mkdirSync(path.dirname(path.join(outsideDir, file)), { recursive: true });
  writeFileSync(path.join(outsideDir, file), text);
}
let listenerRequests = 0;
const listener = createServer((req, res) => {
  listenerRequests++;
  res.end(sentinelMap);
});
await new Promise((resolve) => listener.listen(0, '127.0.0.1', resolve));
const HTTP = `http://127.0.0.1:${listener.address().port}`;
const kustomizeBin = path.join(root, '.cache/bin');
const KZ = 'app/kustomization.yaml';
const CM = (name) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: b\n`;
/** A tree whose app/kustomization.yaml is `text` (plus a ConfigMap it may use). */
const kz = (text, extra = {}) => ({ 'app/kustomization.yaml': text, 'app/cm.yaml': CM('local'), ...extra });
const CHECK_KZ = ['check', '.', ...JSON_FORMAT];
const REMOTE_FIELDS = [
  ['resources', (u) => `resources:\n  - ${u}/cm.yaml\n`],
  ['bases', (u) => `bases:\n  - ${u}/base\n`],
  ['components', (u) => `resources: [cm.yaml]\ncomponents:\n  - ${u}/component\n`],
  ['crds', (u) => `resources: [cm.yaml]\ncrds:\n  - ${u}/crd.json\n`],
  ['patches[].path', (u) => `resources: [cm.yaml]\npatches:\n  - path: ${u}/patch.yaml\n`],
  ['patchesStrategicMerge', (u) => `resources: [cm.yaml]\npatchesStrategicMerge:\n  - ${u}/patch.yaml\n`],
  ['patchesJson6902[].path', (u) => `resources: [cm.yaml]\npatchesJson6902:\n  - path: ${u}/ops.yaml\n    target: {kind: ConfigMap, name: local}\n`],
  ['replacements[].path', (u) => `resources: [cm.yaml]\nreplacements:\n  - path: ${u}/replacement.yaml\n`],
  ['openapi.path', (u) => `resources: [cm.yaml]\nopenapi:\n  path: ${u}/schema.json\n`],
  ['configurations', (u) => `resources: [cm.yaml]\nconfigurations:\n  - ${u}/conf.yaml\n`],
  ['transformers', (u) => `resources: [cm.yaml]\ntransformers:\n  - ${u}/t.yaml\n`],
  ['generators', (u) => `generators:\n  - ${u}/g.yaml\n`],
  ['validators', (u) => `resources: [cm.yaml]\nvalidators:\n  - ${u}/v.yaml\n`],
  ['configMapGenerator files', (u) => `configMapGenerator:\n  - name: c\n    files:\n      - ${u}/app.properties\n`],
  ['secretGenerator envs', (u) => `secretGenerator:\n  - name: s\n    envs:\n      - ${u}/s.env\n`],
];
const REMOTE_FORMS = [
  ['http://', HTTP],
  ['git::http://', `git::${HTTP}/repo.git//`],
  ['git::file://', `git::file://${outsideDir}/repo`],
  ['?ref=', `127.0.0.1:${listener.address().port}/org/repo?ref=main&x=`],
];
const REMOTE_CASES = REMOTE_FIELDS.flatMap(([field, text], i) => {
  // Every field with the plain URL; the other forms spread over the fields (each form at least three times).
  const forms = [REMOTE_FORMS[0], REMOTE_FORMS[1 + (i % 3)]];
  // kustomize has no builtin validator: every validators entry is refused as a plugin first.
  const rule = field === 'validators' ? 'kustomize/plugin' : 'kustomize/remote-reference';
  return forms.map(([form, url]) => [`kustomize: ${form} in ${field}`, CHECK_KZ, kz(text(url)), { at: KZ, rule, kustomize: true }]);
});
/** n levels of a diamond: level k renders level k-1 twice (two name prefixes): 50·2^n ConfigMaps. */
function fanOut(levels) {
  const files = { 'l0/kustomization.yaml': 'resources: [cms.yaml]\n', 'l0/cms.yaml': Array.from({ length: 50 }, (_, i) => CM(`c${i}`)).join('---\n') };
  for (let k = 1; k <= levels; k++) {
    for (const side of ['a', 'b']) files[`l${k}${side}/kustomization.yaml`] = `namePrefix: ${side}-\nresources: [../l${k - 1}]\n`;
    files[`l${k}/kustomization.yaml`] = `resources: [../l${k}a, ../l${k}b]\n`;
  }
  return files;
}
const manyRoots = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [[`r${i}/kustomization.yaml`, 'resources: [cm.yaml]\n'], [`r${i}/cm.yaml`, CM(`c${i}`)]]).flat());
const kustomizeCases = [
  ...REMOTE_CASES,
  ['kustomize: ../ that escapes the tree (base)', CHECK_KZ, kz(`resources:\n  - ../${path.relative(path.join(scratch, 'x'), path.join(outsideDir, 'base'))}\n`), { at: KZ, rule: 'kustomize/outside-repository', kustomize: true }],
  ['kustomize: absolute path (file)', CHECK_KZ, kz(`resources:\n  - ${path.join(outsideDir, 'secret.yaml')}\n`), { at: KZ, rule: 'kustomize/outside-repository', kustomize: true }],
  ['kustomize: symlinked base directory outside', CHECK_KZ, kz('resources:\n  - ../linked\n'), { at: KZ, rule: 'kustomize/outside-repository', kustomize: true, setup: link(path.join(outsideDir, 'base'), 'linked') }],
  ['kustomize: symlinked generator input outside', CHECK_KZ, kz('configMapGenerator:\n  - name: c\n    envs: [linked.env]\n'), { at: KZ, rule: 'kustomize/outside-repository', kustomize: true, setup: link(path.join(outsideDir, 'secret.env'), 'app/linked.env') }],
  ['kustomize: FIFO as generator input', CHECK_KZ, kz('configMapGenerator:\n  - name: c\n    envs: [pipe.env]\n'), { at: KZ, rule: 'kustomize/special-file', kustomize: true, setup: fifo('app/pipe.env') }],
  ['kustomize: 400 MB (sparse) generator input', CHECK_KZ, kz('configMapGenerator:\n  - name: c\n    files: [huge.txt]\n'), { at: KZ, rule: 'kustomize/input-too-large', kustomize: true, setup: (dir) => { writeFileSync(path.join(dir, 'app/huge.txt'), ''); truncateSync(path.join(dir, 'app/huge.txt'), 400e6); } }],
  ['kustomize: exec plugin as transformer', CHECK_KZ, kz('resources: [cm.yaml]\ntransformers: [t.yaml]\n', { 'app/t.yaml': 'apiVersion: someteam.example/v1\nkind: Run\nmetadata:\n  name: r\n  annotations:\n    config.kubernetes.io/function: "exec: {path: /bin/sh}"\n' }), { at: KZ, rule: 'kustomize/plugin', kustomize: true }],
  ['kustomize: helmCharts', CHECK_KZ, kz(`helmCharts:\n  - name: x\n    repo: ${HTTP}\n`), { at: KZ, rule: 'kustomize/helm', kustomize: true }],
  ['kustomize: a field not on the allow-list', CHECK_KZ, kz(`resources: [cm.yaml]\nsomethingNew: ${HTTP}/x\n`), { at: KZ, rule: 'kustomize/unsupported-field', kustomize: true }],
  ['kustomize: a cycle', CHECK_KZ, { 'a/kustomization.yaml': 'resources: [../b]\n', 'b/kustomization.yaml': 'resources: [../a]\n' }, { at: 'a/kustomization.yaml', rule: 'kustomize/cycle', kustomize: true }],
  ['kustomize: a kustomization that is a list', CHECK_KZ, { 'app/kustomization.yaml': '- resources\n- cm.yaml\n', 'app/cm.yaml': CM('x') }, { at: KZ, rule: 'kustomize/not-a-mapping', kustomize: true }],
  ['kustomize: an empty kustomization', CHECK_KZ, { 'app/kustomization.yaml': '' }, { at: KZ, rule: 'kustomize/empty', kustomize: true }],
  ['kustomize: fan-out, 50·2^6 objects', CHECK_KZ, fanOut(6), { kustomize: true }],
  ['kustomize: fan-out, 50·2^9 objects', CHECK_KZ, fanOut(9), { at: 'l9/kustomization.yaml', rule: 'kustomize/budget', kustomize: true }],
  // More roots than the run's 3 s kustomize budget renders on any machine: the roots it did not
  // reach are kustomize/budget findings at their kustomization.yaml (which one comes first depends
  // on the machine's speed; 300 roots all rendered in time on a quiet machine).
  ['kustomize: 1,000 roots', CHECK_KZ, manyRoots(1000), { at: /^r\d+\/kustomization\.yaml$/, rule: 'kustomize/budget', kustomize: true }],
];
cases.push(...kustomizeCases);

// --- issue #24: budgets of CEL, --base, ignore rules, path arguments, crd-diff ---------------
const EXPENSIVE_RULE = 'self.items.all(x, self.items.exists(y, y == x))';
const itemsCrd = widgetCrd(`              properties:\n                items: {type: array, maxItems: 100, items: {type: integer}}\n              x-kubernetes-validations:\n                - rule: ${JSON.stringify(EXPENSIVE_RULE)}\n`);
const itemWidgets = (n) => Array.from({ length: n }, (_, i) => widget(`  items: [${Array.from({ length: 100 }, (_, k) => k).join(', ')}]`, `w${i}`)).join('---\n');
/** A git history: the files as given (base), then `head` written over them. */
const history = (head) => (dir) => {
  rmSync(path.join(dir, '.git'), { recursive: true, force: true });
  const git = (...args) => spawnSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@example.com', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-qm', 'base');
  for (const [file, text] of Object.entries(head)) writeFileSync(path.join(dir, file), text);
  git('commit', '-qam', 'head');
};
/** A 300 MB YAML file written in pieces (never one 300 MB string). */
const hugeYaml = (file) => (dir) => {
  const target = path.join(dir, file);
  writeFileSync(target, 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: huge\ndata:\n  a: "');
  const chunk = 'a'.repeat(1 << 20);
  for (let i = 0; i < 300; i++) appendFileSync(target, chunk);
  appendFileSync(target, '"\n');
};
const manyVersionsCrd = (n, extra) => `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}\n  scope: Namespaced\n  versions:\n${Array.from({ length: n }, (_, i) => `    - name: v${i + 1}\n      served: true\n      storage: ${i === 0}\n      schema:\n        openAPIV3Schema:\n          type: object\n          properties:\n            spec:\n              type: object\n              properties:\n                a: {type: string}\n${extra}`).join('')}`;
const LONG_NAME = `t/${'a'.repeat(250)}.yaml`;
const DEEP = Array.from({ length: 1500 }, () => 'd').join('/');
const MANY_PATHS = Array.from({ length: 3000 }, (_, i) => `t/f${i}.yaml`);
const budgetCases = [
  ['budgets: CRD rule with an O(n^2) comprehension x 300 objects: check', ['check', '.', '--crd', 'crds', ...JSON_FORMAT], { 'crds/widget.yaml': itemsCrd, 'w.yaml': itemWidgets(300) }, { at: 'w.yaml', rule: 'schema/cel-run-budget' }],
  ['budgets: 300 MB blob at the base: check --base', ['check', 't', '--base', 'HEAD~1', ...JSON_FORMAT], withTenantCrd({ 't/ok.yaml': invalidTenant('ok') }), { at: 't/big.yaml', rule: 'input/file-too-large', setup: (dir) => { hugeYaml('t/big.yaml')(dir); history({ 't/big.yaml': CM('small') })(dir); } }],
  ['budgets: CRD with 1,000 served versions: crd-diff', ['crd-diff', 'base', 'head', ...JSON_FORMAT], { 'base/crd.yaml': manyVersionsCrd(1000, ''), 'head/crd.yaml': manyVersionsCrd(1000, '                b: {type: integer}\n') }, {}],
  ["budgets: .driftgateignore '*a*a*a*a*a*c', a 255-character name: check", CHECK, withTenantCrd({ 't/.driftgateignore': '*a*a*a*a*a*c\n', [LONG_NAME]: CM('long'), 't/bad.yaml': invalidTenant('bad') }), { at: 't/bad.yaml' }],
  ['budgets: a tree 1,500 folders deep under .driftgateignore: check', ['check', '.', ...JSON_FORMAT], withTenantCrd({ '.driftgateignore': 'ignored/\n', [`${DEEP}/bad.yaml`]: invalidTenant('deep') }), { at: `${DEEP}/bad.yaml` }],
  ['budgets: 3,000 path arguments: check', ['check', ...MANY_PATHS, ...JSON_FORMAT], withTenantCrd({ ...Object.fromEntries(MANY_PATHS.map((p, i) => [p, CM(`c${i}`)])), 't/f0.yaml': invalidTenant('f0') }), { at: 't/f0.yaml' }],
];
cases.push(...budgetCases);
// `node bench/robustness/run.mjs kustomize` runs only the cases whose name contains "kustomize".
const only = process.argv[2];
if (only) cases.splice(0, cases.length, ...cases.filter(([name]) => name.includes(only)));

// --- running ---------------------------------------------------------------------------------
/** Why the EACCES case cannot run as intended here, or undefined when it can. */
function nobodyUnavailable() {
  if (process.getuid?.() !== 0) return undefined; // not root: a mode-000 file is unreadable already
  const probe = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', 'true']);
  return probe.status === 0 ? undefined : `running as root and setpriv cannot switch to uid 65534 (${probe.error?.message ?? probe.stderr.toString().trim()})`;
}

/** The committed bundle copied where uid 65534 can read it (the clone may sit in a 0700 folder). */
function readablePackage() {
  const pkg = path.join(scratch, 'pkg');
  for (const entry of ['package.json', 'bin', 'dist', 'schemas', 'deploy/crds', 'policies']) cpSync(path.join(root, entry), path.join(pkg, entry), { recursive: true });
  return pkg;
}

function build(name, files, setup) {
  const dir = path.join(scratch, name.replace(/[^a-z0-9]+/gi, '-'));
  mkdirSync(path.join(dir, '.git'), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  setup?.(dir);
  return dir;
}

/**
 * The first finding (in the file at fault when one is named, of the rule expected when one is) as
 * `ruleId file:line:column`. `at` is a path, or a RegExp when which file is at fault depends on
 * the machine (the first kustomization root a time budget did not reach).
 */
function firstFinding(result, at, rule) {
  const isAt = (file) => (at instanceof RegExp ? typeof file === 'string' && at.test(file) : file === at);
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    const line = result.stderr.trim().split('\n')[0] ?? '';
    return { text: line ? `stderr: ${line.slice(0, 90)}` : '(no output)', located: false };
  }
  const findings = report.findings ?? report.problems ?? [];
  const first = findings.find((f) => isAt(f.file) && (rule === undefined || f.ruleId === rule)) ?? findings.find((f) => isAt(f.file)) ?? findings[0];
  if (!first) return { text: '(no findings)', located: false };
  const located = isAt(first.file) && first.line > 0 && first.column > 0 && (rule === undefined || first.ruleId === rule);
  const file = (first.file ?? '?').length > 60 ? `${first.file.slice(0, 20)}…${first.file.slice(-30)}` : first.file ?? '?';
  return { text: `${first.ruleId} ${file}:${first.line ?? '?'}:${first.column ?? '?'}${findings.length > 1 ? ` (+${findings.length - 1})` : ''}`, located };
}

const rows = [['case', 'command', 'wall', 'peak RSS', 'exit', 'internal error', 'sentinel', 'at fault', 'first finding']];
const totals = { run: 0, time: 0, memory: 0, exit: 0, clean: 0, faulty: 0, located: 0, skipped: 0, leaks: 0 };
const skipNobody = nobodyUnavailable();
const nobodyPkg = process.getuid?.() === 0 && !skipNobody ? readablePackage() : undefined;
console.log(`driftgate robustness (issues #11, #24), node ${process.version}, ${cases.length} cases; scratch ${scratch}`);
console.log(`kustomize rows: ${existsSync(path.join(kustomizeBin, 'kustomize')) ? path.join(kustomizeBin, 'kustomize') : 'no .cache/bin/kustomize (npm run build:kustomize): kubectl or none from PATH'}; listener ${HTTP}\n`);

for (const [name, argv, files, { at, setup, asNobody, rule, kustomize }] of cases) {
  const full = `${asNobody && nobodyPkg ? '(uid 65534) ' : ''}driftgate ${argv.join(' ')}`;
  const shown = full.length > 70 ? `${full.slice(0, 60)}… (${argv.length} args)` : full;
  if (asNobody && skipNobody) {
    rows.push([name, shown, '-', '-', '-', '-', '-', `skipped: ${skipNobody}`]);
    totals.skipped++;
    continue;
  }
  const dir = build(name, files, setup);
  let command = ['timeout', '-k', '5', '60', process.execPath, cli, ...argv];
  let env = kustomize ? { PATH: `${kustomizeBin}${path.delimiter}${process.env.PATH ?? ''}` } : {};
  if (asNobody && nobodyPkg) {
    for (const d of ['', 't', 'deploy', 'deploy/crds']) chmodSync(path.join(dir, d), 0o755);
    command = ['timeout', '-k', '5', '60', 'setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, path.join(nobodyPkg, 'bin/driftgate.js'), ...argv];
    env = { HOME: '/tmp' };
  }
  const result = await measure(command[0], command.slice(1), { cwd: dir, env });
  rmSync(dir, { recursive: true, force: true });
  const internal = /internal error/i.test(result.stdout + result.stderr);
  const finding = firstFinding(result, at, rule);
  const leaked = (result.stdout + result.stderr).includes(SENTINEL);
  if (leaked) totals.leaks++;
  rows.push([name, shown, fmtMs(result.wallMs), fmtMiB(result.rssKb), String(result.code), internal ? 'yes' : 'no', leaked ? 'LEAKED' : 'no', at ? (finding.located ? 'located' : 'NOT LOCATED') : '-', finding.text]);
  totals.run++;
  if (result.wallMs < LIMIT_MS) totals.time++;
  if (result.rssKb !== undefined && result.rssKb < LIMIT_KB) totals.memory++;
  if ([0, 1, 2].includes(result.code)) totals.exit++;
  if (!internal) totals.clean++;
  if (at) totals.faulty++;
  if (at && finding.located) totals.located++;
  process.stderr.write(`${name}: ${fmtMs(result.wallMs)}\n`);
}

console.log(`\n${table(rows).replace(/ +$/gm, '')}\n`);
const of = `of ${totals.run}`;
console.log(
  `summary: ${totals.time} ${of} under 5 s, ${totals.memory} ${of} under 300 MB peak RSS, ${totals.exit} ${of} exit 0/1/2, ` +
    `${totals.clean} ${of} without "internal error", ${totals.located} of ${totals.faulty} with a located finding in the file at fault` +
    (totals.skipped ? `; ${totals.skipped} skipped` : ''),
);
console.log(`outside the process: ${listenerRequests} request(s) to the local listener, the outside sentinel in the output of ${totals.leaks} row(s)`);
listener.close();
