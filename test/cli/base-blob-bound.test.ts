// --base reads blobs with the bound of work-tree files (--max-file-bytes): a blob over it, at the
// base or at head, is input/file-too-large at the file, its size taken from the tree listing and
// its bytes never read (issue #24: a 300 MB blob under --base was read whole).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

// Random text: it does not compress, so a truncated loose object still tells its size but cannot be read.
const cm = (name: string, pad = 0): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: "${randomBytes(pad).toString('base64').slice(0, pad)}"\n`;

/** Truncates a blob's loose object: `ls-tree -l` still reads its size from the header, reading its bytes fails. */
function unreadable(dir: string, spec: string): void {
  const oid = execFileSync('git', ['rev-parse', spec], { cwd: dir, encoding: 'utf8' }).trim();
  const file = path.join(dir, '.git/objects', oid.slice(0, 2), oid.slice(2));
  chmodSync(file, 0o644);
  truncateSync(file, 200);
}

function repoWithHistory(base: Record<string, string>, head: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-base-blob-'));
  scratch.push(dir);
  const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' });
  const write = (files: Record<string, string>): void => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  };
  git('init', '-q', '-b', 'main');
  write(base);
  git('add', '.');
  git('commit', '-qm', 'base');
  write(head);
  git('add', '.');
  git('commit', '-qm', 'head');
  return dir;
}

type Report = { findings: { ruleId: string; file?: string; line?: number; message: string }[] };

describe('check --base and --max-file-bytes', () => {
  it('a blob over the bound at the base is a finding at the file, not read', { timeout: 60_000 }, async () => {
    const dir = repoWithHistory({ 't/big.yaml': cm('big', 30000), 't/ok.yaml': cm('ok') }, { 't/big.yaml': cm('big') });
    unreadable(dir, 'HEAD~1:t/big.yaml');
    const r = await runCli(['check', 't', '--base', 'HEAD~1', '--max-file-bytes', '20000', '--format', 'json'], dir);
    expect(r.stderr).not.toMatch(/internal error/i);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.findings).toContainEqual(expect.objectContaining({ ruleId: 'input/file-too-large', file: 't/big.yaml', line: 1 }));
    expect(report.findings.find((f) => f.ruleId === 'input/file-too-large')?.message).toMatch(/^at the base revision: file is 300\d\d bytes; at most 20000 bytes are read; the change is judged without its base version$/);
  });

  it('a blob over the bound at head is the same finding as in the work tree', { timeout: 60_000 }, async () => {
    const dir = repoWithHistory({ 't/ok.yaml': cm('ok') }, { 't/big.yaml': cm('big', 30000) });
    unreadable(dir, 'HEAD:t/big.yaml');
    const withBase = JSON.parse((await runCli(['check', 't', '--base', 'HEAD~1', '--max-file-bytes', '20000', '--format', 'json'], dir)).stdout) as Report;
    const workTree = JSON.parse((await runCli(['check', 't', '--max-file-bytes', '20000', '--format', 'json'], dir)).stdout) as Report;
    const tooLarge = (r: Report) => r.findings.filter((f) => f.ruleId === 'input/file-too-large').map((f) => `${f.file}:${f.line} ${f.message}`);
    expect(tooLarge(withBase)).toEqual(tooLarge(workTree));
    expect(tooLarge(withBase)).toHaveLength(1);
  });
});
