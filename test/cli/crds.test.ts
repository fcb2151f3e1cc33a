// `driftgate crds add/verify/outdated` on real git repositories: an upstream project with a
// Certificate-like CRD released at tags (a bare repository reached by a file:// URL, so the whole
// path runs in CI without a network), and a platform repository that pins it. Then `check` uses
// the pinned CRD, and `crds verify` catches an edited, a missing and an unlisted file.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitFixture, type GitFixture } from '../support/git-fixture.js';
import { runCli } from './run-cli.js';
import { collectRevisionTree } from '../../src/io/repository/tree-sources.js';
import { GitRepository } from '../../src/io/git/repository.js';

const crd = (extraField = ''): string => `# Certificate-like CRD, released by the upstream project
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: certificates.pki.example.io
spec:
  group: pki.example.io
  names: { kind: Certificate, listKind: CertificateList, plural: certificates, singular: certificate }
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              required: [secretName]
              x-kubernetes-validations:
                - rule: "!has(self.duration) || self.duration != '0s'"
                  message: duration must not be zero
              properties:
                secretName: { type: string }
                duration: { type: string }
                dnsNames: { type: array, items: { type: string }, x-kubernetes-list-type: set }${extraField}
`;

const ISSUER = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: issuers.pki.example.io
spec:
  group: pki.example.io
  names: { kind: Issuer, listKind: IssuerList, plural: issuers, singular: issuer }
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true }
`;

const CERTIFICATE = `apiVersion: pki.example.io/v1
kind: Certificate
metadata:
  name: web
  namespace: apps
spec:
  secretName: web-tls
  dnsName: [web.example.com]
