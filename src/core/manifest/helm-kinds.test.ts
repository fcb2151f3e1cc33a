import { describe, expect, it } from 'vitest';
import { namesHelmKinds } from './helm-kinds.js';

describe('namesHelmKinds', () => {
  it('finds a top-level kind Helm planning reads, quoted or not, in any document', () => {
    expect(namesHelmKinds('apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\n')).toBe(true);
    expect(namesHelmKinds('kind: "Application"\n')).toBe(true);
    expect(namesHelmKinds("a: 1\n---\nkind: 'ConfigMap'\n")).toBe(true);
    expect(namesHelmKinds('kind: Secret\n')).toBe(true);
    expect(namesHelmKinds('kind: HelmChart\n')).toBe(true);
  });

  it('passes by other kinds, longer names and kinds that are not at the start of a line', () => {
    expect(namesHelmKinds('kind: TenantOnboarding\nspec:\n  kind: HelmRelease\n')).toBe(false);
    expect(namesHelmKinds('kind: ConfigMapList\n')).toBe(false);
    expect(namesHelmKinds('# kind: Secret\n')).toBe(false);
  });
});
