import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inputVariable } from './inputs.js';
import { runAction } from './run.js';
import { createRunnerRuntime } from './runtime.js';
import { kubeconfigMaskCommands, parseSettings, readKubeconfigInput, redactKubeconfig, SettingsError } from './settings.js';

const KUBECONFIG = `apiVersion: v1
kind: Config
clusters:
  - name: prod
    cluster: { server: https://prod.example.com:6443, certificate-authority-data: Q0FEQVRBQ0FEQVRB }
users:
  - name: ci
    user: { token: sk-live-0123456789abcdef }
contexts:
  - name: prod
    context: { cluster: prod, user: ci }
current-context: prod
`;
const base64 = Buffer.from(KUBECONFIG).toString('base64');
const nothingExists = { workspace: '/work/repo', isReadableFile: () => false };

describe('the kubeconfig input', () => {
  it('is a file when it names a readable one', () => {
    expect(readKubeconfigInput('ci/kube.yaml', { workspace: '/work/repo', isReadableFile: (f) => f === '/work/repo/ci/kube.yaml' })).toEqual({ kind: 'file', path: '/work/repo/ci/kube.yaml' });
  });

  it('decodes base64 content, one line or wrapped, standard or URL-safe alphabet', () => {
    expect(readKubeconfigInput(base64, nothingExists)).toEqual({ kind: 'inline', content: KUBECONFIG });
    expect(readKubeconfigInput(base64.replace(/(.{76})/g, '$1\n'), nothingExists)).toEqual({ kind: 'inline', content: KUBECONFIG });
    expect(readKubeconfigInput(Buffer.from(KUBECONFIG).toString('base64url'), nothingExists)).toEqual({ kind: 'inline', content: KUBECONFIG });
  });

  it('takes YAML content and one-line JSON as they are', () => {
    expect(readKubeconfigInput(KUBECONFIG, nothingExists)).toEqual({ kind: 'inline', content: KUBECONFIG.trim() });
    const json = JSON.stringify({ apiVersion: 'v1', kind: 'Config', clusters: [] });
    expect(readKubeconfigInput(json, nothingExists)).toEqual({ kind: 'inline', content: json });
  });

  it('is unusable when it is a missing path, or base64 of something that is not a kubeconfig', () => {
    for (const text of ['ci/missing.yaml', Buffer.from('sk-live-0123456789abcdef').toString('base64'), 'c2stbGl2ZS0wMTIzNDU2Nzg5YWJjZGVm!!']) {
      expect(readKubeconfigInput(text, nothingExists), text).toBeUndefined();
    }
  });

  it('is refused without ever quoting the value', () => {
    const secret = Buffer.from('token: sk-live-0123456789abcdef is not a kubeconfig').toString('base64');
    const env = { GITHUB_WORKSPACE: '/work/repo', GITHUB_REPOSITORY: 'acme/tenants', GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 'a'.repeat(40), [inputVariable('kubeconfig')]: secret };
    let problems: readonly string[] = [];
    try {
      parseSettings({ env, getInput: (name) => (env[inputVariable(name)] ?? '').trim(), eventPayload: {}, isReadableFile: () => false });
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([`Input 'kubeconfig': the kubeconfig input is neither a readable file nor base64/YAML kubeconfig content.`]);
  });

  it('never reaches the log, the job summary or the outputs when it is refused', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-kubeconfig-'));
    try {
      const summary = path.join(dir, 'summary.md');
      writeFileSync(summary, '');
      const secret = 'c2stbGl2ZS0wMTIzNDU2Nzg5YWJjZGVm';
      let log = '';
      const stdout = new Writable({
        write(chunk, _e, cb) {
          log += String(chunk);
          cb();
        },
      });
      const env = { GITHUB_WORKSPACE: dir, GITHUB_REPOSITORY: 'acme/tenants', GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 'a'.repeat(40), GITHUB_STEP_SUMMARY: summary, [inputVariable('kubeconfig')]: secret };
      const code = await runAction({ runtime: createRunnerRuntime({ env, stdout }), analyze: () => Promise.reject(new Error('not reached')) });
      expect(code).toBe(2);
      const written = readFileSync(summary, 'utf8');
      expect(written).toContain('neither a readable file nor base64/YAML kubeconfig content');
      expect(written).not.toContain(secret);
      expect(log).not.toContain(secret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has its values taken out of any failure text', () => {
    const source = readKubeconfigInput(base64, nothingExists);
    const message = 'Unauthorized: token sk-live-0123456789abcdef rejected by https://prod.example.com:6443 (ca Q0FEQVRBQ0FEQVRB)';
    const redacted = redactKubeconfig(message, source);
    expect(redacted).not.toContain('sk-live-0123456789abcdef');
    expect(redacted).not.toContain('Q0FEQVRBQ0FEQVRB');
    expect(redacted).toContain('Unauthorized: token [redacted]');
    expect(redactKubeconfig(message, { kind: 'file', path: '/x' })).toBe(message);
  });
});

describe('masking', () => {
  it('asks the runner to mask the credentials of an inline kubeconfig, not its names or common words', () => {
    const commands = kubeconfigMaskCommands(readKubeconfigInput(base64, nothingExists)).split('\n');
    expect(commands).toEqual(expect.arrayContaining(['::add-mask::sk-live-0123456789abcdef', '::add-mask::Q0FEQVRBQ0FEQVRB']));
    for (const word of ['Config', 'prod', 'https://prod.example.com:6443', 'v1']) expect(commands).not.toContain(`::add-mask::${word}`);
    expect(kubeconfigMaskCommands({ kind: 'file', path: '/x' })).toBe('');
  });

  it('sends the masks before anything else is printed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-kubeconfig-'));
    try {
      let log = '';
      const stdout = new Writable({
        write(chunk, _e, cb) {
          log += String(chunk);
          cb();
        },
      });
      const env = { GITHUB_WORKSPACE: dir, GITHUB_REPOSITORY: 'acme/tenants', GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 'a'.repeat(40), [inputVariable('kubeconfig')]: base64 };
      await runAction({ runtime: createRunnerRuntime({ env, stdout }), analyze: () => Promise.resolve([]) });
      expect(log.startsWith('::add-mask::')).toBe(true);
      expect(log).toContain('::add-mask::sk-live-0123456789abcdef\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
