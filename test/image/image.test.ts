// The container image, built without a container engine (scripts/build-image.mjs), checked as a
// runtime would use it: the OCI layout's digests are verified, its layers are unpacked in order
// into a root filesystem, and the entrypoint runs from there (chroot as the image's user when this
// process may chroot, else through the image's own dynamic loader and libraries) with an example
// repository "mounted" at the working directory.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/core/yaml/parse.js';
import { eventually, installCrd, kubeRequest } from '../support/cluster.js';
import { KUBE_TESTENV_BIN, startControlPlane, type ControlPlane } from '../support/control-plane.js';
import { createGitFixture, type GitFixture } from '../support/git-fixture.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The runtime layer comes from Debian bookworm's packages (apt-get download, pinned versions):
// build on bookworm, or where .cache/image/debs already holds them.
const debsCached = existsSync(path.join(repoRoot, '.cache/image/debs')) && readdirSync(path.join(repoRoot, '.cache/image/debs')).filter((f) => f.endsWith('.deb')).length >= 36; // DEBIAN_PACKAGES, GIT_PACKAGES and PICKED_FILES
const onBookworm = existsSync('/etc/os-release') && /VERSION_CODENAME=bookworm/.test(readFileSync('/etc/os-release', 'utf8'));
// kustomize comes from scripts/build-kustomize.mjs: Go, or a binary it built before.
const hasKustomize = existsSync(path.join(repoRoot, '.cache/bin/kustomize')) || !spawnSync('go', ['version']).error;
const canBuild = process.platform === 'linux' && process.arch === 'x64' && !spawnSync('dpkg-deb', ['--version']).error && (debsCached || onBookworm) && hasKustomize;
// The agent runs in the image as a container would run it: chroot into the root filesystem as the
// image's user (root only), with /dev as a runtime provides it, and a kube-testenv API server.
const CHROOT = ['/usr/sbin/chroot', '/usr/bin/chroot'].find((c) => existsSync(c));
const agentSkipReason = !canBuild
  ? 'the image cannot be built here'
  : process.getuid?.() !== 0 || CHROOT === undefined
    ? 'it needs root and chroot to run the image as a container would'
    : !existsSync(process.env.DRIFTGATE_KUBE_TESTENV_BIN ?? KUBE_TESTENV_BIN)
      ? `it needs kube-testenv (${KUBE_TESTENV_BIN}; npm run build:testenv)`
      : undefined;

interface Descriptor {
  digest: string;
  size: number;
  mediaType: string;
}
interface ImageConfig {
  config: { User: string; Entrypoint: string[]; WorkingDir: string; Env: string[] };
  rootfs: { diff_ids: string[] };
}

let layout: string;
let rootfs: string;
let config: ImageConfig;

function blob(digest: string): Buffer {
  const bytes = readFileSync(path.join(layout, 'blobs', 'sha256', digest.replace(/^sha256:/, '')));
  expect(`sha256:${createHash('sha256').update(bytes).digest('hex')}`, 'blob content matches its digest').toBe(digest);
  return bytes;
}

/** Runs the image's entrypoint with args in the unpacked root filesystem, working directory /work. */
function runImage(args: string[]) {
  const [node, ...entry] = config.config.Entrypoint as [string, ...string[]];
  const env = Object.fromEntries(config.config.Env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
  const chroot = ['/usr/sbin/chroot', '/usr/bin/chroot'].find((c) => existsSync(c));
  if (process.getuid?.() === 0 && chroot) {
    // chroot starts in /; the image's WorkingDir is /work, so relative paths are given from there.
    const fromWorkDir = args.map((a) => (a === '.' ? config.config.WorkingDir : a.startsWith('./') ? path.posix.join(config.config.WorkingDir, a) : a));
    const r = spawnSync(chroot, [`--userspec=${config.config.User}`, rootfs, node, ...entry, ...fromWorkDir], { encoding: 'utf8', env });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr, how: 'chroot' };
  }
  // Without chroot: the image's node through the image's own loader and libraries.
  const loader = path.join(rootfs, 'lib64', 'ld-linux-x86-64.so.2');
  const libs = [path.join(rootfs, 'lib/x86_64-linux-gnu'), path.join(rootfs, 'usr/lib/x86_64-linux-gnu')].join(':');
  const appArgs = entry.map((a) => path.join(rootfs, a));
  const direct = spawnSync(loader, ['--library-path', libs, path.join(rootfs, node), ...appArgs, ...args], { encoding: 'utf8', env, cwd: path.join(rootfs, 'work') });
  return { code: direct.status, stdout: direct.stdout, stderr: direct.stderr, how: 'loader' };
}

