// The tree fuzzer's harness: builds a case (test/fuzz/tree-cases.ts) on disk in a lane's
// scratch folder, runs the committed CLI (`node bin/driftgate.js check … --format json`) on it
// as a separate process, and checks the case's invariants:
//
// - it ends within 5 s (wall) and 300 MB (peak RSS of the largest process, GNU time's %M);
// - exit code 0, 1 or 2, no "internal error" and no stack trace in stdout or stderr;
// - with exit 0 or 1, the JSON report parses and every finding names a file inside the tree
//   (relative, no `..`, present in the tree or its history) at line and column >= 1;
// - no request leaves the process: every remote reference names the lane's TCP listener on
//   127.0.0.1 (HTTP(S)_PROXY and ALL_PROXY point at it too) and it must see no connection;
//   with strace present, also no connect() to any AF_INET/AF_INET6 address by any process;
// - nothing outside the tree is read: escaping paths and symlinks lead to a folder beside the
//   tree whose files hold a sentinel string, which must never appear in the output; with
//   strace present, also no successful open() of a file in that folder (resolved through
//   symlinks by `strace -y`), of /dev/zero or of /proc/<pid>/environ by any process;
// - with strace present, no program is executed but node, git, kustomize/kubectl, unshare,
//   setpriv and true (an exec plugin must never run).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { REPO_ROOT } from './corpus.js';
import { HUGE_BLOB_BYTES, type GitEntry, type HugeBlob, type TreeCase, type TreeEntry } from './tree-cases.js';

export const LIMIT_MS = 5_000;
export const LIMIT_BYTES = 300e6;
/** A case still running after this is killed (and is a time failure anyway). */
const KILL_AFTER_MS = 30_000;
const GNU_TIME = '/usr/bin/time';
const STRACE = ['/usr/bin/strace', '/bin/strace'].find((p) => existsSync(p));
const CLI = path.join(REPO_ROOT, 'bin/driftgate.js');
const KUSTOMIZE_BIN = path.join(REPO_ROOT, '.cache/bin');
const ALLOWED_PROGRAMS = new Set(['node', 'git', 'kustomize', 'kubectl', 'unshare', 'setpriv', 'true']);

export type FailureKind = 'time' | 'memory' | 'exit' | 'internal-error' | 'bad-report' | 'unlocated-finding' | 'finding-outside-tree' | 'network' | 'outside-read' | 'exec';

export interface CaseFailure {
  readonly kind: FailureKind;
  readonly detail: string;
}

export interface CaseResult {
  readonly index: number;
  readonly classes: readonly string[];
  readonly args: readonly string[];
  readonly code: number | null;
  readonly wallMs: number;
  readonly cpuMs: number | undefined;
  readonly rssBytes: number | undefined;
  readonly ruleIds: readonly string[];
  readonly failures: readonly CaseFailure[];
}

export const harnessTools = { strace: STRACE, gnuTime: existsSync(GNU_TIME) ? GNU_TIME : undefined, kustomize: existsSync(path.join(KUSTOMIZE_BIN, 'kustomize')) };

/** Shared by the lanes of a run: the sentinel string and the huge blobs (one object store, used by every case's repository through git alternates). */
export interface RunShared {
  readonly scratch: string;
  readonly sentinel: string;
  readonly objectStore: string;
  readonly hugeBlobs: Readonly<Partial<Record<HugeBlob, string>>>;
}

function git(args: readonly string[], options: { cwd: string; input?: string | Buffer }): string {
  const r = spawnSync('git', args, { cwd: options.cwd, input: options.input, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: options.cwd, GIT_CONFIG_NOSYSTEM: '1' }, maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout.trim();
}

/** Writes a blob of `size` bytes (head, then `fill` bytes) into the store without holding it in memory. */
function hashHugeBlob(store: string, head: string, size: number, fill: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['hash-object', '-w', '--stdin'], { cwd: store, env: { PATH: process.env.PATH ?? '', HOME: store, GIT_DIR: store }, stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`git hash-object exited ${String(code)}`))));
    const chunk = Buffer.alloc(1 << 20, fill);
    let left = size - Buffer.byteLength(head);
    child.stdin.write(head);
    const pump = (): void => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!child.stdin.write(piece)) {
          child.stdin.once('drain', pump);
          return;
        }
      }
      child.stdin.end();
    };
    pump();
  });
}

