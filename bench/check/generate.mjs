// Writes a deterministic corpus: N TenantOnboarding manifests in F files, a share of them invalid
// (default about 5 %: wrong types, bad quantities, unknown fields, bad namespace names). Same seed,
// same bytes. Also converts a CRD into the JSON schemas kubeconform reads.
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The repository's own TenantOnboarding CRD, which every benchmark repository carries. */
export const TENANT_CRD_FILE = path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml');

/**
 * A repository of generated tenants (all valid, `perFile` to a file) with the repository's CRD in
 * deploy/crds and its policy pack in policies/ (without the pack's tests); `.driftgateignore`
 * marks its top. Replaces whatever `dir` held.
 */
export async function makeBenchRepository(dir, tenants, perFile = 10) {
  await rm(dir, { recursive: true, force: true });
  await generateCorpus({ dir: path.join(dir, 'tenants'), documents: tenants, files: Math.ceil(tenants / perFile), invalidRate: 0 });
  await mkdir(path.join(dir, 'deploy/crds'), { recursive: true });
  await cp(TENANT_CRD_FILE, path.join(dir, 'deploy/crds/tenantonboardings.yaml'));
  await cp(path.join(root, 'policies'), path.join(dir, 'policies'), { recursive: true, filter: (src) => !src.includes(`${path.sep}tests`) });
  await writeFile(path.join(dir, '.driftgateignore'), '# the top of this benchmark repository\n');
}

export async function generateCorpus({ dir, documents = 10_000, files = 1_000, seed = 42, invalidRate = 0.05 }) {
  let state = seed >>> 0;
  const random = () => {
    // mulberry32: small, fast and deterministic.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const perFile = Math.ceil(documents / files);
  let invalid = 0;
  for (let f = 0; f < files; f++) {
    const docs = [];
    for (let d = 0; d < perFile && f * perFile + d < documents; d++) {
      const i = f * perFile + d;
      const name = `tenant-${String(i).padStart(5, '0')}`;
      const broken = random() < invalidRate ? pick(['gpu', 'quantity', 'unknown', 'namespace']) : undefined;
      if (broken) invalid++;
      docs.push(
        [
          'apiVersion: platform.example.com/v1alpha1',
          'kind: TenantOnboarding',
          'metadata:',
          `  name: ${name}`,
          '  namespace: tenants',
          '  labels:',
          `    team: team-${i % 97}`,
          'spec:',
          `  namespace: ${broken === 'namespace' ? name.toUpperCase() : name}`,
          broken === 'unknown' ? '  resourceQuotas:' : '  resourceQuota:',
          `    cpu: "${1 + Math.floor(random() * 32)}"`,
          `    memory: ${broken === 'quantity' ? '12 gigs' : `${1 + Math.floor(random() * 128)}Gi`}`,
          `    gpuCount: ${broken === 'gpu' ? 'two' : Math.floor(random() * 3)}`,
          '  networkPolicy:',
          `    allowEgressTo: [kube-system, tenant-${String((i + 1) % documents).padStart(5, '0')}]`,
          '  access:',
          `    adminGroups: [${name}-admins]`,
          `    editGroups: [${name}-developers, ${name}-oncall]`,
        ].join('\n'),
      );
    }
    await writeFile(path.join(dir, `tenants-${String(f).padStart(4, '0')}.yaml`), docs.join('\n---\n') + '\n');
  }
  return { documents, files, invalid };
}

/** Writes `<kind>_<version>.json` per version of a CRD, converted the way openapi2jsonschema does (strict). */
export async function writeKubeconformSchemas(crdFile, dir) {
  await mkdir(dir, { recursive: true });
  const crd = load(await readFile(crdFile, 'utf8'));
  for (const version of crd.spec.versions) {
    const schema = toKubeconformSchema(version.schema.openAPIV3Schema);
    await writeFile(path.join(dir, `${crd.spec.names.kind.toLowerCase()}_${version.name}.json`), JSON.stringify(schema));
  }
}

/** openapi2jsonschema-style conversion: int-or-string as oneOf, closed objects under -strict. */
function toKubeconformSchema(node) {
  if (Array.isArray(node)) return node.map(toKubeconformSchema);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith('x-kubernetes-')) continue;
    out[k] = toKubeconformSchema(v);
  }
  if (node['x-kubernetes-int-or-string']) {
    const { type: _t, ...rest } = out;
    return { oneOf: [{ type: 'string' }, { type: 'integer' }], ...rest };
  }
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined && !node['x-kubernetes-preserve-unknown-fields']) {
    out.additionalProperties = false;
  }
  return out;
}
