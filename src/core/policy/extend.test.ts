import { describe, expect, it } from 'vitest';
import { extendDefaultPack, type PackFile } from './extend.js';

const file = (relative: string, text: string, dir = 'policies'): PackFile => ({ relative, file: { path: `${dir}/${relative}`, bytes: new TextEncoder().encode(text) } });
const policy = (name: string): string => `apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicy\nmetadata:\n  name: ${name}\nspec: {}\n`;
const config = (extra = ''): string => `apiVersion: policy.driftgate.dev/v1alpha1\nkind: DriftgateConfig\nmetadata:\n  name: driftgate\nspec:\n${extra}  waivers: []\n`;

const defaults = [
  file('admission/tenant-gpu-limit.yaml', policy('tenant-gpu-limit'), '/pkg/policies'),
  file('admission/tenant-admin-group.yaml', policy('tenant-admin-group'), '/pkg/policies'),
  file('driftgate.yaml', config(), '/pkg/policies'),
];
const paths = (files: readonly { path: string }[]): string[] => files.map((f) => f.path).sort();

describe('a repository pack extends the default pack', () => {
  it('keeps every default policy next to the repository’s own', () => {
    const out = extendDefaultPack({ defaults, own: [file('admission/team-labels.yaml', policy('team-labels'))] });
    expect(paths(out.files)).toEqual(['/pkg/policies/admission/tenant-admin-group.yaml', '/pkg/policies/admission/tenant-gpu-limit.yaml', '/pkg/policies/driftgate.yaml', 'policies/admission/team-labels.yaml']);
    expect(out.replacesDefaults).toBe(false);
  });

  it('a repository file at the same path, a policy of the same name, or its own driftgate.yaml replaces the default one', () => {
    const out = extendDefaultPack({
      defaults,
      own: [file('admission/tenant-gpu-limit.yaml', policy('tenant-gpu-limit')), file('admission/admins.yaml', policy('tenant-admin-group')), file('config/driftgate.yaml', config())],
    });
    expect(paths(out.files)).toEqual(['policies/admission/admins.yaml', 'policies/admission/tenant-gpu-limit.yaml', 'policies/config/driftgate.yaml']);
  });

  it('replaceDefaults: true in driftgate.yaml leaves only the repository’s pack', () => {
    const out = extendDefaultPack({ defaults, own: [file('driftgate.yaml', config('  replaceDefaults: true\n')), file('admission/team-labels.yaml', policy('team-labels'))] });
    expect(paths(out.files)).toEqual(['policies/admission/team-labels.yaml', 'policies/driftgate.yaml']);
    expect(out.replacesDefaults).toBe(true);
  });

  it('reads a file again when its text changes at the same path (the agent extends the pack at every revision)', () => {
    const before = extendDefaultPack({ defaults, own: [file('driftgate.yaml', config())] });
    expect(before.replacesDefaults).toBe(false);
    const after = extendDefaultPack({ defaults, own: [file('driftgate.yaml', config('  replaceDefaults: true\n'))] });
    expect(after.replacesDefaults).toBe(true);
    expect(extendDefaultPack({ defaults, own: [file('driftgate.yaml', config())] }).replacesDefaults).toBe(false);
    // A text kept by its reader (no bytes decoded) is read the same.
    const text = config('  replaceDefaults: true\n');
    const kept = { relative: 'driftgate.yaml', file: { path: 'policies/driftgate.yaml', text, size: text.length, bytes: new TextEncoder().encode(text) } };
    expect(extendDefaultPack({ defaults, own: [kept] }).replacesDefaults).toBe(true);
  });
});
