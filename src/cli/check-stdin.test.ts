// Standard input is a getter in bin.ts: Node makes process.stdin's stream (and loads its fs
// streams) on first access, so `check` asks for it only when `-` is among the paths.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';

const configMap = (name: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: default\ndata:\n  a: b\n`;

/** `driftgate check ARGS` in a directory holding one file, counting reads of the context's stdin. */
async function checkCountingStdin(args: readonly string[], stdinText: string): Promise<{ code: number; stdinReads: number; files: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-stdin-'));
  writeFileSync(path.join(dir, 'on-disk.yaml'), configMap('on-disk'));
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  let stdinReads = 0;
  const code = await main({
    argv: ['check', ...args, '--format', 'json', '--no-cache'],
    stdout,
    stderr: new PassThrough(),
    env: { PATH: process.env.PATH ?? '' },
    cwd: dir,
    get stdin() {
      stdinReads += 1;
      return Readable.from([stdinText]);
    },
  });
  const report = JSON.parse(out) as { summary: { files?: number }; findings: { file?: string }[] };
  return { code, stdinReads, files: report.findings.map((f) => f.file ?? '') };
}

describe('check and standard input', { timeout: 60_000 }, () => {
  it('does not touch stdin when `-` is not named', async () => {
    const r = await checkCountingStdin(['.'], configMap('from-stdin'));
    expect(r.code).toBe(0);
    expect(r.stdinReads).toBe(0);
  });

  it('reads stdin once when `-` is named, and judges what it holds', async () => {
    const r = await checkCountingStdin(['-', '--strict'], 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: bad\ndata:\n  a: 1\n');
    expect(r.stdinReads).toBe(1);
    expect(r.files).toContain('<stdin>');
  });
});
