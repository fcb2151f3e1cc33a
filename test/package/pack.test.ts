// The npm package as a user gets it: `npm pack`, install the tarball into an empty folder with no
// network (the package has no runtime dependencies: dist/ is a self-contained bundle), and run
// `driftgate` from there on a folder that has no CRD and no policy pack. The CRD and the default
// pack must come from the installed package, not from the working directory.
// Packs the repository as it is: dist/ must be current (`npm run build`; test/dist-reproducible.test.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface PackEntry {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

let pack: PackEntry;
let tarball: string;
let installDir: string;
let userDir: string;

const typedWrong = `# A tenant with typing mistakes, in a folder with no CRD and no policy pack.
apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: vision
  namespace: tenants
spec:
  namespace: vision
  resourceQuota:
    cpu: "20"
    memory: 64Gi
    gpuCount: four
  access:
    adminGroups: [vision-admins]
---
# Well typed, but the default pack reserves kube-* namespaces.
apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: system
  namespace: tenants
spec:
  namespace: kube-tenant
  resourceQuota: { cpu: "1", memory: 1Gi, gpuCount: 0 }
  access:
    adminGroups: [system-admins]
`;

// A built-in kind with typing mistakes: validated against the Kubernetes schemas the package ships.
const deploymentTypedWrong = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: vision
spec:
  replicas: "three"
  selector:
    matchLabels: { app: web }
  template:
    metadata:
      labels: { app: web }
    spec:
      containers:
        - name: web
          image: nginx:1.27
          imagePullPolicy: Sometimes
`;

beforeAll(() => {
  const out = mkdtempSync(path.join(tmpdir(), 'driftgate-pack-'));
  const json = execFileSync(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', out], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  pack = (JSON.parse(json) as PackEntry[])[0]!;
  tarball = path.join(out, pack.filename);
  installDir = mkdtempSync(path.join(tmpdir(), 'driftgate-install-'));
  writeFileSync(path.join(installDir, 'package.json'), '{ "name": "user-project", "private": true }\n');
  execFileSync(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: installDir, stdio: ['ignore', 'pipe', 'pipe'] });
  userDir = mkdtempSync(path.join(tmpdir(), 'driftgate-user-'));
  mkdirSync(path.join(userDir, 'tenants'));
  writeFileSync(path.join(userDir, 'tenants', 'vision.yaml'), typedWrong);
  mkdirSync(path.join(userDir, 'apps'));
  writeFileSync(path.join(userDir, 'apps', 'web.yaml'), deploymentTypedWrong);
}, 240_000);

function driftgate(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [path.join(installDir, 'node_modules', 'driftgate', 'bin', 'driftgate.js'), ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: userDir } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the npm package', () => {
  it('holds what a user needs and nothing else, at a sensible size', () => {
    const files = pack.files.map((f) => f.path).sort();
    for (const needed of ['bin/driftgate.js', 'bin/package.json', 'dist/launch.cjs', 'dist/cli.cjs', 'dist/package.json', 'deploy/crds/tenantonboardings.platform.example.com.yaml', 'policies/driftgate.yaml', 'policies/admission/tenant-namespace-reserved.yaml', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
      expect(files, needed).toContain(needed);
    }
    expect(files.filter((f) => /(^|\/)(test|src|tools|bench|examples|scripts|\.github)\/|\.test\.|\.ts$/.test(f))).toEqual([]);
    expect(pack.size).toBeLessThan(4 * 1024 * 1024);
    const manifest = JSON.parse(readFileSync(path.join(installDir, 'node_modules/driftgate/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it('runs from an empty folder: --version, and check finds the shipped CRD and default pack by itself', () => {
    const version = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(driftgate(['--version'], userDir)).toMatchObject({ code: 0, stdout: `driftgate ${version.version}\n` });
    const r = driftgate(['check', 'tenants'], userDir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    // The schema of the shipped CRD: line 12, column 15 is "four".
    expect(r.stdout).toMatch(/^ {2}23:14 +error .*tenant namespace kube-tenant is reserved.* vap\/tenant-namespace-reserved \(TenantOnboarding tenants\/system\)$/m);
    expect(r.stdout).toMatch(/^ {2}12:15 +error +spec\.resourceQuota\.gpuCount: expected an integer ≥ 0, found the string "four" +schema\/type \(TenantOnboarding tenants\/vision\)$/m);
    expect(r.stdout).not.toContain('schema/unknown-kind');
  }, 60_000);

  it('checks built-in kinds from an empty folder with the Kubernetes schemas it ships', () => {
    const files = pack.files.map((f) => f.path);
    expect(files.some((f) => /^schemas\/kubernetes\/1\.36\//.test(f))).toBe(true);
    const r = driftgate(['check', 'apps'], userDir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ {2}7:13 +error .*replicas.*"three".*\(Deployment vision\/web\)$/m);
    expect(r.stdout).toMatch(/^ {2}17:28 +error .*imagePullPolicy.*Sometimes.*\(Deployment vision\/web\)$/m);
  }, 60_000);

  it('checks against Kubernetes 1.37 and reports what an upgrade breaks, offline, from the schemas it ships', () => {
    const files = pack.files.map((f) => f.path);
    expect(files.some((f) => /^schemas\/kubernetes\/1\.37\//.test(f))).toBe(true);
    const dir = path.join(userDir, 'upgrade');
    mkdirSync(dir, { recursive: true });
    // storagemigration.k8s.io/v1 is served from 1.37 on.
    writeFileSync(path.join(dir, 'migration.yaml'), 'apiVersion: storagemigration.k8s.io/v1\nkind: StorageVersionMigration\nmetadata: {name: tenants}\nspec: {resource: {group: platform.example.com, resource: tenantonboardings}}\n');
    const on137 = driftgate(['check', 'upgrade', '--kube-version', '1.37'], userDir);
    expect(on137.stderr).toBe('');
    expect(on137.code).toBe(0);
    const upgrade = driftgate(['check', 'apps', '--upgrade-to', '1.37'], userDir);
    expect(upgrade.stderr).toBe('');
    expect(upgrade.stdout).toMatch(/replicas.*"three"/);
    const downgrade = driftgate(['check', 'upgrade', '--kube-version', '1.37', '--upgrade-to', '1.36'], userDir);
    expect(downgrade.code).toBe(1);
    expect(downgrade.stdout).toMatch(/^ {2}1:13 +error .*upgrade\/not-served/m);
  }, 60_000);

  it('runs through npx in the project that installed it', () => {
    const r = spawnSync(npm, ['exec', '--offline', '--no', '--', 'driftgate', 'check', '-o', 'json', path.join(userDir, 'tenants')], { cwd: installDir, encoding: 'utf8', env: { ...process.env, HOME: userDir } });
    expect(r.status, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; line: number; column: number }[] };
    expect(report.findings).toContainEqual(expect.objectContaining({ ruleId: 'schema/type', line: 12, column: 15 }));
  }, 60_000);

  it('runs from a global install (npm install --global) outside any clone', () => {
    const prefix = mkdtempSync(path.join(tmpdir(), 'driftgate-global-'));
    execFileSync(npm, ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { stdio: ['ignore', 'pipe', 'pipe'] });
    const bin = process.platform === 'win32' ? path.join(prefix, 'driftgate.cmd') : path.join(prefix, 'bin', 'driftgate');
    const r = spawnSync(bin, ['check', 'tenants'], { cwd: userDir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: userDir } });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toContain('12:15    error   spec.resourceQuota.gpuCount');
    expect(r.stdout).toContain('vap/tenant-namespace-reserved');
  }, 120_000);
});
