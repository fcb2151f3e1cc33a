// Six 64 MiB bodies at once against the operator's webhook server with its shipped limits, in a
// process of its own: its peak resident memory stays under the operator's 256 Mi limit and it
// answers a normal review afterwards (issue 23: six such POSTs took a replica to 1,570 MiB).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:tls';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';

const MiB = 1024 * 1024;
let child: ChildProcess;
let server: { url: string; ca: string };

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', new URL('./testdata/serve-webhooks.ts', import.meta.url).pathname], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the webhook process exited with ${code}`)));
  });
  server = JSON.parse(first) as { url: string; ca: string };
}, 60_000);
afterAll(() => {
  child.kill('SIGTERM');
});

/** Peak resident set of the process so far (Linux). */
function peakRssBytes(pid: number): number {
  const m = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1]) * 1024;
}

/** Sends a 64 MiB body (chunked, or declared) for as long as the server reads; resolves with what it answered. */
function bigPost(declared: boolean): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), ca: server.ca });
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
    socket.on('secureConnect', () => {
      socket.write(`POST /convert HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n${declared ? `content-length: ${64 * MiB}` : 'transfer-encoding: chunked'}\r\n\r\n`);
      const chunk = Buffer.alloc(256 * 1024, 0x20).toString('latin1');
      let sent = 0;
      const pump = (): void => {
        while (!socket.destroyed && sent < 64 * MiB) {
          sent += chunk.length;
          const ok = socket.write(declared ? chunk : `40000\r\n${chunk}\r\n`, 'latin1');
          if (!ok) return void socket.once('drain', pump);
        }
        if (!socket.destroyed && !declared) socket.write('0\r\n\r\n');
      };
      pump();
    });
  });
}

function review(): Promise<number> {
  const body = JSON.stringify({ apiVersion: 'apiextensions.k8s.io/v1', kind: 'ConversionReview', request: { uid: 'u', desiredAPIVersion: 'platform.example.com/v1', objects: [] } });
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: '/convert', method: 'POST', ca: server.ca, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

it('stays under 256 MiB through six 64 MiB bodies at once (streamed and declared), then answers a review', async () => {
  const answers = await Promise.all([...Array.from({ length: 6 }, () => bigPost(false)), ...Array.from({ length: 6 }, () => bigPost(true))]);
  for (const text of answers) if (text !== '') expect(text).toMatch(/^HTTP\/1\.1 (413|503) /);
  expect(peakRssBytes(child.pid!)).toBeLessThan(256 * MiB);
  expect(await review()).toBe(200);
}, 120_000);