describe.skipIf(!canBuild)('the container image (OCI layout, built without a container engine)', () => {
  beforeAll(() => {
    layout = mkdtempSync(path.join(tmpdir(), 'driftgate-oci-'));
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-image.mjs'), layout], { stdio: ['ignore', 'pipe', 'inherit'] });
    const index = JSON.parse(readFileSync(path.join(layout, 'index.json'), 'utf8')) as { manifests: Descriptor[] };
    expect(JSON.parse(readFileSync(path.join(layout, 'oci-layout'), 'utf8'))).toEqual({ imageLayoutVersion: '1.0.0' });
    const manifest = JSON.parse(blob(index.manifests[0]!.digest).toString('utf8')) as { config: Descriptor; layers: Descriptor[] };
    config = JSON.parse(blob(manifest.config.digest).toString('utf8')) as ImageConfig;
    rootfs = mkdtempSync(path.join(tmpdir(), 'driftgate-rootfs-'));
    chmodSync(rootfs, 0o755); // a runtime's root directory; mkdtemp makes it private
    manifest.layers.forEach((l, i) => {
      const raw = gunzipSync(blob(l.digest));
      expect(`sha256:${createHash('sha256').update(raw).digest('hex')}`, 'diff_id of the uncompressed layer').toBe(config.rootfs.diff_ids[i]);
      execFileSync('tar', ['-x', '-C', rootfs, '--no-same-owner'], { input: raw });
    });
    // What a container runtime provides in /dev (node opens /dev/null for ignored stdio, git
    // /dev/urandom); made only where this process may (as root, for the chroot runs).
    if (process.getuid?.() === 0) {
      mkdirSync(path.join(rootfs, 'dev'), { recursive: true });
      for (const [name, minor] of [['null', '3'], ['zero', '5'], ['random', '8'], ['urandom', '9']] as const) {
        execFileSync('mknod', ['-m', '666', path.join(rootfs, 'dev', name), 'c', '1', minor]);
      }
    }
    // "Mount" an example repository at the working directory.
    cpSync(path.join(repoRoot, 'examples/tenants-repo'), path.join(rootfs, 'work'), { recursive: true });
    // And an overlay whose patch breaks a tenant: only a kustomize render shows it.
    mkdirSync(path.join(rootfs, 'work/overlay/base'), { recursive: true });
    cpSync(path.join(repoRoot, 'examples/tenants-repo/tenants/catalog.yaml'), path.join(rootfs, 'work/overlay/base/catalog.yaml'));
    writeFileSync(path.join(rootfs, 'work/overlay/base/kustomization.yaml'), 'resources:\n  - catalog.yaml\n');
    writeFileSync(path.join(rootfs, 'work/overlay/kustomization.yaml'), 'resources:\n  - base\npatches:\n  - path: gpus.yaml\n');
    writeFileSync(
      path.join(rootfs, 'work/overlay/gpus.yaml'),
      'apiVersion: platform.example.com/v1\nkind: TenantOnboarding\nmetadata:\n  name: catalog\n  namespace: tenants\nspec:\n  quota:\n    gpuCount: "four"\n',
    );
  }, 900_000);

  // The layout and the unpacked root filesystem are ~300 MB a run: a CI machine that runs the
  // suite again and again must not keep them.
  afterAll(() => {
    for (const dir of [rootfs, layout]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('runs as a non-root user from /work with driftgate as the entrypoint', () => {
    expect(config.config.User).toBe('65532:65532');
    expect(config.config.Entrypoint).toEqual(['/usr/local/bin/node', '/app/bin/driftgate.js']);
    expect(config.config.WorkingDir).toBe('/work');
    expect(readFileSync(path.join(rootfs, 'etc/passwd'), 'utf8')).toContain('nonroot:x:65532:65532');
    expect(existsSync(path.join(rootfs, 'app/deploy/crds/tenantonboardings.platform.example.com.yaml'))).toBe(true);
  });

  it('driftgate --version runs from the unpacked root filesystem', () => {
    const version = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
    const r = runImage(['--version']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`driftgate ${version}\n`);
    expect(r.code).toBe(0);
  });

  it('driftgate check finds the located errors of the mounted example with the shipped CRD and pack', () => {
    const r = runImage(['check', './broken']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^(work\/)?broken\/wrong-types\.yaml$/m);
    expect(r.stdout).toMatch(/^ {2}13:15 +error +spec\.resourceQuota\.gpuCount: expected an integer ≥ 0, found the string "four" +schema\/type/m);
    expect(r.stdout).not.toContain('schema/unknown-kind');
  });

  it.runIf(process.getuid?.() === 0 && CHROOT !== undefined)('has setpriv, so kustomize runs with a parent-death signal', () => {
    const r = spawnSync(CHROOT!, [`--userspec=${config.config.User}`, rootfs, '/usr/bin/setpriv', '--pdeathsig', 'KILL', '--', '/bin/true'], { encoding: 'utf8', env: {} });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('driftgate check renders a kustomize overlay with the kustomize in the image', () => {
    const r = runImage(['check', './overlay']);
    expect(r.stdout).not.toContain('kustomize/unavailable');
    // Located at the patch that sets the value: found only by rendering the overlay.
    expect(r.stdout).toMatch(/^ {2}8:15 +error +spec\.quota\.gpuCount: expected an integer ≥ 0, found the string "four" \(the value is set by the kustomize patch (work\/)?overlay\/gpus\.yaml;.*schema\/type/m);
    expect(r.stdout).toMatch(/overlay: rendered, 1 object/);
    expect(r.code, r.stderr).toBe(1);
  });

  describe.skipIf(agentSkipReason !== undefined)('driftgate agent in the image', () => {
    let controlPlane: ControlPlane;
    let fixture: GitFixture;
    let kc: KubeConfig;

    beforeAll(async () => {
      controlPlane = await startControlPlane();
      kc = new KubeConfig();
      kc.loadFromFile(controlPlane.kubeconfig);
      const crdText = readFileSync(path.join(repoRoot, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');
      await installCrd(kc, parseYaml(crdText, { file: 'crd.yaml' }).documents.find((d) => d.value !== null)?.value as object);
      // The kubeconfig and the files it names, at the same paths inside the root filesystem.
      for (const file of [controlPlane.kubeconfig, controlPlane.caFile, ...kubeconfigFiles(kc)]) {
        mkdirSync(path.join(rootfs, path.dirname(file)), { recursive: true });
        cpSync(file, path.join(rootfs, file));
        chmodSync(path.join(rootfs, file), 0o644); // as a mounted Secret is readable by the image's user
      }
      // A tenants repository, served from inside the image as file:///srv/tenants.git.
      fixture = createGitFixture();
      fixture.commit({
        'tenants/namespace.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: tenants\n',
        'tenants/catalog.yaml': readFileSync(path.join(repoRoot, 'examples/tenants-repo/tenants/catalog.yaml'), 'utf8'),
      });
      cpSync(fixture.remote, path.join(rootfs, 'srv/tenants.git'), { recursive: true });
      execFileSync('chown', ['-R', '65532:65532', path.join(rootfs, 'srv/tenants.git')]);
    }, 300_000);

    afterAll(async () => {
      fixture?.cleanup();
      await controlPlane?.stop();
    });

    it('syncs a tenant from a git repository to the API server, and stops on SIGTERM', async () => {
      const env = Object.fromEntries(config.config.Env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
      const [node, ...entry] = config.config.Entrypoint as [string, ...string[]];
      const agent = spawn(
        CHROOT!,
        [`--userspec=${config.config.User}`, rootfs, node, ...entry, 'agent', '--repo', 'file:///srv/tenants.git', '--branch', 'main', '--path', 'tenants', '--kubeconfig', controlPlane.kubeconfig, '--no-operator', '--interval', '2s'],
        { env: { ...env, DRIFTGATE_LEADER_ELECTION: 'false', DRIFTGATE_NAMESPACE: 'driftgate-image-test' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      agent.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
      agent.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
      const exited = new Promise<number | null>((resolve) => agent.once('exit', (code) => resolve(code)));
      try {
        const exitedEarly = exited.then((code) => {
          throw new Error(`the agent exited with ${code}`);
        });
        const tenant = await Promise.race([exitedEarly, eventually(
          async () => {
            const r = await kubeRequest(kc, { method: 'GET', path: '/apis/platform.example.com/v1/namespaces/tenants/tenantonboardings/catalog' });
            if (r.status !== 200) throw new Error(`HTTP ${r.status}`);
            return r.body as { metadata: { labels?: Record<string, string> }; spec: { namespace: string } };
          },
          { timeoutMs: 120_000, intervalMs: 500, message: 'the tenant was not applied' },
        )]).catch((error: unknown) => {
          throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- agent output ---\n${output.slice(-4000)}`);
        });
        expect(tenant.spec.namespace).toBe('catalog');
        expect(output).not.toContain('ENOENT');
      } finally {
        agent.kill('SIGTERM');
      }
      expect(await exited, output.slice(-2000)).toBe(0);
    }, 180_000);
  });

});

it('the Dockerfile installs the same kustomize as the daemonless build, and git', () => {
  const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const pin = readFileSync(path.join(repoRoot, 'scripts/build-kustomize.mjs'), 'utf8');
  const version = /KUSTOMIZE_VERSION = '([^']+)'/.exec(pin)?.[1];
  const module = /KUSTOMIZE_MODULE = '([^']+)'/.exec(pin)?.[1];
  expect(dockerfile).toContain(`${module}@${version}`);
  expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends git\b/);
});

it('the Dockerfile and the daemonless build install the pinned helm (charts are rendered in the image too)', () => {
  const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const pin = readFileSync(path.join(repoRoot, 'scripts/build-helm.mjs'), 'utf8');
  const version = /HELM_VERSION = '([^']+)'/.exec(pin)?.[1];
  const module = /HELM_MODULE = '([^']+)'/.exec(pin)?.[1];
  expect(dockerfile).toContain(`${module}@${version}`);
  expect(dockerfile).toMatch(/COPY --from=helm .*\/usr\/local\/bin\/helm/);
  expect(readFileSync(path.join(repoRoot, 'scripts/build-image.mjs'), 'utf8')).toMatch(/name: 'usr\/local\/bin\/helm'/);
});

it.runIf(!canBuild)('the container image: skipped, it needs linux-x64 with dpkg-deb, Debian bookworm packages (apt-get download) and Go or a built .cache/bin/kustomize', () => {
  expect(canBuild).toBe(false);
});

// Printed by the reporter as a passing test whose name says why the agent run was skipped.
it.runIf(agentSkipReason !== undefined)(`driftgate agent in the image: skipped, ${agentSkipReason ?? ''}`, () => {
  expect(agentSkipReason).toBeDefined();
});

/** Files a kubeconfig names (client certificates and keys, CA files), which a chroot must see too. */
function kubeconfigFiles(kc: KubeConfig): string[] {
  const files: string[] = [];
  for (const c of kc.clusters) if (c.caFile) files.push(c.caFile);
  for (const u of kc.users) for (const f of [u.certFile, u.keyFile]) if (f) files.push(f);
  return files;
}