const HUGE_BLOB_HEAD: Readonly<Record<HugeBlob, string>> = { 'zeros-300mb': '', 'zeros-20mb': '', 'yaml-12mb': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: huge\ndata:\n  a: |\n    x' };

/** Makes the run's shared folder and huge blobs (all of them unless `blobs` names the ones its cases use). */
export async function prepareRun(scratch: string, blobs: readonly HugeBlob[] = ['zeros-300mb', 'zeros-20mb', 'yaml-12mb']): Promise<RunShared> {
  mkdirSync(scratch, { recursive: true });
  const objectStore = path.join(scratch, 'huge-blobs.git');
  git(['init', '-q', '--bare', objectStore], { cwd: scratch });
  const hugeBlobs: Partial<Record<HugeBlob, string>> = {};
  for (const blob of blobs) hugeBlobs[blob] = await hashHugeBlob(objectStore, HUGE_BLOB_HEAD[blob], HUGE_BLOB_BYTES[blob], blob === 'yaml-12mb' ? 0x20 : 0);
  return { scratch, sentinel: `driftgate-sentinel-${randomBytes(8).toString('hex')}`, objectStore, hugeBlobs };
}

/** One lane: a folder outside the trees with the sentinel files, a listener, and the case tree beside them. */
export class Lane {
  readonly dir: string;
  readonly outside: string;
  readonly tree: string;
  private readonly listener: Server;
  private connections = 0;
  private readonly open = new Set<Socket>();
  private port = 0;

  constructor(
    readonly shared: RunShared,
    readonly id: number,
  ) {
    this.dir = path.join(shared.scratch, `lane-${id}`);
    this.outside = path.join(this.dir, 'outside');
    this.tree = path.join(this.dir, 'case');
    this.listener = createNetServer((socket) => {
      this.connections += 1;
      this.open.add(socket);
      socket.on('close', () => this.open.delete(socket));
      // Answer like a web server would, with the sentinel: whatever reads the answer shows it.
      socket.on('error', () => undefined);
      socket.end(`HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${this.shared.sentinel}\n`);
    });
  }

  async start(): Promise<void> {
    const s = this.shared.sentinel;
    const map = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${s}\ndata:\n  secret: ${s}\n`;
    const files: Record<string, string> = {
      'secret.yaml': map,
      'secret.env': `SECRET=${s}\n`,
      'app.properties': `secret=${s}\n`,
      'patch.yaml': map,
      'schema.json': JSON.stringify({ definitions: { [s]: { type: 'object' } } }),
      'base/kustomization.yaml': 'resources: [cm.yaml]\n',
      'base/cm.yaml': map,
      'repo/kustomization.yaml': 'resources: [cm.yaml]\n',
      'repo/cm.yaml': map,
      'repo/base/kustomization.yaml': 'resources: [../cm.yaml]\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(this.outside, file)), { recursive: true });
      writeFileSync(path.join(this.outside, file), text);
    }
    // A real repository, for git::file:// (kustomize would clone it).
    git(['init', '-q'], { cwd: path.join(this.outside, 'repo') });
    git(['-c', 'user.name=f', '-c', 'user.email=f@x', 'add', '-A'], { cwd: path.join(this.outside, 'repo') });
    git(['-c', 'user.name=f', '-c', 'user.email=f@x', 'commit', '-q', '-m', 'outside'], { cwd: path.join(this.outside, 'repo') });
    await new Promise<void>((resolve) => this.listener.listen(0, '127.0.0.1', resolve));
    const address = this.listener.address();
    this.port = typeof address === 'object' && address !== null ? address.port : 0;
  }

  close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    return new Promise((resolve) => this.listener.close(() => resolve()));
  }

  private fill(text: string): string {
    return text
      .replaceAll('@HOST@', `127.0.0.1:${this.port}`)
      .replaceAll('@OUTSIDE_FROM_ROOT@', this.outside.slice(1))
      .replaceAll('@OUTSIDE@', this.outside);
  }

  /** Builds the case's tree (and history); returns the sockets to close afterwards and their connection count. */
  async build(c: TreeCase): Promise<{ sockets: Server[]; socketConnections: () => number }> {
    rmSync(this.tree, { recursive: true, force: true });
    mkdirSync(this.tree, { recursive: true });
    const sockets: Server[] = [];
    let socketConnections = 0;
    for (const e of c.entries) {
      const at = path.join(this.tree, e.path);
      mkdirSync(path.dirname(at), { recursive: true });
      await this.materialize(e, at, (server) => {
        sockets.push(server);
        server.on('connection', (s) => {
          socketConnections += 1;
          s.destroy();
        });
      });
    }
    if (c.history) this.buildHistory(c);
    else mkdirSync(path.join(this.tree, '.git'), { recursive: true });
    return { sockets, socketConnections: () => socketConnections };
  }

  private async materialize(e: TreeEntry, at: string, onSocket: (s: Server) => void): Promise<void> {
    switch (e.kind) {
      case 'file':
        writeFileSync(at, this.fill(e.text));
        return;
      case 'sparse':
        writeFileSync(at, '');
        truncateSync(at, e.size);
        return;
      case 'symlink':
        symlinkSync(this.fill(e.target), at);
        return;
      case 'dir':
        mkdirSync(at, { recursive: true });
        return;
      case 'fifo': {
        const r = spawnSync('mkfifo', [at]);
        if (r.status !== 0) throw new Error(`mkfifo ${at} failed`);
        return;
      }
      case 'socket': {
        const server = createNetServer();
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(at, resolve);
        });
        onSocket(server);
        return;
      }
    }
  }

  private buildHistory(c: TreeCase): void {
    const history = c.history;
    if (!history) return;
    git(['init', '-q', '-b', 'main'], { cwd: this.tree });
    writeFileSync(path.join(this.tree, '.git/objects/info/alternates'), path.join(this.shared.objectStore, 'objects') + '\n');
    const parts: Buffer[] = [];
    const text = (s: string): void => void parts.push(Buffer.from(s));
    const data = (s: string): void => {
      const b = Buffer.from(s);
      text(`data ${b.length}\n`);
      parts.push(b);
      text('\n');
    };
    history.commits.forEach((entries: readonly GitEntry[], k) => {
      text(`commit refs/heads/main\nmark :${k + 1}\ncommitter Fuzz <fuzz@example.com> ${1_700_000_000 + k} +0000\n`);
      data(`commit ${k}`);
      if (k > 0) text(`from :${k}\n`);
      text('deleteall\n');
      for (const e of entries) {
        if (e.kind === 'file') {
          text(`M 100644 inline ${e.path}\n`);
          data(this.fill(e.text));
        } else if (e.kind === 'symlink') {
          text(`M 120000 inline ${e.path}\n`);
          data(this.fill(e.target));
        } else if (e.kind === 'gitlink') text(`M 160000 ${e.sha} ${e.path}\n`);
        else {
          const blob = this.shared.hugeBlobs[e.blob];
          if (blob === undefined) throw new Error(`case ${c.index} needs the ${e.blob} blob, which this run did not make`);
          text(`M 100644 ${blob} ${e.path}\n`);
        }
      }
      text('\n');
    });
    text(`reset refs/tags/base\nfrom :${history.baseIndex + 1}\n\n`);
    git(['fast-import', '--quiet'], { cwd: this.tree, input: Buffer.concat(parts) });
  }

  /** Paths of the case's tree and history, repository-relative (a finding may name any of them). */
  private knownPaths(c: TreeCase): Set<string> {
    const known = new Set<string>();
    const addWithParents = (p: string): void => {
      const parts = p.split('/');
      for (let k = 1; k <= parts.length; k++) known.add(parts.slice(0, k).join('/'));
    };
    for (const e of c.entries) addWithParents(e.path);
    for (const commit of c.history?.commits ?? []) for (const e of commit) addWithParents(e.path);
    return known;
  }

  async run(c: TreeCase): Promise<CaseResult> {
    const { sockets, socketConnections } = await this.build(c);
    const before = this.connections;
    const traceFile = path.join(this.dir, 'trace.txt');
    const timeFile = path.join(this.dir, 'time.txt');
    rmSync(traceFile, { force: true });
    rmSync(timeFile, { force: true });
    const proxy = `http://127.0.0.1:${this.port}`;
    const env = {
      PATH: `${KUSTOMIZE_BIN}${path.delimiter}${process.env.PATH ?? ''}`,
      HOME: path.join(this.dir, 'home'),
      XDG_CACHE_HOME: path.join(this.dir, 'home/.cache'),
      HTTP_PROXY: proxy,
      HTTPS_PROXY: proxy,
      ALL_PROXY: proxy,
      http_proxy: proxy,
      https_proxy: proxy,
      all_proxy: proxy,
      NO_COLOR: '1',
    };
    const cli = [process.execPath, CLI, 'check', ...c.args, '--format', 'json', '--no-cache'];
    const traced = STRACE ? [STRACE, '-f', '--seccomp-bpf', '-y', '-qq', '-e', 'trace=open,openat,openat2,creat,connect,execve', '-o', traceFile, ...cli] : cli;
    const argv = harnessTools.gnuTime ? [harnessTools.gnuTime, '-o', timeFile, '-f', '%M %U %S', ...traced] : traced;
    const started = performance.now();
    const { code, stdout, stderr, killed } = await new Promise<{ code: number | null; stdout: string; stderr: string; killed: boolean }>((resolve) => {
      const child = spawn(argv[0] as string, argv.slice(1), { cwd: this.tree, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let out = '';
      let err = '';
      let wasKilled = false;
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out.length < 4_000_000 ? (out += d) : undefined));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (err.length < 1_000_000 ? (err += d) : undefined));
      const timer = setTimeout(() => {
        wasKilled = true;
        try {
          process.kill(-(child.pid ?? 0), 'SIGKILL');
        } catch {
          // already gone
        }
      }, KILL_AFTER_MS);
      child.on('close', (exit) => {
        clearTimeout(timer);
        resolve({ code: exit, stdout: out, stderr: err, killed: wasKilled });
      });
    });
    const wallMs = performance.now() - started;
    for (const s of sockets) s.close();
    const failures: CaseFailure[] = [];
    const fail = (kind: FailureKind, detail: string): void => void failures.push({ kind, detail });

    let rssBytes: number | undefined;
    let cpuMs: number | undefined;
    if (existsSync(timeFile)) {
      const m = /(\d+) ([\d.]+) ([\d.]+)\s*$/.exec(readFileSync(timeFile, 'utf8'));
      if (m) {
        rssBytes = Number(m[1]) * 1024;
        cpuMs = (Number(m[2]) + Number(m[3])) * 1000;
      }
    }
    if (killed) fail('time', `killed after ${KILL_AFTER_MS} ms`);
    else if (wallMs > LIMIT_MS) fail('time', `${wallMs.toFixed(0)} ms wall (${cpuMs?.toFixed(0) ?? '?'} ms CPU)`);
    if (rssBytes !== undefined && rssBytes > LIMIT_BYTES) fail('memory', `peak RSS ${(rssBytes / 1e6).toFixed(0)} MB`);
    if (!killed && code !== 0 && code !== 1 && code !== 2) fail('exit', `exit code ${String(code)}; stderr: ${stderr.slice(0, 300)}`);
    const output = stdout + stderr;
    if (/internal error/i.test(output)) fail('internal-error', output.slice(output.search(/internal error/i), output.search(/internal error/i) + 300));
    const stack = /^\s+at .+[(\s]\S+:\d+:\d+\)?$/m.exec(output);
    if (stack) fail('internal-error', `stack trace: ${stack[0].trim()}`);
    if (output.includes(this.shared.sentinel)) fail('outside-read', 'the sentinel text from outside the tree is in the output');

    const ruleIds: string[] = [];
    if (!killed && (code === 0 || code === 1)) {
      let report: { findings?: unknown } | undefined;
      try {
        report = JSON.parse(stdout) as { findings?: unknown };
      } catch {
        fail('bad-report', `exit ${String(code)} but stdout is not JSON: ${stdout.slice(0, 200)}`);
      }
      if (report && !Array.isArray(report.findings)) fail('bad-report', 'no findings array');
      const findings = report && Array.isArray(report.findings) ? (report.findings as Record<string, unknown>[]) : [];
      if (report && code === 1 && findings.length === 0) fail('bad-report', 'exit 1 without a finding');
      const known = this.knownPaths(c);
      for (const f of findings) {
        ruleIds.push(String(f.ruleId));
        const where = `${String(f.ruleId)} at ${String(f.file)}:${String(f.line)}:${String(f.column)}`;
        if (typeof f.file !== 'string') {
          fail('unlocated-finding', `${where}: ${String(f.message).slice(0, 200)}`);
          continue;
        }
        const normal = path.posix.normalize(f.file);
        if (path.isAbsolute(f.file) || normal === '..' || normal.startsWith('../')) fail('finding-outside-tree', where);
        else if (!known.has(normal) && !existsLstat(path.join(this.tree, normal))) fail('finding-outside-tree', `${where} (no such file in the tree)`);
        if (!Number.isInteger(f.line) || !Number.isInteger(f.column) || (f.line as number) < 1 || (f.column as number) < 1) fail('unlocated-finding', where);
      }
    }

    const listened = this.connections - before;
    if (listened > 0) fail('network', `${listened} connection(s) to the local listener`);
    if (socketConnections() > 0) fail('network', `${socketConnections()} connection(s) to a socket in the tree`);
    if (STRACE && existsSync(traceFile)) for (const f of this.readTrace(traceFile)) failures.push(f);
    return { index: c.index, classes: c.classes, args: c.args, code, wallMs, cpuMs, rssBytes, ruleIds: [...new Set(ruleIds)], failures };
  }

  /** What strace saw: connects to the network, opens of forbidden files, programs run. */
  private readTrace(file: string): CaseFailure[] {
    const out: CaseFailure[] = [];
    const seen = new Set<string>();
    const add = (kind: FailureKind, detail: string): void => {
      if (seen.has(detail)) return;
      seen.add(detail);
      out.push({ kind, detail });
    };
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/connect\(/.test(line) || /<\.\.\. connect resumed>/.test(line)) {
        if (/sa_family=AF_INET6?\b/.test(line)) add('network', `connect: ${line.slice(0, 240)}`);
        else if (/sa_family=AF_UNIX/.test(line) && line.includes(this.tree)) add('network', `connect to a socket in the tree: ${line.slice(0, 240)}`);
        continue;
      }
      const exec = /execve\("([^"]+)"/.exec(line);
      // An exec that failed (-1) ran nothing; one split by another thread (unfinished) counts.
      if (exec && !/ = -1 /.test(line)) {
        if (!ALLOWED_PROGRAMS.has(path.basename(exec[1] ?? ''))) add('exec', `executed ${exec[1] ?? '?'}`);
        continue;
      }
      const opened = /(?:open|openat|openat2|creat)(?:\(| resumed>).*= \d+<(.*)>\s*$/.exec(line);
      if (!opened) continue;
      const resolved = opened[1] ?? '';
      if (resolved === this.outside || resolved.startsWith(this.outside + '/') || resolved === '/dev/zero' || /^\/proc\/\d+\/environ$/.test(resolved)) add('outside-read', `opened ${resolved}`);
    }
    return out;
  }
}

function existsLstat(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
