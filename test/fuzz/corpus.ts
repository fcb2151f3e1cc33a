// Seed inputs for the fuzz harness: the repository's own CRDs, example tenants and policy
// pack, plus one hand-made input for each class of bad input issue #11 lists. Mutations
// start from these, so most fuzzed inputs are "almost right" and reach deep code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function yamlFilesUnder(dir: string): string[] {
  const abs = path.join(REPO_ROOT, dir);
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) out.push(p);
    }
  };
  walk(abs);
  return out;
}

const read = (p: string): string => readFileSync(p, 'utf8');

export const CRD_TEXT = read(path.join(REPO_ROOT, 'deploy/crds/tenantonboardings.platform.example.com.yaml'));
export const TENANT_TEXTS = yamlFilesUnder('examples/tenants-repo').map(read);
/** The default policy pack: file name (relative to policies/) → text. */
export const POLICY_FILES: ReadonlyMap<string, string> = new Map(
  yamlFilesUnder('policies').map((p) => [path.relative(path.join(REPO_ROOT, 'policies'), p).split(path.sep).join('/'), read(p)]),
);

/** Hand-made inputs of issue #11 (YAML side); each is also a regression test in test/cli/robustness.test.ts. */
export const HAND_MADE_YAML: readonly string[] = [
  'apiVersion: v1\nkind: ConfigMap\nmetadata: &m {name: x, labels: *m}\n',
  'apiVersion: v1\nkind: List\nitems: &i\n- *i\n',
  'a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n',
  'apiVersion: v1\r' + 'kind: ConfigMap\rmetadata:\r  name: cr\rdata: {a: [1, 2\r',
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "unclosed\ndata: {}\n',
  'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata: {k: [1, 2}\n',
  '%YAML 1.2\n---\n!!binary aGVsbG8=\n',
  '? [a, b]\n: c\n',
  '- !!set {a, b}\n- !!omap [a: 1]\n',
  'a: 1\n...\n---\nb: 2\n',
  '\uFEFFapiVersion: v1\nkind: ConfigMap\nmetadata: {name: bom}\n',
  'key: |\n  [not "closed\n  still text\nnext: {a: 1\n',
];

/** CEL expressions from the CRD rules and the policy pack, plus the expensive shapes (short forms). */
export const CEL_SEEDS: readonly string[] = [
  ...new Set(
    [...CRD_TEXT.matchAll(/rule: (.*)$/gm), ...[...POLICY_FILES.values()].flatMap((t) => [...t.matchAll(/expression: (.*)$/gm)])]
      .map((m) => (m[1] ?? '').trim())
      .map((s) => (s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1).replace(/\\"/g, '"') : s.startsWith("'") && s.endsWith("'") ? s.slice(1, -1).replace(/''/g, "'") : s))
      .filter((s) => s.length > 0),
  ),
  'self.matches("^[a-z]+$")',
  "self.find('[0-9]+') == '1'",
  'self.findAll("a", 2).size() == 2',
  'quantity("1Gi").isGreaterThan(quantity("512Mi"))',
  'object.spec.resourceQuota.gpuCount + 1 > 2',
  'has(object.spec.access) && object.spec.access.adminGroups.all(g, g.startsWith("x"))',
  'object.metadata.name.size() < 63 && object.spec.namespace.lowerAscii() == object.spec.namespace',
  '[1, 2, 3].map(x, x * 2).exists(y, y == 4)',
  "{'a': 1}.a == 1 ? 'x' : 'y'",
  'int("9223372036854775807") + 1 > 0',
  'string(object.spec.resourceQuota.cpu).split(",").size() > 0',
];

/** A tenant object as a plain value, for CEL evaluation and policy cases. */
export const SAMPLE_TENANT = {
  apiVersion: 'platform.example.com/v1alpha1',
  kind: 'TenantOnboarding',
  metadata: { name: 'catalog', namespace: 'tenants', labels: { tier: 'ml' } },
  spec: {
    namespace: 'catalog',
    resourceQuota: { cpu: '8', memory: '32Gi', gpuCount: 2 },
    networkPolicy: { allowEgressTo: ['kube-system'] },
    access: { adminGroups: ['catalog-admins'], editGroups: ['catalog-developers'] },
  },
};
