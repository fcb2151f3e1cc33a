// The container image, built without a container engine (scripts/build-image.mjs), checked as a
// runtime would use it: the OCI layout's digests are verified, its layers are unpacked in order
// into a root filesystem, and the entrypoint runs from there (chroot as the image's user when this
// process may chroot, else through the image's own dynamic loader and libraries) with an example
// repository "mounted" at the working directory.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The runtime layer comes from Debian bookworm's packages (apt-get download, pinned versions):
// build on bookworm, or where .cache/image/debs already holds them.
const debsCached = existsSync(path.join(repoRoot, '.cache/image/debs')) && readdirSync(path.join(repoRoot, '.cache/image/debs')).filter((f) => f.endsWith('.deb')).length >= 4;
const onBookworm = existsSync('/etc/os-release') && /VERSION_CODENAME=bookworm/.test(readFileSync('/etc/os-release', 'utf8'));
const canBuild = process.platform === 'linux' && process.arch === 'x64' && !spawnSync('dpkg-deb', ['--version']).error && (debsCached || onBookworm);

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
    // "Mount" an example repository at the working directory.
    cpSync(path.join(repoRoot, 'examples/tenants-repo'), path.join(rootfs, 'work'), { recursive: true });
  }, 900_000);

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
});

it.runIf(!canBuild)('the container image: skipped, it needs linux-x64 with dpkg-deb and Debian bookworm packages (apt-get download)', () => {
  expect(canBuild).toBe(false);
});
