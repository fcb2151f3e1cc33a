// The peers the benchmarks measure driftgate against, built from the Go module proxy into a bin
// folder under bench/.work (git-ignored) on first use: kubeconform (bench/check) and crdify
// (bench/check, bench/crd-diff). Not a test.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { goInstall } from './measure.mjs';

export const KUBECONFORM_VERSION = 'v0.7.0';
/** `go install sigs.k8s.io/crdify@latest` needs the proxy's version list; where that is refused, this pinned version is built. */
const CRDIFY_VERSION = process.env.CRDIFY_VERSION ?? 'v0.5.0';

function goBusy(): boolean {
  const r = spawnSync('pgrep', ['-f', 'go (build|install)'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '';
}

export function ensureKubeconform(binDir: string): string {
  const bin = path.join(binDir, 'kubeconform');
  if (existsSync(bin)) return bin;
  console.log(`building kubeconform ${KUBECONFORM_VERSION} from the Go module proxy ...`);
  goInstall('github.com/yannh/kubeconform/cmd/kubeconform', KUBECONFORM_VERSION, binDir);
  return bin;
}

/** crdify's latest release, else CRDIFY_VERSION fetched with `go get` in a scratch module and built with `go build`. */
export function ensureCrdify(binDir: string): string {
  const bin = path.join(binDir, 'crdify');
  if (existsSync(bin)) return bin;
  if (goBusy()) throw new Error('a Go build is running (pgrep -f "go build"); run the benchmark when it has finished');
  console.log('building crdify from the Go module proxy ...');
  mkdirSync(binDir, { recursive: true });
  const env = { ...process.env, GOBIN: binDir, GOFLAGS: '-mod=mod' };
  const viaInstall = spawnSync('go', ['install', 'sigs.k8s.io/crdify@latest'], { env, stdio: 'inherit' });
  if (viaInstall.status === 0 && existsSync(bin)) return bin;
  const mod = path.join(binDir, '..', 'crdify-mod');
  mkdirSync(mod, { recursive: true });
  if (!existsSync(path.join(mod, 'go.mod'))) execFileSync('go', ['mod', 'init', 'crdifybench'], { cwd: mod, env });
  execFileSync('go', ['get', `sigs.k8s.io/crdify@${CRDIFY_VERSION}`], { cwd: mod, env, stdio: 'inherit' });
  execFileSync('go', ['build', '-o', bin, 'sigs.k8s.io/crdify'], { cwd: mod, env, stdio: 'inherit' });
  return bin;
}

/** The module version a Go binary was built from (`go version -m`), e.g. v0.7.0. */
export function goModuleVersion(bin: string, modulePath: string): string {
  const r = spawnSync('go', ['version', '-m', bin], { encoding: 'utf8' });
  const escaped = modulePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`\\bmod\\s+${escaped}\\s+(\\S+)`).exec(r.stdout ?? '')?.[1] ?? 'unknown version';
}
