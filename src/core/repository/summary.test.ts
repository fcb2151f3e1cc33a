import { describe, expect, it } from 'vitest';
import { checkRepository } from '../check/check.js';
import { buildRunSummary, schemaOrigin } from './summary.js';
import { renderSummaryText } from './report.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const crd = (group: string, kind: string): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: { name: ${kind.toLowerCase()}s.${group} }
spec:
  group: ${group}
  names: { kind: ${kind}, plural: ${kind.toLowerCase()}s }
  scope: Namespaced
  versions:
    - { name: v1, served: true, storage: true, schema: { openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true } } }
    - { name: v2, served: true, storage: false, schema: { openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true } } }
`;
const object = (apiVersion: string, kind: string, name: string): string => `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata: { name: ${name}, namespace: apps }\n`;

describe('schemaOrigin', () => {
  it('tells the catalog, a chart\'s crds/, shipped and live CRDs from the repository\'s own', () => {
    expect(schemaOrigin('crds/catalog/certificates.cert-manager.io.yaml')).toBe('catalog');
    expect(schemaOrigin('charts/app/crds/widgets.yaml', { chartDirs: new Set(['charts/app']) })).toBe('chart');
    expect(schemaOrigin('crds/widgets.yaml', { chartDirs: new Set(['']) })).toBe('chart');
    expect(schemaOrigin('charts/app/crds/widgets.yaml')).toBe('repository');
    expect(schemaOrigin('platform/crds/widgets.yaml', { chartDirs: new Set(['charts/app']) })).toBe('repository');
    expect(schemaOrigin('driftgate:deploy/crds/tenantonboardings.platform.example.com.yaml')).toBe('shipped');
    expect(schemaOrigin('cluster:customresourcedefinitions/widgets.example.io')).toBe('cluster');
    expect(schemaOrigin('deploy/crds/widgets.yaml')).toBe('repository');
    expect(schemaOrigin('platform/crds.yaml')).toBe('repository');
  });
});

describe('the summary names the CRD that validated each kind', () => {
  it('by CRD, version and origin, with the catalog\'s source, grouped by kind and version', () => {
    const result = checkRepository({
      now: new Date(0),
      files: [
        { path: 'apps/objects.yaml', bytes: enc([object('cert-manager.io/v1', 'Certificate', 'a'), object('cert-manager.io/v1', 'Certificate', 'b'), object('example.io/v2', 'Widget', 'w')].join('---\n')) },
        { path: 'deploy/crds/widgets.yaml', bytes: enc(crd('example.io', 'Widget')) },
      ],
      crdFiles: [{ path: 'crds/catalog/certificates.cert-manager.io.yaml', bytes: enc(crd('cert-manager.io', 'Certificate')) }],
    });
    const objects = result.manifests.filter((m) => m.object.kind !== 'CustomResourceDefinition');
    const summary = buildRunSummary({
      objects,
      unvalidated: [],
      skipped: [],
      ignored: [],
      renderedFiles: [],
      renders: [],
      filesRead: 2,
      ...(result.schemaSources ? { schemaSources: result.schemaSources } : {}),
      catalogSources: new Map([['crds/catalog/certificates.cert-manager.io.yaml', 'git https://github.com/cert-manager/cert-manager@v1.21.1, commit 24e33194fb39']]),
    });
    expect(summary.schemas).toEqual([
      { apiVersion: 'cert-manager.io/v1', kind: 'Certificate', objects: 2, crd: 'certificates.cert-manager.io', version: 'v1', origin: 'catalog', file: 'crds/catalog/certificates.cert-manager.io.yaml', source: 'git https://github.com/cert-manager/cert-manager@v1.21.1, commit 24e33194fb39' },
      { apiVersion: 'example.io/v2', kind: 'Widget', objects: 1, crd: 'widgets.example.io', version: 'v2', origin: 'repository', file: 'deploy/crds/widgets.yaml' },
    ]);
    expect(renderSummaryText(summary)).toContain(
      '  custom resources validated against:\n' +
        '    Certificate (cert-manager.io/v1): CRD certificates.cert-manager.io v1, catalog crds/catalog/certificates.cert-manager.io.yaml (git https://github.com/cert-manager/cert-manager@v1.21.1, commit 24e33194fb39)\n' +
        '    Widget (example.io/v2): CRD widgets.example.io v2, repository deploy/crds/widgets.yaml',
    );
  });
});
