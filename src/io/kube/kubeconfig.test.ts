import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KubeconfigError, loadKubeConfig } from './kubeconfig.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-kc-'));
const write = (name: string, text: string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('loading a kubeconfig never quotes it', () => {
  it('a YAML error names the position but not the lines around it (tokens, keys)', () => {
    const file = write('broken', 'apiVersion: v1\nusers:\n- name: u\n  user:\n    token: sup3r-s3cret-t0ken\n    password: hunter2hunter2\n  name: [bad\n');
    let message = '';
    try {
      loadKubeConfig({ file });
    } catch (error) {
      expect(error).toBeInstanceOf(KubeconfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^cannot load the kubeconfig .*broken: /);
    expect(message).not.toContain('sup3r-s3cret-t0ken');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('\n');
  });
  it('a kubeconfig without a current cluster or with an unknown context is refused by name', () => {
    const file = write('empty', 'apiVersion: v1\nkind: Config\nclusters: []\ncontexts: []\nusers: []\n');
    expect(() => loadKubeConfig({ file })).toThrow(/no current cluster/);
    expect(() => loadKubeConfig({ file, context: 'prod' })).toThrow(/no context named "prod"/);
  });
});