`;

let upstream: GitFixture;
const scratch: string[] = [];

beforeAll(() => {
  upstream = createGitFixture();
  // The release bundle holds a namespace and a config map besides the CRDs (as real bundles do).
  upstream.commit({
    'deploy/crds/certificates.yaml': `---\n${crd()}`,
    'deploy/crds/bundle.yaml': `${ISSUER}---\napiVersion: v1\nkind: Namespace\nmetadata: { name: pki-system }\n`,
    'README.md': 'upstream\n',
  });
  upstream.git(['tag', 'v1.0.0']);
  upstream.commit({ 'deploy/crds/certificates.yaml': `---\n${crd('\n                usages: { type: array, items: { type: string } }')}` });
  upstream.git(['tag', '-a', '-m', 'release', 'v1.1.0']);
  upstream.git(['tag', 'v1.2.0-rc.1']);
  upstream.git(['push', '--quiet', '--tags', 'origin']);
});
afterAll(() => {
  upstream.cleanup();
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

function platformRepo(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-crds-'));
  scratch.push(dir);
  mkdirSync(path.join(dir, '.git'));
  for (const [file, content] of Object.entries({ 'apps/certificate.yaml': CERTIFICATE, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

interface Lock {
  crds: { name: string; file: string; sha256: string; versions: string[]; source: Record<string, string> }[];
}
const readLock = (dir: string): Lock => JSON.parse(readFileSync(path.join(dir, 'crds/catalog/driftgate-crds.lock.json'), 'utf8')) as Lock;

describe('crds add from a git URL at a tag', () => {
  it('pins the CRDs as released, skips what is not a CRD, and check then validates the custom resource with them', async () => {
    const dir = platformRepo();
    const before = await runCli(['check', 'apps'], dir);
    expect(before.stdout).toMatch(/schema\/unknown-kind/);

    const added = await runCli(['crds', 'add', `${upstream.remoteUrl}@v1.0.0`, '--path', 'deploy/crds'], dir);
    expect(added.stderr).toContain('deploy/crds/bundle.yaml:16: skipped: Namespace pki-system (v1) is not a CustomResourceDefinition');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('+ certificates.pki.example.io (v1) from deploy/crds/certificates.yaml');
    // Exactly the released text: the comment, the CEL rule and the x-kubernetes-* extension stay.
    expect(readFileSync(path.join(dir, 'crds/catalog/certificates.pki.example.io.yaml'), 'utf8')).toBe(crd());
    expect(readFileSync(path.join(dir, 'crds/catalog/issuers.pki.example.io.yaml'), 'utf8')).toBe(ISSUER);
    const lock = readLock(dir);
    const tagCommit = upstream.git(['rev-parse', 'v1.0.0^{commit}']).trim();
    expect(lock.crds.map((e) => e.name)).toEqual(['certificates.pki.example.io', 'issuers.pki.example.io']);
    expect(lock.crds[0]?.source).toEqual({ type: 'git', url: upstream.remoteUrl, ref: 'v1.0.0', commit: tagCommit, path: 'deploy/crds/certificates.yaml' });

    const after = await runCli(['check', 'apps'], dir);
    expect(after.code).toBe(1);
    expect(after.stdout).toMatch(/8:3 +error +unknown field "spec.dnsName"/);
    expect(after.stdout).toContain('Did you mean "dnsNames"?');
    // The summary says which CRD and version, from where, validated the Certificate.
    expect(after.stdout).toContain(`Certificate (pki.example.io/v1): CRD certificates.pki.example.io v1, catalog crds/catalog/certificates.pki.example.io.yaml (git ${upstream.remoteUrl}@v1.0.0, commit ${tagCommit.slice(0, 12)})`);
    // The catalog is infrastructure: its CRDs are not counted among the checked files' objects.
    const whole = await runCli(['check', '.', '--summary'], dir);
    expect(whole.stdout).toMatch(/^Checked 1 file: 1 object/);
  });

  it('an annotated tag is pinned to its commit; re-adding a newer tag replaces the entries; outdated lists newer release tags', async () => {
    const dir = platformRepo();
    expect((await runCli(['crds', 'add', upstream.remoteUrl, '--ref', 'v1.0.0', '--path', 'deploy/crds', '--name', 'certificates.pki.example.io'], dir)).code).toBe(0);
    expect(readLock(dir).crds.map((e) => e.name)).toEqual(['certificates.pki.example.io']);
    const outdated = await runCli(['crds', 'outdated'], dir);
    expect(outdated.code).toBe(0);
    expect(outdated.stdout).toContain(`${upstream.remoteUrl} at v1.0.0 (1 CRD: certificates.pki.example.io): newer v1.1.0\n`);

    const update = await runCli(['crds', 'add', `${upstream.remoteUrl}@v1.1.0`, '--path', 'deploy/crds/certificates.yaml'], dir);
    expect(update.code).toBe(0);
    expect(update.stdout).toContain('~ certificates.pki.example.io');
    expect(readLock(dir).crds[0]?.source.commit).toBe(upstream.git(['rev-parse', 'v1.1.0^{commit}']).trim());
    expect(readFileSync(path.join(dir, 'crds/catalog/certificates.pki.example.io.yaml'), 'utf8')).toContain('usages:');
    expect((await runCli(['crds', 'outdated'], dir)).stdout).toContain('up to date');
  });

  it('a git SOURCE without a tag, an unknown tag, or a --name the source lacks writes nothing', async () => {
    const dir = platformRepo();
    const untagged = await runCli(['crds', 'add', upstream.remoteUrl], dir);
    expect(untagged.code).toBe(2);
    expect(untagged.stderr).toContain('needs a tag to pin');
    const unknown = await runCli(['crds', 'add', `${upstream.remoteUrl}@v9.9.9`], dir);
    expect(unknown.code).toBe(2);
    const missing = await runCli(['crds', 'add', `${upstream.remoteUrl}@v1.0.0`, '--name', 'widgets.example.io'], dir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no CRD named widgets.example.io');
    expect(existsSync(path.join(dir, 'crds/catalog'))).toBe(false);
  });

  it('an unreachable remote is exit 2, and its URL credentials are never printed', async () => {
    const dir = platformRepo();
    const r = await runCli(['crds', 'add', 'https://user:s3cr3t-token@127.0.0.1:1/o/r.git@v1.0.0'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('https://127.0.0.1:1/o/r.git');
    expect(r.stdout + r.stderr).not.toContain('s3cr3t');
  });
});

describe('crds add from the repository', () => {
  it('reads a chart\'s crds/ folder; a broken document is reported at file:line:column and nothing is written', async () => {
    const dir = platformRepo({ 'charts/pki/Chart.yaml': 'apiVersion: v2\nname: pki\nversion: 2.4.1\n', 'charts/pki/crds/certificates.yaml': crd(), 'charts/pki/crds/broken.yaml': `${ISSUER}---\nkind: [oops\n` });
    const refused = await runCli(['crds', 'add', 'charts/pki/crds'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/charts\/pki\/crds\/broken\.yaml:16:7: error: YAML syntax error/);
    expect(refused.stderr).toContain('nothing was written');
    expect(existsSync(path.join(dir, 'crds/catalog'))).toBe(false);

    rmSync(path.join(dir, 'charts/pki/crds/broken.yaml'));
    const added = await runCli(['crds', 'add', 'charts/pki/crds', '--to', 'platform/crds'], dir);
    expect(added.code).toBe(0);
    const lock = JSON.parse(readFileSync(path.join(dir, 'platform/crds/driftgate-crds.lock.json'), 'utf8')) as Lock;
    expect(lock.crds[0]?.source).toEqual({ type: 'path', path: 'charts/pki/crds/certificates.yaml', chart: 'pki@2.4.1' });
    expect((await runCli(['crds', 'verify', '--catalog', 'platform/crds'], dir)).code).toBe(0);
  });

  it('refuses a SOURCE outside the repository and a file bigger than the bound', async () => {
    const dir = platformRepo({ 'crd.yaml': crd() });
    const outside = await runCli(['crds', 'add', '../elsewhere'], dir);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('outside the repository');
    const big = await runCli(['crds', 'add', 'crd.yaml', '--max-file-bytes', '100'], dir);
    expect(big.code).toBe(1);
    expect(big.stderr).toMatch(/^crd\.yaml:1:1: error: /m);
  });
});

describe('crds verify', () => {
  it('agrees after add; an edited, a missing and an unlisted file each fail with a located message', async () => {
    const dir = platformRepo();
    expect((await runCli(['crds', 'add', `${upstream.remoteUrl}@v1.0.0`, '--path', 'deploy/crds'], dir)).code).toBe(0);
    const ok = await runCli(['crds', 'verify'], dir);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('2 CRDs match');

    const certificate = path.join(dir, 'crds/catalog/certificates.pki.example.io.yaml');
    writeFileSync(certificate, readFileSync(certificate, 'utf8').replace('secretName: { type: string }', 'secretName: { type: string, maxLength: 5 }'));
    const edited = await runCli(['crds', 'verify'], dir);
    expect(edited.code).toBe(1);
    expect(edited.stderr).toMatch(/^crds\/catalog\/certificates\.pki\.example\.io\.yaml:1:1: error: CRD certificates\.pki\.example\.io differs from what was added: sha256 [0-9a-f]{64}, the lockfile \(crds\/catalog\/driftgate-crds\.lock\.json:\d+\) records [0-9a-f]{64} \[catalog\/digest-mismatch\]/m);

    unlinkSync(path.join(dir, 'crds/catalog/issuers.pki.example.io.yaml'));
    writeFileSync(path.join(dir, 'crds/catalog/hand-copied.yaml'), ISSUER);
    const broken = await runCli(['crds', 'verify'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^crds\/catalog\/driftgate-crds\.lock\.json:\d+:\d+: error: crds\/catalog\/issuers\.pki\.example\.io\.yaml is listed for CRD issuers\.pki\.example\.io but is not in the folder \[catalog\/missing-file\]/m);
    expect(broken.stderr).toMatch(/^crds\/catalog\/hand-copied\.yaml:1:1: error: .* not in crds\/catalog\/driftgate-crds\.lock\.json \[catalog\/unlisted-file\]/m);
  });

  it('a lockfile that does not parse is a located error; no catalog at all is nothing to verify', async () => {
    const empty = platformRepo();
    expect((await runCli(['crds', 'verify'], empty)).code).toBe(0);
    const dir = platformRepo({ 'crds/catalog/driftgate-crds.lock.json': '{\n  "lockVersion": 1,\n  "crds": [ { "name": 7 } ]\n}\n' });
    const r = await runCli(['crds', 'verify'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^crds\/catalog\/driftgate-crds\.lock\.json:3:\d+: error: expected name to be a non-empty string \[catalog\/invalid-lock\]/m);
  });
});

describe('the catalog is cluster infrastructure for the scope', () => {
  it('a scope that allows no cluster-scoped kind judges the tenant objects, never the catalog CRDs', async () => {
    const dir = platformRepo({ 'apps/certificate.yaml': CERTIFICATE.replace('dnsName:', 'dnsNames:') });
    expect((await runCli(['crds', 'add', `${upstream.remoteUrl}@v1.0.0`, '--path', 'deploy/crds'], dir)).code).toBe(0);
    const scopeDir = mkdtempSync(path.join(tmpdir(), 'driftgate-scope-'));
    scratch.push(scopeDir);
    const scope = path.join(scopeDir, 'scope.yaml');
    writeFileSync(scope, 'apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: [apps]\nclusterKinds: []\n');
    const r = await runCli(['check', '.', '--scope', scope, '-o', 'json'], dir);
    const findings = (JSON.parse(r.stdout) as { findings: { ruleId: string; file: string }[] }).findings;
    expect(findings.filter((f) => f.ruleId.startsWith('scope/'))).toEqual([]);
    expect(r.code).toBe(0);
    // The same CRD committed as a tree object (outside the catalog) is judged, and refused.
    writeFileSync(path.join(dir, 'apps/crd.yaml'), crd());
    const refused = await runCli(['check', '.', '--scope', scope, '-o', 'json'], dir);
    expect((JSON.parse(refused.stdout) as { findings: { ruleId: string; file: string }[] }).findings.filter((f) => f.ruleId.startsWith('scope/')).map((f) => f.file)).toEqual(['apps/crd.yaml']);
  });
});

describe('a pull request that changes the catalog', () => {
  it('goes through the CRD compatibility gate: a tag whose CRD drops a served field is refused at the catalog file', async () => {
    const repo = createGitFixture();
    try {
      repo.commit({ 'apps/certificate.yaml': CERTIFICATE.replace('dnsName:', 'dnsNames:') });
      const pin = ['--path', 'deploy/crds', '--name', 'certificates.pki.example.io'];
      expect((await runCli(['crds', 'add', `${upstream.remoteUrl}@v1.1.0`, ...pin], repo.work)).code).toBe(0);
      repo.git(['add', '-A']);
      repo.git(['commit', '--quiet', '-m', 'pin pki v1.1.0']);
      // v1.0.0 has no spec.usages: "updating" to it removes a field of a served version.
      expect((await runCli(['crds', 'add', `${upstream.remoteUrl}@v1.0.0`, ...pin], repo.work)).code).toBe(0);
      repo.git(['add', '-A']);
      repo.git(['commit', '--quiet', '-m', 'move pki to v1.0.0']);
      const r = await runCli(['check', 'apps', '--base', 'HEAD~1'], repo.work);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/^crds\/catalog\/certificates\.pki\.example\.io\.yaml\n +\d+:\d+ +error +v1 \.spec\.usages: field `usages` removed/m);
    } finally {
      repo.cleanup();
    }
  });
});

describe('the agent reads the catalog as infrastructure', () => {
  it('catalog CRDs are schemas of the revision, never among the objects a sync applies', async () => {
    const repo = createGitFixture();
    try {
      const dir = platformRepo();
      expect((await runCli(['crds', 'add', `${upstream.remoteUrl}@v1.0.0`, '--path', 'deploy/crds'], dir)).code).toBe(0);
      const files: Record<string, string> = { 'apps/certificate.yaml': CERTIFICATE };
      for (const name of ['certificates.pki.example.io.yaml', 'issuers.pki.example.io.yaml', 'driftgate-crds.lock.json']) files[`crds/catalog/${name}`] = readFileSync(path.join(dir, 'crds/catalog', name), 'utf8');
      const commit = repo.commit(files);
      const tree = await collectRevisionTree({ repository: new GitRepository({ dir: repo.work }), revision: commit, paths: ['.'], env: {}, kustomize: false });
      expect(tree.sources.files.map((f) => f.path)).toEqual(['apps/certificate.yaml']);
      expect(tree.sources.crdFiles.map((f) => f.path)).toEqual(['crds/catalog/certificates.pki.example.io.yaml', 'crds/catalog/issuers.pki.example.io.yaml']);
    } finally {
      repo.cleanup();
    }
  });
});

// The acceptance run on cert-manager's own release CRDs, from a local mirror of its repository
// (fetched by the developer, never vendored here). CI has no network and no mirror: skipped there,
// and the tests above run the same path on a hand-written CRD.
const CERT_MANAGER_MIRROR = process.env.DRIFTGATE_CERT_MANAGER_MIRROR ?? '/work/.mirror/cert-manager+cert-manager/repo';
const CERT_MANAGER_TAG = 'v1.21.1';
const hasMirror = existsSync(CERT_MANAGER_MIRROR);
if (!hasMirror) console.warn(`crds.test.ts: skipping the cert-manager acceptance test: no mirror at ${CERT_MANAGER_MIRROR} (set DRIFTGATE_CERT_MANAGER_MIRROR to a clone of github.com/cert-manager/cert-manager with its tags)`);

describe.skipIf(!hasMirror)(`acceptance: cert-manager's release CRDs at ${CERT_MANAGER_TAG}`, () => {
  it('a Certificate with a misspelt field gets a located error after crds add; crds verify catches an edited catalog file', async () => {
    const dir = platformRepo({
      'apps/certificate.yaml': `apiVersion: cert-manager.io/v1
kind: Certificate
metadata:
  name: web
  namespace: apps
spec:
  secretName: web-tls
  dnsNames: [web.example.com]
  issuerRef:
    name: letsencrypt
    kind: ClusterIssuer
  privateKey:
    algorithm: ECDSA
    rotationPolicy: Always
  renewBeforePercentage: 30
  duraton: 2160h
`,
    });
    const added = await runCli(['crds', 'add', `${pathToFileURL(CERT_MANAGER_MIRROR).href}@${CERT_MANAGER_TAG}`, '--path', 'deploy/crds'], dir);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('+ certificates.cert-manager.io (v1) from deploy/crds/cert-manager.io_certificates.yaml');
    expect(readLock(dir).crds).toHaveLength(6);

    const checked = await runCli(['check', 'apps'], dir);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/16:3 +error +unknown field "spec.duraton"/);
    expect(checked.stdout).toContain('Did you mean "duration"?');
    expect(checked.stdout).toContain(`Certificate (cert-manager.io/v1): CRD certificates.cert-manager.io v1, catalog crds/catalog/certificates.cert-manager.io.yaml (git ${pathToFileURL(CERT_MANAGER_MIRROR).href}@${CERT_MANAGER_TAG}`);
    expect(checked.stdout.match(/ error /g)).toHaveLength(1);

    expect((await runCli(['crds', 'verify'], dir)).code).toBe(0);
    const file = path.join(dir, 'crds/catalog/certificates.cert-manager.io.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('duration:', 'durationX:'));
    const verify = await runCli(['crds', 'verify'], dir);
    expect(verify.code).toBe(1);
    expect(verify.stderr).toMatch(/^crds\/catalog\/certificates\.cert-manager\.io\.yaml:1:1: error: CRD certificates\.cert-manager\.io differs from what was added/m);
  }, 180_000);
});
