// Shared by the bench scripts: run a command, measure wall time and peak RSS (via GNU time),
// and print aligned tables. Benchmarks print figures; they never fail on a timing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const GNU_TIME = '/usr/bin/time';

/** Runs a command to completion; returns wall ms, peak RSS (KiB, when GNU time exists), exit code and output. */
export function measure(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const useTime = existsSync(GNU_TIME);
    const argv = useTime ? ['-f', '__RSS_KB__=%M', command, ...args] : args;
    const started = process.hrtime.bigint();
    const child = spawn(useTime ? GNU_TIME : command, argv, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const m = /__RSS_KB__=(\d+)/.exec(stderr);
      resolve({ wallMs, rssKb: m ? Number(m[1]) : undefined, code, stdout, stderr: stderr.replace(/__RSS_KB__=\d+\n?/, '') });
    });
  });
}

/** Best of N runs by wall time (after one warm-up run), so one noisy run does not decide. */
export async function bestOf(n, command, args, options = {}) {
  await measure(command, args, options);
  let best;
  for (let i = 0; i < n; i++) {
    const r = await measure(command, args, options);
    if (!best || r.wallMs < best.wallMs) best = r;
  }
  return best;
}

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

export function goInstall(modulePath, version, gobin) {
  const r = spawnSync('go', ['install', `${modulePath}@${version}`], { env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0' }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`go install ${modulePath}@${version} failed`);
}

export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')).join('\n');
}

export const fmtMs = (ms) => `${ms.toFixed(0)} ms`;
export const fmtMiB = (kb) => (kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(1)} MiB`);
